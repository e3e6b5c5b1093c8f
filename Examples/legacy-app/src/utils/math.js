// Numbers for the report charts. Division and regular expressions sit close together on purpose:
// the old build broke once when a minifier mistook one for the other.
const DIGITS = /^\d+(\.\d+)?$/;
const ENV_MENTION = /process\.env\.[A-Z_]+/g;

export function average(values) {
  if (!values.length) return 0;
  const total = values.reduce((sum, value) => sum + value, 0);
  return total / values.length / 1;
}

export function halfReturn(result) {
  const half = result.return / 2; const isNumber = DIGITS.test(String(half));
  return isNumber ? half : 0;
}

export function percent(part, whole) {
  return whole ? Math.round(part / whole * 1000) / 10 : 0;
}

export function stripEnvMentions(text) {
  return text.replace(ENV_MENTION, '').replace(/require\(['"][^'"]+['"]\)/g, '');
}
