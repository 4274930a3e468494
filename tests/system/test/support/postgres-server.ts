/**
 * A PostgreSQL server of a test's own, in a temp directory on a free port, that the test may stop,
 * restart and cut connections of without touching the machine's server that other tests share. Made
 * with the binaries of Debian's postgresql package (`initdb`, `pg_ctl` under /usr/lib/postgresql/<v>/bin);
 * as root they run as the `postgres` user, who may not be root.
 */
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openPostgres } from './database.js';
import { freePorts } from './processes.js';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The directory of the newest PostgreSQL's binaries on this machine, or null when there is none. */
export async function postgresBinaries(): Promise<string | null> {
  const versions = await readdir(ROOT).catch(() => [] as string[]);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? null : join(ROOT, newest, 'bin');
}

export class PostgresServer {
  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
    private readonly asRoot: boolean,
  ) {}

  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Makes a new cluster (trust authentication, loopback only) and starts it. */
  static async start(bin: string): Promise<PostgresServer> {
    const dir = await mkdtemp(join(tmpdir(), 'pageshelf-pg-'));
    const asRoot = userInfo().uid === 0;
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    const [port = 0] = await freePorts(1);
    const server = new PostgresServer(bin, dir, port, asRoot);
    await server.tool('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await server.ctl('start');
    return server;
  }

  private tool(name: string, args: string[]) {
    const command = join(this.bin, name);
    return this.asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: '/' })
      : run(command, args, { cwd: '/' });
  }

  private ctl(action: 'start' | 'stop' | 'restart', mode = 'fast') {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.dir}`,
      '-c max_connections=100',
    ].join(' ');
    return this.tool('pg_ctl', [
      action,
      '-D',
      join(this.dir, 'data'),
      '-w',
      '-t',
      '60',
      '-m',
      mode,
      '-l',
      join(this.dir, 'server.log'),
      ...(action === 'stop' ? [] : ['-o', options]),
    ]);
  }

  /** Stops the server (fast: sessions are ended, as in a restart or a fail-over). */
  async stop(): Promise<void> {
    await this.ctl('stop');
  }

  /** Starts it again and waits until it accepts connections. */
  async resume(): Promise<void> {
    await this.ctl('start');
  }

  /** Ends every connection but the one asking (`pg_terminate_backend`); gives how many were ended. */
  async terminateConnections(applicationName?: string): Promise<number> {
    const sql = await openPostgres(this.url());
    try {
      const rows = await sql.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'
           AND ($1::text IS NULL OR application_name = $1)`,
        [applicationName ?? null],
      );
      return rows.filter((row) => row.ended).length;
    } finally {
      await sql.close();
    }
  }

  /** Makes a database. */
  async createDatabase(name: string): Promise<string> {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
    const sql = await openPostgres(this.url());
    try {
      await sql.query(`CREATE DATABASE "${name}"`);
    } finally {
      await sql.close();
    }
    return this.url(name);
  }

  /** Stops the server and removes its directory. */
  async destroy(): Promise<void> {
    await this.ctl('stop', 'immediate').catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
