#!/usr/bin/env bash
# run.sh BRIEF_BINARY TOOLS_DIR: installs @huggingface/gguf into TOOLS_DIR once, writes GGUF
# files (make_gguf.py) and compares brief inspect with it. Exit 77 (ctest: skipped) when node,
# npm or the package cannot be had.
set -euo pipefail
brief=$1 tools=$2
here=$(cd "$(dirname "$0")" && pwd)
. "$(dirname "$0")/../../support/skip.sh"  # skip REASON: exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1
command -v node >/dev/null || skip "node is not installed (Debian: apt-get install nodejs npm)"
command -v python3 >/dev/null || skip "python3 is not installed"
if [ ! -f "$tools/node_modules/@huggingface/gguf/package.json" ] || ! cmp -s "$here/package.json" "$tools/package.json"; then
  command -v npm >/dev/null || skip "npm is not installed (Debian: apt-get install npm)"
  mkdir -p "$tools"
  cp "$here/package.json" "$tools/package.json"
  npm install --prefix "$tools" --no-audit --no-fund --no-package-lock --loglevel=error >&2 \
    || skip "npm could not install @huggingface/gguf (offline?)"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make_gguf.py" "$work"
cp "$here/compare.mjs" "$tools/compare.mjs"  # resolves the package from tools/node_modules
node "$tools/compare.mjs" "$brief" "$work/small.gguf" "$work/aligned64.gguf" "$work/huge.gguf"
