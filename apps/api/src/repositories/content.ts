import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppsRepository } from './apps.repository.js';
import { CategoriesRepository } from './categories.repository.js';
import { ComponentsRepository } from './components.repository.js';
import { FlowsRepository } from './flows.repository.js';
import { LibraryStatsRepository } from './library-stats.repository.js';
import { ScreensRepository } from './screens.repository.js';

/** The library's content, one repository per kind (their shared query parts: `content-parts.ts`). */
export interface ContentRepositories {
  readonly screens: ScreensRepository;
  readonly apps: AppsRepository;
  readonly flows: FlowsRepository;
  readonly components: ComponentsRepository;
  readonly categories: CategoriesRepository;
  readonly stats: LibraryStatsRepository;
}

export function contentRepositories(db: Kysely<DB>): ContentRepositories {
  const screens = new ScreensRepository(db);
  const flows = new FlowsRepository(db);
  const components = new ComponentsRepository(db);
  return {
    screens,
    apps: new AppsRepository(db),
    flows,
    components,
    categories: new CategoriesRepository(db, screens, flows, components),
    stats: new LibraryStatsRepository(db),
  };
}
