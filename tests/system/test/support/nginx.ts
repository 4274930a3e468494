/**
 * Debian's nginx in front of several instances, as production runs it (docker-compose.yml): one
 * listener balances the BFFs, another the APIs. Installed with apt-get when missing and the machine
 * allows it, as the browser tests' Chromium is; the test set-up says what to do otherwise.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing (as root, with apt-get); throws saying what to do otherwise. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (userInfo().uid !== 0 || !hasApt) {
    throw new Error(`The two-instance test needs nginx at ${NGINX}: install Debian's "nginx-light" package`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
    stdio: 'ignore',
    env,
  });
  return NGINX;
}

/** One listener of the balancer: a port and the instances behind it. */
export interface Balanced {
  readonly port: number;
  readonly upstreams: readonly number[];
  /**
   * Whether client identity headers with underscores (`ip_origin`, which the BFF sets for the API) pass:
   * nginx drops such headers unless told.
   */
  readonly underscores?: boolean;
}

/**
 * The configuration: each listener balances its instances round-robin over keep-alive connections; a
 * request that meets a dead instance (refused, reset, no answer) is tried on the next one when nginx
 * may retry it (not a POST that already reached an instance); an instance that failed is left out for
 * 2 s.
 */
export function nginxConfig(dir: string, listeners: readonly Balanced[]): string {
  const asRoot = userInfo().uid === 0;
  const blocks = listeners.map(
    (listener, index) => `
  upstream pool${index} {
${listener.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listener.port};
    ${listener.underscores ? 'underscores_in_headers on;' : ''}
    client_max_body_size 11m;
    location / {
      proxy_pass http://pool${index};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 60s;
      proxy_buffering off;
      proxy_request_buffering on;
    }
  }`,
  );
  return `${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${blocks.join('\n')}
}
`;
}

/** A running nginx with the listeners given. */
export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {}

  static async start(listeners: readonly Balanced[]): Promise<Nginx> {
    const binary = ensureNginx();
    const dir = await mkdtemp(join(tmpdir(), 'pageshelf-nginx-'));
    for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(dir, folder));
    const config = join(dir, 'nginx.conf');
    await writeFile(config, nginxConfig(dir, listeners));
    execFileSync(binary, ['-t', '-q', '-p', dir, '-c', config], { stdio: 'pipe' });
    const child = spawn(binary, ['-p', dir, '-c', config], { stdio: 'ignore' });
    const nginx = new Nginx(child, dir);
    const first = listeners[0];
    const deadline = Date.now() + 10_000;
    while (first && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
      const up = await fetch(`http://127.0.0.1:${first.port}/`).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return nginx;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise<void>((resolve) => {
        this.child.once('exit', () => resolve());
        this.child.kill('SIGQUIT');
      });
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
