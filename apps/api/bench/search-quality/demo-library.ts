/**
 * The demo library (42 apps, about 740 screens, the taxonomy of `packages/library/src/catalog`), described
 * without its images (`images: false`: the same rows, words and tags, in two seconds) in an in-memory
 * PGlite, for the judged search set and its benchmark.
 */
import { generateDemoLibrary } from '@pageshelf/library';
import { type Database, openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { LocalMediaStore } from '../../src/media/media-store.js';
import { LibraryWriter } from '../../src/repositories/library-writer.repository.js';

export async function openDemoLibrary(): Promise<{ database: Database; screens: number }> {
  const database = await openDatabase({});
  await migrate(database);
  // No image is drawn or stored: the store is never written to.
  const result = await generateDemoLibrary(
    new LibraryWriter(database.db),
    new LocalMediaStore('/nonexistent-demo-media'),
    { images: false },
  );
  return { database, screens: result.screens };
}
