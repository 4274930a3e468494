// The browser tests and the capture (and its tests) drive Debian's Chromium (/usr/bin/chromium); Playwright never
// downloads a browser.
// Installs it with apt-get when it is missing and this machine allows it; otherwise explains what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}: install Debian's "chromium" package (apt-get install chromium).`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execFileSync('apt-get', ['update'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
