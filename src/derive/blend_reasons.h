#pragma once
// A do-not-blend entry keeps another profile's rows out of this one's: its reason says how the
// two differ. A reason that says they are the same, or that the rows may be read together
// after all, takes the entry back while the brief still lists it as kept apart.
#include "brief/brief.h"
#include "derive/contradiction.h"
#include "derive/sentence.h"

namespace brief::derivation {

// The sentence lets rows be read together: a lexicon word of class blend-permit ("pooled",
// "read as", "bookkeeping") asserted and not denied, or "same"/"identical" asserted with no
// word of difference anywhere in it ("Same image, slot count and drafter pin as this one").
bool permits_blending(const SentenceAnalysis& a);

// Each do_not_blend entry whose reason has such a sentence, located at the reason.
Contradictions blend_reasons_permitting(const Brief& brief);

}  // namespace brief::derivation
