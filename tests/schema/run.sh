#!/usr/bin/env bash
# run.sh SOURCE_DIR BRIEF_BINARY TOOLS_DIR: installs the validator (ajv, yaml) into TOOLS_DIR
# once, then runs agreement.cjs. Exit 77 (ctest: skipped) when it cannot be installed.
set -euo pipefail
src=$1 brief=$2 tools=$3
here=$(cd "$(dirname "$0")" && pwd)
. "$(dirname "$0")/../support/skip.sh"  # skip REASON: exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1
command -v node >/dev/null || skip "node is not installed (Debian: apt-get install nodejs npm)"
if [ ! -f "$tools/node_modules/ajv/package.json" ] || ! cmp -s "$here/package.json" "$tools/package.json"; then
  command -v npm >/dev/null || skip "npm is not installed (Debian: apt-get install npm)"
  mkdir -p "$tools"
  cp "$here/package.json" "$tools/package.json"
  npm install --prefix "$tools" --no-audit --no-fund --no-package-lock --loglevel=error >&2 \
    || skip "npm could not install ajv and yaml (offline?)"
fi
NODE_PATH="$tools/node_modules" exec node "$here/agreement.cjs" "$src" "$brief" "$tools/node_modules"
