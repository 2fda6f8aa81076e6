#include "derive/placement_words.h"

#include <fmt/format.h>

#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "derive/ascii.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "model/names.h"

namespace brief::derivation {

namespace {

// The small fixed word patterns of this file are matched by a scan, not std::regex: every
// placement sentence of every profile is asked, and the regex executor was a hot spot (9% of
// lint). Each scan matches what the regular expression in its comment would: \b is a change
// between a word character (ASCII letter, digit, '_') and any other, \s a byte of ASCII white
// space.

// A place word: the units a row can be placed on; and the same, with a plural "s" allowed.
using Alternatives = std::initializer_list<std::string_view>;
const Alternatives kPlace{"rank", "node", "gpu", "spark", "accelerator", "device", "box", "machine", "host"};
const Alternatives kPlaceOrPlaces{"rank",   "ranks",  "node",         "nodes",   "gpu",     "gpus",
                                      "spark",  "sparks", "accelerator",  "accelerators", "device", "devices",
                                      "box",    "boxs",   "machine",      "machines", "host",   "hosts"};

bool word_char(char c) { return ascii::isalnum(c) || c == '_'; }

// A word boundary at i (\b): a word character on one side only.
bool boundary(std::string_view s, std::size_t i) {
  return (i > 0 && word_char(s[i - 1])) != (i < s.size() && word_char(s[i]));
}

// The end of the white space run starting at i (i itself when there is none).
std::size_t skip_space(std::string_view s, std::size_t i) {
  while (i < s.size() && ascii::isspace(s[i])) ++i;
  return i;
}

// Words written one after another from i, each one of its alternatives (an alternative may hold
// one space: "a single"), separated by white space, the last ending at a word boundary
// ("\b(w|...)\s+(w|...)\b"): the alternative the last word matched, or nothing. Every
// alternative is tried, so "replica" failing where "replicas" is written does not end the search.
std::optional<std::string_view> words_from(std::string_view s, std::size_t i, const Alternatives* word,
                                           const Alternatives* end) {
  for (std::string_view alt : *word) {
    if (s.substr(i, alt.size()) != alt) continue;
    const std::size_t after = i + alt.size();
    if (word + 1 == end) {
      if (boundary(s, after)) return alt;
      continue;
    }
    const std::size_t next = skip_space(s, after);
    if (next == after) continue;
    if (auto last = words_from(s, next, word + 1, end)) return last;
  }
  return std::nullopt;
}

std::optional<std::string_view> words_at(std::string_view s, std::size_t i, std::initializer_list<Alternatives> words) {
  if (i >= s.size() || !word_char(s[i]) || !boundary(s, i)) return std::nullopt;
  return words_from(s, i, words.begin(), words.end());
}

// True when a whole word of `low` is one of `words` ("\b(w1|w2|...)\b").
bool has_whole_word(std::string_view low, Alternatives words) {
  for (std::size_t i = 0; i < low.size(); ++i)
    if (words_at(low, i, {words})) return true;
  return false;
}

// A sentence that asserts nothing of where the row is: denied ("not only on rank 0"), supposed,
// planned, asked or reported, as the one sentence analysis reads it. Its words are left unread
// rather than read the wrong way.
bool asserts_nothing(const std::string& sentence) {
  const auto analysis = analysed(sentence);
  const SentenceAnalysis& a = *analysis;
  if (a.question) return true;
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (a.negated[k] || a.negation_word[k] || !a.asserted(k, k)) return true;
  return false;
}

// The ranks or nodes a sentence names by index ("rank 0", "node 1", "rank0"): kind and index.
// Every match of "\b(place)\s*#?\s*(\d+|zero|one|two)\b", left to right, not overlapping.
std::set<std::string> indexed_places(std::string_view low) {
  std::set<std::string> out;
  std::size_t i = 0;
  auto match_at = [&](std::size_t from) -> std::size_t {  // the match's end, or 0
    if (!word_char(low[from]) || !boundary(low, from)) return 0;
    for (std::string_view place : kPlace) {
      if (low.substr(from, place.size()) != place) continue;
      std::size_t j = skip_space(low, from + place.size());
      if (j < low.size() && low[j] == '#') j = skip_space(low, j + 1);
      std::size_t k = j;
      while (k < low.size() && ascii::isdigit(low[k])) ++k;
      if (k > j && boundary(low, k)) {
        out.insert(fmt::format("{} {}", place, low.substr(j, k - j)));
        return k;
      }
      for (std::string_view index : {"zero", "one", "two"})
        if (low.substr(j, index.size()) == index && boundary(low, j + index.size())) {
          out.insert(fmt::format("{} {}", place, index));
          return j + index.size();
        }
    }
    return 0;
  };
  while (i < low.size()) {
    const std::size_t end = match_at(i);
    i = end > 0 ? end : i + 1;
  }
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
  // "only on one node", "on a single rank", "on one Spark only": the first match of
  // "\b(on|in|to)\s+(only\s+)?(one|a single|a lone|a sole|the first|one single)\s+(place)\b".
  static const Alternatives kOn{"on", "in", "to"}, kOnly{"only"},
      kOne{"one", "a single", "a lone", "a sole", "the first", "one single"};
  for (std::size_t i = 0; i < low.size(); ++i) {
    auto place = words_at(low, i, {kOn, kOnly, kOne, kPlace});
    if (!place) place = words_at(low, i, {kOn, kOne, kPlace});
    if (place) return counts(std::string(*place));
  }
  return false;
}

bool says_every_copy(const std::string& low) {
  // A row split in part and copied in part ("experts split, attention replicated") says both.
  if (has_whole_word(low, {"split", "splits", "shard", "sharded", "shards", "divided", "partitioned", "half", "halves", "slice",
                           "slices", "share", "shares"}))
    return false;
  // "replicated", "a full copy", "a copy on each node", "each of the ranks holds the whole ...":
  // a match of
  //   \b(replicated|replicates|duplicated|mirrored)\b
  //   | \b(full|whole|complete|entire|identical)\s+(copy|copies|replica|replicas)\b
  //   | \b(copy|copies|replica)\s+(on|in|per|at|for)\s+(each|every|both|all)\b
  //   | \b(each|every|both|all)\s+(of the\s+)?(place)s?\s+(holds?|keeps?|has|have|carries|carry|loads?|stores?)
  //     \s+(the|a|its own)\s+(full|whole|complete|entire)\b
  static const Alternatives kCopiedWord{"replicated", "replicates", "duplicated", "mirrored"},
      kWhole{"full", "whole", "complete", "entire", "identical"}, kCopy{"copy", "copies", "replica", "replicas"},
      kCopyOf{"copy", "copies", "replica"}, kOnEach{"on", "in", "per", "at", "for"}, kEach{"each", "every", "both", "all"},
      kOfThe{"of the"}, kHolds{"hold", "holds", "keep", "keeps", "has", "have", "carries", "carry", "load", "loads", "store", "stores"},
      kTheA{"the", "a", "its own"}, kFull{"full", "whole", "complete", "entire"};
  for (std::size_t i = 0; i < low.size(); ++i)
    if (words_at(low, i, {kCopiedWord}) || words_at(low, i, {kWhole, kCopy}) || words_at(low, i, {kCopyOf, kOnEach, kEach}) ||
        words_at(low, i, {kEach, kOfThe, kPlaceOrPlaces, kHolds, kTheA, kFull}) ||
        words_at(low, i, {kEach, kPlaceOrPlaces, kHolds, kTheA, kFull}))
      return true;
  return false;
}

// The words of a lowered sentence, each a run of word characters, '.' and '-' inside a word
// kept ("v0.6.0", "re-run").
std::vector<std::string_view> placement_tokens(std::string_view low) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < low.size()) {
    if (!word_char(low[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < low.size() && (word_char(low[j]) || ((low[j] == '.' || low[j] == '-') && j + 1 < low.size() &&
                                                    word_char(low[j + 1]))))
      ++j;
    out.push_back(low.substr(i, j - i));
    i = j;
  }
  return out;
}

bool placement_word_in(std::string_view word, Alternatives words) {
  for (std::string_view w : words)
    if (w == word) return true;
  return false;
}

// Divided across several places, a share on each: a word of dividing followed by a word of
// spreading over places ("split across two ranks", "sharded over both Sparks", "distributed
// between the nodes"), or a share word beside a distributive place ("each rank holds half",
// "half on each node", "a slice per GPU"). Only where the setup has several ranks.
bool says_split(std::string_view low, const Layout& layout) {
  const bool several_nodes = layout.nodes > 1;
  const bool several_ranks = several_nodes || (layout.tp && *layout.tp > 1);
  if (!several_ranks) return false;
  // A sentence that also names one place by its index or keeps something whole ("kept whole on
  // rank 0, unlike the experts, which are split across both ranks") speaks of two things.
  if (!indexed_places(low).empty() || has_whole_word(low, {"whole", "entire", "intact", "unsplit", "unlike", "except"}))
    return false;
  static const Alternatives kDivide{"split", "splits", "sharded", "shards", "divided", "partitioned", "spread",
                                    "distributed", "halved", "striped", "scattered"},
      kOver{"across", "over", "between", "among", "onto", "on"}, kEvery{"each", "every", "both", "per", "all"},
      kShare{"half", "halves", "share", "shares", "slice", "slices", "portion", "portions", "part", "parts",
             "fraction", "shard"},
      kPlural{"ranks", "nodes", "gpus", "sparks", "accelerators", "devices", "boxes", "machines", "hosts"};
  const std::vector<std::string_view> w = placement_tokens(low);
  auto place_at = [&](std::size_t k) { return k < w.size() && (placement_word_in(w[k], kPlace) || placement_word_in(w[k], kPlural)); };
  // A plural place within four words after position k ("across the two ranks", "over both
  // Sparks"), or a distributive and a place ("across each rank").
  auto places_after = [&](std::size_t k) {
    for (std::size_t j = k + 1; j < w.size() && j <= k + 4; ++j) {
      if (placement_word_in(w[j], kPlural)) return true;
      if (placement_word_in(w[j], kEvery) && place_at(j + 1)) return true;
    }
    return false;
  };
  for (std::size_t k = 0; k < w.size(); ++k) {
    if (placement_word_in(w[k], kDivide))
      for (std::size_t j = k + 1; j < w.size() && j <= k + 3; ++j)
        if (placement_word_in(w[j], kOver) && places_after(j)) return true;
    // "each rank holds half", "each of the two nodes keeps its share"
    if (placement_word_in(w[k], kEvery))
      for (std::size_t j = k + 1; j < w.size() && j <= k + 4; ++j)
        if (place_at(j)) {
          for (std::size_t m = j + 1; m < w.size() && m <= j + 5; ++m)
            if (placement_word_in(w[m], kShare)) return true;
          break;
        }
    // "half on each rank", "a slice per GPU"
    if (placement_word_in(w[k], kShare) && k + 2 < w.size() && (w[k + 1] == "on" || w[k + 1] == "per" || w[k + 1] == "in" ||
                                                     w[k + 1] == "to" || placement_word_in(w[k + 1], kEvery))) {
      const std::size_t j = placement_word_in(w[k + 1], kEvery) ? k + 1 : k + 2;
      if (j < w.size() && placement_word_in(w[j], kEvery) && place_at(j + 1)) return true;
      if (w[k + 1] == "per" && place_at(k + 2)) return true;
    }
  }
  return false;
}

}  // namespace

PlacementSays placement_says(const Component& c, const Layout& layout) {
  bool one = false, every = false, divided = false;
  for (const std::string& s : sentences(c.placement.value)) {
    if (asserts_nothing(s)) continue;
    const std::string low = lower(s);
    one = one || says_one_place(low, layout);
    every = every || says_every_copy(low);
    divided = divided || says_split(low, layout);
  }
  // Split and nothing else: a row divided across places, not kept on one or copied whole.
  if (divided && !one && !every) return PlacementSays::split;
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
    // Split across ranks is on several of them too; where a node is one rank, so is a node.
    const bool on_several_ranks = sharding == Sharding::replicated ||
                         (sharding == Sharding::split_across_ranks && layout.ranks_per_node == 1);
    if (on_several_ranks && says == PlacementSays::one_place)
      out.push_back({c.sharding.loc,
                     fmt::format("'{}' has sharding {}{}, but its placement puts it on one rank or node only: '{}'",
                                 c.id.value, name_of(sharding),
                                 sharding == Sharding::replicated ? ", a whole copy on every rank" : "", c.placement.value),
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
    else if ((sharding == Sharding::rank0 || sharding == Sharding::replicated) && says == PlacementSays::split)
      out.push_back({c.sharding.loc,
                     fmt::format("'{}' has sharding {}, {}, but its placement divides it across several ranks or "
                                 "nodes: '{}'",
                                 c.id.value, name_of(sharding),
                                 sharding == Sharding::rank0 ? "the whole row on rank 0" : "a whole copy on every rank",
                                 c.placement.value),
                     "a row divided across ranks is sharding split-across-ranks: correct the sharding or the placement",
                     c.id.value, c.placement.loc});
  }
  return out;
}

}  // namespace brief::derivation
