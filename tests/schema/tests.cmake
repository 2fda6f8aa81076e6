# The profile JSON Schema and the loader agree: every shipped profile and good fixture passes
# both, every bad schema fixture fails both. Uses ajv (npm) run by node; skips visibly (exit
# 77) when node/npm or the packages cannot be had.
add_test(NAME schema.profile_schema_agrees_with_loader
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/run.sh ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>
          ${CMAKE_BINARY_DIR}/schema-tools)
set_tests_properties(schema.profile_schema_agrees_with_loader PROPERTIES SKIP_RETURN_CODE 77)
