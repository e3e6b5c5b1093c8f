const TOKEN_KEY = 'acme.token';
const USER_KEY = 'acme.user';

export function getToken() {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function saveSession(token, user) {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession() {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
}

export function isLoggedIn() {
  return Boolean(getToken());
}

export function currentUser() {
  try {
    return JSON.parse(window.localStorage.getItem(USER_KEY));
  } catch (e) {
    return null;
  }
}
