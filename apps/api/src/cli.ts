#!/usr/bin/env node
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { loadConfig } from './env.js';
import { openRuntime } from './runtime.js';

const USAGE = `Usage: pageshelf-api <command>
  migrate   apply pending database migrations
  seed      create the demo accounts (free, pro, admin)`;

async function main(command: string | undefined): Promise<number> {
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
      const report = await migrate(database);
      console.log(
        `migrations on ${database.kind}: ${report.applied.length} applied (${report.applied.join(', ') || 'none'}), ${report.alreadyApplied.length} already applied`,
      );
      await database.close();
      return 0;
    }
    case 'seed': {
      const container = await openRuntime(config, { seed: true });
      console.log('demo accounts ready: free@pageshelf.dev, pro@pageshelf.dev, admin@pageshelf.dev');
      await container.database.close();
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
