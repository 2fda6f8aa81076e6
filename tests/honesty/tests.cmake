# The frozen held-out honesty rounds (tests/honesty/heldout, docs/honesty.md) and tuning rounds
# (tests/honesty/tuning): each file is checked against its round's MANIFEST.sha256, then scored;
# fewer lies caught or more honest files flagged than the round's floor fails. One test per
# round, so ctest spreads the rounds over the cores with the rest of the suite (as two tests,
# the held-out rounds alone took half the suite's wall time). Under the sanitizers the same
# files are linted for memory and undefined-behaviour errors, a round per test, and the floors
# are left to the plain build, which runs the same code (first_sight.py --sanitizer).
file(GLOB brief_heldout_rounds LIST_DIRECTORIES true RELATIVE ${CMAKE_CURRENT_LIST_DIR}/heldout
     ${CMAKE_CURRENT_LIST_DIR}/heldout/round*)
file(GLOB brief_tuning_rounds LIST_DIRECTORIES true RELATIVE ${CMAKE_CURRENT_LIST_DIR}/tuning
     ${CMAKE_CURRENT_LIST_DIR}/tuning/roundP*)
# A round frozen without a floor (or a floor whose round is gone) fails here, not silently.
add_test(NAME corpus.frozen_rounds_each_have_a_floor
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py --floors-agree)
foreach(round IN LISTS brief_heldout_rounds brief_tuning_rounds)
  if(BRIEF_SANITIZE)
    add_test(NAME corpus.sanitized.${round}
      COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --sanitizer --round ${round})
  else()
    add_test(NAME corpus.floor.${round}
      COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --check --round ${round})
  endif()
endforeach()
