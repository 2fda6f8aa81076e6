# The frozen held-out honesty rounds (tests/honesty/heldout, docs/honesty.md): each file is
# checked against its round's MANIFEST.sha256, then scored; fewer lies caught or more honest
# files flagged than at the round's first sight fails.
add_test(NAME corpus.heldout_first_sight_floors
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --check)
set_tests_properties(corpus.heldout_first_sight_floors PROPERTIES TIMEOUT 600)
add_test(NAME corpus.tuning_round_floors
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --check --tuning)
set_tests_properties(corpus.tuning_round_floors PROPERTIES TIMEOUT 600)
