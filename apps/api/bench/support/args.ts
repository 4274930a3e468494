/** `--name N` of the command line as a positive whole number (1000000, 1_000_000 and 1,000,000 alike). */
export function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]?.replace(/[_,]/g, '')) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}
