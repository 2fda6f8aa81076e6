#pragma once
// Facts of the `model:` section transcribed from a source document, and what backs them.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {
// Known model facts taken from a source document (origin source-document) that nothing the
// profile records of that document states: no official figure equal to it (official.parameters,
// official.routed_experts), no bits the checkpoint's name gives, and no quote of the source
// (sources[].quotes) that writes the value ("92 layers", "321B", "ninety-two", "BF16"). A
// document's facts cannot be re-read the way a config's can, so a transcribed figure nobody can
// find in the source's own words would size memory from a guess.
Contradictions unbacked_document_facts(const Profile& profile);

}  // namespace brief::derivation
