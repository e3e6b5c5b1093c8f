#!/usr/bin/env node
/* Fails the CI build when a required variable is missing. Prints names only, never values. */
require('dotenv').config();

const required = ['API_URL', 'REACT_APP_TITLE', 'REACT_APP_SENTRY_DSN'];
const missing = required.filter(name => !process.env[name]);

if (missing.length > 0) {
  console.error(`missing environment variables: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`environment ok (${required.length} variables set)`);
