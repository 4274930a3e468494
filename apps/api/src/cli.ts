#!/usr/bin/env node
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { loadConfig } from './env.js';
import { progressReporter } from './lib/progress.js';
import { generateDemoLibrary } from './library/demo/generate-demo.js';
import { LocalMediaStore } from './media/media-store.js';
import { openRuntime } from './runtime.js';

const USAGE = `Usage: pageshelf-api <command>
  migrate   apply pending database migrations
  seed      create the demo accounts (free, pro, admin)
  library demo [--apps N] [--seed N]
            (re)generate the demo library: N fictional apps with their screens, flows and components`;

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
    case 'library': {
      const [sub, ...rest] = process.argv.slice(3);
      if (sub !== 'demo') {
        console.error(USAGE);
        return 2;
      }
      const option = (name: string) => {
        const index = rest.indexOf(`--${name}`);
        const value = index >= 0 ? Number(rest[index + 1]) : undefined;
        if (value !== undefined && (!Number.isInteger(value) || value < 1))
          throw new Error(`--${name} must be a positive integer`);
        return value;
      };
      const container = await openRuntime(config, { seed: false });
      const result = await generateDemoLibrary(
        container.libraryWriter,
        new LocalMediaStore(container.mediaDir),
        {
          appCount: option('apps'),
          seed: option('seed'),
          onProgress: progressReporter('demo library'),
        },
      );
      console.log(
        `demo library: ${result.apps} apps, ${result.screens} screens, ${result.flows} flows, ${result.components} components`,
      );
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
