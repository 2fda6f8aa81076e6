# Where `cmake --install` puts brief, and the Debian package CPack builds from the same rules.
# The binary itself carries the catalog and schemas (embedded); the installed copies are for
# editors ($schema=), readers and other tools.
#   <prefix>/bin/brief
#   <prefix>/share/brief/profiles/        the catalog (profiles, hardware/)
#   <prefix>/share/brief/schemas/         JSON Schemas (profile, hardware, brief, findings)
#   <prefix>/share/doc/brief/             README, guides, rules/<CODE>.md
#   <prefix>/share/man/man1/brief.1.gz
#   <prefix>/share/doc/brief/copyright          machine-readable (DEP-5)
#   <prefix>/share/bash-completion/completions/brief
#   <prefix>/share/zsh/vendor-completions/_brief, <prefix>/share/fish/vendor_completions.d/brief.fish
include(GNUInstallDirs)

install(DIRECTORY ${CMAKE_SOURCE_DIR}/profiles/ DESTINATION ${CMAKE_INSTALL_DATADIR}/brief/profiles
        FILES_MATCHING PATTERN "*.yaml")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/schemas/ DESTINATION ${CMAKE_INSTALL_DATADIR}/brief/schemas
        FILES_MATCHING PATTERN "*.json")
# The screenshots too: docs/screenshots/ would otherwise be installed as an empty folder.
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png")
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The man page gzipped (-n: no name or time stamp, so the package is reproducible), as
# Debian policy wants it; man reads it as it is.
find_program(BRIEF_GZIP gzip REQUIRED)
set(BRIEF_MAN_GZ ${CMAKE_BINARY_DIR}/brief.1.gz)
add_custom_command(OUTPUT ${BRIEF_MAN_GZ}
  COMMAND ${BRIEF_GZIP} -9nc ${CMAKE_SOURCE_DIR}/docs/brief.1 > ${BRIEF_MAN_GZ}
  DEPENDS ${CMAKE_SOURCE_DIR}/docs/brief.1 VERBATIM)
add_custom_target(brief_man_page ALL DEPENDS ${BRIEF_MAN_GZ})
install(FILES ${BRIEF_MAN_GZ} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})
# A native package's changelog (Debian policy 12.7), dated by the commit it is built from so
# that two builds of one commit are the same file.
execute_process(COMMAND git -C ${CMAKE_SOURCE_DIR} log -1 --format=%aD
  OUTPUT_VARIABLE BRIEF_CHANGELOG_DATE OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(NOT BRIEF_CHANGELOG_DATE)
  set(BRIEF_CHANGELOG_DATE "Thu, 01 Jan 2026 00:00:00 +0000")
endif()
install(FILES ${CMAKE_SOURCE_DIR}/completions/brief.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME brief)
install(FILES ${CMAKE_SOURCE_DIR}/completions/_brief DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${CMAKE_SOURCE_DIR}/completions/brief.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "brief")
set(CPACK_PACKAGE_VENDOR "brief contributors")
# The Maintainer field: who answers for this build of the package. Set it to yourself when
# you publish one (-DBRIEF_DEB_MAINTAINER="Name <mail>"); lintian rejects a localhost address.
set(BRIEF_DEB_MAINTAINER "The brief authors <brief-authors@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the Debian package")
set(CPACK_PACKAGE_CONTACT "${BRIEF_DEB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${BRIEF_DEB_MAINTAINER}")
configure_file(${CMAKE_SOURCE_DIR}/packaging/changelog.in ${CMAKE_BINARY_DIR}/changelog @ONLY)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/changelog.gz
  COMMAND ${BRIEF_GZIP} -9nc ${CMAKE_BINARY_DIR}/changelog > ${CMAKE_BINARY_DIR}/changelog.gz
  DEPENDS ${CMAKE_BINARY_DIR}/changelog VERBATIM)
add_custom_target(brief_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/changelog.gz)
install(FILES ${CMAKE_BINARY_DIR}/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "review briefs from LLM deployment profiles")
# The extended description under the synopsis above (lintian wants one, lines under 80).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "brief compiles YAML deployment profiles (which model, on which
hardware, how many bytes, which licenses, which pins) into review briefs
that never claim more than their sources: unknown stays unknown, pools
are never added across nodes, and an unread license blocks a commercial
recommendation. brief lint checks a catalog of profiles in CI, with
SARIF and GitHub annotations.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
# Runtime library dependencies (libyaml, fmt, spdlog) are read from the binary.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_STRIP_FILES ON)
include(CPack)
