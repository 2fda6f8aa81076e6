#pragma once
// What changed between two profiles (or two revisions of one), as facts a reviewer of a pull
// request wants to see: a pin changed, a license changed, a byte count went from unknown to
// known, a verdict changed. Pure functions: two derived briefs in, a list of changes out;
// formatting the list is separate and computes nothing.
#include <string>
#include <string_view>
#include <vector>

#include "brief/brief.h"
#include "brief/location.h"

namespace brief {

// Stable kinds; the JSON output spells them in kebab-case ("pin-changed").
enum class ChangeKind {
  pin_added,
  pin_removed,
  pin_changed,                // a revision, repo or role of a pin; weight pin; manifest
  license_added,
  license_removed,
  license_changed,            // name, SPDX id, whether its text was read, target, revision
  commercial_use_changed,     // allowed / restricted / unknown
  observation_added,
  observation_removed,
  observation_value_changed,  // a cell's value, or a cell added or removed
  bytes_changed,              // known / unknown / not present, or a different count
  component_added,
  component_removed,
  claim_changed,              // the profile's own claims (memory fit, commercial ...)
  verdict_changed,            // a derived verdict: memory fit, commercial recommendation
  hardware_changed,           // hardware id, node count, parallelism
  item_added,                 // an entry of another keyed list (residence, build, arm ...)
  item_removed,
  field_changed,              // a structured fact not covered above (role, count, enum)
  text_changed,               // prose
};

// "pin-changed"
std::string_view change_kind_name(ChangeKind kind);

struct Change {
  ChangeKind kind;
  std::string subject;  // dotted path of the fact: "pins.checkpoint.revision"
  std::string before;   // the old value as text; "" for an added item
  std::string after;    // the new value as text; "" for a removed item
  Loc before_loc;       // where the old value was written (line 0: not located)
  Loc after_loc;
  // The values as typed JSON (serialized) in brief-json's encoding: a count is an integer or
  // "unknown", a byte count an exact integer, "approximate", "unknown" or "not-present", a
  // boolean true or false. Empty: the value is text (before / after).
  std::string before_json{};
  std::string after_json{};
};

// Every change from `before` to `after`, in profile order (top-level facts, hardware,
// components, licenses, pins, ..., claims), then the derived verdicts. Items of keyed lists
// are matched by id, so reordering a list is not a change.
std::vector<Change> diff_briefs(const Brief& before, const Brief& after);

// Facts only (no derived verdicts): diff_briefs without the verdict section.
std::vector<Change> diff_profiles(const Profile& before, const Profile& after);

// For reviewers: one block per change, `kind  subject` then `- old` / `+ new` lines, and a
// closing count. The labels name the two sides ("HEAD~1:profiles/x.yaml").
std::string format_diff_text(const std::vector<Change>& changes, std::string_view before_label,
                             std::string_view after_label);
// For tools: {"diff_format":"brief-diff/v2","before":..,"after":..,"changes":[{kind, subject,
// before, after (typed, as brief-json encodes them), before_text, after_text, before_line,
// after_line}], "count": n}. Stable key order, no null.
std::string format_diff_json(const std::vector<Change>& changes, std::string_view before_label,
                             std::string_view after_label);

}  // namespace brief
