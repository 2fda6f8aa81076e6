# Docs that run: every example command of README.md, docs/*.md and every `--help`, each
# document in its own scratch clone; fails on an unexpected exit code or a jq `null`.
add_test(NAME docs.examples_run
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/run_examples.py ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>
          ${CMAKE_CURRENT_BINARY_DIR}/docs-examples)
set_tests_properties(docs.examples_run PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 COST 60)

# Docs that agree with the tool: every rule code in them exists, and every example output
# marked `<!-- output of: COMMAND -->` is what COMMAND prints.
add_test(NAME docs.facts_agree
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/doc_facts.py ${CMAKE_SOURCE_DIR} $<TARGET_FILE:brief>)
