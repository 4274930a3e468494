import { describe, expect, it } from 'vitest';
import { loadConfig, loadMcpStdioConfig } from './env.js';

const S3 = {
  S3_BUCKET: 'pageshelf-media',
  S3_ACCESS_KEY_ID: 'minioadmin',
  S3_SECRET_ACCESS_KEY: 'minioadmin-secret',
};

describe('loadConfig: S3 media storage', () => {
  it('keeps media local when no S3 variable is set', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('accepts a bucket with both keys, with defaults for region and addressing', () => {
    const config = loadConfig(S3);
    expect(config).toMatchObject({ ...S3, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.S3_PREFIX).toBeUndefined();
  });

  it('uses path-style addressing by default when an endpoint is set, unless told otherwise', () => {
    const minio = { ...S3, S3_ENDPOINT: 'http://minio:9000' };
    expect(loadConfig(minio).S3_FORCE_PATH_STYLE).toBe(true);
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: '1' }).S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('reads region and prefix, and treats empty values as unset', () => {
    const config = loadConfig({ ...S3, S3_REGION: 'eu-central-1', S3_PREFIX: 'media/', S3_ENDPOINT: '' });
    expect(config).toMatchObject({
      S3_REGION: 'eu-central-1',
      S3_PREFIX: 'media/',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(loadConfig({ ...S3, S3_REGION: '' }).S3_REGION).toBe('us-east-1');
  });

  it('names both keys when a bucket is set without them', () => {
    expect(() => loadConfig({ S3_BUCKET: 'pageshelf-media' })).toThrow(
      'Invalid API configuration:\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  });

  it('names only the missing key', () => {
    const error = captureError(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' }));
    expect(error).toContain('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    expect(error).not.toContain('S3_ACCESS_KEY_ID');
  });

  it('reports the missing keys together with other invalid variables', () => {
    const error = captureError(() => loadConfig({ S3_BUCKET: 'pageshelf-media', API_PORT: 'eighty' }));
    expect(error).toContain('API_PORT:');
    expect(error).toContain('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
    expect(error).toContain('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  });

  it('names the bucket when other S3 variables are set without it', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'minioadmin' })).toThrow(
      'S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID are set',
    );
  });

  it('rejects an endpoint that is not an http(s) URL and a bad path-style flag', () => {
    const error = captureError(() =>
      loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' }),
    );
    expect(error).toContain('S3_ENDPOINT: must be an http:// or https:// URL');
    expect(error).toContain('S3_FORCE_PATH_STYLE:');
  });
});

describe('loadConfig: mail in production', () => {
  it('refuses to start in production without SMTP_URL, so the development outbox is never used there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...STRIPE })).toThrow(
      'Invalid API configuration:\n  SMTP_URL: required in production (sign-in links are sent by email)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow('SMTP_URL: required');
  });

  it('names SMTP_URL together with the other invalid variables', () => {
    const error = captureError(() => loadConfig({ NODE_ENV: 'production', API_PORT: 'eighty' }));
    expect(error).toContain('API_PORT:');
    expect(error).toContain('SMTP_URL: required in production');
  });

  it('starts in production with SMTP_URL, and outside production without it (mail goes to the outbox)', () => {
    const production = loadConfig({
      ...STRIPE,
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://mail.example.com:465',
    });
    expect(production).toMatchObject({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com:465' });
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).SMTP_URL).toBeUndefined();
  });
});

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
  STRIPE_PRICE_TEAM_MONTHLY: 'price_team_m',
  STRIPE_PRICE_TEAM_YEARLY: 'price_team_y',
};
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com:465' };

describe('loadConfig: billing', () => {
  it('runs billing in test mode without any STRIPE_ variable, outside production', () => {
    const config = loadConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_API_URL).toBeUndefined();
  });

  it('accepts the whole Stripe set, with an optional API address', () => {
    expect(loadConfig(STRIPE)).toMatchObject(STRIPE);
    expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it('names the missing Stripe variables when only some are set', () => {
    const error = captureError(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m' }),
    );
    for (const name of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO_YEARLY',
      'STRIPE_PRICE_TEAM_MONTHLY',
      'STRIPE_PRICE_TEAM_YEARLY',
    ]) {
      expect(error).toContain(
        `${name}: required when STRIPE_SECRET_KEY, STRIPE_PRICE_PRO_MONTHLY are set (Stripe needs all of them)`,
      );
    }
    expect(error).not.toContain('STRIPE_SECRET_KEY:');
    expect(error).not.toContain('STRIPE_PRICE_PRO_MONTHLY:');
    expect(captureError(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }))).toContain(
      'STRIPE_SECRET_KEY: required when STRIPE_API_URL is set',
    );
  });

  it('requires the Stripe set in production: the test mode never runs there', () => {
    const error = captureError(() => loadConfig(PRODUCTION));
    for (const name of Object.keys(STRIPE)) {
      expect(error).toContain(
        `${name}: required in production (the test-mode billing provider never runs there)`,
      );
    }
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).STRIPE_SECRET_KEY).toBe('sk_test_abc123');
  });

  it('rejects values that are not Stripe ids or addresses', () => {
    const error = captureError(() =>
      loadConfig({
        ...STRIPE,
        STRIPE_SECRET_KEY: 'pk_test_public',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_PRICE_TEAM_YEARLY: 'team yearly',
        STRIPE_API_URL: 'localhost:12111',
      }),
    );
    expect(error).toContain('STRIPE_SECRET_KEY: must be a Stripe id starting with sk_ or rk_');
    expect(error).toContain('STRIPE_WEBHOOK_SECRET: must be a Stripe id starting with whsec_');
    expect(error).toContain('STRIPE_PRICE_TEAM_YEARLY: must be a Stripe id starting with price_');
    expect(error).toContain('STRIPE_API_URL: must be an http:// or https:// URL');
  });
});

describe('loadConfig: server-side analytics', () => {
  it('is off without POSTHOG_KEY and has a default host', () => {
    expect(loadConfig({}).POSTHOG_KEY).toBeUndefined();
    expect(loadConfig({}).POSTHOG_HOST).toBe('https://eu.i.posthog.com');
    expect(loadConfig({ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'https://us.i.posthog.com' })).toMatchObject({
      POSTHOG_KEY: 'phc_abc',
      POSTHOG_HOST: 'https://us.i.posthog.com',
    });
    expect(captureError(() => loadConfig({ POSTHOG_HOST: 'posthog' }))).toContain('POSTHOG_HOST:');
  });
});

function captureError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

describe('loadMcpStdioConfig: the MCP server on stdio', () => {
  const key = `psk_${'a1B2'.repeat(10)}`;

  it('calls the local product by default, with the key given', () => {
    expect(loadMcpStdioConfig({ PAGESHELF_API_KEY: key })).toEqual({
      PAGESHELF_URL: 'http://localhost:3000',
      PAGESHELF_API_KEY: key,
    });
  });

  it('names a missing or malformed key and an address that is not http(s), at once', () => {
    expect(() => loadMcpStdioConfig({ PAGESHELF_URL: 'ftp://x.example' })).toThrow(
      /PAGESHELF_URL[\s\S]*http\(s\)[\s\S]*PAGESHELF_API_KEY[\s\S]*psk_/,
    );
    expect(() => loadMcpStdioConfig({ PAGESHELF_API_KEY: 'sk_live_123' })).toThrow(
      /PAGESHELF_API_KEY must be an API key|PAGESHELF_API_KEY: must be an API key/,
    );
  });
});
