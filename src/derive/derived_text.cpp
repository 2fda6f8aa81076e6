#include "derive/derived_text.h"

#include "derive/prose.h"

namespace brief::derivation {
namespace {

void add(std::vector<std::string>& out, const std::string& text) {
  for (auto& s : sentences(text))
    if (s.find_first_not_of(' ') != std::string::npos) out.push_back(std::move(s));
}
void add_all(std::vector<std::string>& out, const std::vector<Caveat>& caveats) {
  for (const auto& c : caveats) add(out, c.text);
}

}  // namespace

std::vector<std::string> derived_sentences(const Brief& b) {
  std::vector<std::string> out;
  add_all(out, b.header);
  add(out, b.hardware_line);
  add(out, b.pool_statement);
  add(out, b.provenance_line);
  for (const auto& r : b.rows)
    for (const std::string* s : {&r.role_label, &r.access_label, &r.residence_label, &r.ledger_relation,
                                 &r.overlap_caveat, &r.resident_label})
      add(out, *s);
  add_all(out, b.row_caveats);
  add_all(out, b.commercial.blockers);
  add_all(out, b.memory.reasons);
  add_all(out, b.memory.missing_facts);
  for (const auto& o : b.observations) add_all(out, o.derived);
  add_all(out, b.observation_caveats);
  add_all(out, b.closing);
  return out;
}

std::vector<std::string> license_sentences(const LicenseView& view) {
  std::vector<std::string> out;
  add(out, view.commercial_label);
  add_all(out, view.derived);
  return out;
}

}  // namespace brief::derivation
