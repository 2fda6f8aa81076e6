// BP306 pin-claimed-in-prose: prose calls the weights or the manifest pinned while its hash is unset or unknown.
#include <fmt/format.h>

#include <algorithm>

#include "derive/pin_facts.h"
#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp306 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP306"},
    .name = "pin-claimed-in-prose",
    .severity = Severity::error,
    .summary = "prose calls the weights (or the manifest) pinned by hash while that hash is unset or unknown",
    .rationale =
        "A reader who sees \"weights pinned by hash\" skips the check that the downloaded files "
        "are the ones measured. Which bytes are pinned is a typed fact: hashes.weight_pin for the "
        "weight files, hashes.manifest for the manifest. A sentence in the catalog's own voice "
        "that calls either pinned, locked or checksummed while the field is unset or unknown "
        "states a pin nobody recorded. A denial (\"the weights are not pinned\"), an order (\"pin "
        "the weights before production\"), a condition or a source's report is not such a claim; "
        "a checkpoint or runtime revision pins a repository, not the weight files' bytes, so "
        "\"weights pinned to revision 5ab363a8..., the weight hash itself unset\", naming the "
        "checkpoint pin's own revision and saying the hash is unset, is no such claim. Something "
        "said to be the weight pin (\"that fetch is the weight pin\") names a weight hash too, and "
        "a sentence whose subject only points back (\"That revision is hash-locked\") speaks of "
        "what the sentence before it names.",
    .bad = "summary: The weights are pinned by hash.\nhashes:\n  weight_pin: unset",
    .good = "summary: The weights are not pinned by hash; only the checkpoint revision is.\nhashes:\n  weight_pin: unset",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  auto field_of = [&](const std::string& name) -> const Located<Revision>* {
    if (name == "weight_pin") return &ctx.profile.hashes.weight_pin;
    if (name == "manifest") return &ctx.profile.hashes.manifest;
    return nullptr;
  };
  // "Weights are pinned to revision 5ab363a8..., not to main; the weight hash itself is
  // unset": the checkpoint pin's own revision named as what the weights are pinned to, in a
  // sentence that says the hash is unset, pins the repository, which the profile records.
  const auto names_checkpoint_revision = [&](const SentenceReading& r) {
    const std::string low = lower(r.sentence);
    if (!has_word(low, "unset") && !has_word(low, "unpinned")) return false;
    return std::any_of(ctx.profile.pins.begin(), ctx.profile.pins.end(), [&](const Pin& pin) {
      return pin.role.value == PinRole::checkpoint && pin.revision.value.state == Revision::State::pinned &&
             std::any_of(r.hashes_named.begin(), r.hashes_named.end(),
                         [&](const std::string& h) { return same_commit(h, pin.revision.value.hash); });
    });
  };
  for (const SentenceReading& r : ctx.brief.readings) {
    // "That fetch is the weight pin": a weight pin said to exist while hashes.weight_pin is not.
    const Located<Revision>& weight_pin = ctx.profile.hashes.weight_pin;
    if (r.names_weight_pin && weight_pin.value.state != Revision::State::pinned &&
        std::find(r.pinned_objects.begin(), r.pinned_objects.end(), "weight_pin") == r.pinned_objects.end()) {
      out.add_reading(*r.text, r.sentence,
                      fmt::format("the text names a weight pin (\"{}\"), but hashes.weight_pin is {}", r.sentence,
                                  weight_pin.value.state == Revision::State::unset ? "unset" : "unknown"),
                      "a checkpoint revision pins the repository, not the weight files: write the hash into "
                      "hashes.weight_pin, or say the weight files are not pinned");
      continue;
    }
    for (const std::string& name : r.pinned_objects) {
      const Located<Revision>* field = field_of(name);
      if (field == nullptr || field->value.state == Revision::State::pinned) continue;
      if (name == "weight_pin" && names_checkpoint_revision(r)) continue;
      out.add_reading(*r.text, r.sentence,
              fmt::format("the text calls the {} pinned (\"{}\"), but hashes.{} is {}", name == "manifest" ? "manifest" : "weights",
                          r.sentence, name, field->value.state == Revision::State::unset ? "unset" : "unknown"),
              fmt::format("write the hash into hashes.{}, or say the {} are not pinned", name,
                          name == "manifest" ? "manifest and its files" : "weight files"));
      break;  // one finding per sentence
    }
  }
}

}  // namespace
}  // namespace bp306

Rule bp306_pin_claimed_in_prose() { return {&bp306::kInfo, bp306::check}; }

}  // namespace brief::rules
