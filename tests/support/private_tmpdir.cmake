# The ctest fixture brief_private_tmpdir (tests/CMakeLists.txt): every test of a run has
# TMPDIR=DIR, a folder of this build's own.
#   cmake -DDIR=... -DMODE=setup -P private_tmpdir.cmake   DIR made fresh and empty
#   cmake -DDIR=... -DMODE=check -P private_tmpdir.cmake   fails when the run left a brief-*
#       entry in DIR (a test's temporary folder or file it did not remove), naming each; DIR is
#       removed either way, so a leak is reported once and never piles up.
if(NOT DIR OR NOT MODE)
  message(FATAL_ERROR "usage: cmake -DDIR=<folder> -DMODE=setup|check -P private_tmpdir.cmake")
endif()
if(MODE STREQUAL "setup")
  file(REMOVE_RECURSE "${DIR}")
  file(MAKE_DIRECTORY "${DIR}")
elseif(MODE STREQUAL "check")
  file(GLOB left LIST_DIRECTORIES true RELATIVE "${DIR}" "${DIR}/brief-*")
  file(GLOB other LIST_DIRECTORIES true RELATIVE "${DIR}" "${DIR}/*")
  if(left)
    list(REMOVE_ITEM other ${left})
  endif()
  file(REMOVE_RECURSE "${DIR}")
  if(other)
    list(JOIN other ", " other)
    message(STATUS "left in the private TMPDIR by a tool, not by brief's tests: ${other}")
  endif()
  if(left)
    list(LENGTH left n)
    list(JOIN left "\n  " left)
    message(FATAL_ERROR "the tests of this run left ${n} brief-* entries in their private TMPDIR ${DIR}:\n  ${left}\n"
                        "a test that writes temporary files removes them (tests/support/temp_dir.h, TempDir)")
  endif()
  message(STATUS "no brief-* entry left in ${DIR}")
else()
  message(FATAL_ERROR "MODE is setup or check, not '${MODE}'")
endif()
