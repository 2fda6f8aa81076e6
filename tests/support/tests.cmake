# Catch2 tests that need git ([needs-git]) are left out of catch_discover_tests and run here,
# through a wrapper that reports them Skipped when git is missing (Catch2 2.13 has no SKIP).
# --warn NoTests: a tag no test carries any more fails instead of passing on nothing.
add_test(NAME catch.needs_git
  COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/requires_tools.sh git -- $<TARGET_FILE:brief_tests> "[needs-git]" --warn NoTests)
set_tests_properties(catch.needs_git PROPERTIES SKIP_RETURN_CODE 77)

# A test that cannot run is reported Skipped by ctest, and failed under BRIEF_REQUIRE_TOOLS=1:
# proved on the real registration of completion.fish, with a PATH that lacks fish.
add_test(NAME skip.missing_tool_skips_or_fails
  COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/skip_test.sh ${CMAKE_CTEST_COMMAND}
          ${CMAKE_CURRENT_BINARY_DIR}/CTestTestfile.cmake ${CMAKE_SOURCE_DIR}
          ${CMAKE_CURRENT_BINARY_DIR}/skip-test)
