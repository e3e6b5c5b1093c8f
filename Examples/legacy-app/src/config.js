import { parse as parseUrl } from 'url';

const {
  REACT_APP_SENTRY_DSN: sentryDsn,
  REACT_APP_VERSION: version,
} = process.env;

const apiUrl = process.env.API_URL;
const isBrowser =
  typeof process === 'undefined' ||
  process.browser === true;

const config = {
  title: process.env.REACT_APP_TITLE || 'Acme Dashboard',
  apiUrl,
  apiHost: apiUrl ? parseUrl(apiUrl).host : window.location.host,
  sentryDsn,
  version: version || 'dev',
  manifestUrl: process.env.PUBLIC_URL + '/manifest.json',
  features: {
    reports: process.env.REACT_APP_FEATURE_REPORTS === 'true',
  },
  basicAuth: window.ACME_BASIC_AUTH || null,
  isBrowser,
  // Shown on the About panel; the text is a template literal, not an env read.
  buildBanner: `Built with process.env.API_URL for ${window.location.host}`,
  sourceRoot: __dirname,
};

export default config;
