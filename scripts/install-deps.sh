#!/bin/sh
# Installs what building and testing brief needs on Debian 12, as root. Installs only what
# is missing, so it is quick on a machine that has everything.
set -eu
pkgs="build-essential cmake git pkg-config libcli11-dev nlohmann-json3-dev libyaml-dev libyaml-cpp-dev \
libfmt-dev libspdlog-dev catch2 jq dpkg-dev chromium fonts-dejavu-core libutf8proc-dev lintian zsh fish clang libclang-rt-14-dev python3-jsonschema"
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# libyaml parses profiles; yaml-cpp only the tests' second reading and the benchmark's floor.
# clang compiles the tree a second time in CI (.ci/run), for the warnings g++ does not give.
# chromium (headless) and its fonts run the browser tests of the HTML brief and the site
# (tests/web/); their npm tools are installed into the build folder at test time.
# Node.js runs the JSON Schema validator (ajv) of the schema tests; many images ship their
# own node, so Debian's is added only where there is none.
command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
if [ -n "$missing" ]; then
  echo "installing:$missing"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
