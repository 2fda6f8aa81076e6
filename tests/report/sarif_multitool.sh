#!/bin/sh
# Validates SARIF files the way GitHub code scanning would judge them, with Microsoft's SARIF
# multitool (`validate --rule-kind "Ghas;Sarif"`). Exit 77 (ctest SKIP_RETURN_CODE) when npx is
# missing or the package cannot be installed; 1 when the validator reports any error or
# warning (SARIF2005 and its kind are what code scanning users see as noise).
# Usage: sarif_multitool.sh FILE...
set -u
[ $# -gt 0 ] || { echo "FAIL: no SARIF file given"; exit 1; }
. "$(dirname "$0")/../support/skip.sh"  # skip REASON: exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1
command -v npx >/dev/null 2>&1 || skip "npx is not installed; cannot run @microsoft/sarif-multitool"
timeout 600 npx -y @microsoft/sarif-multitool --version >/dev/null 2>&1 \
  || skip "@microsoft/sarif-multitool could not be installed (no npm registry?)"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=0
for file in "$@"; do
  n=$((n + 1))
  # npx hands its arguments to a shell: the ';' of the rule kinds must stay inside quotes.
  log=$(timeout 600 npx -y @microsoft/sarif-multitool validate --rule-kind '"Ghas;Sarif"' \
        --output "$out/validation-$n.sarif" "$file" 2>&1)
  status=$?
  echo "$log"
  if [ $status -ne 0 ] || echo "$log" | grep -Eq ': (error|warning) '; then
    echo "FAIL: the SARIF multitool reports errors or warnings in $file"
    exit 1
  fi
  if ! echo "$log" | grep -q 'Analysis completed successfully'; then
    echo "FAIL: the SARIF multitool did not complete on $file"
    exit 1
  fi
  echo "OK: no errors or warnings in $file"
done
