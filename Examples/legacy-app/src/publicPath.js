// Assets are served from the CDN in production; the host page sets window.ACME_STATIC_URL.
// This file must stay the first entry so every chunk request uses the right origin.
if (window.ACME_STATIC_URL) {
  __webpack_public_path__ = window.ACME_STATIC_URL;
}
