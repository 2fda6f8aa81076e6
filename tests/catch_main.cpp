// The one translation unit that builds Catch2's runner; kept apart so it compiles once.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
