/**
 * The public REST API's OpenAPI 3.1 document (issue 30), `/v1/openapi.json`: valid by Redocly's
 * recommended rules, holding exactly the routes that take an API key, each needing the key and
 * declaring its error answers (400 where it takes input, 401, 403, 404 where it names an item, 429).
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let document: {
  openapi: string;
  servers: { url: string }[];
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }
    >
  >;
};

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => api?.close());

describe('the public API document', () => {
  it('is OpenAPI 3.1 served under /v1, with the key as a bearer token on every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers.map((server) => server.url)).toEqual(['/v1']);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ apiKey: [] }]);
  });

  it("validates by Redocly's recommended rules, with no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(
      errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('holds the library, search and collections, and nothing of accounts, billing or sessions', () => {
    const paths = Object.keys(document.paths);
    for (const path of [
      '/screens',
      '/screens/{uuid}',
      '/screens/{uuid}/similar',
      '/apps',
      '/apps/{slug}',
      '/flows/{uuid}',
      '/components',
      '/categories/{kind}',
      '/search',
      '/search/image',
      '/collections',
      '/collections/{uuid}/items/{type}/{id}',
    ])
      expect(paths, path).toContain(path);
    for (const path of paths)
      expect(path).not.toMatch(/^\/(me|auth|billing|team|dev|feedback|library|mcp|openapi)(\/|$)/);
  });

  it('declares the error answers of every operation', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        const name = `${method.toUpperCase()} ${path}`;
        for (const status of ['401', '403', '429']) expect(statuses, name).toContain(status);
        if (path.includes('{')) expect(statuses, name).toContain('404');
        const takesInput =
          (operation.parameters ?? []).some((parameter) => parameter.in !== 'header') ||
          operation.requestBody !== undefined;
        if (takesInput) expect(statuses, name).toContain('400');
      }
    }
  });
});
