# The web formats checked by real tools (npm packages of tests/web/package.json, installed
# into the build folder at test time; Debian's chromium): html-validate on every page of
# `brief site` and on hostile renders, CycloneDX's JsonStrictValidator on the AI-BOMs, and a
# headless browser (filter, copy button, no console error, no request, axe-core). Each
# skips visibly (exit 77) only when its tool cannot be had.
set(BRIEF_WEB_WORK ${CMAKE_BINARY_DIR}/web-tests)
add_test(NAME web.tools_install
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/run.sh install ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief> ${BRIEF_WEB_WORK})
add_test(NAME web.html_validate_and_cyclonedx_schema
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/run.sh validate ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief> ${BRIEF_WEB_WORK})
add_test(NAME web.browser_copy_filter_axe
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/run.sh browser ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief> ${BRIEF_WEB_WORK})
# Each test installs what it lacks (one install at a time, under a lock) and skips on its
# own: a fixture would turn a skipped install into tests reported as not run.
set_tests_properties(web.tools_install web.html_validate_and_cyclonedx_schema web.browser_copy_filter_axe
  PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 COST 80)  # long: started first (tests/CMakeLists.txt)

# docs/ci.md's GitHub Pages recipe, run up to the upload on the shipped catalog.
add_test(NAME web.site_recipe_github_pages
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/site_recipe.sh ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>
          ${CMAKE_BINARY_DIR}/web-tests/site-recipe)
