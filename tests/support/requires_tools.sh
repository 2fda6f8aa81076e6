#!/bin/sh
# requires_tools.sh TOOL... -- COMMAND [ARG...]: runs COMMAND when every TOOL is on PATH;
# otherwise skip (ctest: Skipped, or a failure under BRIEF_REQUIRE_TOOLS=1). Wraps the Catch2
# tests tagged [needs-TOOL], since this Catch2 (2.13) cannot report a skip itself.
set -u
. "$(dirname "$0")/skip.sh"
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  command -v "$1" >/dev/null 2>&1 || skip "$1 is not installed"
  shift
done
[ $# -gt 1 ] || { echo "usage: requires_tools.sh TOOL... -- COMMAND [ARG...]" >&2; exit 2; }
shift
exec "$@"
