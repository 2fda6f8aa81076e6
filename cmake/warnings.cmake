# brief_warnings: the warning flags of every target brief builds (the layers, the executable,
# the tests). Each flag here is clean on g++ 12 and clang 14; a new warning is fixed, not
# silenced. BRIEF_WERROR (CI turns it on) makes any warning fail the build.
#   -Wshadow: a local hiding another name is how a loop ends up reading the wrong variable.
#   -Wnon-virtual-dtor, -Woverloaded-virtual: the rule classes are used through base pointers.
#   -Wimplicit-fallthrough: a switch over an enum falls through only when it says so.
# Not used: -Wconversion and -Wsign-conversion (hundreds of size_t/uint32_t column and byte
# conversions, each checked by hand already; noise that would hide real findings).
# The environment variable BRIEF_WERROR=ON sets the default, so CI can run the README's build
# command word for word and still fail on a warning.
set(brief_werror_default OFF)
if(DEFINED ENV{BRIEF_WERROR})
  set(brief_werror_default $ENV{BRIEF_WERROR})
endif()
option(BRIEF_WERROR "Treat compiler warnings as errors (CI turns this on)" ${brief_werror_default})
add_library(brief_warnings INTERFACE)
target_compile_options(brief_warnings INTERFACE
  -Wall -Wextra -Wshadow -Wnon-virtual-dtor -Woverloaded-virtual -Wimplicit-fallthrough
  $<$<BOOL:${BRIEF_WERROR}>:-Werror>)
