# Out of memory through the real binary (a shell test, so it can report skipped to ctest
# when brief cannot run under an address-space limit).
add_test(NAME security.out_of_memory_exit_2
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/out_of_memory.sh $<TARGET_FILE:brief>)
set_tests_properties(security.out_of_memory_exit_2 PROPERTIES SKIP_RETURN_CODE 77)
