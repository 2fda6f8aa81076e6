# cmake -DBUILD_DIR=<build> -DWORK_DIR=<scratch> -P install_and_run.cmake
# Installs into WORK_DIR/prefix, then runs the installed brief from WORK_DIR/elsewhere (a
# folder with no catalog), as a user would after `make install`.
set(prefix ${WORK_DIR}/prefix)
set(elsewhere ${WORK_DIR}/elsewhere)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${elsewhere})

execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}\n${err}")
endif()

foreach(f bin/brief share/brief/profiles/glm53-limechain-c8.yaml
          share/brief/profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml
          share/brief/schemas/brief.schema.json share/man/man1/brief.1.gz
          share/bash-completion/completions/brief share/zsh/vendor-completions/_brief
          share/fish/vendor_completions.d/brief.fish share/doc/brief/README.md
          share/doc/brief/user-guide.md share/doc/brief/cli.md share/doc/brief/ci.md)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()

function(run_installed expect_rc)
  execute_process(COMMAND ${prefix}/bin/brief ${ARGN} WORKING_DIRECTORY ${elsewhere}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc)
    message(FATAL_ERROR "brief ${ARGN}: exit ${rc}, expected ${expect_rc}\n${out}\n${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

run_installed(0 render glm53-limechain-c8)
foreach(expected "GLM-5.3-Flash on 2 DGX Sparks" "Commercial recommendation: false")
  string(FIND "${out}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the installed render lacks '${expected}':\n${out}")
  endif()
endforeach()

# The editor comment of a new profile points at the installed schema.
run_installed(0 new my-profile -o -)
string(FIND "${out}" "$schema=${prefix}/share/brief/schemas/profile.schema.json" at)
if(at EQUAL -1)
  string(SUBSTRING "${out}" 0 200 head)
  message(FATAL_ERROR "brief new does not point at the installed schema:\n${head}")
endif()

run_installed(0 --version)
message(STATUS "installed and ran: ${out}")
