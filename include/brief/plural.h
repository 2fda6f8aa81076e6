#pragma once
// The one way brief counts things in prose: "1 node", "2 nodes", "0 files". Every message,
// brief and report that writes a count with its noun goes through it, so "1 nodes" or
// "1 file(s)" cannot appear beside "1 file".
#include <cstdint>
#include <string>
#include <string_view>

namespace brief {

// "1 node", "2 nodes"; `plural` defaults to the singular with an 's'.
std::string count_of(std::int64_t n, std::string_view singular, std::string_view plural = {});
// The noun alone, for a count written elsewhere ("nodes" for 2).
std::string noun_for(std::int64_t n, std::string_view singular, std::string_view plural = {});

}  // namespace brief
