// BM112 model-contradicts-profile: the model section contradicts the official figures, the ledger, the disk plan,
// the checkpoint name, the state rows or itself.
#include "derive/model_agreement.h"
#include "derive/model_prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm112 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM112"},
    .name = "model-contradicts-profile",
    .severity = Severity::error,
    .summary = "the model section contradicts the official figures, the ledger, the disk plan, the checkpoint name, the state rows or itself",
    .rationale =
        "The model: section feeds the calculator, and the rest of the profile feeds the sourced "
        "verdict: when they describe the same checkpoint differently, one of the two verdicts is "
        "computed from a false fact. Reported: a total parameter count other than "
        "official.parameters; routed experts other than official.routed_experts; stored bytes of "
        "class all that differ from the file ledger's file_size or the disk plan's checkpoint "
        "item (beyond 5% when either is approximate); bits per weight other than the bits the "
        "checkpoint's name or the subject arm's quantization gives (4bpw, 4-bit), half a bit "
        "apart or more, since a name is a nominal label; a model.checkpoint that does not name the "
        "checkpoint pin's repository (the facts would describe a checkpoint the profile does not "
        "pin); "
        "linear-attention layers with no present recurrent-state row, and a recurrent-state row "
        "while a known layout has no linear-attention layer; and facts no model has together: "
        "more experts per token than routed experts, KV heads that do not divide the attention "
        "heads, more first dense layers than layers, classes whose parameters or stored bytes "
        "add up to more than the model's all, and MTP speculative decoding for a model without "
        "MTP layers. The profile's own text is read for two more: MTP layers declared absent while "
        "a sentence speaks of the model's MTP, not denied (\"An empty DRAFTER uses MTP only\"), "
        "reported at mtp_layers and at the text; and a stored class whose note, or a model source "
        "whose document, gives it as a recipe the profile says not to blend with (\"Dense q4, as "
        "in the Mia recipe\"): that recipe's value, not this checkpoint's. The model's counts written "
        "in prose in the catalog's voice (\"an 18B-active MoE with 256 routed experts\", \"about 3.2 "
        "trillion parameters\") are judged against the same facts: total parameters and routed "
        "experts within 5%; an active-per-token parameter count or experts per token the profile "
        "does not record is a figure from elsewhere.",
    .bad = "official:\n  routed_experts: 288\nmodel:\n  experts: {routed: 256}",
    .good = "official:\n  routed_experts: 288\nmodel:\n  experts: {routed: 288}",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (model_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : model_contradicts_profile(ctx.profile)) out.add(found);
  for (const auto& found : model_counts_in_prose(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm112

Rule bm112_model_contradicts_profile() { return {&bm112::kInfo, bm112::check}; }

}  // namespace brief::rules
