#include "derive/pin_facts.h"

#include <fmt/format.h>

#include "derive/prose.h"
#include "derive/wording.h"
#include "model/names.h"

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

const Pin* pin_near_miss(const Profile& p, const std::string& written) {
  const std::string hash = lower(written);
  if (hash.size() < 8) return nullptr;  // seven digits that match are a prefix, not a miss
  for (const auto& pin : p.pins) {
    const std::string& rev = pin.revision.value.hash;
    if (pin.revision.value.state == Revision::State::pinned && rev.compare(0, 7, hash, 0, 7) == 0) return &pin;
  }
  return nullptr;
}

std::optional<UnmeasuredPin> runtime_pin_unmeasured(const Profile& p) {
  for (const auto& arm : p.bakeoff.arms) {
    if (!arm.subject.value || arm.build.value.empty() || hash_resolves(p, arm.build.value)) continue;
    for (const auto& pin : p.pins)
      if (pin.role.value == PinRole::runtime && pin.revision.value.state == Revision::State::pinned)
        return UnmeasuredPin{&pin, arm.build.value};
  }
  return std::nullopt;
}

bool same_commit(const std::string& a, const std::string& b) {
  const std::string x = lower(a), y = lower(b);
  if (x.size() < 7 || y.size() < 7) return false;
  return x.starts_with(y) || y.starts_with(x);
}

namespace {

// What else in the profile this hash is, in words; empty when it is nothing else. The
// checkpoint pin's own revision is another thing too: the format keeps the repository's
// revision (pins) apart from the weights' own pin (hashes.weight_pin), as a source does
// ("Checkpoint ... revision 5ab363a. Weight pin unset."), and issue 24 counts "the revision
// pins the weights" while weight_pin is unset as a lie.
std::string also_named(const Profile& p, const std::string& hash) {
  for (const auto& pin : p.pins)
    if (pin.revision.value.state == Revision::State::pinned && same_commit(pin.revision.value.hash, hash))
      return fmt::format("the revision of pin '{}' ({})", pin.id.value, pin.repo.value);
  for (const auto& l : p.licenses)
    if (same_commit(l.revision.value, hash)) return fmt::format("the revision of license '{}'", l.subject.value);
  for (const auto& b : p.builds)
    if (same_commit(b.id.value, hash)) return fmt::format("build '{}'", b.id.value);
  return {};
}

}  // namespace

std::optional<FieldCommit> commit_of_field(const Profile& p, const Text* field) {
  for (const auto& pin : p.pins)
    if ((field == &pin.note || field == &pin.scope) && pin.revision.value.state == Revision::State::pinned)
      return FieldCommit{fmt::format("pin '{}'", pin.id.value), pin.revision.value.hash};
  for (const auto& b : p.builds)
    if (field == &b.note) return FieldCommit{fmt::format("build '{}'", b.id.value), b.id.value};
  // A source's note or title speaks of the commit of the pin it cites.
  for (const auto& src : p.sources)
    if (field == &src.note || field == &src.title)
      for (const auto& pin : p.pins)
        if (pin.id.value == src.pin.value && !src.pin.value.empty() && pin.revision.value.state == Revision::State::pinned)
          return FieldCommit{fmt::format("the source cited at pin '{}'", pin.id.value), pin.revision.value.hash};
  return std::nullopt;
}

Contradictions pins_of_one_role_disagree(const Profile& p) {
  Contradictions out;
  for (std::size_t i = 0; i < p.pins.size(); ++i) {
    const Pin& later = p.pins[i];
    if (later.revision.value.state != Revision::State::pinned || later.repo.value.empty()) continue;
    for (std::size_t j = 0; j < i; ++j) {
      const Pin& first = p.pins[j];
      if (first.role.value != later.role.value || first.revision.value.state != Revision::State::pinned ||
          ascii_lower(first.repo.value) != ascii_lower(later.repo.value) ||
          same_commit(first.revision.value.hash, later.revision.value.hash))
        continue;
      out.push_back({later.revision.loc,
                     fmt::format("pins '{}' and '{}' are both the {} pin of {}, at {} and {}", first.id.value,
                                 later.id.value, name_of(later.role.value), later.repo.value,
                                 first.revision.value.hash.substr(0, 7), later.revision.value.hash.substr(0, 7)),
                     "the deployment loads one revision of a repository in one role: keep the pin the source "
                     "gives, and name another commit by what it is (a build, a source's revision)",
                     {}, first.revision.loc});
      break;
    }
  }
  return out;
}

Contradictions hash_fields_holding_revisions(const Profile& p) {
  Contradictions out;
  struct Field {
    const Located<Revision>* value;
    const char* key;
    const char* what;
  };
  for (const Field f : {Field{&p.hashes.weight_pin, "weight_pin", "the weights' own pin"},
                        Field{&p.hashes.manifest, "manifest", "a manifest's hash"}}) {
    if (!f.value->present || f.value->value.state != Revision::State::pinned) continue;
    const std::string other = also_named(p, f.value->value.hash);
    if (other.empty()) continue;
    const bool weights = f.key == std::string_view("weight_pin");
    out.push_back({f.value->loc,
                   fmt::format("hashes.{} is {}, which is {}: a repository's commit recorded twice, not {}",
                               f.key, f.value->value.hash.substr(0, 7), other, f.what),
                   fmt::format("the pin records the repository's commit, and a source can pin it and leave {}: "
                               "write the {} the source published, or {} when it published none",
                               weights ? "the weights unpinned" : "its manifest unpublished",
                               weights ? "weight pin" : "manifest", weights ? "unset" : "unknown"),
                   {}});
  }
  return out;
}

}  // namespace brief::derivation
