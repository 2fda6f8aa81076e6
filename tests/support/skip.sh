# Sourced by the shell-level tests: one way to say "this test cannot run here".
#   skip REASON   ctest reports the test Skipped (exit 77, the SKIP_RETURN_CODE of every
#                 shell-level test), never passed. With BRIEF_REQUIRE_TOOLS=1 (set by .ci/run,
#                 where every tool is expected) the same line is a failure (exit 1): a tool
#                 that goes missing from CI must not turn its tests into silent skips.
skip() {
  if [ "${BRIEF_REQUIRE_TOOLS:-}" = 1 ]; then
    echo "FAIL: BRIEF_REQUIRE_TOOLS=1, and this test cannot run: $*" >&2
    exit 1
  fi
  echo "SKIP: $*" >&2
  exit 77
}
