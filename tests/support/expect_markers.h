#pragma once
// `# expect: X` markers in test YAML: what a linted file must report, and where.
//   key: value  # expect: memory      -> the marker applies to its own line
//   # expect: BM101                   -> alone on a line: applies to the next line that is
//   key: value                           neither blank nor a comment
//   # note  # expect: BY002           -> after a comment too: applies to its own line
// X is a rule family ("memory") or a rule code ("BM101"). Markers carry no line numbers, so
// editing a fixture never silently moves its expectations.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "brief/diagnostic.h"

namespace brief::test {

struct ExpectMarker {
  std::string what;   // a family or a rule code, as written
  uint32_t line = 0;  // 1-based line the marker applies to; 0: no content line follows it
  // When that line opens a block scalar (`key: >-`), the last line of the block: a marker
  // cannot stand inside the block, so a finding on any of its lines meets it.
  uint32_t block_end = 0;
};

// Every marker of a file's text, in file order.
std::vector<ExpectMarker> parse_expect_markers(std::string_view text);

// True when `what` is written as a rule code (two capital letters and three digits).
bool is_rule_code(std::string_view what);

// True when `finding` satisfies `marker`: its code equals a code marker, or its rule's family
// equals a family marker, and its lines [begin, max(begin, end)] cover the marked line (or,
// for a marker on a block scalar's key line, any line of the block).
bool finding_meets(const Diagnostic& finding, const ExpectMarker& marker);

}  // namespace brief::test
