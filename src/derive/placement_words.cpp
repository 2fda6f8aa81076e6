#include "derive/placement_words.h"

#include <fmt/format.h>

#include <initializer_list>
#include <regex>
#include <set>
#include <string>

#include "derive/ascii.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "model/names.h"

namespace brief::derivation {

namespace {

// A place word: the units a row can be placed on.
constexpr const char* kPlace = R"((rank|node|gpu|spark|accelerator|device|box|machine|host))";

// True when a whole word of `low` is one of `words`: the test a regex "\b(w1|w2|...)\b" makes,
// a word being a run of ASCII letters, digits and '_' as \b bounds it. A scan, not std::regex:
// every placement sentence of every profile is asked, and the regex executor was a hot spot.
bool has_whole_word(std::string_view low, std::initializer_list<std::string_view> words) {
  auto in_word = [](char c) { return ascii::isalnum(c) || c == '_'; };
  for (std::size_t i = 0; i < low.size();) {
    if (!in_word(low[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < low.size() && in_word(low[j])) ++j;
    const std::string_view w = low.substr(i, j - i);
    for (std::string_view candidate : words)
      if (w == candidate) return true;
    i = j;
  }
  return false;
}

// A sentence that asserts nothing of where the row is: denied ("not only on rank 0"), supposed,
// planned, asked or reported, as the one sentence analysis reads it. Its words are left unread
// rather than read the wrong way.
bool asserts_nothing(const std::string& sentence) {
  const SentenceAnalysis a = analyse_sentence(sentence);
  if (a.question) return true;
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (a.negated[k] || a.negation_word[k] || !a.asserted(k, k)) return true;
  return false;
}

// The ranks or nodes a sentence names by index ("rank 0", "node 1", "rank0"): kind and index.
std::set<std::string> indexed_places(const std::string& low) {
  static const std::regex kIndexed(std::string(R"(\b)") + kPlace + R"(\s*#?\s*(\d+|zero|one|two)\b)");
  std::set<std::string> out;
  for (auto it = std::sregex_iterator(low.begin(), low.end(), kIndexed); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1].str() + " " + (*it)[2].str());
  return out;
}

// Words that put the row on several places at once: a sentence with one is no single place.
bool names_several(const std::string& low) {
  return has_whole_word(low, {"each", "every", "all", "both", "per", "across", "other", "others", "remaining", "replicated",
                              "replica", "replicas", "copies", "ranks", "nodes", "gpus", "sparks", "accelerators", "devices"});
}

bool says_one_place(const std::string& low, const Layout& layout) {
  if (names_several(low)) return false;
  const bool several_nodes = layout.nodes > 1;
  const bool several_ranks = several_nodes || (layout.tp && *layout.tp > 1);
  auto counts = [&](const std::string& place) {
    return place == "node" || place == "spark" || place == "box" || place == "machine" || place == "host" ? several_nodes
                                                                                                          : several_ranks;
  };
  // "Rank 0, inside the same unified pool", "node 1 only": one place named by its index.
  const std::set<std::string> indexed = indexed_places(low);
  if (indexed.size() == 1 && counts(indexed.begin()->substr(0, indexed.begin()->find(' ')))) return true;
  if (!indexed.empty()) return false;
  // "only on one node", "on a single rank", "on one Spark only".
  static const std::regex kOne(std::string(R"(\b(on|in|to)\s+(only\s+)?(one|a single|a lone|a sole|the first|one single)\s+)") +
                               kPlace + R"(\b)");
  std::smatch m;
  return std::regex_search(low, m, kOne) && counts(m[4].str());
}

bool says_every_copy(const std::string& low) {
  // A row split in part and copied in part ("experts split, attention replicated") says both.
  if (has_whole_word(low, {"split", "splits", "shard", "sharded", "shards", "divided", "partitioned", "half", "halves", "slice",
                           "slices", "share", "shares"}))
    return false;
  static const std::regex kCopied(
      std::string(R"(\b(replicated|replicates|duplicated|mirrored)\b)") +
      R"(|\b(full|whole|complete|entire|identical)\s+(copy|copies|replica|replicas)\b)" +
      R"(|\b(copy|copies|replica)\s+(on|in|per|at|for)\s+(each|every|both|all)\b)" +
      R"(|\b(each|every|both|all)\s+(of the\s+)?)" + kPlace +
      R"(s?\s+(holds?|keeps?|has|have|carries|carry|loads?|stores?)\s+(the|a|its own)\s+(full|whole|complete|entire)\b)");
  return std::regex_search(low, kCopied);
}

}  // namespace

PlacementSays placement_says(const Component& c, const Layout& layout) {
  bool one = false, every = false;
  for (const std::string& s : sentences(c.placement.value)) {
    if (asserts_nothing(s)) continue;
    const std::string low = lower(s);
    one = one || says_one_place(low, layout);
    every = every || says_every_copy(low);
  }
  if (one == every) return PlacementSays::nothing;
  return one ? PlacementSays::one_place : PlacementSays::every_copy;
}

Contradictions sharding_against_placement(const Profile& p) {
  Contradictions out;
  const Layout layout = layout_of(p);
  for (const Component& c : p.components) {
    if (!c.sharding.present || !c.placement.present) continue;
    const Sharding sharding = c.sharding.value;
    const PlacementSays says = placement_says(c, layout);
    if (sharding == Sharding::replicated && says == PlacementSays::one_place)
      out.push_back({c.sharding.loc,
                     fmt::format("'{}' has sharding replicated, a whole copy on every rank, but its placement puts "
                                 "it on one rank or node only: '{}'",
                                 c.id.value, c.placement.value),
                     "a row on one rank is sharding rank0: correct the sharding or the placement", c.id.value,
                     c.placement.loc});
    else if ((sharding == Sharding::split_across_ranks || sharding == Sharding::rank0) &&
             says == PlacementSays::every_copy)
      out.push_back({c.sharding.loc,
                     fmt::format("'{}' has sharding {}, but its placement says every rank or node holds a "
                                 "whole copy: '{}'",
                                 c.id.value, name_of(sharding), c.placement.value),
                     "a whole copy on every rank is sharding replicated: correct the sharding or the placement",
                     c.id.value, c.placement.loc});
  }
  return out;
}

}  // namespace brief::derivation
