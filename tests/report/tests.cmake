# SARIF output checked by Microsoft's SARIF multitool, as GitHub code scanning would check it.
# Skipped (not failed) when npx or the npm registry is unavailable.
# Every SARIF golden: a new one is validated without a CMake edit.
file(GLOB BRIEF_SARIF_GOLDENS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/golden/*.sarif)
add_test(NAME sarif_multitool_validates_lint_golden
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/report/sarif_multitool.sh ${BRIEF_SARIF_GOLDENS})
set_tests_properties(sarif_multitool_validates_lint_golden PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900)

# The JSON lint report agrees with its published schema.
add_test(NAME findings_schema_validates_lint_golden
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/report/validate_json_schema.py
          ${CMAKE_SOURCE_DIR}/schemas/findings.schema.json ${CMAKE_SOURCE_DIR}/tests/golden/lint-BX903.json
          ${CMAKE_SOURCE_DIR}/tests/golden/lint-fixes.json)
set_tests_properties(findings_schema_validates_lint_golden PROPERTIES SKIP_RETURN_CODE 77)

# SARIF with a relative and an absolute path holding a space, '#', '%' and CJK passes the
# multitool too (percent-encoded %SRCROOT% and file:// uris).
add_test(NAME sarif_multitool_validates_awkward_paths
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/report/sarif_paths.sh $<TARGET_FILE:brief> ${CMAKE_SOURCE_DIR})
set_tests_properties(sarif_multitool_validates_awkward_paths PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900)
