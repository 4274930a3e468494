#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { slugOf } from '@pageshelf/domain/routes';
import { generateDemoLibrary, importFolder, ManifestError, ScreenReader } from '@pageshelf/library';
import {
  CaptureError,
  captureApp,
  DEFAULT_MAX_PAGES,
  PageCapturer,
  readSignInScript,
  SignInScriptError,
} from '@pageshelf/library/capture';
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
  capture --app <name> [--site <address>] [--crawl <depth>] [--login <steps.json>] [--max-pages N]
          [--at <date>] [<address>…]
            capture a web product in Chromium (CHROME_PATH, default /usr/bin/chromium): each address
            (or the site's pages, following same-site links --crawl steps deep) at 1440 and 390 wide and
            as a full page, at 2×; a page captured before gets a new version where it changed. The app
            is created when new (platform web). --login runs a sign-in script first (a JSON list of
            steps: {"goto"}, {"fill", "value"}, {"click"}, {"press", "key"}, {"waitFor"}).
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
    case 'capture':
      return captureCommand(config, process.argv.slice(3));
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

async function captureCommand(config: ReturnType<typeof loadConfig>, args: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCaptureArgs>;
  try {
    parsed = parseCaptureArgs(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const { CHROME_PATH } = config;
  if (!existsSync(CHROME_PATH)) {
    console.error(
      `No Chromium at ${CHROME_PATH}: install Debian's "chromium" package (apt-get install chromium) or set CHROME_PATH.`,
    );
    return 1;
  }
  const number = (name: 'crawl' | 'max-pages', min: number) => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      throw new Error(`--${name} must be a whole number from ${min}`);
    return value;
  };
  let signIn: Awaited<ReturnType<typeof readSignInScript>> | undefined;
  let crawl: number | undefined;
  let maxPages: number | undefined;
  let at: Date | undefined;
  try {
    crawl = number('crawl', 0);
    maxPages = number('max-pages', 1);
    if (values.at !== undefined) {
      at = new Date(values.at);
      if (Number.isNaN(at.getTime()))
        throw new Error('--at must be a date (2026-03-12 or an ISO date and time)');
    }
    if (values.login) signIn = await readSignInScript(resolve(values.login));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const title = (values.app ?? '').trim();
  const slug = slugOf(title);
  if (!slug) {
    console.error('--app must name the app (letters or digits)');
    return 2;
  }
  const container = await openRuntime(config, { seed: false });
  const capturer = await PageCapturer.open({ chromePath: CHROME_PATH });
  try {
    const report = await captureApp(
      { app: { title, slug }, site: values.site, crawl, addresses: positionals, maxPages, signIn, now: at },
      {
        capturer,
        writer: container.libraryWriter,
        store: container.mediaStore,
        onProgress: progressReporter('capture'),
      },
    );
    for (const failure of report.failed) console.error(`  ${failure.address}: ${failure.message}`);
    if (report.pages === 0) {
      console.error(`capture of ${title}: no page captured, nothing written`);
      return 1;
    }
    console.log(
      `capture of ${title}, version ${report.appVersion}: ${plural(report.pages, 'page')}; ${plural(report.added, 'screen')} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.gone} gone; ${plural(report.failed.length, 'address', 'addresses')} failed`,
    );
    for (const change of report.changes)
      console.log(
        `  changed: ${change.address} (${change.shot}): ${(change.changes.difference * 100).toFixed(1)} % of the picture in ${change.changes.regions.length} regions; words +${change.changes.wordsAdded.length} −${change.changes.wordsRemoved.length}`,
      );
    return report.failed.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof CaptureError || error instanceof SignInScriptError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await capturer.close();
    await container.database.close();
  }
}

const plural = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`;

function parseCaptureArgs(args: string[]) {
  const parsed = parseArgs({
    args,
    allowPositionals: true,
    options: {
      app: { type: 'string' },
      site: { type: 'string' },
      crawl: { type: 'string' },
      login: { type: 'string' },
      'max-pages': { type: 'string', default: String(DEFAULT_MAX_PAGES) },
      at: { type: 'string' },
    },
  });
  if (!parsed.values.app) throw new Error('capture needs --app <name>');
  if (!parsed.values.site && parsed.positionals.length === 0)
    throw new Error('capture needs --site <address> or at least one address');
  return parsed;
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
