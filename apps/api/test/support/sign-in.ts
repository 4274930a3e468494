import type { FastifyInstance } from 'fastify';

/** Signs an address in the way a person does: ask for a link, read it from the outbox, verify it. */
export async function signIn(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; authorization: string }> {
  const requested = await app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } });
  if (requested.statusCode !== 200) throw new Error(`magic-link: ${requested.statusCode} ${requested.body}`);
  const outbox = await app.inject({ method: 'GET', url: `/dev/outbox?email=${encodeURIComponent(email)}` });
  const link: string | undefined = outbox.json().messages[0]?.link;
  if (!link) throw new Error(`no link in the outbox for ${email}`);
  const token = link.split('/magic/')[1] ?? '';
  const verified = await app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const sessionToken: string = verified.json().token;
  return { token: sessionToken, authorization: `Bearer ${sessionToken}` };
}
