#pragma once
// What a prose claim (found once, in derive) would need to be true, judged against the
// profile's typed facts: the figure arithmetic and naming every prose rule asks about. Derived
// here, once, so each rule only states its judgement (issue 24: rules read, never derive).
#include <optional>
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

// The claims of one kind in the profile's prose (not rebutted in their own sentence).
std::vector<const LocatedClaim*> claims_of(const Brief& brief, ClaimKind kind);
// True when the figure states a byte count the profile knows (a row's, the disk plan's, the
// official checkpoint file's): a known quantity, not a sum of unknowns.
bool is_known_fact(const Profile& profile, const ByteFigure& figure);

// When a figure is k >= 2 pools of one node added together: k and the pool's id.
struct PoolMultiple {
  int64_t k = 0;
  std::string pool;
};
// The capacities of one node's pools, each read both ways a vendor may mean it (decimal and
// binary) and as the usable figure, so "256 GB" is two "128 GB" pools whichever was meant.
std::optional<PoolMultiple> pool_multiple(const Hardware& hardware, const ByteFigure& figure, int64_t max_k);
// True when the figure is more than any one pool of one node can hold.
bool above_one_pool(const Hardware& hardware, const ByteFigure& figure);
// True when the figure is one pool of one node ("128 GB is each node's total memory").
bool is_one_pool(const Hardware& hardware, const ByteFigure& figure);

// The rows a figure adds although they overlap ("a + b"), or nullopt.
std::optional<std::string> overlapping_sum(const Profile& profile, const ByteFigure& figure);
// A row and a row that overlaps it, both named in the sentence ("the checkpoint plus its
// routed experts"): a total of them counts the same bytes twice, whatever the figure.
std::optional<std::string> overlapping_rows_named(const Profile& profile, std::string_view sentence);
// True when the figure is a sum of the disk plan's known sizes (every item known).
bool is_known_disk_sum(const Profile& profile, const ByteFigure& figure);
// True when the figure is the disk plan's (one item or their sum) and no row's byte count:
// a size on disk, which said to be resident is disk presented as memory.
bool is_disk_only_figure(const Profile& profile, const ByteFigure& figure);

// The arms a sentence names: an arm is named when the sentence holds its id or a word of its
// label, runtime or quantization that no other arm has ("TensorFold", "Mia", "NVFP4").
std::vector<const Arm*> arms_named(const Profile& profile, std::string_view sentence);

// Whether a claim written in a license's notes (or its name) speaks of that license alone.
const LicenseView* license_scope(const Brief& brief, const Text* text);
// The licenses a sentence of `text` speaks of: the one whose notes or name hold it, each
// license the sentence names (its subject, name, SPDX id or target, or its role's word:
// "weights", "checkpoint", "drafter", "engine", "kit"), and every license when it speaks of
// them all ("every license", "all the licenses").
std::vector<const LicenseView*> licenses_spoken_of(const Brief& brief, const Text* text, std::string_view sentence);
// True when a throughput a sentence names is a cell of an observation in a rate unit, or the
// difference of two cells of one observation, at the precision it is written to (about: 6%).
bool rate_backed(const Profile& profile, const RateNamed& rate);
// The observation whose notes hold the text, or null.
const ObservationView* observation_scope(const Brief& brief, const Text* text);

}  // namespace brief::derivation
