/** A one-line progress report for long CLI work: items done, rate and time left. */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastPrint = 0;
  return (done: number, total: number) => {
    const now = Date.now();
    if (done < total && now - lastPrint < 250) return;
    lastPrint = now;
    const seconds = Math.max((now - started) / 1000, 0.001);
    const rate = done / seconds;
    const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    const width = 24;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${rate.toFixed(1)}/s ${done < total ? `~${left}s left` : `done in ${seconds.toFixed(1)}s`}`;
    if (stream.isTTY) stream.write(`\r${line}${done >= total ? '\n' : ''}`);
    else if (done >= total || done % Math.max(1, Math.floor(total / 10)) === 0) stream.write(`${line}\n`);
  };
}
