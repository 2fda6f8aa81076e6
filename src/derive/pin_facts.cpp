#include "derive/pin_facts.h"

#include "derive/prose.h"

namespace brief::derivation {

std::vector<std::string> pinned_revisions(const Profile& p) {
  std::vector<std::string> out;
  for (const auto& pin : p.pins)
    if (pin.revision.value.state == Revision::State::pinned) out.push_back(pin.revision.value.hash);
  for (const auto& l : p.licenses)
    if (!l.revision.value.empty()) out.push_back(l.revision.value);
  for (const auto* r : {&p.hashes.weight_pin, &p.hashes.manifest})
    if (r->value.state == Revision::State::pinned) out.push_back(r->value.hash);
  return out;
}

bool hash_resolves(const Profile& p, const std::string& written) {
  // Git reads hex in any case; a short hash written "5624DFC" is still 5624dfc.
  const std::string hash = lower(written);
  for (const auto& rev : pinned_revisions(p))
    if (rev.size() >= hash.size() && rev.compare(0, hash.size(), hash) == 0) return true;
  for (const auto& b : p.builds) {
    const std::string id = lower(b.id.value);
    if (!id.empty() && (id.starts_with(hash) || hash.starts_with(id))) return true;
  }
  return false;
}

}  // namespace brief::derivation
