#pragma once
// A Catch2 test that needs a tool outside this project (git, ...) carries the tag
// "[needs-TOOL]". ctest does not discover those tests one by one: it runs them through
// tests/support/requires_tools.sh (tests/support/tests.cmake), which reports the lot Skipped
// when the tool is missing, because this Catch2 (2.13) has no SKIP. Run directly, a test
// without its tool fails here, never passes unchecked.
#include <catch2/catch.hpp>

#include <string>

#include "cli/run_brief.h"

namespace brief::test {

inline void require_tool(const std::string& tool) {
  if (run_shell("command -v " + quoted(tool) + " >/dev/null").exit_code != 0)
    FAIL(tool << " is not installed: this test cannot run (ctest reports it skipped)");
}

}  // namespace brief::test
