// BP306 pin-claimed-in-prose: prose calls the weights or the manifest pinned while its hash is unset or unknown.
#include <fmt/format.h>

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
        "a checkpoint or runtime revision pins a repository, not the weight files' bytes.",
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
  for (const SentenceReading& r : ctx.brief.readings)
    for (const std::string& name : r.pinned_objects) {
      const Located<Revision>* field = field_of(name);
      if (field == nullptr || field->value.state == Revision::State::pinned) continue;
      out.add_reading(*r.text, r.sentence,
              fmt::format("the text calls the {} pinned (\"{}\"), but hashes.{} is {}", name == "manifest" ? "manifest" : "weights",
                          r.sentence, name, field->value.state == Revision::State::unset ? "unset" : "unknown"),
              fmt::format("write the hash into hashes.{}, or say the {} are not pinned", name,
                          name == "manifest" ? "manifest and its files" : "weight files"));
      break;  // one finding per sentence
    }
}

}  // namespace
}  // namespace bp306

Rule bp306_pin_claimed_in_prose() { return {&bp306::kInfo, bp306::check}; }

}  // namespace brief::rules
