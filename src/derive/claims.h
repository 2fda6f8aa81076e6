#pragma once
// The claim checker's reading half: which sentences of prose assert something a derived
// verdict can contradict. One reader for every prose field of a profile and of a hardware
// entry (and for brief's own derived sentences), so no rule keeps its own list of fields or
// words. Judging a claim against the facts is the rules' half (they read the derived Brief).
//
// Negation counts only where it governs the claim: a negator in the same clause, close
// before the claim's words ("does not fit", "not one 256 GB capacity", "is not a memory
// fit"), or a denial right after them ("a fit is not claimed"). An unrelated "not" in
// another clause of the sentence excuses nothing.
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"
#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

std::string_view claim_kind_name(ClaimKind kind);  // "fit", "capacity", ...

// The claims of one sentence; claims_in_analysed reads the sentence's one analysis.
std::vector<Claim> claims_in_sentence(std::string_view sentence);
std::vector<Claim> claims_in_analysed(std::string_view sentence, const SentenceAnalysis& analysis);
// True when a total claim says its figure is resident ("84 GB stay resident in the pool"): a
// disk figure stated that way is disk presented as memory.
bool asserts_residence(const Claim& claim);
// The claims of a text, sentence by sentence.
std::vector<Claim> claims_in(std::string_view text);

// The node count a title-like text names for the setup: "on 2 DGX Sparks", "two-Spark",
// "a single node", "dual-node", "a pair of Sparks". 0 when it names none, or names two
// different counts (a comparison: "4 nodes' recipe on 2 Sparks"). "8 GPUs per node" names
// no node count: the words between a count and its noun may not be GPUs, per, each ...
int64_t node_count_named(std::string_view text);

// The claims of located prose fields (prose_fields(profile) or prose_fields(hardware)). With
// `readings`, each sentence's one analysis also gives what it says of typed facts.
std::vector<LocatedClaim> prose_claims(const std::vector<const Text*>& fields,
                                       std::vector<SentenceReading>* readings = nullptr);

}  // namespace brief::derivation
