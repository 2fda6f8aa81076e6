# Installs the build into a temporary prefix and runs the installed binary from another
# directory; builds the .deb with CPack and checks what it holds.
add_test(NAME install.prefix_render_from_anywhere
  COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${CMAKE_BINARY_DIR}
          -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/install-test
          -P ${CMAKE_CURRENT_LIST_DIR}/install_and_run.cmake)
# The .deb is a packaging check (the install rules and CPack's metadata), the same whatever
# the build's flags: the plain build runs it, and the sanitizer build (where it took 15 s of CI
# to package an instrumented binary) leaves it to that build.
if(NOT BRIEF_SANITIZE)
  add_test(NAME install.cpack_deb
    COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${CMAKE_BINARY_DIR}
            -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/cpack-test
            -P ${CMAKE_CURRENT_LIST_DIR}/cpack_deb.cmake)
  # dpkg-deb missing: the .deb cannot be built here; say so instead of passing.
  set_tests_properties(install.cpack_deb PROPERTIES SKIP_REGULAR_EXPRESSION "SKIP: ")
endif()
