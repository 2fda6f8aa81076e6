#!/usr/bin/env bash
# run.sh MODE SOURCE_DIR BRIEF_BINARY WORK_DIR
#   MODE install   installs the npm tools of package.json into WORK_DIR/tools (once)
#   MODE validate  builds the sites and the hostile renders, runs html-validate and the
#                  CycloneDX JsonStrictValidator
#   MODE browser   builds the two sites (not the hostile renders and AI-BOMs, which only the
#                  validator reads) and runs chromium (puppeteer-core, axe-core)
#   MODE screenshots DIR  writes the README's screenshots into DIR
# Exit 77 (ctest: skipped) only when a tool cannot be had: node, npm, the npm registry, or
# chromium for the browser test.
set -euo pipefail
mode=$1 src=$2 brief=$3 work=$4
# Absolute paths: the pages are built from inside their folders.
mkdir -p "$work"
src=$(cd "$src" && pwd) brief=$(realpath "$brief") work=$(cd "$work" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
tools=$work/tools
. "$here/../support/skip.sh"  # skip REASON: exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1

install_tools() {
  command -v node >/dev/null || skip "node is not installed (Debian: apt-get install nodejs npm)"
  if [ -f "$tools/node_modules/.brief-installed" ] && cmp -s "$here/package.json" "$tools/package.json"; then return; fi
  command -v npm >/dev/null || skip "npm is not installed (Debian: apt-get install npm)"
  mkdir -p "$tools"
  # ctest may start the web tests together: one install at a time.
  exec 9>"$work/.install.lock"
  flock 9
  if [ -f "$tools/node_modules/.brief-installed" ] && cmp -s "$here/package.json" "$tools/package.json"; then return; fi
  cp "$here/package.json" "$tools/package.json"
  npm install --prefix "$tools" --no-audit --no-fund --no-package-lock --loglevel=error >&2 \
    || skip "npm could not install the web test tools (registry unreachable?)"
  touch "$tools/node_modules/.brief-installed"
}

# The pages under test: the site of profiles/, the site of a mixed catalog (a clean profile,
# one with an honesty error that blends with it, one that does not load), the hostile
# inputs that load, and the CycloneDX documents.
# The two sites and the copied text: what both the validator and the browser read.
build_sites() {
  local out=$1
  rm -rf "$out" && mkdir -p "$out/mixed/hardware"
  (cd "$src" && "$brief" site profiles -o "$out/site")
  cp "$src/profiles/glm53-limechain-c8.yaml" "$out/mixed/"
  cp "$src/profiles/hardware/"*.yaml "$out/mixed/hardware/"
  sed -e 's/^id: glm53-limechain-c8$/id: claims-a-fit/' -e 's/^  memory_fit: false$/  memory_fit: true/' \
      -e 's/^  - id: glm-5.3-flash-mia-tensorfold-tp2$/  - id: glm53-limechain-c8/' -e 's/^    external: true$/    external: false/' \
      "$src/profiles/glm53-limechain-c8.yaml" > "$out/mixed/claims-a-fit.yaml"
  printf 'format: brief/v1\nid: [unclosed\n' > "$out/mixed/broken.yaml"
  cp "$src"/tests/web/hostile/*.yaml "$out/mixed/"
  # Relative paths, as a CI job would give them: no machine path in the pages.
  (cd "$out" && "$brief" site mixed -o site-mixed)
  "$brief" render glm53-limechain-c8 > "$out/expected.txt"
}

# Every page and AI-BOM: the sites, plus every hostile input rendered to HTML (about 1,400
# renders) and the CycloneDX documents, which only the validator reads.
build_pages() {
  local out=$1
  build_sites "$out"
  mkdir -p "$out/hostile" "$out/bom"
  local n=0 f
  for f in "$src"/tests/bad/*.yaml "$src"/fuzz/corpus/* "$src"/tests/web/hostile/*.yaml; do
    if "$brief" render "$f" --format html --allow-errors -o "$out/hostile/$(basename "$f").html" 2>/dev/null; then
      n=$((n + 1))
    fi
  done
  echo "hostile inputs that load and render: $n"
  [ "$n" -ge 1 ] || { echo "no hostile input rendered" >&2; exit 1; }
  "$brief" render glm53-limechain-c8 --format cyclonedx > "$out/bom/glm53-limechain-c8.cdx.json"
  "$brief" render "$out/mixed/claims-a-fit.yaml" --format cyclonedx --allow-errors 2>/dev/null > "$out/bom/claims-a-fit.cdx.json"
  "$brief" render "$src/tests/web/hostile/hostile-strings.yaml" --format cyclonedx --allow-errors 2>/dev/null > "$out/bom/hostile-strings.cdx.json"
  for f in "$src"/tests/fixtures/memory/*.yaml; do
    "$brief" --profiles "$src/tests/fixtures/memory" render "$f" --format cyclonedx > "$out/bom/memory-$(basename "$f" .yaml).cdx.json"
  done
}

case $mode in
  install) install_tools ;;
  validate)
    install_tools
    build_pages "$work/validate"
    exec node "$here/validate.cjs" "$work/validate" "$tools/node_modules"
    ;;
  browser|screenshots)
    install_tools
    [ -x /usr/bin/chromium ] || skip "chromium is not installed (Debian: apt-get install chromium)"
    build_sites "$work/browser"
    if [ "$mode" = screenshots ]; then
      mkdir -p "$5"
      exec node "$here/browser.cjs" "$work/browser" "$tools/node_modules" --screenshots "$(cd "$5" && pwd)"
    fi
    exec node "$here/browser.cjs" "$work/browser" "$tools/node_modules"
    ;;
  *) echo "usage: run.sh install|validate|browser|screenshots SOURCE_DIR BRIEF WORK [DIR]" >&2; exit 2 ;;
esac
