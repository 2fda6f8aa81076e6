#include "brief/diff.h"
#include "diff/sections.h"
#include "render/json_values.h"
#include "render/enum_phrases.h"

namespace brief {

std::vector<Change> diff_profiles(const Profile& before, const Profile& after) {
  diffing::ChangeList out;
  diffing::diff_header(out, before, after);
  diffing::diff_hardware(out, before, after);
  diffing::diff_components(out, before, after);
  diffing::diff_licenses(out, before, after);
  diffing::diff_pins(out, before, after);
  diffing::diff_official(out, before, after);
  diffing::diff_bakeoff(out, before, after);
  diffing::diff_closing(out, before, after);
  diffing::diff_model(out, before, after);
  return out.take();
}

std::vector<Change> diff_briefs(const Brief& before, const Brief& after) {
  std::vector<Change> changes = diff_profiles(*before.profile, *after.profile);
  // Derived verdicts: what the reader of the brief is finally told.
  auto verdict = [&](std::string subject, std::string a, std::string b, std::string a_json = {},
                     std::string b_json = {}) {
    if (a != b)
      changes.push_back(Change{ChangeKind::verdict_changed, std::move(subject), std::move(a), std::move(b), {}, {},
                               std::move(a_json), std::move(b_json)});
  };
  auto bytes_json = [](const Bytes& b) {
    rendering::ojson holder = rendering::ojson::object();
    rendering::put_bytes(holder, "v", b);
    return holder["v"].dump();
  };
  verdict("verdicts.hardware", before.hardware ? "resolved" : "unresolved", after.hardware ? "resolved" : "unresolved");
  verdict("verdicts.memory", rendering::phrase_of(before.memory.kind), rendering::phrase_of(after.memory.kind));
  verdict("verdicts.memory_claim_supported", before.memory.claim_supported ? "true" : "false",
          after.memory.claim_supported ? "true" : "false", before.memory.claim_supported ? "true" : "false",
          after.memory.claim_supported ? "true" : "false");
  verdict("verdicts.calculator", rendering::phrase_of(before.calculator.kind), rendering::phrase_of(after.calculator.kind));
  verdict("verdicts.resident_total", format_bytes(before.resident_total), format_bytes(after.resident_total),
          bytes_json(before.resident_total), bytes_json(after.resident_total));
  verdict("verdicts.commercial_recommendation", before.commercial.possible ? "possible" : "blocked",
          after.commercial.possible ? "possible" : "blocked");
  return changes;
}

}  // namespace brief
