// Flags for features still behind a switch. Added during the Vite move (2024-03).
const enabled = (process.env.REACT_APP_FEATURE_AUDIT || '').split(',').map(flag => flag.trim());

export function isEnabled(flag) {
  return enabled.indexOf(flag) >= 0;
}
