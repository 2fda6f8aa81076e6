# Where `cmake --install` puts brief, and the Debian package CPack builds from the same rules.
# The binary itself carries the catalog and schemas (embedded); the installed copies are for
# editors ($schema=), readers and other tools.
#   <prefix>/bin/brief
#   <prefix>/share/brief/profiles/        the catalog (profiles, hardware/)
#   <prefix>/share/brief/schemas/         JSON Schemas (profile, hardware, brief, findings)
#   <prefix>/share/doc/brief/             README, guides, rules/<CODE>.md
#   <prefix>/share/man/man1/brief.1
#   <prefix>/share/bash-completion/completions/brief
include(GNUInstallDirs)

install(DIRECTORY ${CMAKE_SOURCE_DIR}/profiles/ DESTINATION ${CMAKE_INSTALL_DATADIR}/brief/profiles
        FILES_MATCHING PATTERN "*.yaml")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/schemas/ DESTINATION ${CMAKE_INSTALL_DATADIR}/brief/schemas
        FILES_MATCHING PATTERN "*.json")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}
        FILES_MATCHING PATTERN "*.md")
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${CMAKE_SOURCE_DIR}/docs/brief.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_SOURCE_DIR}/completions/brief.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME brief)

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "brief")
set(CPACK_PACKAGE_VENDOR "brief contributors")
set(CPACK_PACKAGE_CONTACT "brief contributors <brief@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "compile LLM deployment profiles into review briefs that never claim more than their sources")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
# Runtime library dependencies (yaml-cpp, fmt, spdlog) are read from the binary.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_STRIP_FILES ON)
include(CPack)
