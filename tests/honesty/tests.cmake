# The frozen held-out honesty rounds (tests/honesty/heldout, docs/honesty.md): each file is
# checked against its round's MANIFEST.sha256, then scored; fewer lies caught or more honest
# files flagged than at the round's first sight fails. Under the sanitizers the same files are
# linted for memory and undefined-behaviour errors, a round per process, and the floors are
# left to the plain build, which runs the same code (first_sight.py --sanitizer).
if(BRIEF_SANITIZE)
  add_test(NAME corpus.heldout_and_tuning_rounds_under_sanitizers
    COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --sanitizer)
  set_tests_properties(corpus.heldout_and_tuning_rounds_under_sanitizers PROPERTIES TIMEOUT 600)
  return()
endif()
add_test(NAME corpus.heldout_first_sight_floors
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --check)
set_tests_properties(corpus.heldout_first_sight_floors PROPERTIES TIMEOUT 600)
add_test(NAME corpus.tuning_round_floors
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --check --tuning)
set_tests_properties(corpus.tuning_round_floors PROPERTIES TIMEOUT 600)
