/**
 * Test clients: raw HTTP over a real socket (no URL normalisation, so empty segments, percent escapes
 * and repeated keys reach the BFF as written), each one a browser of its own address.
 */
import { Agent, type IncomingHttpHeaders, request } from 'node:http';

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
}

export interface Call {
  readonly method?: string;
  /** The request target as sent: path and query, already encoded. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | string[]>>;
  readonly body?: string | Buffer;
}

/**
 * A connection per request: no idle keep-alive socket can be closed by the server (after its
 * keepAliveTimeout, say while a test restarts the API) just as it is reused, and each fuzzed request
 * meets the server on a connection of its own.
 */
const agent = new Agent({ keepAlive: false, maxSockets: 64 });

/** Sends one request to `baseUrl` (`http://127.0.0.1:<port>`) and reads the whole answer. */
export function send(baseUrl: string, call: Call): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: hostname,
        port,
        method: call.method ?? 'GET',
        path: call.path,
        headers: {
          ...(call.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(call.body)) }),
          ...call.headers,
        },
        timeout: 60_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          if (/json/.test(String(incoming.headers['content-type']))) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json });
        });
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`${call.method ?? 'GET'} ${call.path}: timed out`)),
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/** The Set-Cookie headers of an answer as name → value (`null`: the cookie is cleared). */
export function setCookies(answer: Answer): Map<string, string | null> {
  const header = answer.headers['set-cookie'] ?? [];
  const result = new Map<string, string | null>();
  for (const line of header) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const cleared = attributes.some((attribute) => {
      const [name = '', value = ''] = attribute.split('=');
      if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
      if (name.toLowerCase() === 'expires') return Date.parse(value) < Date.now();
      return false;
    });
    result.set(pair.slice(0, eq), cleared ? null : pair.slice(eq + 1));
  }
  return result;
}

export interface ClientOptions {
  /** The address this client browses from (sent as `x-forwarded-for` to the BFF, which trusts loopback). */
  readonly address: string;
  readonly userAgent?: string;
  /** Keep the cookies the BFF sets, as a browser does (default: no, a client that drops them). */
  readonly keepCookies?: boolean;
  /** Cookies sent from the start, as `name → value` (`ps_session` → its signed value). */
  readonly cookies?: Readonly<Record<string, string>>;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser of the product, through the BFF. */
export class Client {
  readonly cookies: Map<string, string>;

  constructor(
    readonly baseUrl: string,
    readonly options: ClientOptions,
  ) {
    this.cookies = new Map(Object.entries(options.cookies ?? {}));
  }

  /**
   * Sends a request as this browser: its address, User-Agent and cookies, the JSON body if given, and
   * the product's own Origin on state-changing requests (as the SPA's pages send it).
   */
  async call(
    method: string,
    path: string,
    init: {
      json?: unknown;
      /** A body sent as it is (with the content type of `headers`). */
      body?: string | Buffer;
      headers?: Readonly<Record<string, string | string[]>>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string | string[]> = {
      'x-forwarded-for': this.options.address,
      'user-agent': this.options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) PageshelfSystemTest/1.0',
      accept: 'application/json',
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (STATE_CHANGING.has(method)) headers.origin = this.baseUrl;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const body = init.json === undefined ? init.body : JSON.stringify(init.json);
    const answer = await send(this.baseUrl, {
      method,
      path,
      headers: { ...headers, ...init.headers },
      ...(body === undefined ? {} : { body }),
    });
    if (this.options.keepCookies) {
      for (const [name, value] of setCookies(answer)) {
        if (value === null) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return answer;
  }

  get(path: string, headers?: Readonly<Record<string, string | string[]>>): Promise<Answer> {
    return this.call('GET', path, headers === undefined ? {} : { headers });
  }
}

let nextAddress = 0;

/**
 * A documentation address no one else in this process uses (198.18.0.0/15, the benchmarking range),
 * so each client is a visitor of its own.
 */
export function freshAddress(): string {
  nextAddress += 1;
  return `198.18.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/**
 * Signs `email` in through the BFF as the SPA does (a link by email, read from the development outbox,
 * then verified) and gives the signed `ps_session` cookie value. A new address is a new free account.
 */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const browser = new Client(baseUrl, { address: freshAddress() });
  const asked = await browser.call('POST', '/api/_auth/magic-link', { json: { email } });
  if (asked.status !== 200) throw new Error(`magic link for ${email}: ${asked.status} ${asked.text}`);
  const outbox = await browser.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const link = (outbox.json as { messages?: { link?: string }[] } | undefined)?.messages?.[0]?.link;
  const token = link?.split('/magic/')[1];
  if (token === undefined) throw new Error(`no sign-in link for ${email}: ${outbox.text}`);
  const verified = await browser.call('POST', '/api/_auth/verify', { json: { token } });
  const session = setCookies(verified).get('ps_session');
  if (verified.status !== 200 || !session)
    throw new Error(`verify ${email}: ${verified.status} ${verified.text}`);
  return session;
}
