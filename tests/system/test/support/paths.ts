import { fileURLToPath } from 'node:url';

/** The built apps this package starts (it never imports them). */
export const API_DIR = fileURLToPath(new URL('../../../../apps/api/', import.meta.url));
export const BFF_DIR = fileURLToPath(new URL('../../../../apps/bff/', import.meta.url));
export const API_SERVER = `${API_DIR}dist/server.js`;
export const API_CLI = `${API_DIR}dist/cli.js`;
export const BFF_SERVER = `${BFF_DIR}dist/server.js`;
