/**
 * A sign-in script for pages behind a login: a small JSON file of steps, run once in the capture's
 * browser before any page is captured (its cookies then serve every page, desktop and phone).
 *
 * ```json
 * [
 *   { "goto": "/login" },
 *   { "fill": "#email", "value": "me@example.com" },
 *   { "fill": "#password", "value": "secret" },
 *   { "click": "button[type=submit]" },
 *   { "waitFor": "text=Dashboard" }
 * ]
 * ```
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const selector = z.string().min(1).max(500);

export const signInStepSchema = z.union([
  z.strictObject({ goto: z.string().min(1).max(2_000) }),
  z.strictObject({ fill: selector, value: z.string().max(2_000) }),
  z.strictObject({ click: selector }),
  z.strictObject({ press: selector, key: z.string().min(1).max(40) }),
  z.strictObject({ waitFor: selector }),
]);
export type SignInStep = z.infer<typeof signInStepSchema>;

export const signInScriptSchema = z.array(signInStepSchema).min(1, 'list at least one step').max(50);

export class SignInScriptError extends Error {
  override name = 'SignInScriptError';
}

/** Reads and checks a sign-in script; every problem names its step. */
export async function readSignInScript(file: string): Promise<SignInStep[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new SignInScriptError(`${file}: ${(error as Error).message}`);
  }
  const parsed = signInScriptSchema.safeParse(data);
  if (!parsed.success)
    throw new SignInScriptError(
      `${file}: ${parsed.error.issues.map((issue) => `step ${issue.path.join('.') || '(all)'}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}
