# The project lints its own catalog the way docs/ci.md tells users to: the GitHub step's
# `brief lint` line is read from docs/ci.md and run on profiles/ (skipped, visibly, while
# this brief has no lint command).
add_test(NAME ci.recipe_github_lint
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/ci_recipe.sh ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>
          ${CMAKE_CURRENT_BINARY_DIR}/ci-recipe)
set_tests_properties(ci.recipe_github_lint PROPERTIES SKIP_RETURN_CODE 77)

# fish and zsh completions (skipped when neither shell is installed).
add_test(NAME completion.fish_and_zsh
  COMMAND sh ${CMAKE_CURRENT_LIST_DIR}/shell_completions.sh ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>)
set_tests_properties(completion.fish_and_zsh PROPERTIES SKIP_RETURN_CODE 77)
