import { parse as parseUrl } from 'url';

const {
  VITE_SENTRY_DSN: sentryDsn,
  VITE_VERSION: version,
} = import.meta.env;

const apiUrl = import.meta.env.VITE_API_URL;
const isBrowser =
  typeof process === 'undefined' ||
  process.browser === true;

const config = {
  title: import.meta.env.VITE_TITLE || 'Acme Dashboard',
  apiUrl,
  apiHost: apiUrl ? parseUrl(apiUrl).host : window.location.host,
  sentryDsn,
  version: version || 'dev',
  manifestUrl: import.meta.env.BASE_URL + 'manifest.json',
  features: {
    reports: process.env.REACT_APP_FEATURE_REPORTS === 'true',
  },
  basicAuth: window.ACME_BASIC_AUTH || null,
  isBrowser,
  // Shown on the About panel; the text is a template literal, not an env read.
  buildBanner: `Built with process.env.API_URL for ${window.location.host}`,
};

export default config;
