# The project lints its own catalog the way docs/ci.md tells users to: the GitHub step's
# `brief lint` line is read from docs/ci.md and run on profiles/ (skipped when neither node
# nor python3 can read the SARIF it writes).
add_test(NAME ci.recipe_github_lint
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/ci_recipe.sh ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>
          ${CMAKE_CURRENT_BINARY_DIR}/ci-recipe)
set_tests_properties(ci.recipe_github_lint PROPERTIES SKIP_RETURN_CODE 77)

# fish and zsh completions, one test per shell (each skipped when its shell is not installed).
foreach(shell fish zsh)
  add_test(NAME completion.${shell}
    COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/shell_completions.sh ${shell} ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>)
  set_tests_properties(completion.${shell} PROPERTIES SKIP_RETURN_CODE 77)
endforeach()
