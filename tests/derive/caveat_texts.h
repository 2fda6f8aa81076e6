#pragma once
// The texts of a brief's caveats, in order: what derive tests compare a caveat list against.
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::test {

inline std::vector<std::string> caveat_texts(const std::vector<Caveat>& caveats) {
  std::vector<std::string> out;
  for (const auto& c : caveats) out.push_back(c.text);
  return out;
}

}  // namespace brief::test
