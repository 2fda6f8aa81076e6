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
# The plain build scores each round with its own score.py, whose calls of brief are answered
# by brief_run_many: every command line run as a separate brief process would run it, all in
# one process, where the prose the round's files share is read once (runner/run_many.cpp).
add_executable(brief_run_many ${CMAKE_CURRENT_LIST_DIR}/runner/run_many.cpp)
target_link_libraries(brief_run_many PRIVATE brieflib brief_warnings nlohmann_json::nlohmann_json CLI11::CLI11
  fmt::fmt spdlog::spdlog)
target_include_directories(brief_run_many PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_compile_definitions(brief_run_many PRIVATE SPDLOG_FMT_EXTERNAL)
add_dependencies(brief_tests brief_run_many)
foreach(round IN LISTS brief_heldout_rounds brief_tuning_rounds)
  if(BRIEF_SANITIZE)
    add_test(NAME corpus.sanitized.${round}
      COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --sanitizer --round ${round})
  else()
    add_test(NAME corpus.floor.${round}
      COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief> --check --round ${round}
              --runner $<TARGET_FILE:brief_run_many>)
  endif()
endforeach()
# The runner's answers are a separate process's: three rounds scored both ways give the same
# table, file by file (round 54 with the scorer 85 of the 90 rounds share; rounds 5 and 6 with
# their own, round 6's running itself when imported).
if(NOT BRIEF_SANITIZE)
  add_test(NAME corpus.floor_runner_agrees
    COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/heldout/first_sight.py $<TARGET_FILE:brief>
            --runner-agrees round5 round6 round54 --runner $<TARGET_FILE:brief_run_many>)
endif()
