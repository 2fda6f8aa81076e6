# scripts/new-rule produces a rule that passes the suite. At build time the script runs in a
# copy of the tree's sources, fixtures and docs (build/tests/contrib/tree, files only: nothing
# of it is compiled but the generated rule and registry); brief_contrib_tests is the suite's
# own rule tests (fixtures, registry, shipped catalog) built against that copy: the generated
# registry.cpp and rule link ahead of brieflib's registry, BRIEF_SOURCE_DIR points at the copy.
# Seven sources compile (Catch2's runner is shared with brief_tests), and ccache serves them
# again while their inputs do not change.
set(BRIEF_CONTRIB_TREE ${CMAKE_CURRENT_BINARY_DIR}/contrib/tree)
set(BRIEF_CONTRIB_CODE BC799)
set(BRIEF_CONTRIB_RULE ${BRIEF_CONTRIB_TREE}/src/rules/bc799_new_rule_example.cpp)
file(GLOB_RECURSE BRIEF_CONTRIB_INPUTS CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/src/* ${CMAKE_SOURCE_DIR}/include/* ${CMAKE_SOURCE_DIR}/tests/rules/*
  ${CMAKE_SOURCE_DIR}/docs/rules/* ${CMAKE_SOURCE_DIR}/profiles/*)
# A folder fixture's snapshot (tests/rules/BR506/bad.out beside the folder bad/) is left out of
# the dependencies: GNU make's built-in rule '%.out: %' would try to remake it by copying the
# folder, and fail the build. It is still copied into the tree with tests/rules.
foreach(input IN LISTS BRIEF_CONTRIB_INPUTS)
  if(input MATCHES "\\.out$")
    string(REGEX REPLACE "\\.out$" "" stem "${input}")
    if(IS_DIRECTORY "${stem}")
      list(REMOVE_ITEM BRIEF_CONTRIB_INPUTS "${input}")
    endif()
  endif()
endforeach()
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  add_custom_command(
    OUTPUT ${BRIEF_CONTRIB_RULE} ${BRIEF_CONTRIB_TREE}/src/rules/registry.cpp
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${BRIEF_CONTRIB_TREE}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BRIEF_CONTRIB_TREE}/tests ${BRIEF_CONTRIB_TREE}/docs
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${CMAKE_SOURCE_DIR}/src ${BRIEF_CONTRIB_TREE}/src
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${CMAKE_SOURCE_DIR}/include ${BRIEF_CONTRIB_TREE}/include
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${CMAKE_SOURCE_DIR}/profiles ${BRIEF_CONTRIB_TREE}/profiles
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${CMAKE_SOURCE_DIR}/tests/rules ${BRIEF_CONTRIB_TREE}/tests/rules
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${CMAKE_SOURCE_DIR}/docs/rules ${BRIEF_CONTRIB_TREE}/docs/rules
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/new-rule --root ${BRIEF_CONTRIB_TREE}
            ${BRIEF_CONTRIB_CODE} completeness new-rule-example "an example rule written by scripts/new-rule"
    DEPENDS ${CMAKE_SOURCE_DIR}/scripts/new-rule ${BRIEF_CONTRIB_INPUTS}
    COMMENT "scripts/new-rule ${BRIEF_CONTRIB_CODE} in a copy of the tree")
  add_executable(brief_contrib_tests
    $<TARGET_OBJECTS:brief_catch_main>
    ${CMAKE_SOURCE_DIR}/tests/rules/fixtures_test.cpp
    ${CMAKE_SOURCE_DIR}/tests/rules/registry_test.cpp
    ${CMAKE_SOURCE_DIR}/tests/rules/shipped_test.cpp
    ${CMAKE_SOURCE_DIR}/tests/support/expect_markers.cpp
    ${CMAKE_SOURCE_DIR}/tests/support/fixture_diff.cpp
    ${BRIEF_CONTRIB_TREE}/src/rules/registry.cpp
    ${BRIEF_CONTRIB_RULE})
  target_link_libraries(brief_contrib_tests PRIVATE brieflib Catch2::Catch2)
  target_compile_options(brief_contrib_tests PRIVATE ${BRIEF_TEST_OPTIMIZATION})
  brief_precompile_headers(brief_contrib_tests HEADERS ${BRIEF_TEST_PCH})
  target_include_directories(brief_contrib_tests PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests)
  target_compile_definitions(brief_contrib_tests PRIVATE
    BRIEF_SOURCE_DIR="${BRIEF_CONTRIB_TREE}"
    BRIEF_BINARY="$<TARGET_FILE:brief>")
  add_test(NAME contrib.new_rule_passes_the_suite
    COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/new_rule_passes.sh $<TARGET_FILE:brief_contrib_tests> ${BRIEF_CONTRIB_TREE}
          ${BRIEF_CONTRIB_CODE})
else()
  add_test(NAME contrib.new_rule_passes_the_suite COMMAND sh -c "echo 'python3 not found: new-rule not run'; exit 77")
  set_tests_properties(contrib.new_rule_passes_the_suite PROPERTIES SKIP_RETURN_CODE 77)
endif()
