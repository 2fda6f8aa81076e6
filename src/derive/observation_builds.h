#pragma once
// Prose that says an observation's cells were measured on another build than the one the
// observation states ("The prose and code cells were measured on 5624dfc" while c1-prose-code
// says build 80dba15): one of the two is false, and a reader would believe the prose.
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

struct BuildSaidOtherwise {
  const Text* text = nullptr;      // the prose field
  std::string sentence;            // as read, trimmed
  const Observation* observation = nullptr;
  std::string named;               // the build the sentence names ("5624dfc")
  std::string stated;              // the build the observation was measured on ("80dba15")
};

// Each sentence in the catalog's voice that says cells were measured, taken or run "on"
// (at, against, with, using) a build, and speaks of one observation (it is in that observation's
// notes, or names its id or the words of its metric no other observation has), while that
// observation was measured on another build: its own `build`, else the subject arm's build,
// else the runtime pin's revision. Hashes are compared by prefix. One per sentence.
std::vector<BuildSaidOtherwise> builds_said_otherwise(const Brief& brief);

}  // namespace brief::derivation
