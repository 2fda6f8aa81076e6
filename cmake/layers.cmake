# One static library per layer of cmake/layers.txt (brief_<layer>), each from the *.cpp of
# its folders, linking the layers of every lower rank and its own third-party dependencies,
# all PRIVATE. `brieflib` is the whole stack, for the executable, the tests, fuzz and bench.
# Generated sources join a layer through BRIEF_LAYER_EXTRA_SOURCES_<layer>, set beforehand;
# brief_add_layers(WARNINGS <target>) links the warnings target into every layer.

set(BRIEF_LAYER_TABLE ${CMAKE_SOURCE_DIR}/cmake/layers.txt)
# A layer's objects compile without waiting for the layers below to be archived (only the
# final links need those), so a layer boundary does not leave a core idle.
set(CMAKE_OPTIMIZE_DEPENDENCIES ON)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${BRIEF_LAYER_TABLE})

# Splits a comma-separated column into a CMake list; "-" is the empty list.
function(brief_column_list out value)
  if(value STREQUAL "-")
    set(${out} "" PARENT_SCOPE)
  else()
    string(REPLACE "," ";" v "${value}")
    set(${out} "${v}" PARENT_SCOPE)
  endif()
endfunction()

function(brief_add_layers)
  cmake_parse_arguments(ARG "" "" "WARNINGS" ${ARGN})
  file(STRINGS ${BRIEF_LAYER_TABLE} rows REGEX "^[0-9]")
  file(STRINGS ${BRIEF_LAYER_TABLE} allows REGEX "^allow[ \t]")
  set(layers "")
  foreach(row IN LISTS rows)
    string(REGEX REPLACE "[ \t]+" ";" cols "${row}")
    list(LENGTH cols n)
    if(NOT n EQUAL 5)
      message(FATAL_ERROR "cmake/layers.txt: a layer row has 5 columns, not ${n}: ${row}")
    endif()
    list(GET cols 0 rank)
    list(GET cols 1 layer)
    list(GET cols 2 folders)
    list(GET cols 4 deps)
    brief_column_list(folders "${folders}")
    brief_column_list(deps "${deps}")

    # CONFIGURE_DEPENDS: a file added to (or a folder created for) a layer re-runs CMake.
    set(globs "")
    foreach(folder IN LISTS folders)
      list(APPEND globs ${CMAKE_SOURCE_DIR}/src/${folder}/*.cpp)
    endforeach()
    file(GLOB sources CONFIGURE_DEPENDS ${globs})
    list(APPEND sources ${BRIEF_LAYER_EXTRA_SOURCES_${layer}})

    set(target brief_${layer})
    if(sources)
      add_library(${target} STATIC ${sources})
      set(scope PRIVATE)
    else()
      add_library(${target} INTERFACE)  # a layer whose folder is empty or not there yet
      set(scope INTERFACE)
    endif()
    target_include_directories(${target} ${scope} ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
    if(sources)
      target_link_libraries(${target} PRIVATE ${ARG_WARNINGS})
      # The command layer parses CLI11 (about 3 s a source) in every command: precompiled.
      # The other layers are not: their headers are light, and g++ 12 at -O3 then reports its
      # -Warray-bounds false positives from the standard headers (a precompiled header loses
      # their system-header status), which -Werror would make errors.
      if(CLI11::CLI11 IN_LIST deps)
        brief_precompile_headers(${target} HEADERS <CLI/CLI.hpp> <nlohmann/json.hpp>)
      endif()
    endif()
    target_link_libraries(${target} ${scope} ${deps})
    if(CLI11::CLI11 IN_LIST deps OR spdlog::spdlog IN_LIST deps)
      target_compile_definitions(${target} ${scope} SPDLOG_FMT_EXTERNAL)
    endif()
    foreach(lower IN LISTS layers)
      if(BRIEF_LAYER_RANK_${lower} LESS rank)
        target_link_libraries(${target} ${scope} brief_${lower})
      endif()
    endforeach()
    set(BRIEF_LAYER_RANK_${layer} ${rank})
    foreach(folder IN LISTS folders)
      set(BRIEF_LAYER_OF_${folder} ${layer})
    endforeach()
    list(APPEND layers ${layer})
  endforeach()

  # The temporary upward includes of the table link their layers while they are listed.
  foreach(allow IN LISTS allows)
    string(REGEX REPLACE "[ \t]+" ";" cols "${allow}")
    list(GET cols 1 file)
    list(GET cols 2 header)
    string(REGEX MATCH "^src/([a-z_]+)/" _ "${file}")
    set(from ${BRIEF_LAYER_OF_${CMAKE_MATCH_1}})
    string(REGEX MATCH "^([a-z_]+)/" _ "${header}")
    set(to ${BRIEF_LAYER_OF_${CMAKE_MATCH_1}})
    if(from AND to AND TARGET brief_${from} AND TARGET brief_${to})
      get_target_property(type brief_${from} TYPE)
      if(type STREQUAL "INTERFACE_LIBRARY")
        target_link_libraries(brief_${from} INTERFACE brief_${to})
      else()
        target_link_libraries(brief_${from} PRIVATE brief_${to})
      endif()
    endif()
  endforeach()

  add_library(brieflib INTERFACE)
  target_include_directories(brieflib INTERFACE ${CMAKE_SOURCE_DIR}/include)
  foreach(layer IN LISTS layers)
    target_link_libraries(brieflib INTERFACE brief_${layer})
  endforeach()
  set(BRIEF_LAYERS ${layers} PARENT_SCOPE)
endfunction()
