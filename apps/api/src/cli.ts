#!/usr/bin/env node
import { resolve } from 'node:path';
import { generateDemoLibrary, importFolder, ManifestError, ScreenReader } from '@pageshelf/library';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { loadConfig, loadMcpStdioConfig } from './env.js';
import { progressReporter } from './lib/progress.js';
import { runStdioMcp } from './mcp/stdio.js';
import { SignaturesRepository } from './repositories/signatures.repository.js';
import { libraryIsEmpty, openRuntime, prepareDataDirs } from './runtime.js';
import { signUnsignedScreens } from './services/library-signatures.service.js';

const USAGE = `Usage: pageshelf-api <command>
  migrate   apply pending database migrations
  seed      create the demo accounts (free, pro, admin)
  digest    mail the weekly digest (new apps, screens and flows of the last 7 days) to the members
            who allow it; run it once a week
  library import <folder> [--no-ocr]
            load real screenshots described by <folder>/manifest.(json|yaml); text comes from OCR
  library demo [--apps N] [--seed N] [--screens N] [--if-empty]
            (re)generate the demo library: N fictional apps with their screens, flows and components;
            --screens N writes exactly N screens (metadata only, sharing the demo set's images);
            --if-empty does nothing when the library already has apps (the start script runs it) but
            sign the screens written before signatures were stored (see below)
  library signatures
            sign the screens written before search by picture (their pictures and texts), once
  mcp       the MCP server on stdin/stdout, for a desktop agent: its tools call the product at
            PAGESHELF_URL (default http://localhost:3000) with the API key in PAGESHELF_API_KEY`;

async function main(command: string | undefined): Promise<number> {
  // The MCP server on stdio talks to a running product over HTTP: none of the API's own settings.
  if (command === 'mcp') return runStdioMcp(loadMcpStdioConfig());
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const { dataDir } = await prepareDataDirs(config);
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
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
    case 'digest': {
      const container = await openRuntime(config, { seed: false });
      try {
        const report = await container.digest.sendWeekly();
        const { apps, screens, flows } = report.added;
        console.log(
          `weekly digest: ${apps} apps, ${screens} screens, ${flows} flows added in 7 days; sent to ${report.sent} of ${report.accounts} accounts`,
        );
      } finally {
        await container.mailer.close();
        await container.database.close();
      }
      return 0;
    }
    case 'library': {
      const [sub, ...rest] = process.argv.slice(3);
      if (sub === 'import') return importCommand(config, rest);
      if (sub === 'signatures') {
        const container = await openRuntime(config, { seed: false });
        await signatureCommand(container);
        await container.database.close();
        return 0;
      }
      if (sub !== 'demo') {
        console.error(USAGE);
        return 2;
      }
      const option = (name: string) => {
        const index = rest.indexOf(`--${name}`);
        // 1000000, 1_000_000 and 1,000,000 all read as a million.
        const value = index >= 0 ? Number(rest[index + 1]?.replace(/[_,]/g, '')) : undefined;
        if (value !== undefined && (!Number.isInteger(value) || value < 1))
          throw new Error(`--${name} must be a positive integer`);
        return value;
      };
      const screens = option('screens');
      const container = await openRuntime(config, { seed: false });
      if (rest.includes('--if-empty') && !(await libraryIsEmpty(container))) {
        console.log('demo library: the library already has apps, left as it is');
        await signatureCommand(container);
        await container.database.close();
        return 0;
      }
      const result = await generateDemoLibrary(container.libraryWriter, container.mediaStore, {
        appCount: option('apps'),
        seed: option('seed'),
        screens,
        onProgress: progressReporter(screens ? 'demo images' : 'demo library'),
        onWriteProgress: progressReporter('demo screens'),
      });
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

/** Signs the screens written before signatures were stored; says so only when there were some. */
async function signatureCommand(container: Awaited<ReturnType<typeof openRuntime>>): Promise<void> {
  const signatures = new SignaturesRepository(container.database.db);
  const report = await signUnsignedScreens(signatures, container.mediaStore, progressReporter('signatures'));
  if (report.signed > 0)
    console.log(
      `signatures: ${report.signed} screens signed for search by picture${report.withoutPicture > 0 ? ` (${report.withoutPicture} without a stored picture: by their words only)` : ''}`,
    );
}

async function importCommand(config: ReturnType<typeof loadConfig>, args: string[]): Promise<number> {
  const folder = args.find((arg) => !arg.startsWith('--'));
  if (!folder) {
    console.error(USAGE);
    return 2;
  }
  const container = await openRuntime(config, { seed: false });
  const reader = args.includes('--no-ocr')
    ? null
    : await ScreenReader.open(resolve(container.mediaDir, '..', 'ocr-cache'));
  try {
    const report = await importFolder(resolve(folder), {
      writer: container.libraryWriter,
      store: container.mediaStore,
      reader,
      onProgress: progressReporter('import'),
    });
    for (const problem of report.skipped)
      console.error(`  ${problem.file}${problem.field ? ` (${problem.field})` : ''}: ${problem.message}`);
    console.log(
      `imported ${report.apps} apps, ${report.screens} screens, ${report.flows} flows, ${report.components} components; ${report.skipped.length} skipped`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await reader?.close();
    await container.database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
