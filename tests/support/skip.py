"""skip(reason): the Python twin of skip.sh, for the shell-level tests written in Python.

Exit 77 is ctest's Skipped (the tests' SKIP_RETURN_CODE), never a pass; under
BRIEF_REQUIRE_TOOLS=1 (set by .ci/run, where every tool is expected) it is a failure."""
import os
import sys


def skip(reason):
    if os.environ.get("BRIEF_REQUIRE_TOOLS") == "1":
        print(f"FAIL: BRIEF_REQUIRE_TOOLS=1, and this test cannot run: {reason}")
        sys.exit(1)
    print(f"SKIP: {reason}")
    sys.exit(77)
