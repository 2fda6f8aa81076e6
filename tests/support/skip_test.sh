#!/bin/sh
# A missing tool makes a test Skipped in ctest, never passed, and a failure under
# BRIEF_REQUIRE_TOOLS=1. Runs the real registration of completion.fish (a copy of this build's
# CTestTestfile, so the nested ctest keeps its logs to itself) with a PATH that has sh and
# dirname but no fish; then the wrappers skip.sh, requires_tools.sh and skip.py directly.
# Usage: skip_test.sh CTEST TESTS_CTESTTESTFILE SOURCE_DIR WORK_DIR
set -u
ctest=$1 testfile=$2 src=$3 work=$4
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work/bin" "$work/ctest"
for tool in sh dirname; do ln -s "$(command -v "$tool")" "$work/bin/$tool"; done
cp "$testfile" "$work/ctest/CTestTestfile.cmake"
[ ! -e "$work/bin/fish" ] || fail "the restricted PATH has fish"

# -FA: the nested run adds no fixture test, so it never makes the private TMPDIR of the
# run it is part of fresh under the tests still running there (tests/CMakeLists.txt).
out=$(env -u BRIEF_REQUIRE_TOOLS PATH="$work/bin" "$ctest" --test-dir "$work/ctest" -R "^completion\.fish$" -FA . -V 2>&1)
rc=$?
echo "$out"
[ $rc -eq 0 ] || fail "ctest exited $rc for a skipped test"
echo "$out" | grep -Eq 'completion\.fish \.+ *\*+Skipped' || fail "completion.fish is not reported Skipped"
echo "$out" | grep -q 'fish is not installed' || fail "the skip does not say why"

out=$(env BRIEF_REQUIRE_TOOLS=1 PATH="$work/bin" "$ctest" --test-dir "$work/ctest" -R '^completion\.fish$' -FA . --output-on-failure 2>&1)
rc=$?
echo "$out"
[ $rc -ne 0 ] || fail "under BRIEF_REQUIRE_TOOLS=1 ctest passed a test whose tool is missing"
echo "$out" | grep -Eq 'completion\.fish \.+ *\*+Failed' || fail "completion.fish is not reported Failed"
echo "$out" | grep -q 'BRIEF_REQUIRE_TOOLS=1, and this test cannot run: fish is not installed' \
  || fail "the failure does not say which tool is missing"

# requires_tools.sh: exit 77 with a tool that is nowhere, 1 under BRIEF_REQUIRE_TOOLS=1, and
# the wrapped command's own exit code when the tool is there.
req="$src/tests/support/requires_tools.sh"
env -u BRIEF_REQUIRE_TOOLS sh "$req" brief-no-such-tool -- true; rc=$?
[ $rc -eq 77 ] || fail "requires_tools.sh: missing tool gave exit $rc, not 77"
BRIEF_REQUIRE_TOOLS=1 sh "$req" brief-no-such-tool -- true; rc=$?
[ $rc -eq 1 ] || fail "requires_tools.sh under BRIEF_REQUIRE_TOOLS=1: exit $rc, not 1"
sh "$req" sh -- sh -c 'exit 5'; rc=$?
[ $rc -eq 5 ] || fail "requires_tools.sh: the wrapped command's exit 5 came back as $rc"

# skip.py, the Python tests' twin.
py="import sys; sys.path.insert(0, '$src/tests/support'); from skip import skip; skip('no tool')"
env -u BRIEF_REQUIRE_TOOLS python3 -c "$py"; rc=$?
[ $rc -eq 77 ] || fail "skip.py: exit $rc, not 77"
BRIEF_REQUIRE_TOOLS=1 python3 -c "$py"; rc=$?
[ $rc -eq 1 ] || fail "skip.py under BRIEF_REQUIRE_TOOLS=1: exit $rc, not 1"
echo "ok: a missing tool is Skipped, and Failed under BRIEF_REQUIRE_TOOLS=1"
