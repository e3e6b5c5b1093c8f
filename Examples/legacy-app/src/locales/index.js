const DEFAULT_LOCALE = 'en';
const SUPPORTED = ['en', 'de'];

export function pickLocale(languages = navigator.languages || [navigator.language]) {
  const match = languages.map(l => l.slice(0, 2)).find(l => SUPPORTED.indexOf(l) >= 0);
  return match || DEFAULT_LOCALE;
}

export function loadMessages(locale) {
  return import(`./${locale}.json`).then(module => module.default || module);
}
