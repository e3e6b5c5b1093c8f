/* Shared with the old server-rendered admin pages, hence CommonJS. */
const moment = require('moment');

function formatDate(value, pattern) {
  return value ? moment(value).format(pattern || 'D MMM YYYY') : '—';
}

function formatRelative(value) {
  return moment(value).fromNow();
}

function formatCount(count, singular, plural) {
  return count + ' ' + (count === 1 ? singular : plural || singular + 's');
}

module.exports = {
  formatDate,
  formatRelative,
  formatCount,
};
