# The include graph follows cmake/layers.txt (check_layers.py), and the checker can fail
# (checker_fails_test.py runs it on a copy of the tree with injected upward includes).
add_test(NAME layering.includes_follow_the_table
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/check_layers.py ${CMAKE_SOURCE_DIR})
add_test(NAME layering.checker_fails_on_upward_includes
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/checker_fails_test.py ${CMAKE_SOURCE_DIR})
