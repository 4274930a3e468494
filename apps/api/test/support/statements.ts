import type { Kysely } from 'kysely';
import { vi } from 'vitest';
import type { DB } from '../../src/db/schema.js';

/** What `run` gives, with the statements it sent to `db` (as Kysely compiled them), in order. */
export async function statementsOf<T>(
  db: Kysely<DB>,
  run: () => Promise<T>,
): Promise<{ statements: string[]; result: T }> {
  const executor = db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  const statements: string[] = [];
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query) => {
    statements.push(query.sql);
    return execute(query);
  });
  try {
    return { statements, result: await run() };
  } finally {
    spy.mockRestore();
  }
}
