// Runtime configuration, the way CRA apps grow it over the years.
// process.env.REACT_APP_NOT_A_READ is only mentioned in this comment.
import { merge } from 'lodash';

const defaults = {
  apiUrl: 'http://localhost:4000',
  sentryDsn: '',
};

const fromEnv = {
  apiUrl: process.env.REACT_APP_API_URL, // ✓ process-env
  sentryDsn: process.env.REACT_APP_SENTRY_DSN || '', // ✓ process-env
  release: process.env['REACT_APP_RELEASE'], // ✓ process-env
  region: process?.env?.REACT_APP_REGION ?? 'eu', // ✓ process-env
  build: globalThis.process?.env.REACT_APP_BUILD, // ✓ process-env
};

export const isProduction = process.env.NODE_ENV === 'production'; // ✓ process-env
export const isTest = process.env.NODE_ENV === 'test' && !process.env.CI; // ✓ process-env ✓ process-env

export const publicPath = `${process.env.PUBLIC_URL}/static/`; // ✓ process-env
export const docsLink = 'Set process.env.REACT_APP_DOCS in .env.local';
export const template = `process.env.REACT_APP_IN_TEMPLATE_TEXT ${fromEnv.apiUrl}`;

export function flag(name) {
  return process.env[`REACT_APP_FLAG_${name.toUpperCase()}`] === 'on'; // ✓ process-env
}

const { REACT_APP_MAPS_KEY, REACT_APP_MAPS_STYLE = 'streets' } = process.env; // ✓ process-env
export const maps = { key: REACT_APP_MAPS_KEY, style: REACT_APP_MAPS_STYLE };

export const allFlags = Object.keys(process.env).filter((key) => /^REACT_APP_FLAG_/.test(key)); // ✓ process-env

const ratio = fromEnv.apiUrl.length / 2 / 1; const pattern = /process\.env\.REACT_APP_X/g;
export const scaled = ratio / process.env.REACT_APP_SCALE / 2; // ✓ process-env

function readLocal(process) {
  // A parameter named process is not the global.
  return process.env.REACT_APP_LOCAL;
}

export const config = merge({}, defaults, fromEnv, { pattern, read: readLocal });
