#pragma once
// The catalog's own prose denies that the catalog reran or reproduced the bake-off ("This
// repository did not rerun the bake-off.", "We have not reproduced these numbers."), while a
// complete catalog run of kind reproduction says it did: one of the two is false.
#include <string>
#include <vector>

#include "brief/brief.h"
#include "derive/contradiction.h"
#include "derive/sentence.h"

namespace brief::derivation {

// True when the sentence denies, in the catalog's voice, a rerun or reproduction of the bake-off
// or its results: a word of rerunning (rerun, reproduce, replicate, repeat, and their nouns)
// governed by a negation, not supposed, asked, ordered or reported, with no caution ("until"),
// in a sentence that names what was run (the bake-off, the results, the cells, the numbers),
// whose subject is this catalog or no one ("was not reproduced", "no rerun was done"), never
// another party ("LimeChain did not rerun it", "not reproduced by the vendor").
bool denies_catalog_rerun(const SentenceAnalysis& a);

// Each prose sentence that so denies a rerun, beside the complete reproduction record of
// `runs`: reported at the sentence's field, at the record, and at provenance.reproduced when it
// is true. A denial bounded by a date the record is on or after ("had not rerun it as of
// 2026-10-01", record 2026-11-02) is no contradiction; nor are the record's own texts.
Contradictions rerun_denied_beside_record(const Profile& profile, const RunRecords& runs);

}  // namespace brief::derivation
