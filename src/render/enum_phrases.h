#pragma once
// Prose phrases of the model's enums and small formatting helpers shared by every renderer.
// The kebab-case names (the profile's own words, JSON uses them) are model/names.h's.
#include <string>

#include "brief/brief.h"
#include "brief/diagnostic.h"
#include "model/names.h"

namespace brief::rendering {

// The kebab-case names live in the model's one table, read by load, diff, cli and inspect too.
using brief::name_of;

// Prose phrases: "split across ranks", "rank 0", "higher is better", "does not fit".
std::string phrase_of(Sharding);
std::string phrase_of(Direction);
std::string phrase_of(VerdictKind);
std::string phrase_of(ResidenceKind);

// A pool and how many of it a node has: "unified, one per node", "gpu, one per accelerator,
// 8 per node".
std::string pool_multiplicity(const Hardware& hardware, const MemoryPool& pool);

// "328,326,771,576" or "unknown".
std::string count_text(const Count& count);
// The full 40-hex revision, "unset" or "unknown".
std::string revision_text(const Revision& revision);
// count_text and revision_text with the reason an unknown (or unpinned) value gives, as
// with_reason spells it: "unknown (the pinned README does not state pipeline parallelism)".
std::string count_phrase(const Count& count);
std::string revision_phrase(const Revision& revision);
// "read", "not-read", "not-stated": the JSON brief's and the CycloneDX BOM's word.
std::string text_read_name(TextRead state);
// "yes" / "no".
std::string yes_no(bool value);
// Ends the text with a period unless it already ends a sentence ("." "!" "?" ":").
std::string sentence(std::string text);

}  // namespace brief::rendering
