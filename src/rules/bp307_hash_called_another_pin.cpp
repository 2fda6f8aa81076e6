// BP307 hash-called-another-pin: prose says a hash is a pin whose revision is another.
#include <fmt/format.h>

#include "derive/prose.h"
#include "model/names.h"
#include "derive/pin_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp307 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP307"},
    .name = "hash-called-another-pin",
    .severity = Severity::error,
    .summary = "prose says a hash is a pin whose revision is another",
    .rationale =
        "A reviewer reads \"the C8 settings come from commit 441de75, i.e. the runtime pin itself\" "
        "as: what was measured is what the profile pins. When the runtime pin is 5624dfc, the "
        "sentence moves a measurement onto a revision nobody measured. The check reads each "
        "sentence that says a hash is a pin (\"is the runtime pin\", \"i.e. the checkpoint pin\", "
        "\"= the kit pin\") and reports it when the profile's pin of that role or id is pinned to "
        "a revision the hash is not a prefix of. \"kit\" names the runtime pin, \"weights\" and "
        "\"weight\" the checkpoint pin. A sentence that denies the identity (\"441de75 is not the "
        "runtime pin\") is not reported. A hash right after \"<role> commit\" (\"Use kit commit "
        "441de75...\") is read as that role's commit when it is another pin's revision: the text "
        "hands one pin's commit to another (a hash no pin has may be an earlier commit, BP302's). When "
        "both pins are of one repository, the other commit is truly one of the role's repository, "
        "so only a preflight step that settles the role's pin (covers: pin:runtime) is read so.",
    .bad = "pins:\n  - {id: runtime, role: runtime, repo: kit, revision: 5624dfc...}\n"
           "notes:\n  - The C8 settings come from commit 441de75, i.e. the runtime pin itself.",
    .good = "notes:\n  - The C8 settings come from commit 441de75, an earlier commit than the runtime pin.",
    .suppressible = true,  // the pins family can be silenced inline, as BP306
};

// The pin a word before "pin" names: by id, else by role ("kit" is the runtime's, "weights"
// the checkpoint's).
const Pin* pin_named(const Profile& p, const std::string& word) {
  for (const auto& pin : p.pins)
    if (lower(pin.id.value) == word) return &pin;
  const std::string role = word == "kit" ? "runtime" : (word == "weights" || word == "weight") ? "checkpoint" : word;
  for (const auto& pin : p.pins)
    if (name_of(pin.role.value) == role) return &pin;
  return nullptr;
}

// "Use kit commit 441de756..." where 441de756 is the c8-source pin's revision: the hash after
// "<role> commit" is another pin's, not the role's (one written only there may be an earlier
// commit of the role's repository, which BP302 judges).
void check_beside_roles(const RuleContext& ctx, const SentenceReading& r, Findings& out) {
  for (const auto& said : r.hashes_beside_roles) {
    // Named, not bound: a lambda below captures the hash (clang 14 cannot capture a binding).
    const std::string& hash = said.first;
    const std::string& word = said.second;
    const Pin* pin = pin_named(ctx.profile, word);
    if (pin == nullptr || pin->revision.value.state != Revision::State::pinned) continue;
    const std::string& rev = pin->revision.value.hash;
    if (lower(rev).starts_with(lower(hash))) continue;
    const auto other = std::find_if(ctx.profile.pins.begin(), ctx.profile.pins.end(), [&](const Pin& p) {
      return &p != pin && p.revision.value.state == Revision::State::pinned && hash.size() >= 7 &&
             lower(p.revision.value.hash).starts_with(lower(hash));
    });
    if (other == ctx.profile.pins.end()) continue;
    // "The C8 settings come from kit commit 441de75": the source pin of the kit's own repository
    // is a commit of the kit, truly named. Only a step that settles the role's pin ("covers:
    // pin:runtime") and names it is told to use another pin's commit for it.
    if (lower(other->repo.value) == lower(pin->repo.value)) {
      const bool settles_it = std::any_of(ctx.profile.preflight.begin(), ctx.profile.preflight.end(), [&](const Step& step) {
        return &step.text == r.text && step.covers.value == "pin:" + pin->id.value;
      });
      if (!settles_it) continue;
    }
    out.add_reading(*r.text, r.sentence,
                    fmt::format("the text gives the {} commit {}, but that is pin '{}', and pin '{}' is {}: \"{}\"", word,
                                hash.substr(0, 7), other->id.value, pin->id.value, rev.substr(0, 7), r.sentence),
                    fmt::format("write the {} pin's revision {}, or name {} as pin '{}'", word, rev.substr(0, 7),
                                hash.substr(0, 7), other->id.value));
    return;
  }
}

void check(const RuleContext& ctx, Findings& out) {
  for (const SentenceReading& r : ctx.brief.readings) check_beside_roles(ctx, r, out);
  for (const SentenceReading& r : ctx.brief.readings)
    for (const auto& [hash, word] : r.hashes_called_pins) {
      const Pin* pin = pin_named(ctx.profile, word);
      if (pin == nullptr || pin->revision.value.state != Revision::State::pinned) continue;
      const std::string& rev = pin->revision.value.hash;
      if (hash.empty()) {  // the field's own commit is the one called a pin ("same tree as the runtime pin")
        const auto own = commit_of_field(ctx.profile, r.text);
        if (!own || same_commit(own->hash, rev)) continue;
        out.add_reading(*r.text, r.sentence,
                        fmt::format("the text says {} ({}) is the {} pin, but pin '{}' is {}: \"{}\"", own->what,
                                    own->hash.substr(0, 7), word, pin->id.value, rev.substr(0, 7), r.sentence),
                        fmt::format("name {} by what it is (an earlier commit, a build), or write the pin's revision {}",
                                    own->what, rev.substr(0, 7)));
        break;
      }
      if (lower(rev).starts_with(lower(hash))) continue;
      out.add_reading(*r.text, r.sentence,
              fmt::format("the text says {} is the {} pin, but pin '{}' is {}: \"{}\"", hash, word, pin->id.value,
                          rev.substr(0, 7), r.sentence),
              fmt::format("name {} by what it is (an earlier commit, a build), or write the pin's revision {}", hash,
                          rev.substr(0, 7)));
      break;
    }
}

}  // namespace
}  // namespace bp307

Rule bp307_hash_called_another_pin() { return {&bp307::kInfo, bp307::check}; }

}  // namespace brief::rules
