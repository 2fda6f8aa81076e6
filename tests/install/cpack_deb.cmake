# cmake -DBUILD_DIR=<build> -DWORK_DIR=<scratch> -P cpack_deb.cmake
# Builds the Debian package with CPack and lists it: the binary, man page, completion and
# schemas must be inside, under /usr.
# A tool this test cannot do without: ctest reports Skipped (it matches the "SKIP: " line,
# cmake 3.25 scripts cannot choose their exit code), or, under BRIEF_REQUIRE_TOOLS=1 (CI,
# where every tool is expected), the test fails.
macro(skip reason)
  if("$ENV{BRIEF_REQUIRE_TOOLS}" STREQUAL "1")
    message(FATAL_ERROR "BRIEF_REQUIRE_TOOLS=1, and this test cannot run: ${reason}")
  endif()
  message("SKIP: ${reason}")
  return()
endmacro()
find_program(DPKG_DEB dpkg-deb)
find_program(DPKG_SHLIBDEPS dpkg-shlibdeps)
if(NOT DPKG_DEB OR NOT DPKG_SHLIBDEPS)
  skip("dpkg-deb or dpkg-shlibdeps (Debian: dpkg-dev) is not installed, so no .deb can be built here")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
execute_process(COMMAND cpack -G DEB --config ${BUILD_DIR}/CPackConfig.cmake -B ${WORK_DIR}
  WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cpack failed (${rc}):\n${out}\n${err}")
endif()
file(GLOB debs ${WORK_DIR}/brief_*.deb)
list(LENGTH debs n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "expected one brief_*.deb in ${WORK_DIR}, found ${n}:\n${out}")
endif()
execute_process(COMMAND ${DPKG_DEB} --contents ${debs} RESULT_VARIABLE rc OUTPUT_VARIABLE listing)
execute_process(COMMAND ${DPKG_DEB} --field ${debs} Package Depends OUTPUT_VARIABLE fields)
foreach(f ./usr/bin/brief ./usr/share/man/man1/brief.1.gz ./usr/share/bash-completion/completions/brief
          ./usr/share/doc/brief/copyright ./usr/share/doc/brief/changelog.gz
          ./usr/share/zsh/vendor-completions/_brief
          ./usr/share/fish/vendor_completions.d/brief.fish
          ./usr/share/brief/schemas/brief.schema.json ./usr/share/brief/profiles/glm53-limechain-c8.yaml)
  string(FIND "${listing}" "${f}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${f} is not in the package:\n${listing}")
  endif()
endforeach()
string(FIND "${fields}" "libyaml-0-2" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the package does not depend on libyaml:\n${fields}")
endif()
execute_process(COMMAND ${DPKG_DEB} --field ${debs} Maintainer OUTPUT_VARIABLE maintainer)
if(maintainer MATCHES "localhost" OR NOT maintainer MATCHES "<[^@>]+@[^>]+>")
  message(FATAL_ERROR "the package's Maintainer field is not a real address: ${maintainer}")
endif()
# lintian, Debian's package checker: no errors (warnings and notes are printed, not fatal).
find_program(LINTIAN lintian)
if(NOT LINTIAN)
  skip("lintian is not installed (Debian: lintian), so the package was not checked")
endif()
execute_process(COMMAND ${LINTIAN} --tag-display-limit 0 ${debs} RESULT_VARIABLE lrc OUTPUT_VARIABLE lout ERROR_VARIABLE lerr)
message(STATUS "lintian:\n${lout}${lerr}")
if(lout MATCHES "(^|\n)E: ")
  message(FATAL_ERROR "lintian reports errors:\n${lout}")
endif()
message(STATUS "built ${debs}\n${fields}")
