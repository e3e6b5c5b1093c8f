#!/usr/bin/env bash
# Installs what building migrate-audit needs on a fresh Debian machine: libgit2's headers and pkg-config.
# Idempotent and quiet when everything is present.
set -euo pipefail
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists libgit2 2>/dev/null || missing+=(libgit2-dev)
command -v git >/dev/null 2>&1 || missing+=(git)
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
