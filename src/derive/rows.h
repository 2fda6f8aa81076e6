#pragma once
// Component rows: the labels a row's role, residence and access imply, and the caveats that
// keep a reader from adding overlapping rows together.
#include <string>
#include <vector>

#include "brief/brief.h"
#include "model/lookup.h"  // find_residence, find_component

namespace brief::derivation {

// The one definition of "counted in memory": a row that takes memory of its own in a pool —
// main weights, separate residents and runtime rows — placed anywhere but a local disk.
// Subcomponents overlap the main weights; ledgers and absent rows are not memory. The pool
// equations, the resident total and every rule read this.
bool counted_in_memory(const Profile& profile, const Component& row);
// Counted rows whose resident bytes are unknown, in profile order.
std::vector<const Component*> unknown_counted_rows(const Profile& profile);

// The row's own prose, in file order: placement, evidence, gap, notes. The rules that judge a
// row by its own words (BM108, BM110) read this one list.
std::vector<const Text*> row_texts(const Component& row);
// True when a sentence of the row's own prose gives these bytes ("The KV reservation is the
// configured 20 GB per rank."): the row cites its figure. An approximate figure ("about 165
// GB") backs only an approximate count; written exact, the count claims a precision nobody
// published. A figure the sentence gives as another recipe's (other_recipe_figure: "the Mia
// recipe's 176 GB file") is that recipe's, not a citation of this row's.
bool row_cites_bytes(const Component& row, const Bytes& bytes, const std::vector<std::string>& other_recipes);

// The row whose bytes hold the loaded checkpoint; null when the profile has none.
const Component* main_weights(const Profile& profile);

RowView row_view(const Profile& profile, const Component& component);
std::vector<RowView> row_views(const Profile& profile);
// Names of the rows the recipe does not have, in profile order.
std::vector<std::string> absent_rows(const Profile& profile);
// Whole-deployment resident bytes: main weights, separate residents and runtime rows, each
// counted once. Subcomponents overlap the main weights and are never added.
Bytes resident_total(const Profile& profile);
std::vector<Caveat> row_caveats(const Profile& profile, const MemoryVerdict& verdict);

}  // namespace brief::derivation
