// BM114 document-fact-unbacked: a model fact transcribed from a source document that no official
// figure, checkpoint name or quote of that source states.
#include "derive/document_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm114 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM114"},
    .name = "document-fact-unbacked",
    .severity = Severity::error,
    .summary = "a model fact taken from a source document is stated by no official figure, checkpoint name or quote of it",
    .rationale =
        "The calculator sizes weights, KV cache and state from the model: section. A fact read "
        "from a config (brief inspect) can be read again, and a measured one carries the hash "
        "of the headers it came from; a fact copied from a source document can only be checked "
        "against the document's own words. So a known fact whose source is a source-document "
        "must be one the profile records elsewhere (official.parameters, "
        "official.routed_experts, the bits per weight the checkpoint's name or the subject "
        "arm's quantization gives), or written in one of that source's quotes (sources[].quotes: "
        "\"92 layers\", \"321B\", \"ninety-two\", \"BF16\" for bfloat16). Stored bytes are what a "
        "checkpoint's headers add up to (brief inspect): from a document they need a quote that "
        "writes the exact count, else the figure belongs in the disk plan. A layer count, an "
        "experts-per-token count, a context limit or a dtype that the source never gave, "
        "written as known, would turn a guess into a memory figure. Write {unknown: \"why\"}, "
        "quote the source, or read the config with brief inspect --into.",
    .bad = "model:\n  from: source\n  sources:\n    - {id: source, origin: source-document, document: The source brief}\n"
           "  layers: 92",
    .good = "model:\n  from: source\n  sources:\n    - id: source\n      origin: source-document\n"
            "      document: The source brief\n      quotes: [\"The model has 92 layers.\"]\n  layers: 92",
    // A structural relation between typed fields: the quote is the reason, so no other is taken.
    .suppressible = false,
};

// The unbacked facts are found once, in derive (document_facts); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : unbacked_document_facts(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm114

Rule bm114_document_fact_unbacked() { return {&bm114::kInfo, bm114::check}; }

}  // namespace brief::rules
