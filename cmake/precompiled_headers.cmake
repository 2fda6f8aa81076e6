# Precompiled headers: the standard and third-party headers a target's sources all parse are
# parsed once per target instead of once per source. On the 2-core CI machine that parsing was
# a large share of the build where the headers are heavy: Catch2 and nlohmann_json in each of
# ~90 test sources, CLI11 in each command (cmake/layers.cmake says which layers take it).
# Only headers from outside the project go in: a project header here would let a source see a
# layer it does not include, which the layering test (it reads the #include lines) cannot see.
#
# A source still includes what it uses: every layer but the commands compiles without these
# headers, and -DBRIEF_PRECOMPILE_HEADERS=OFF builds every target without them.
option(BRIEF_PRECOMPILE_HEADERS "Precompile the standard and third-party headers of each target" ON)

set(BRIEF_PCH_STANDARD <algorithm> <cstdint> <filesystem> <map> <memory> <optional> <set> <string>
    <string_view> <utility> <vector> <fmt/format.h>)

# brief_precompile_headers(<target> [HEADERS <header>...]): the standard set plus the named
# third-party headers, for one target.
function(brief_precompile_headers target)
  cmake_parse_arguments(ARG "" "" "HEADERS" ${ARGN})
  if(BRIEF_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} PRIVATE ${BRIEF_PCH_STANDARD} ${ARG_HEADERS})
  endif()
endfunction()
