#pragma once
// A figure a sentence gives as the memory of several nodes ("two Sparks double the available
// memory to 256 GB", "256 GB for the pair combined"): the sum over nodes, not one node's pool.
#include <cstddef>
#include <string_view>
#include <vector>

namespace brief::derivation {

// Where each byte figure of `text` starts (its ByteFigure offset in `text`) that a sentence
// counts over more than one node: the figure nearest, in its clause, a node count above one
// ("two Sparks", "2 nodes"), a set word ("pair") or a word that adds nodes ("double",
// "combined", "together", "both").
std::vector<std::size_t> figures_counted_over_nodes(std::string_view text);

}  // namespace brief::derivation
