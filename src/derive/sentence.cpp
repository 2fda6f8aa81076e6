#include "derive/sentence.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

#include "brief/embedded_files.h"
#include "derive/ascii.h"
#include "derive/number_words.h"
#include "derive/prose.h"
#include "derive/text_memo.h"
#include "model/text_columns.h"

namespace brief::derivation {
namespace {

// --- the lexicon (data/claim-lexicon.tsv) ------------------------------------------------

struct Phrase {
  std::vector<std::string> words;  // a trailing '*' on the last word makes it a stem
  std::string value;
  Topic topic = Topic::fit;        // for a topic word: its topic
};

// Every first word of every phrase of the lexicon, numbered once. A token is looked up here
// once (its Token::first_word), and each index finds its candidates by that number: lint's time
// went into hashing the same word once per index, for every token of every prose field.
struct FirstWords {
  std::unordered_map<std::string, std::uint32_t, WordHash, std::equal_to<>> ids;
  std::uint32_t intern(const std::string& word) { return ids.emplace(word, static_cast<std::uint32_t>(ids.size())).first->second; }
  std::uint32_t find(std::string_view word) const {
    const auto it = ids.find(word);
    return it == ids.end() ? Token::kStartsNoPhrase : it->second;
  }
};
FirstWords& first_words() {
  static FirstWords words;
  return words;
}

// Phrases by their first word's number, so a token is tried only against the phrases that can
// start at it.
struct PhraseIndex {
  std::vector<Phrase> phrases;
  std::vector<std::vector<std::size_t>> by_first;  // by FirstWords number
  // Phrases whose first word is a stem ("restrict*"), by the stem's first byte: a word is tried
  // only against the stems it could start with, not against every stem of the index.
  std::array<std::vector<std::size_t>, 256> stems_by_first_byte;
  void add(Phrase p) {
    const std::string& first = p.words.front();
    if (first.back() == '*') {
      for (std::size_t byte = 0; byte < stems_by_first_byte.size(); ++byte)
        if (first.size() == 1 || static_cast<unsigned char>(first[0]) == byte) stems_by_first_byte[byte].push_back(phrases.size());
    } else {
      const std::uint32_t id = first_words().intern(first);
      if (id >= by_first.size()) by_first.resize(id + 1);
      by_first[id].push_back(phrases.size());
    }
    phrases.push_back(std::move(p));
  }
  // `f` on each phrase that may start at `word`, whose FirstWords number is `first_word`.
  template <class F>
  void each_candidate(std::uint32_t first_word, std::string_view word, F&& f) const {
    if (first_word < by_first.size())
      for (std::size_t k : by_first[first_word]) f(phrases[k]);
    // An empty word can start only a bare "*", which every bucket holds.
    for (std::size_t k : stems_by_first_byte[word.empty() ? 0 : static_cast<unsigned char>(word[0])]) f(phrases[k]);
  }
  template <class F>
  void each_candidate(const Token& token, F&& f) const {
    each_candidate(token.first_word != Token::kNotLookedUp ? token.first_word : first_words().find(token.text), token.text, f);
  }
  template <class F>
  void each_candidate(std::string_view word, F&& f) const {
    each_candidate(first_words().find(word), word, f);
  }
};

struct Lexicon {
  std::vector<std::pair<std::string, std::string>> spelling_in_text;  // "tl;dr", "w/o", emoji
  // spelling_in_text's entries by their first byte, longest first as there: a position is
  // tried only against the entries that start with its byte ("t" of every "the" against "tl;dr").
  std::array<std::vector<std::size_t>, 256> spelling_by_first_byte;
  std::unordered_map<std::string, std::vector<std::string>, WordHash, std::equal_to<>> spelling;  // word -> words
  PhraseIndex memory_nouns, record_nouns, pinned_objects, guesses;
  // A size said to be unknown: its nouns (a row's bytes, or its files' only), the words that
  // say so, and the verbs that make a size known ("published": denied, it is not known).
  PhraseIndex size_nouns, unknown_words, knowledge_verbs;
  PhraseIndex instruction_labels;  // "TODO", "next step": the sentence is a plan
  PhraseIndex presences;  // "loads into the pool": a row held in memory
  PhraseIndex contrasts;  // "rather than", "instead of": what follows is not the figure
  // Scope: quantifiers ("every", "any"), the conditions a bake-off is measured under, whose
  // value names the condition ("build", "quantization", "concurrency", "prompt", "cells"), and
  // words that say a condition is shared ("the same", "share").
  PhraseIndex quantifiers, conditions, sameness, holds;
  PhraseIndex comparatives;  // a margin's word: "47% above", "a 2:1 lead over", "30% faster"
  // A byte figure's bound ("south of 100 GB") and what is left over after it ("40 GB free"),
  // and the words of storage that make a figure a disk figure, not one of memory.
  PhraseIndex bounds, left_over, storage;
  PhraseIndex measures;  // "measured", "benchmarked": the catalog's own measurement
  PhraseIndex negators, sententials, hypotheticals, hypothetical_starts, instructions, reports, catalog;
  // "shows up", "happens": a verb of existence, whose negation denies its subject ("memory
  // pressure never shows up" says there is none).
  PhraseIndex existence_verbs;
  // "claimed", "reported": a participle whose negation denies its whole clause ("a fit is not
  // claimed", "the room left was not reported").
  PhraseIndex denial_verbs;
  // After a copula: "is the next step", "is planned" makes its subject a plan; "is unfounded",
  // "is baseless" dismisses it.
  PhraseIndex plan_predicates, dismissals;
  // "holds", "carries", "hosts": a node that holds rows of the ledger says where they live.
  PhraseIndex holding_verbs;
  // "license", "terms": a license spoken of; "reviewed", "read in full": its text said read.
  PhraseIndex license_nouns, license_reads;
  // Lists read as whole words or as a sentence's opening, by the code that names them
  // (lexicon_list): answers that grant or deny, the verbs of a rhetorical denial, the words
  // that only describe nodes, and the set words that count them (with their count).
  std::map<std::string, std::vector<std::pair<std::string, std::string>>, std::less<>> lists;
  std::map<std::string, LexiconWords, std::less<>> list_words;  // each list's words as a set
  PhraseIndex indirect_questions;  // "shows which", "whether": an embedded question asserts nothing
  // Every topic's words in one index, so a token is looked up once for all topics; a phrase's
  // value is its polarity and its topic says whose word it is.
  PhraseIndex topics;
};

// Split at ASCII white space, as `>>` would, without a stream: the lexicon splits every one of
// its rows and a spelling's replacement each time it is read, and a stream per call was a
// tenth of a one-file lint.
std::vector<std::string> split_words(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && ascii::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::size_t j = i;
    while (j < s.size() && !ascii::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool word_char(char c) {
  return ascii::isalnum(static_cast<unsigned char>(c)) != 0 || c == '\'' || c == '%' ||
         static_cast<unsigned char>(c) >= 0x80;
}

const Lexicon& lexicon() {
  static const Lexicon lex = [] {
    Lexicon l;
    // The lexicon is part of the binary: without it every sentence would read as claiming
    // nothing, so a build that lost it fails loudly instead.
    const auto file = embedded_file("data/claim-lexicon.tsv");
    if (!file) throw std::logic_error("data/claim-lexicon.tsv is not embedded in this build");
    std::istringstream in{std::string(*file)};
    const std::map<std::string, Topic> topic_names{{"fit", Topic::fit},
                                                   {"capacity", Topic::capacity},
                                                   {"commercial", Topic::commercial},
                                                   {"ranking", Topic::ranking},
                                                   {"reproduction", Topic::reproduction},
                                                   {"pin", Topic::pin}};
    // The classes that are a plain list of phrases, and the index each fills.
    const std::map<std::string, PhraseIndex Lexicon::*> classes{
        {"record-noun", &Lexicon::record_nouns},   {"pinned-object", &Lexicon::pinned_objects},
        {"guess", &Lexicon::guesses},              {"comparative", &Lexicon::comparatives},
        {"size-noun", &Lexicon::size_nouns},
        {"unknown-word", &Lexicon::unknown_words}, {"knowledge-verb", &Lexicon::knowledge_verbs},
        {"contrast", &Lexicon::contrasts},         {"presence", &Lexicon::presences},         {"instruction-label", &Lexicon::instruction_labels},
        {"quantifier", &Lexicon::quantifiers},     {"condition", &Lexicon::conditions},
        {"sameness", &Lexicon::sameness},          {"holds", &Lexicon::holds},
        {"memory-noun", &Lexicon::memory_nouns},   {"bound", &Lexicon::bounds},
        {"left-over", &Lexicon::left_over},        {"storage", &Lexicon::storage},
        {"measure", &Lexicon::measures},
        {"negator", &Lexicon::negators},           {"sentential", &Lexicon::sententials},
        {"existence-verb", &Lexicon::existence_verbs}, {"holding-verb", &Lexicon::holding_verbs},
        {"denial-verb", &Lexicon::denial_verbs},   {"plan-predicate", &Lexicon::plan_predicates},
        {"dismissal", &Lexicon::dismissals},       {"license-noun", &Lexicon::license_nouns},
        {"license-read", &Lexicon::license_reads},
        {"hypothetical", &Lexicon::hypotheticals}, {"hypothetical-start", &Lexicon::hypothetical_starts},
        {"instruction", &Lexicon::instructions},   {"indirect-question", &Lexicon::indirect_questions},
        {"report", &Lexicon::reports},             {"catalog", &Lexicon::catalog}};
    // The classes read as plain lists (lexicon_list).
    static const std::set<std::string, std::less<>> kListClasses{"affirmation", "bare-denial", "blend-permit",
                                                                 "denying-verb", "node-describer", "run-describer", "sum-word", "status-quo-change", "rhetorical-opener", "inferior-word", "overriding-word", "setup-word", "license-condition", "coverage-verb", "borrow-word", "observed-moment", "free-word", "several-word", "per-token", "figure-noun", "stream-noun", "result-verb", "rerun-word", "run-object", "row-word",
                                                                 "set-count", "rate-word", "non-rate-word",
                                                                 "repetition-word", "ranking-verdict", "settled-caution", "judging-verb", "determiner", "difference-word", "colon-label", "value-word",
                                                                 "record-verb", "value-qualifier", "moving-word",
                                                                 "ref-noun", "distinction-word", "follow-verb", "plan-label", "license-transfer",
                                                                 "claim-modifier", "restrictive-word", "again-verb", "run-verb", "holder-noun", "all-rows-word",
                                                                 "in-memory-word", "question-modal", "pointing-noun", "authoring-verb", "storage-stay-verb", "leftover-verb", "noise-word", "participle-verb",
                                                                 "participle-place", "consequence-subject", "only-scope", "opening-preposition", "manner-word", "answer-exception", "answer-here-denial", "exact-word", "usable-word"};
    // pinned-object names the hashes field that must hold the pin; condition names its condition.
    const std::set<std::string> needs_value{"pinned-object", "condition"};
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      std::vector<std::string> cols;
      for (std::size_t from = 0;;) {
        const std::size_t tab = line.find('\t', from);
        cols.emplace_back(line.substr(from, tab == std::string::npos ? std::string::npos : tab - from));
        if (tab == std::string::npos) break;
        from = tab + 1;
      }
      if (cols.size() < 2) continue;
      const std::string& cls = cols[0];
      const std::string& word = cols[1];
      const std::string value = cols.size() > 2 ? cols[2] : "";
      Phrase p{split_words(word), value};
      if (p.words.empty()) continue;
      if (cls == "spelling") {
        if (std::all_of(word.begin(), word.end(), [](char c) { return word_char(c) && c != '%'; }))
          l.spelling[word] = split_words(value);
        else
          l.spelling_in_text.emplace_back(word, value);
      } else if (kListClasses.count(cls) != 0) {
        l.lists[cls].emplace_back(word, value);
      } else if (auto c = classes.find(cls); c != classes.end()) {
        if (needs_value.count(cls) != 0 && value.empty())
          throw std::logic_error("data/claim-lexicon.tsv: " + cls + " '" + word + "' needs a value");
        (l.*(c->second)).add(std::move(p));
      } else if (auto t = topic_names.find(cls); t != topic_names.end()) {
        if (value != "+" && value != "-" && value != "0" && value != "!")
          throw std::logic_error("data/claim-lexicon.tsv: topic word '" + word + "' has no polarity + - 0 or !");
        p.topic = t->second;
        l.topics.add(std::move(p));
      } else {
        throw std::logic_error("data/claim-lexicon.tsv: unknown class '" + cls + "'");
      }
    }
    for (const auto& [cls, rows] : l.lists) l.list_words.emplace(cls, LexiconWords(rows));
    // Longer spellings first, so "w/o" is read before "w/".
    std::sort(l.spelling_in_text.begin(), l.spelling_in_text.end(),
              [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    for (std::size_t e = 0; e < l.spelling_in_text.size(); ++e)
      l.spelling_by_first_byte[static_cast<unsigned char>(l.spelling_in_text[e].first[0])].push_back(e);
    return l;
  }();
  return lex;
}

bool word_matches(const std::string& pattern, const std::string& word) {
  if (!pattern.empty() && pattern.back() == '*') return word.starts_with(std::string_view(pattern).substr(0, pattern.size() - 1));
  return pattern == word;
}

// The number of tokens `p` spans at tokens[i], or 0.
std::size_t match_at(const std::vector<Token>& tokens, std::size_t i, const Phrase& p) {
  if (p.words.empty() || i + p.words.size() > tokens.size()) return 0;
  for (std::size_t k = 0; k < p.words.size(); ++k)
    if (!word_matches(p.words[k], tokens[i + k].text)) return 0;
  return p.words.size();
}

std::size_t match_any(const std::vector<Token>& tokens, std::size_t i, const PhraseIndex& index) {
  std::size_t best = 0;
  index.each_candidate(tokens[i], [&](const Phrase& p) { best = std::max(best, match_at(tokens, i, p)); });
  return best;
}

// --- tokens and clauses --------------------------------------------------------------------

std::string lowered(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(ascii::tolower(static_cast<unsigned char>(c)));
  for (std::string_view curly : {"\xE2\x80\x99", "\xE2\x80\x98"})
    for (std::size_t p = out.find(curly); p != std::string::npos; p = out.find(curly, p)) out.replace(p, 3, 1, '\'');
  return out;
}

bool is_clause_conjunction(std::string_view w) {
  return w == "but" || w == "while" || w == "whereas" || w == "although" || w == "though" || w == "yet" ||
         w == "so" || w == "however" || w == "then";
}

// A pictograph with no word in the lexicon ("👀 Read the license first", "🚀 C8 is live"):
// decoration, not a word, so it does not push the word after it off the clause's start. The
// emoji blocks only, with their joiners and variation selectors; letters of any script stay.
bool decoration_only(std::string_view w) {
  for (std::size_t i = 0; i < w.size();) {
    const auto [cp, bytes] = columns::code_point_at(w, i);
    if (cp < 0x80) return false;  // ASCII (a word, a number or a sign the tokeniser reads) or invalid
    const bool emoji = (cp >= 0x1F000 && cp <= 0x1FAFF) || (cp >= 0x2600 && cp <= 0x27BF) ||
                       (cp >= 0x2B00 && cp <= 0x2BFF) || cp == 0xFE0F || cp == 0x200D;
    if (!emoji) return false;
    i += bytes;
  }
  return !w.empty();
}

// "2026-10-05": a day written as the ISO date, one token.
bool is_iso_day(std::string_view w) {
  return w.size() == 10 && w[4] == '-' && w[7] == '-' &&
         std::all_of(w.begin(), w.end(), [](char c) { return c == '-' || ascii::isdigit(static_cast<unsigned char>(c)); });
}

// Tokens of the lowered sentence, with the clause each belongs to and the segment (split at
// ";" only) an attribution runs to.
void tokenise(const std::string& low, SentenceAnalysis& a, std::vector<std::size_t>& segment_of) {
  const Lexicon& lex = lexicon();
  std::size_t clause = 0, segment = 0, sentence_part = 0;
  bool boundary = false;
  std::size_t i = 0;
  while (i < low.size()) {
    bool spelled = false;
    for (const std::size_t e : lex.spelling_by_first_byte[static_cast<unsigned char>(low[i])]) {
      const auto& [from, to] = lex.spelling_in_text[e];
      if (low.compare(i, from.size(), from) != 0) continue;
      if (i > 0 && ascii::isalnum(static_cast<unsigned char>(low[i - 1])) && ascii::isalnum(static_cast<unsigned char>(from[0])))
        continue;
      if (boundary) ++clause, boundary = false;
      for (const auto& w : split_words(to)) {
        a.tokens.push_back({w, i});
        a.clause_of.push_back(clause);
        segment_of.push_back(segment);
        a.part_of.push_back(sentence_part);
      }
      i += from.size();
      spelled = true;
      break;
    }
    if (spelled) continue;
    const char c = low[i];
    if (!word_char(c) && !(c == '~')) {
      if (c == ';' || c == ':' || c == '(' || c == ')' || c == ',' || c == '?' || c == '!' || c == '[' || c == ']' ||
          c == '.')
        boundary = true;
      if (c == ';') ++segment;
      if (c == ';' || c == ':') ++sentence_part;
      ++i;
      continue;
    }
    std::size_t j = i;
    if (c == '~') {
      j = i + 1;
    } else {
      while (j < low.size()) {
        const char d = low[j];
        // "1,048,576", "121.6" and a ratio "2:1" are one word.
        const bool inner = (d == '.' || d == ',' || d == ':') && j > i && j + 1 < low.size() &&
                           ascii::isdigit(static_cast<unsigned char>(low[j - 1])) &&
                           ascii::isdigit(static_cast<unsigned char>(low[j + 1]));
        const bool hyphen = d == '-' && j > i && j + 1 < low.size() && word_char(low[j + 1]);
        // "text_read", "weight_pin": a field's name is one word, not the words it is made of.
        const bool underscore = d == '_' && j > i && j + 1 < low.size() && word_char(low[j + 1]);
        if (!word_char(d) && !inner && !hyphen && !underscore) break;
        ++j;
      }
    }
    std::string w = low.substr(i, j - i);
    // "memory-wise", "licence-wise": a viewpoint suffix; the sentence speaks of its stem.
    if (w.size() > 5 && w.ends_with("-wise")) w.resize(w.size() - 5);
    // ", but" and ", then" open one clause, not two.
    const bool opened = boundary;
    if (boundary) ++clause, boundary = false;
    // "not yet confirmed", "has yet to", "so far": an adverb after a negation, an auxiliary or
    // "so far" is no conjunction.
    const bool adverb = !a.tokens.empty() && ((w == "yet" && (a.tokens.back().text == "not" || a.tokens.back().text.ends_with("n't") ||
                                                              a.tokens.back().text == "has" || a.tokens.back().text == "have" ||
                                                              a.tokens.back().text == "as")) ||
                                              (w == "so" && j < low.size() && low.compare(j, 4, " far") == 0));
    if (is_clause_conjunction(w) && !a.tokens.empty() && !opened && !adverb) ++clause;
    auto add = [&](std::string part) {
      a.tokens.push_back({std::move(part), i});
      a.clause_of.push_back(clause);
      segment_of.push_back(segment);
      a.part_of.push_back(sentence_part);
    };
    // "2x128 GB": a count of figures, read as the count, "x" and the figure ("2 x 128 gb"), as
    // "2×128 GB" already is.
    if (const std::size_t x = w.find('x'); x != std::string::npos && x > 0 && x + 1 < w.size() &&
                                           std::all_of(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(x), ascii::isdigit) &&
                                           std::all_of(w.begin() + static_cast<std::ptrdiff_t>(x) + 1, w.end(),
                                                       [](unsigned char ch) { return ascii::isdigit(ch) || ch == '.'; }) &&
                                           ascii::isdigit(static_cast<unsigned char>(w[x + 1]))) {
      add(w.substr(0, x));
      add("x");
      add(w.substr(x + 1));
    } else if (auto s = lex.spelling.find(w); s != lex.spelling.end()) {
      for (const auto& part : s->second) add(part);
    } else if (!decoration_only(w)) {
      add(std::move(w));
    }
    i = j;
  }
}

// --- numbers -------------------------------------------------------------------------------

// The words that count nodes ("3 Sparks", "two nodes").
constexpr std::string_view kNodeNouns[] = {"node", "nodes", "spark", "sparks", "machine", "machines",
                                           "box", "boxes", "host", "hosts", "server", "servers"};

QuantityUnit unit_of(std::string_view w) {
  static constexpr std::string_view kBytes[] = {"b",   "kb",  "mb",  "gb",  "tb",  "kib", "mib",  "gib", "tib",
                                                "gbs", "tbs", "gibs", "mbs", "g",  "gig", "gigs", "gigabyte",
                                                "gigabytes", "terabyte", "terabytes", "megabytes", "gibibytes",
                                                "tebibytes", "bytes", "pool", "pools"};
  static constexpr std::string_view kRuns[] = {"run", "runs", "pass", "passes", "trial", "trials", "repetition",
                                               "repetitions", "repeats", "iterations", "times", "session", "sessions",
                                               "sweeps", "attempts"};
  if (w == "%" || w == "percent" || w == "per cent") return QuantityUnit::percent;
  if (std::find(std::begin(kBytes), std::end(kBytes), w) != std::end(kBytes)) return QuantityUnit::bytes;
  if (std::find(std::begin(kRuns), std::end(kRuns), w) != std::end(kRuns)) return QuantityUnit::runs;
  if (std::find(std::begin(kNodeNouns), std::end(kNodeNouns), w) != std::end(kNodeNouns)) return QuantityUnit::nodes;
  return QuantityUnit::none;
}

void read_quantities(SentenceAnalysis& a) {
  // The words number_at reads: tokens split at hyphens and at a digit-to-letter change
  // ("256gbs" is "256" "gbs", "fifty-six" is "fifty" "six"), each with its token.
  std::vector<std::string> words;
  std::vector<std::size_t> token_of;
  for (std::size_t t = 0; t < a.tokens.size(); ++t) {
    const std::string& w = a.tokens[t].text;
    // "the 2026-09-30 session": a date is no count (its "30" is no 30 sessions).
    if (is_iso_day(w)) continue;
    std::size_t start = 0;
    for (std::size_t k = 0; k <= w.size(); ++k) {
      const bool end = k == w.size() || w[k] == '-';
      const bool split_unit = k > start && k < w.size() && ascii::isdigit(static_cast<unsigned char>(w[k - 1])) &&
                              (ascii::isalpha(static_cast<unsigned char>(w[k])) || w[k] == '%') &&
                              !(w[k] == 'x' && k + 1 == w.size());
      if (end || split_unit) {
        if (k > start) words.push_back(w.substr(start, k - start)), token_of.push_back(t);
        start = end ? k + 1 : k;
      }
    }
  }
  for (std::size_t i = 0; i < words.size();) {
    // A ratio "2:1", "3:2": one figure as a multiple of another.
    if (const std::size_t colon = words[i].find(':'); colon != std::string::npos) {
      const std::string left = words[i].substr(0, colon), right = words[i].substr(colon + 1);
      auto digits = [](const std::string& x) {
        return !x.empty() && x.size() <= 6 && std::all_of(x.begin(), x.end(), [](char c) { return ascii::isdigit(static_cast<unsigned char>(c)) || c == '.'; });
      };
      if (digits(left) && digits(right) && std::stod(right) > 0) {
        Quantity q;
        q.value = q.upper = std::stod(left) / std::stod(right);
        q.form = NumberForm::multiplier;
        q.unit = QuantityUnit::multiplier;
        q.unit_word = "ratio";
        q.first = q.last = token_of[i];
        a.quantities.push_back(q);
      }
      ++i;
      continue;
    }
    auto n = number_at(words, i);
    // "a" alone reads as nothing; a lone "one" names no figure ("one pool").
    if (!n) {
      ++i;
      continue;
    }
    Quantity q;
    q.value = q.upper = n->value;
    q.form = n->form;
    q.first = token_of[i];
    std::size_t k = i + n->words;
    if (i > 0 && approximates(words[i - 1])) q.approximate = true;
    if (n->form == NumberForm::multiplier) q.unit = QuantityUnit::multiplier, q.unit_word = "x";
    // "three to one", "3 to 1": a ratio, the first figure as a multiple of the second.
    if (n->form == NumberForm::count && n->value > 1 && k + 1 < words.size() && words[k] == "to" &&
        (words[k + 1] == "one" || words[k + 1] == "1") && (k + 2 >= words.size() || unit_of(words[k + 2]) == QuantityUnit::none)) {
      q.form = NumberForm::multiplier;
      q.unit = QuantityUnit::multiplier;
      q.unit_word = "ratio";
      k += 2;
    }
    // "12 to 16 GB", "12-16 GB", "between 12 and 16 GB": a range, then its unit.
    if (n->form == NumberForm::count && k + 1 < words.size() && (words[k] == "to" || words[k] == "and"))
      if (auto m = number_at(words, k + 1); m && m->form == NumberForm::count && m->value > n->value) {
        q.upper = m->value;
        k += 1 + m->words;
      }
    // "165 billion bytes", "one hundred sixty-five billion bytes": a scale word before "bytes"
    // multiplies the count ("321 billion parameters" is no byte figure and stays a count).
    if (q.unit == QuantityUnit::none && n->form == NumberForm::count && k + 1 < words.size() &&
        (words[k] == "thousand" || words[k] == "million" || words[k] == "billion" || words[k] == "trillion") &&
        unit_of(words[k + 1]) == QuantityUnit::bytes) {
      const double scale = words[k] == "thousand" ? 1e3 : *scale_word(words[k]);
      q.value *= scale;
      q.upper *= scale;
      ++k;
    }
    if (q.unit == QuantityUnit::none && k < words.size()) {
      std::string unit = words[k];
      if (unit == "per" && k + 1 < words.size() && words[k + 1] == "cent") unit = "percent", ++k;
      // "3 DGX Sparks", "two more runs", "three separate runs": one word that describes nodes
      // or runs between a count and its unit (lexicon node-describer, run-describer).
      QuantityUnit u = unit_of(unit);
      static const LexiconWords& node_describers = lexicon_words("node-describer");
      static const LexiconWords& run_describers = lexicon_words("run-describer");
      if (u == QuantityUnit::none && k + 1 < words.size()) {
        const QuantityUnit v = unit_of(words[k + 1]);
        if ((v == QuantityUnit::nodes && node_describers.contains(unit)) ||
            (v == QuantityUnit::runs && run_describers.contains(unit) && words[k + 1] != "times"))
          u = v, unit = words[++k];
      }
      // "three back-to-back runs": a hyphenated describer is one token but several words here.
      if (u == QuantityUnit::none) {
        const std::string& whole = a.tokens[token_of[k]].text;
        std::size_t after = k;
        while (after < words.size() && token_of[after] == token_of[k]) ++after;
        if (after > k + 1 && after < words.size()) {
          const QuantityUnit v = unit_of(words[after]);
          if ((v == QuantityUnit::nodes && node_describers.contains(whole)) ||
              (v == QuantityUnit::runs && run_describers.contains(whole) && words[after] != "times"))
            u = v, unit = words[after], k = after;
        }
      }
      if (u != QuantityUnit::none && !(n->form == NumberForm::fraction && u != QuantityUnit::bytes)) {
        q.unit = u;
        q.unit_word = unit;
        ++k;
      }
    }
    if (n->form == NumberForm::fraction && q.unit == QuantityUnit::none) q.unit = QuantityUnit::none;
    q.last = token_of[k - 1];
    a.quantities.push_back(q);
    i = k;
  }
}

// --- negation, modality, voice -----------------------------------------------------------

bool is_copula(std::string_view w) {
  return w == "is" || w == "are" || w == "was" || w == "were" || w == "isn't" || w == "aren't" || w == "wasn't" ||
         w == "weren't" || w == "remains" || w == "remained" || w == "stays" || w == "stayed";
}

// An auxiliary or modal that carries a clause's verb ("can", "must", "does"): where the phrase
// of a "without" before it ends.
bool is_modal_or_auxiliary(std::string_view w) {
  static constexpr std::string_view kWords[] = {"can", "cannot", "could", "may", "might", "must", "shall", "should",
                                                "will", "would", "does", "do", "did", "has", "have", "had"};
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

// The clause [i, k) continues a list that a denied "that" clause before it opened: the clause
// before ends in "that" and at most three words with no verb ("... not confirm that the
// weights"), and this one joins its items with "and" or "or" within its first three words
// ("KV and drafter fit").
bool denied_that_list_runs_on(const SentenceAnalysis& a, const std::vector<int>& count, std::size_t i, std::size_t k) {
  std::size_t that = i;
  for (std::size_t j = i; j > 0 && a.clause_of[j - 1] == a.clause_of[i - 1]; --j)
    if (a.tokens[j - 1].text == "that") {
      that = j - 1;
      break;
    }
  if (that == i || count[that] % 2 == 0 || i - that - 1 > 3 || i - that - 1 == 0) return false;
  for (std::size_t j = that + 1; j < i; ++j)
    if (is_copula(a.tokens[j].text) || is_modal_or_auxiliary(a.tokens[j].text)) return false;
  for (std::size_t j = i; j < k && j < i + 3; ++j)
    if (a.tokens[j].text == "and" || a.tokens[j].text == "or") return true;
  return false;
}

void read_negation(SentenceAnalysis& a) {
  const Lexicon& lex = lexicon();
  const std::size_t n = a.tokens.size();
  std::vector<int> count(n, 0);
  std::vector<bool> denied_as_subject(n, false);  // by a predicate clause after it (below)
  a.negation_word.assign(n, false);
  // A sentential that is a negator too ("nothing") denies the rest only where a negator of
  // its clause follows it ("There is nothing in these terms that would not allow ..."); alone
  // ("Nothing was swapped out, so the profile fits") it is an ordinary negator.
  const auto denies_a_denial = [&](std::size_t i, std::size_t len) {
    if (!is_negator_word(a.tokens[i].text)) return true;
    for (std::size_t k = i + len; k < n && a.clause_of[k] == a.clause_of[i]; ++k)
      if (is_negator_word(a.tokens[k].text)) return true;
    return false;
  };
  for (std::size_t i = a.rhetorical ? 1 : 0; i < n;) {
    if (std::size_t len = match_any(a.tokens, i, lex.sententials); len != 0 && denies_a_denial(i, len)) {
      // The rest of the sentence, to a ':' or ';' that opens what the author says instead.
      for (std::size_t k = i + len; k < n && a.part_of[k] == a.part_of[i]; ++k) ++count[k];
      for (std::size_t k = i; k < i + len; ++k) a.negation_word[k] = true;
      i += len;
      continue;
    }
    // "Not only X, but Y" denies neither.
    if (not_only_but_at(a.tokens, i)) {
      i += 2;
      continue;
    }
    if (std::size_t len = match_any(a.tokens, i, lex.negators)) {
      const std::size_t clause = a.clause_of[i];
      // "a fit is not claimed": a denial verb after the negator denies its whole clause.
      std::size_t from = i + len;
      // "is not yet confirmed", "has not been shown": the verb after an adverb or auxiliary.
      std::size_t verb = from;
      while (verb < n && verb < from + 2 && a.clause_of[verb] == clause &&
             (a.tokens[verb].text == "yet" || a.tokens[verb].text == "been" || a.tokens[verb].text == "be"))
        ++verb;
      // "Its bytes, and any headroom for eight slots, were not published": a clause that is only
      // the predicate (its copula first) denies the subject the commas set apart before it.
      std::size_t subject_from = n;
      // "The four-node setup is untested": a negator that is itself the participle after the
      // copula ("untested", "unvalidated") denies its clause, subject included.
      const bool participle = len == 1 && i > 0 && a.clause_of[i - 1] == clause && is_copula(a.tokens[i - 1].text) &&
                              a.tokens[i].text.starts_with("un");
      if (participle)
        while (from > 0 && a.clause_of[from - 1] == clause) --from;
      else if (verb < n && a.clause_of[verb] == clause &&
          (match_any(a.tokens, verb, lex.denial_verbs) || match_any(a.tokens, verb, lex.existence_verbs))) {
        // Back to the clause's start, or to the report verb whose object it is ("The README says
        // the bake-off was not rerun" denies the rerun, not the saying).
        while (from > 0 && a.clause_of[from - 1] == clause && match_any(a.tokens, from - 1, lex.reports) == 0) --from;
        if (from + 1 == i && from > 0 && is_copula(a.tokens[from].text) && a.part_of[from - 1] == a.part_of[from]) {
          subject_from = from;
          while (subject_from > 0 && a.part_of[subject_from - 1] == a.part_of[from]) --subject_from;
          for (std::size_t k = subject_from; k < from; ++k) {
            ++count[k];
            denied_as_subject[k] = true;
          }
        }
      }
      // "neither a byte count nor a fit": "nor" carries the clause's negation on to what
      // follows it; it does not turn it back. So does a negator that opens the next item of a
      // list inside a denial ("not a KV size and not headroom left after a fit").
      const bool coordinated = i > 0 && a.clause_of[i - 1] == clause && count[i] % 2 == 1 &&
                               (a.tokens[i - 1].text == "and" || a.tokens[i - 1].text == "or");
      bool continues = a.tokens[i].text == "nor" || coordinated;
      if (continues && !coordinated) {
        continues = false;
        for (std::size_t k = i; k > 0 && a.clause_of[k - 1] == clause; --k) continues |= a.negation_word[k - 1];
      }
      // "Paid use without a licence review is not allowed": "without" governs its own phrase,
      // up to the verb of the clause, not the predicate that judges the whole subject.
      const bool without = len == 1 && a.tokens[i].text == "without";
      if (!continues)
        for (std::size_t k = from; k < n && a.clause_of[k] == clause; ++k) {
          if (without && k > i && (is_copula(a.tokens[k].text) || is_modal_or_auxiliary(a.tokens[k].text))) break;
          if (k < i || k >= i + len) ++count[k];
        }
      for (std::size_t k = i; k < i + len; ++k) a.negation_word[k] = true;
      i += len;
      continue;
    }
    ++i;
  }
  // "does not claim a memory fit, a deployment, or a commercial recommendation": the items of a
  // list after a negated object are objects of the same negation. An item is a short clause
  // that opens with a determiner (after "or", "and" or "nor") and has no verb of its own.
  for (std::size_t i = 1; i < n; ++i) {
    if (a.clause_of[i - 1] == a.clause_of[i] || count[i - 1] % 2 == 0 || a.part_of[i - 1] != a.part_of[i] ||
        denied_as_subject[i])  // already denied with the subject it belongs to
      continue;
    std::size_t k = i;
    while (k < n && a.clause_of[k] == a.clause_of[i]) ++k;  // [i, k) is the next clause
    std::size_t first = i;
    if (a.tokens[first].text == "nor") continue;  // "nor" carries the negation on by itself
    if (a.tokens[first].text == "or" || a.tokens[first].text == "and") ++first;
    // "does not confirm that the weights, KV and drafter fit": a denied "that" clause whose
    // subject is a list runs on past the comma to the list's last items and their verb.
    else if (denied_that_list_runs_on(a, count, i, k)) {
      for (std::size_t j = i; j < k; ++j) ++count[j];
      continue;
    }
    // The last item of a list has its "or" or "and": a last clause without one is the main
    // clause after an opening phrase ("With no drafter in the path, a commercial recommendation
    // stands"), not an item.
    else if (k == n || a.part_of[k] != a.part_of[i]) continue;
    static constexpr std::string_view kDeterminers[] = {"a", "an", "any", "the", "its", "their"};
    // "Nothing here claims the weights are usable, that the model fits, or that anything was
    // deployed": after a denied report verb, each "that" clause is another denied object, verb
    // and all.
    if (a.tokens[first].text == "that" && first + 1 < k) {
      bool denied_report = false;
      for (std::size_t j = i; j > 0 && a.part_of[j - 1] == a.part_of[i] && !denied_report; --j)
        denied_report = count[j - 1] % 2 == 1 && match_any(a.tokens, j - 1, lex.reports) != 0;
      if (denied_report) {
        for (std::size_t j = i; j < k; ++j) ++count[j];
        continue;
      }
    }
    bool item = first < k && k - i <= 7 &&
                std::find(std::begin(kDeterminers), std::end(kDeterminers), a.tokens[first].text) != std::end(kDeterminers);
    for (std::size_t j = first; j < k && item; ++j)  // an item with its own negator keeps its own
      item = !is_copula(a.tokens[j].text) && !is_modal_or_auxiliary(a.tokens[j].text) && !a.negation_word[j];
    if (!item) continue;
    for (std::size_t j = i; j < k; ++j) ++count[j];
  }
  // "The worry that the cache won't fit is unfounded": a predicate that dismisses its subject
  // (lexicon class dismissal) after a copula denies everything before the copula in its part.
  for (std::size_t i = 1; i < n; ++i) {
    if (!is_copula(a.tokens[i - 1].text) || !match_any(a.tokens, i, lex.dismissals)) continue;
    for (std::size_t k = i - 1; k > 0 && a.part_of[k - 1] == a.part_of[i]; --k) ++count[k - 1];
    a.negation_word[i] = true;
  }
  // "Memory fit claimed: false", "headroom: unknown": a clause that is only a denial denies
  // the clause before it.
  static constexpr std::string_view kDenialValues[] = {"false", "no", "none", "unknown", "not", "never", "n/a"};
  for (std::size_t i = 1; i < n; ++i) {
    const std::size_t c = a.clause_of[i];
    const bool alone = a.clause_of[i - 1] != c && (i + 1 == n || a.clause_of[i + 1] != c);
    // "memory fit (not claimed)": a negator and a denial verb alone are a denial value too.
    const bool denied_participle = a.clause_of[i - 1] != c && i + 1 < n && a.clause_of[i + 1] == c &&
                                   (i + 2 == n || a.clause_of[i + 2] != c) && a.negation_word[i] &&
                                   match_any(a.tokens, i + 1, lex.denial_verbs) != 0;
    if (!denied_participle &&
        (!alone || std::find(std::begin(kDenialValues), std::end(kDenialValues), a.tokens[i].text) == std::end(kDenialValues)))
      continue;
    for (std::size_t k = i; k > 0 && a.clause_of[k - 1] == c - 1; --k) ++count[k - 1];
  }
  a.negated.resize(n);
  for (std::size_t k = 0; k < n; ++k) a.negated[k] = count[k] % 2 == 1;
}

// "seriously", "honestly", "really": an adverb of how a thing is said, between a modal and its
// verb.
bool is_manner_adverb(std::string_view w) {
  return (w.size() > 4 && w.ends_with("ly") && w != "only" && w != "family" && w != "early") || w == "ever" ||
         w == "even";
}

// "No one would deny it fits", "nobody could dispute the headroom": a modal between a
// negative subject and a verb of denying is rhetoric that asserts what it denies nobody
// denies, not a condition. True for such a modal at token i.
bool rhetorical_denial(const SentenceAnalysis& a, std::size_t i) {
  const std::string_view w = a.tokens[i].text;
  if ((w != "would" && w != "could") || i == 0 || i + 1 >= a.tokens.size()) return false;
  // "It would be wrong to call the weights unpinned": the modal carries a sentential denial.
  if (a.tokens[i + 1].text == "be" && i + 2 < a.tokens.size() && match_any(a.tokens, i + 2, lexicon().sententials)) return true;
  static const LexiconWords& denying_verbs = lexicon_words("denying-verb");
  // "Nobody who ran it could say it does not fit": a report no one could make is denied, so
  // what it would report is read with that denial (two negations assert), as "nobody would
  // deny" is. An adverb may stand between ("nobody could seriously say").
  std::size_t verb = i + 1;
  while (verb + 1 < a.tokens.size() && is_manner_adverb(a.tokens[verb].text)) ++verb;
  static const LexiconWords& judging_verbs = lexicon_words("judging-verb");
  if (!denying_verbs.contains(a.tokens[verb].text) && !judging_verbs.contains(a.tokens[verb].text) &&
      match_any(a.tokens, verb, lexicon().reports) == 0)
    return false;
  const std::size_t clause = a.clause_of[i];
  for (std::size_t k = i; k > 0 && a.clause_of[k - 1] == clause; --k) {
    const std::string_view s = a.tokens[k - 1].text;
    if (s == "nobody" || s == "none" || s == "no-one" || (s == "one" && k >= 2 && a.tokens[k - 2].text == "no")) return true;
  }
  return false;
}

// "There is no reason to doubt that it would fit", "nobody doubts the weights would fit": a
// modal in what a denied doubt (or dispute, or denial) governs is what the sentence is sure of,
// not a supposition. True for such a modal at token i.
bool modal_under_denied_doubt(const SentenceAnalysis& a, std::size_t i) {
  const std::string_view w = a.tokens[i].text;
  if (w != "would" && w != "could" && w != "will") return false;
  for (std::size_t k = i; k > 0 && a.part_of[k - 1] == a.part_of[i]; --k) {
    const std::string_view s = a.tokens[k - 1].text;
    if ((s.starts_with("doubt") || s.starts_with("disput") || s.starts_with("den")) && a.negation_word[k - 1] &&
        a.negated[k - 1])
      return true;
  }
  return false;
}

// "None of its parts carries terms that would stand in the way": a modal that opens a relative
// clause of a negated head ("no term that would", "nothing which could") says what the head
// denies exists; it supposes nothing. True for such a modal at token i.
bool negated_relative_modal(const SentenceAnalysis& a, std::size_t i) {
  const std::string_view w = a.tokens[i].text;
  if ((w != "would" && w != "could" && w != "might") || i == 0) return false;
  const std::string_view before = a.tokens[i - 1].text;
  // "no part of this stack whose license would not allow it": "whose" and its noun, a word or
  // two before the modal, open the relative clause too.
  std::size_t opener = i - 1;
  if (before != "that" && before != "which" && before != "who") {
    while (opener > 0 && opener + 3 > i && a.clause_of[opener] == a.clause_of[i] && a.tokens[opener].text != "whose") --opener;
    if (a.tokens[opener].text != "whose" || opener + 1 == i) return false;
  }
  for (std::size_t k = opener + 1; k > 0 && a.clause_of[k - 1] == a.clause_of[i]; --k)
    if (a.negation_word[k - 1]) return true;
  return false;
}

// "Not that the non-commercial clause would stop a paid product", "it's not as if a license
// could block it": a modal after a dismissal that opens its clause says the thing would not
// happen; it supposes nothing. True for such a modal at token i.
bool dismissed_modal(const SentenceAnalysis& a, std::size_t i) {
  const std::string_view w = a.tokens[i].text;
  if (w != "would" && w != "could" && w != "might") return false;
  std::size_t start = i;
  while (start > 0 && a.clause_of[start - 1] == a.clause_of[i]) --start;
  auto at = [&](std::size_t k) -> std::string_view { return k < i ? std::string_view(a.tokens[k].text) : ""; };
  if (at(start) == "it's" || at(start) == "it" || at(start) == "its") start += at(start) == "it" && at(start + 1) == "is" ? 2 : 1;
  return at(start) == "not" && (at(start + 1) == "that" || (at(start + 1) == "as" && (at(start + 2) == "if" || at(start + 2) == "though")));
}

bool clause_start(const SentenceAnalysis& a, std::size_t i) {
  if (i == 0) return true;
  if (a.clause_of[i - 1] != a.clause_of[i]) return true;
  // "and if ...", "but should ...": a conjunction before still starts the clause.
  return i >= 1 && (a.tokens[i - 1].text == "and" || a.tokens[i - 1].text == "but" || a.tokens[i - 1].text == "so") &&
         (i == 1 || a.clause_of[i - 2] != a.clause_of[i - 1]);
}

// "It would not be untrue to say that ...", "it would be fair to say": a modal that only
// softens the catalog's own statement of what follows supposes nothing. True for such a
// modal at token i.
bool softened_assertion(const SentenceAnalysis& a, std::size_t i) {
  const std::string_view w = a.tokens[i].text;
  if (w != "would" && w != "could" && w != "might") return false;
  static constexpr std::string_view kJudgements[] = {"true", "untrue", "fair", "accurate", "right", "wrong", "safe",
                                                     "correct", "incorrect", "false", "exaggeration", "overstatement",
                                                     "understatement", "stretch"};
  std::size_t k = i + 1;
  auto at = [&](std::size_t j) -> std::string_view { return j < a.tokens.size() ? std::string_view(a.tokens[j].text) : ""; };
  if (at(k) == "not") ++k;
  if (at(k) != "be") return false;
  ++k;
  if (at(k) == "an" || at(k) == "a" || at(k) == "no") ++k;
  if (std::find(std::begin(kJudgements), std::end(kJudgements), at(k)) == std::end(kJudgements)) return false;
  return at(k + 1) == "to" && (at(k + 2) == "say" || at(k + 2) == "claim" || at(k + 2) == "state" || at(k + 2) == "write");
}

// "For commercial use, leave DRAFTER empty": a clause with no verb of its own that opens the
// sentence ("For commercial use", "Before serving") is the purpose or time of the order after
// it, and orders nothing asserted. Marks it as the order's.
void fronted_purpose_of_order(SentenceAnalysis& a) {
  const std::size_t n = a.tokens.size();
  static constexpr std::string_view kOpeners[] = {"for", "before", "after", "to", "prior"};
  if (n == 0 || a.clause_of[0] != 0 ||
      std::find(std::begin(kOpeners), std::end(kOpeners), a.tokens[0].text) == std::end(kOpeners))
    return;
  std::size_t next = 0;
  while (next < n && a.clause_of[next] == 0) ++next;
  if (next == n || next > 6 || a.modality[next] != Modality::instruction) return;
  for (std::size_t k = 0; k < next; ++k) {
    if (is_copula(a.tokens[k].text)) return;  // "For sale, it is fine": a clause of its own
    if (a.modality[k] == Modality::assertion) a.modality[k] = Modality::instruction;
  }
}

// "v2 (planned): three runs per arm", "Next run (proposed): ...": a label of at most three words
// before the sentence's first colon, one of them a plan's word, makes what follows a plan.
bool plan_labelled(const SentenceAnalysis& a) {
  static const LexiconWords& plan_words = lexicon_words("plan-label");
  const std::size_t n = a.tokens.size();
  std::size_t label = 0;
  while (label < n && a.part_of[label] == a.part_of[0]) ++label;
  if (label == 0 || label > 3 || label == n) return false;
  for (std::size_t k = 0; k < label; ++k)
    if (plan_words.contains(a.tokens[k].text)) return true;
  return false;
}

// "Unless the license changes", "unless LimeChain says otherwise", "unless the terms are
// revised": an exception that only a change of what holds now would meet (lexicon
// status-quo-change, in the clause "unless" opens).
bool status_quo_change_follows(const SentenceAnalysis& a, std::size_t i) {
  static const LexiconWords& changes = lexicon_words("status-quo-change");
  for (std::size_t k = i + 1; k < a.tokens.size() && a.clause_of[k] == a.clause_of[i]; ++k)
    if (changes.contains(a.tokens[k].text)) return true;
  return false;
}

// "If the drafter revision is pinned, this profile is fine for commercial use": a fronted
// condition with no word that could settle commercial use (lexicon license-condition: the
// license read or allowing it, the blocking part dropped) before a clause that speaks of
// commercial use. Meeting the condition changes nothing the verdict rests on, so the
// consequent is said as things stand.
bool condition_blind_to_license(const SentenceAnalysis& a, std::size_t i) {
  static const LexiconWords& settles = lexicon_words("license-condition");
  const std::size_t clause = a.clause_of[i];
  bool commercial_after = false;
  for (std::size_t k = i; k < a.tokens.size(); ++k) {
    if (a.clause_of[k] == clause && settles.contains(a.tokens[k].text)) return false;
    if (a.clause_of[k] == clause + 1)
      lexicon().topics.each_candidate(a.tokens[k], [&](const Phrase& p) {
        commercial_after |= p.topic == Topic::commercial && p.value != "!" && match_at(a.tokens, k, p) != 0;
      });
  }
  return commercial_after;
}

// "Once both Sparks are cabled, all 8 slots sit in memory", "If you run this C8 profile on the
// two cabled Sparks, memory is sufficient": a fronted condition made only of words of the
// deployment as the profile describes it (lexicon setup-word: its nodes, their cabling, the
// READY gate, this profile) before a consequent with no modal. The profile's own setup meets
// it, so the consequent is said as things stand; a condition on anything else ("once KV bytes
// are published") or a consequent that supposes ("would fit") stays a supposition.
bool condition_already_met(const SentenceAnalysis& a, std::size_t i) {
  static const LexiconWords& setup = lexicon_words("setup-word");
  const std::size_t clause = a.clause_of[i];
  bool consequent = false;
  for (std::size_t k = i + 1; k < a.tokens.size(); ++k) {
    const std::string& w = a.tokens[k].text;
    const bool number = !w.empty() && (std::all_of(w.begin(), w.end(), [](char c) { return ascii::isdigit(c); }) ||
                                       cardinal_word(w).has_value());
    if (a.clause_of[k] == clause && !setup.contains(w) && !number) return false;
    if (a.clause_of[k] == clause + 1) {
      if (w == "would" || w == "could" || w == "might" || w == "may") return false;
      consequent = true;
    }
  }
  return consequent;
}

// "Read at kit commit 5624dfc.", "Re-run here on 2026-10-05.": a verb whose past participle is
// its bare form (lexicon class participle-verb), right before a place word and with a commit or
// a day in its clause, reports what was done there and then, as a note's "[It was] read at ..."
// does; "Read the license first" and "Rerun on our pair" stay orders.
bool participle_opening(const SentenceAnalysis& a, std::size_t i) {
  static const LexiconWords& participles = lexicon_words("participle-verb");
  const std::size_t n = a.tokens.size();
  if (i + 1 >= n || !participles.contains(a.tokens[i].text)) return false;
  static const LexiconWords& places = lexicon_words("participle-place");
  const std::string_view next = a.tokens[i + 1].text;
  if (!places.contains(next)) return false;
  if (next == "at" && i + 2 < n && (a.tokens[i + 2].text == "least" || a.tokens[i + 2].text == "most")) return false;
  for (std::size_t k = i + 1; k < n && a.clause_of[k] == a.clause_of[i]; ++k)
    if (is_hash_word(a.tokens[k].text) || is_iso_day(a.tokens[k].text)) return true;
  return false;
}

void read_modality(SentenceAnalysis& a) {
  const Lexicon& lex = lexicon();
  const std::size_t n = a.tokens.size();
  a.modality.assign(n, a.question ? Modality::question : Modality::assertion);
  if (a.question) {
    // "Why settle for vLLM when TensorFold is 2.7x faster?": a why-question's "when" clause is
    // its premise, asserted, not asked.
    // "Who needs a weight hash when this revision already freezes every byte?" likewise.
    if (n > 1 && (a.tokens[0].text == "why" || (a.tokens[0].text == "who" && a.tokens[1].text == "needs")))
      for (std::size_t k = 1; k + 1 < n; ++k)
        if (a.tokens[k].text == "when") {
          for (std::size_t j = k + 1; j < n; ++j) a.modality[j] = Modality::assertion;
          break;
        }
    return;
  }
  auto mark = [&](std::size_t from, std::size_t clause_end_of, Modality m) {
    for (std::size_t k = from; k < n && a.clause_of[k] <= clause_end_of; ++k)
      if (a.modality[k] == Modality::assertion) a.modality[k] = m;
  };
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t clause = a.clause_of[i];
    const bool start = clause_start(a, i);
    // "TODO (OPS-40): rerun the cell on our pair": a label opening the sentence makes all of
    // it a plan.
    static const LexiconWords& colon_labels = lexicon_words("colon-label");
    const bool colon_label = i == 0 && n > 1 && colon_labels.contains(a.tokens[0].text) && a.part_of[1] != a.part_of[0];
    if (i == 0 && (colon_label || plan_labelled(a) || match_any(a.tokens, i, lex.instruction_labels))) {
      mark(0, a.clause_of[n - 1], Modality::instruction);
      break;
    }
    // "A repeat of three runs per arm is the next step": a plan named by its predicate makes
    // the subject before the copula a plan too.
    if (i > 0 && is_copula(a.tokens[i - 1].text) && match_any(a.tokens, i, lex.plan_predicates)) {
      std::size_t from = i - 1;
      while (from > 0 && a.part_of[from - 1] == a.part_of[i]) --from;
      for (std::size_t k = from; k < n && a.part_of[k] == a.part_of[i]; ++k)
        if (a.modality[k] == Modality::assertion) a.modality[k] = Modality::instruction;
    }
    if (start && match_any(a.tokens, i, lex.instructions) && !participle_opening(a, i)) {
      mark(i, clause, Modality::instruction);
      // "Leave it out and nothing stands in the way of a paid pilot": an order, then "and" and
      // a clause of its own subject, is a promise of what follows the order; that consequence
      // is asserted.
      static const LexiconWords& subjects = lexicon_words("consequence-subject");
      for (std::size_t k = i + 1; k + 1 < n && a.clause_of[k] == clause; ++k)
        if (a.tokens[k].text == "and" && subjects.contains(a.tokens[k + 1].text)) {
          for (std::size_t j = k + 1; j < n && a.clause_of[j] == clause; ++j)
            if (a.modality[j] == Modality::instruction) a.modality[j] = Modality::assertion;
          break;
        }
      continue;
    }
    const bool plan = (a.tokens[i].text == "we" || a.tokens[i].text == "i") && match_any(a.tokens, i, lex.instructions);
    if (plan) mark(i, clause, Modality::instruction);
    // "No figure shows which engine is the stronger one": the embedded question asserts nothing.
    if (match_any(a.tokens, i, lex.indirect_questions)) mark(i, clause, Modality::question);
    // "Which engine is fastest cannot be read from this table": a sentence that opens with
    // "which" and is no question is an embedded question as its subject.
    if (i == 0 && a.tokens[i].text == "which") mark(i, clause, Modality::question);
    // "Should the licence allow it" supposes; "Should comfortably fit" expects, and asserts:
    // an inverted condition has its subject next, never an adverb or a bare verb.
    auto inverted = [&] {
      if (i + 1 >= n) return false;
      static constexpr std::string_view kVerbs[] = {"be", "fit", "run", "work", "hold", "serve", "handle", "load", "stay"};
      const std::string_view next = a.tokens[i + 1].text;
      // "..., were not published": a clause that opens with its copula and a negator is a
      // predicate ("Were it not for ..." has its subject next).
      if (next == "not" || next == "never") return false;
      // "Once loaded, the weights take ...": a time, not a condition; the consequent holds.
      if (a.tokens[i].text == "once" && (next.ends_with("ed") || next.ends_with("en") || next == "up" || next == "running" ||
                                          next == "ready" || next == "live" || next == "warm" || next == "serving"))
        return false;
      return !next.ends_with("ly") && std::find(std::begin(kVerbs), std::end(kVerbs), next) == std::end(kVerbs);
    };
    const bool at_start = start && match_any(a.tokens, i, lex.hypothetical_starts) && inverted();
    if ((at_start || match_any(a.tokens, i, lex.hypotheticals)) && !rhetorical_denial(a, i) && !negated_relative_modal(a, i) &&
        !modal_under_denied_doubt(a, i) && !dismissed_modal(a, i) && !softened_assertion(a, i))
      // "If X, Y": a condition at the start of its clause holds its consequent too, with the
      // clauses "then" continues it by ("Should it be published, it may then be verified").
      {
        std::size_t end = start ? clause + 1 : clause;
        // "Unless the drafter license changes, commercial use is approved", "Unless someone
        // insists on the drafter, nothing stands between it and a launch": an exception holds
        // its consequent as the default, said as things stand.
        if (start && a.tokens[i].text == "unless") end = clause;
        // "..., unless you ship under the kit's Apache-2.0, which already covers this
        // checkpoint": a relative clause after a condition that is not the sentence's first
        // says what holds of its noun, not what is supposed.
        if (start && end == clause + 1 && a.clause_of[0] != clause)
          for (std::size_t k = i; k < n; ++k)
            if (a.clause_of[k] == end && (a.clause_of[k - 1] != end)) {
              if (a.tokens[k].text == "which") end = clause;
              break;
            }
        if (start && (a.tokens[i].text == "if" || a.tokens[i].text == "once" || a.tokens[i].text == "provided") &&
            (condition_blind_to_license(a, i) || condition_already_met(a, i)))
          end = clause;
        if (start)
          for (std::size_t k = i; k < n; ++k)
            if (a.clause_of[k] == end + 1 && (k == 0 || a.clause_of[k - 1] != end + 1)) {
              if (a.tokens[k].text != "then") break;
              ++end;
            }
        // A modal inside its clause ("a fit could be checked") supposes its subject too: from
        // the clause's start, or from the last conjunction before the modal ("the weights fit
        // and the cache could grow" supposes only the cache).
        std::size_t from = i;
        if (!start && !a.tokens[i].text.empty() && match_any(a.tokens, i, lex.hypotheticals) &&
            (a.tokens[i].text == "could" || a.tokens[i].text == "would" || a.tokens[i].text == "might" ||
             a.tokens[i].text == "may"))
          while (from > 0 && a.clause_of[from - 1] == clause && a.tokens[from - 1].text != "and" &&
                 a.tokens[from - 1].text != "or" && a.tokens[from - 1].text != "that")
            --from;
        mark(from, end, Modality::hypothetical);
      }
  }
  fronted_purpose_of_order(a);
}

// Where the report of the verb at `i` ends: at its segment's end, unless a contrast opens a
// clause of the catalog's own ("The card may well say more, but commercial use is permitted")
// or the report is a condition's ("until it says otherwise, commercial use is fine": the
// condition's clause ends it).
std::size_t report_end(const SentenceAnalysis& a, const std::vector<std::size_t>& segment_of, std::size_t i) {
  static constexpr std::string_view kContrasts[] = {"but", "yet", "however", "whereas", "although", "though"};
  static constexpr std::string_view kConditions[] = {"until", "unless", "if", "when", "once", "before", "till"};
  const std::size_t n = a.tokens.size();
  std::size_t opens = i;
  while (opens > 0 && a.clause_of[opens - 1] == a.clause_of[i]) --opens;
  const bool condition =
      std::find(std::begin(kConditions), std::end(kConditions), a.tokens[opens].text) != std::end(kConditions);
  for (std::size_t k = i + 1; k < n && segment_of[k] == segment_of[i]; ++k) {
    if (a.clause_of[k] == a.clause_of[k - 1]) continue;
    if (condition) return k;
    if (std::find(std::begin(kContrasts), std::end(kContrasts), a.tokens[k].text) != std::end(kContrasts)) return k;
  }
  return n;
}

void read_voice(SentenceAnalysis& a, const std::vector<std::size_t>& segment_of) {
  const Lexicon& lex = lexicon();
  const std::size_t n = a.tokens.size();
  a.attributed.assign(n, false);
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t len = match_any(a.tokens, i, lex.reports);
    // "Nobody can say it does not fit": a report denied is no source's report; its clause
    // stays in the catalog's voice, where the two negations assert.
    // "It would be wrong to say ...": a verb inside a phrase of negation is that phrase's, no
    // source's report.
    if (len == 0 || a.negated[i] || a.negation_word[i]) continue;
    const bool according = a.tokens[i].text == "according" || a.tokens[i].text == "per";
    // Who reports: the words of the clause before the verb. "We say", "this profile states"
    // keep the catalog's voice.
    // "As LimeChain reports, it fits" endorses the report: the catalog's voice too.
    bool catalog = false;
    // "Like-for-like, as the summary says, means ...": an "as" clause endorses its report
    // wherever it stands.
    if (!according)
      for (std::size_t k = i; k > 0 && a.clause_of[k - 1] == a.clause_of[i]; --k)
        catalog |= match_any(a.tokens, k - 1, lex.catalog) != 0 ||
                   (a.tokens[k - 1].text == "as" && (k - 1 == 0 || a.clause_of[k - 2] != a.clause_of[i]));
    if (catalog || (!according && (i == 0 || a.clause_of[i - 1] != a.clause_of[i]))) continue;
    const std::size_t report_ends = report_end(a, segment_of, i);
    for (std::size_t k = 0; k < report_ends; ++k)
      if (segment_of[k] == segment_of[i] && (according || k >= i)) a.attributed[k] = true;
  }
}

void read_topics(SentenceAnalysis& a) {
  const Lexicon& lex = lexicon();
  const auto polarity_of = [](const Phrase& phrase) { return phrase.value == "+" ? 1 : phrase.value == "-" ? -1 : 0; };
  for (std::size_t i = 0; i < a.tokens.size(); ++i) {
    const std::size_t before = a.topics.size();
    // "8 slots in all": a word after a count is a noun ("slots"), not the verb it also spells
    // ("it slots in").
    const bool after_count = i > 0 && std::any_of(a.quantities.begin(), a.quantities.end(), [&](const Quantity& q) {
      return q.last == i - 1 && q.unit == QuantityUnit::none;
    });
    // "Paid products may ship the drafter until the licensor revokes permission": a time limit
    // that only a change of what holds now would reach bounds nothing said of now, so "until"
    // there is no caution.
    const bool bound_by_change = (a.tokens[i].text == "until" || a.tokens[i].text == "till") && status_quo_change_follows(a, i);
    lex.topics.each_candidate(a.tokens[i], [&](const Phrase& phrase) {
      const std::size_t len = match_at(a.tokens, i, phrase);
      if (len == 0 || (after_count && phrase.topic == Topic::fit && a.tokens[i].text.starts_with("slot"))) return;
      if (bound_by_change && phrase.value == "!") return;
      a.topics.push_back({phrase.topic, polarity_of(phrase), i, i + len - 1, phrase.value == "!"});
    });
    const std::string& w = a.tokens[i].text;
    // "this customer's deployment", "the client's product": a possessive names what its noun
    // names, so a one-word topic word takes its "'s" ("it's" and "that's" are no nouns: their
    // stems are no topic words).
    if (a.topics.size() == before && w.size() > 3 && w.ends_with("'s")) {
      const std::vector<Token> stem{{w.substr(0, w.size() - 2), a.tokens[i].at}};
      lex.topics.each_candidate(stem[0], [&](const Phrase& phrase) {
        if (phrase.words.size() == 1 && match_at(stem, 0, phrase) == 1)
          a.topics.push_back({phrase.topic, polarity_of(phrase), i, i, phrase.value == "!"});
      });
    }
    // A ranking word inside a hyphenated word ("best-in-class", "top-of-the-table",
    // "fastest-running") ranks as the word alone would. Only ranking: the other topics spell
    // their hyphenated words whole ("non-commercial" denies what "commercial" names).
    if (a.topics.size() != before || w.find('-') == std::string::npos) continue;
    std::vector<Token> parts;
    for (std::size_t from = 0; from <= w.size();) {
      const std::size_t to = std::min(w.find('-', from), w.size());
      if (to > from) parts.push_back({w.substr(from, to - from), a.tokens[i].at});
      from = to + 1;
    }
    bool found = false;
    for (std::size_t k = 0; k < parts.size() && !found; ++k)
      lex.topics.each_candidate(parts[k], [&](const Phrase& phrase) {
        if (found || phrase.topic != Topic::ranking || phrase.value != "+" || match_at(parts, k, phrase) == 0) return;
        a.topics.push_back({Topic::ranking, 1, i, i, false});
        found = true;
      });
  }
  // "outside that restriction": a word of a topic inside a longer phrase of the same topic that
  // gives another verdict is read as the phrase ("restriction" alone would deny).
  std::vector<TopicWord> kept;
  for (const TopicWord& t : a.topics) {
    const bool inside = std::any_of(a.topics.begin(), a.topics.end(), [&](const TopicWord& o) {
      return &o != &t && o.topic == t.topic && o.polarity != t.polarity && o.polarity != 0 && o.first <= t.first &&
             t.last <= o.last && o.last - o.first > t.last - t.first;
    });
    if (!inside) kept.push_back(t);
  }
  a.topics = std::move(kept);
  // "Commercial use is restricted only for deployments above four Sparks": a prohibition
  // narrowed by "only" and the case it holds in permits every other case, this one included
  // as far as the sentence says.
  static const LexiconWords& scopes = lexicon_words("only-scope");
  for (TopicWord& t : a.topics) {
    if (t.topic != Topic::commercial || t.polarity != -1 || t.last + 2 >= a.tokens.size()) continue;
    if (a.tokens[t.last + 1].text == "only" && scopes.contains(a.tokens[t.last + 2].text))
      t.polarity = 1;
  }
}

// "Build 80dba15, earlier than the 5624dfc used for the other cells": a comparison of when
// builds or dates came, not of speed. A ranking word of time followed closely by a build, a
// commit or a date ranks nothing.
}  // namespace

bool is_hash_word(std::string_view w) {
  if (w.size() < 7 || w.size() > 40) return false;
  return std::all_of(w.begin(), w.end(), [](char c) { return ascii::isxdigit(c); }) &&
         std::any_of(w.begin(), w.end(), [](char c) { return ascii::isdigit(c); }) &&
         std::any_of(w.begin(), w.end(), [](char c) { return ascii::isalpha(c); });
}

namespace {

bool is_build_or_date_word(std::string_view w) {
  if (w == "build" || w == "builds" || w == "commit" || w == "commits" || w == "version" || w == "release" ||
      w == "revision" || w == "kit" || w == "date")
    return true;
  const bool date = w.size() == 10 && ascii::isdigit(w[0]) && w[4] == '-' && w[7] == '-';
  return date || is_hash_word(w);
}
void drop_time_comparisons(SentenceAnalysis& a) {
  std::erase_if(a.topics, [&](const TopicWord& t) {
    if (t.topic != Topic::ranking) return false;
    const std::string_view w = a.tokens[t.first].text;
    if (w != "earlier" && w != "sooner" && w != "later" && w != "older" && w != "newer") return false;
    for (std::size_t k = t.last + 1; k < a.tokens.size() && k <= t.last + 3; ++k)
      if (is_build_or_date_word(a.tokens[k].text)) return true;
    return false;
  });
}

}  // namespace

bool says_condition_differs(const SentenceAnalysis& a, std::string_view condition) {
  const Lexicon& lex = lexicon();
  static constexpr std::string_view kConcessive[] = {"even", "despite", "regardless", "notwithstanding", "irrespective",
                                                     "although", "though"};
  // "not a same-precision comparison": one hyphenated word names the condition and its
  // sameness, and the clause denies it.
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view t = a.tokens[k].text;
    if (!a.asserted(k, k) || !a.negated[k] || !t.starts_with("same-")) continue;
    const std::vector<Token> part{Token{std::string(t.substr(5))}};
    bool names = false;
    if (const std::size_t len = match_any(part, 0, lex.conditions); len != 0)
      lex.conditions.each_candidate(part[0].text, [&](const Phrase& p) { names |= match_at(part, 0, p) == len && p.value == condition; });
    if (names) return true;
  }
  // The caveat may be the source's ("The maintainer reports TensorFold ahead, one run each at
  // different quantizations; NVFP4 was faster on cold prefill"): reported, it is still said.
  const auto said = [&](std::size_t k) { return a.modality[k] == Modality::assertion; };
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    if (!said(k) || a.negated[k]) continue;
    bool names = false;
    if (const std::size_t len = match_any(a.tokens, k, lex.conditions); len != 0)
      lex.conditions.each_candidate(a.tokens[k].text, [&](const Phrase& p) { names |= match_at(a.tokens, k, p) == len && p.value == condition; });
    if (!names) continue;
    bool differ = false, concession = false;
    for (std::size_t j = 0; j < a.tokens.size(); ++j) {
      if (a.clause_of[j] != a.clause_of[k]) continue;
      concession |= std::find(std::begin(kConcessive), std::end(kConcessive), a.tokens[j].text) != std::end(kConcessive);
      if (!said(j)) continue;
      // A difference word said ("the quantizations differ"), or a sameness word denied ("the
      // quantization is not the same").
      lex.sameness.each_candidate(a.tokens[j].text, [&](const Phrase& p) {
        differ |= (p.value == "-") != a.negated[j] && match_at(a.tokens, j, p) != 0;
      });
    }
    if (differ && !concession) return true;
  }
  return false;
}

bool SentenceAnalysis::asserted(std::size_t first, std::size_t last) const {
  for (std::size_t k = first; k <= last && k < tokens.size(); ++k)
    if (modality[k] != Modality::assertion || attributed[k]) return false;
  return true;
}


int SentenceAnalysis::effective_polarity(const TopicWord& word) const {
  if (word.caution) {
    // "Nor is its commercial use in any doubt", "the pin is not unset": an open question denied
    // in the catalog's voice is settled, which asserts the topic.
    static const LexiconWords& settled = lexicon_words("settled-caution");
    // The denial must be the caution's own: a negator before it in its clause ("nor is it ...
    // in any doubt"), not one that reaches it from an earlier clause ("With no 18B figure, the
    // experts stay unknown").
    bool own_negator = false;
    for (std::size_t j = word.first; j > 0 && clause_of[j - 1] == clause_of[word.first] && !own_negator; --j)
      own_negator = negation_word[j - 1];
    const bool denied_open = own_negator && negated[word.first] && !negation_word[word.first] &&
                             asserted(word.first, word.last) && settled.contains(tokens[word.first].text);
    return denied_open ? 1 : -1;
  }
  if (!asserted(word.first, word.last)) return 0;
  // "no OOM data": a record denied, not the thing it records.
  if (negated[word.first] && word.last + 1 < tokens.size() && match_any(tokens, word.last + 1, lexicon().record_nouns))
    return 0;
  int sign = negated[word.first] ? -1 : 1;
  // "Its terms restrict nothing beyond keeping the attribution line", "we reproduced none of the
  // cells": a negative object right after the topic's verb denies the verb ("nothing but" is
  // "only", and denies nothing).
  if (const std::size_t o = word.last + 1; o < tokens.size() && negation_word[o] &&
                                           (tokens[o].text == "nothing" || tokens[o].text == "none")) {
    const std::string_view after = o + 1 < tokens.size() ? std::string_view(tokens[o + 1].text) : "";
    if (after != "but" && after != "except" && after != "besides" && after != "apart") sign = -sign;
  }
  // "its slowest first token was no worse than on the other arms": a comparative of being behind
  // (lexicon inferior-word), denied right before it, says the subject is not behind, a ranking.
  if (word.topic == Topic::ranking && sign < 0 && word.first > 0 &&
      (tokens[word.first - 1].text == "no" || tokens[word.first - 1].text == "not")) {
    static const LexiconWords& inferior = lexicon_words("inferior-word");
    if (inferior.contains(tokens[word.first].text)) return 1;
  }
  // "None of the other arms beats TensorFold", "no arm outpaces it": a comparison denied of
  // every other subject ranks its object first.
  if (word.topic == Topic::ranking && word.polarity > 0 && sign < 0) {
    std::size_t start = word.first;
    while (start > 0 && clause_of[start - 1] == clause_of[word.first]) --start;
    const std::string_view subject = tokens[start].text;
    // "no" needs its noun between it and the verb ("no arm outpaces it"); "no winner" names
    // the ranking word itself as what there is none of.
    const bool determiner_only = subject == "no" && word.first == start + 1;
    // "No, is TensorFold ahead in every cell" (a question answered no, read as one sentence):
    // "no" before a verb answers the question; it is no determiner of a subject.
    static constexpr std::string_view kAuxiliaries[] = {"is", "are", "was", "were", "does", "do", "did", "can",
                                                        "will", "would", "could", "has", "have", "should"};
    if (subject == "no" && start + 1 < tokens.size() &&
        std::find(std::begin(kAuxiliaries), std::end(kAuxiliaries), tokens[start + 1].text) != std::end(kAuxiliaries))
      return sign;
    if (!determiner_only && (subject == "none" || subject == "nothing" || subject == "nobody" || subject == "no"))
      return std::none_of(tokens.begin() + static_cast<std::ptrdiff_t>(start) + 1,
                          tokens.begin() + static_cast<std::ptrdiff_t>(word.first),
                          [&](const Token& t) { return t.text == "not" || t.text == "never"; })
                 ? 1
                 : -1;
  }
  return word.polarity == 0 ? sign : word.polarity * sign;
}

int SentenceAnalysis::verdict(Topic topic, std::size_t clause) const {
  // "Memory pressure is not a concern": when the topic's words stand on both sides of a copula,
  // the predicate judges and the subject only names what it judges.
  std::size_t copula = tokens.size();
  for (std::size_t k = 0; k < tokens.size() && copula == tokens.size(); ++k)
    if (clause_of[k] == clause && is_copula(tokens[k].text)) copula = k;
  bool before = false, after = false;
  for (const auto& w : topics)
    if (w.topic == topic && clause_of[w.first] == clause && copula < tokens.size())
      (w.first < copula ? before : after) = true;
  const std::size_t judged_from = before && after ? copula : 0;
  bool affirmed = false, denied = false, named = false;
  for (const auto& w : topics) {
    if (w.topic != topic || clause_of[w.first] != clause || w.first < judged_from) continue;
    if (w.polarity != 0 || w.caution) {
      const int p = effective_polarity(w);
      denied |= p < 0;
      affirmed |= p > 0;
    } else {
      named |= asserted(w.first, w.last) && !negated[w.first];
    }
  }
  if (denied) return -1;
  // A denial denied ("nothing rules out ...") asserts only where the topic is named: "research
  // use is not prohibited" says nothing of commercial use.
  if (affirmed && topic == Topic::commercial)
    return std::any_of(topics.begin(), topics.end(),
                       [&](const TopicWord& w) { return w.topic == topic && w.polarity == 0 && !w.caution && clause_of[w.first] == clause; })
               ? 1
               : 0;
  if (affirmed) return 1;
  // A topic named and asserted with no negation anywhere in its clause is a claim by default.
  // A negator's own words do not count: in "it isn't untrue that commercial use is allowed"
  // only "untrue that" is governed by "isn't", and the two cancel over the rest.
  // A "without" after the topic's word qualifies how it is done, not whether ("can build a
  // paid chatbot without worrying about licences"): what it negates does not count.
  std::size_t first_named = tokens.size(), without = tokens.size();
  for (const auto& w : topics)
    if (w.topic == topic && clause_of[w.first] == clause) first_named = std::min(first_named, w.first);
  for (std::size_t k = first_named; k < tokens.size() && without == tokens.size(); ++k)
    if (clause_of[k] == clause && tokens[k].text == "without") without = k;
  // "It is not true that this drafter cannot be shipped in a paid product": a sentential
  // denial ("it is not true that", "it is false that") of a negated clause asserts it, so the
  // words between the two negators are the denied clause's subject, not a negation of the
  // topic named after them. Only the sentential form: two negators side by side ("no commercial
  // use, not until ...") repeat one denial.
  // "Nor is the stack unfit for commercial use" denies its whole clause the same way: an
  // inverted "nor"/"neither" and copula at the clause's start.
  const auto inverted_denial = [&](std::size_t k) -> std::size_t {
    const bool starts = k == 0 || clause_of[k - 1] != clause_of[k];
    return starts && (tokens[k].text == "nor" || tokens[k].text == "neither") && k + 1 < tokens.size() &&
                   is_copula(tokens[k + 1].text)
               ? 2
               : 0;
  };
  std::size_t denied_negator_end = 0;
  for (std::size_t k = 0; k < without; ++k) {
    const std::size_t len =
        clause_of[k] == clause ? std::max(match_any(tokens, k, lexicon().sententials), inverted_denial(k)) : 0;
    if (len == 0) continue;
    for (std::size_t j = k + len; j < without; ++j)
      if (clause_of[j] == clause && negation_word[j] && negated[j]) denied_negator_end = j + 1;
  }
  if (first_named < denied_negator_end) denied_negator_end = 0;
  bool any_negation = false;
  for (std::size_t k = denied_negator_end; k < without; ++k)
    any_negation |= clause_of[k] == clause && negated[k] && !negation_word[k];
  // "For paying customers, the kit's terms do not cover the whole deployment": an opening
  // phrase of a preposition qualifies the clause after it, which denies; the topic it names is
  // judged there, not asserted by default.
  if (named && !any_negation) {
    std::size_t opens = 0;
    while (opens < tokens.size() && clause_of[opens] != clause) ++opens;
    static const LexiconWords& prepositions = lexicon_words("opening-preposition");
    const bool prepositional = opens < tokens.size() && prepositions.contains(tokens[opens].text);
    if (prepositional)
      for (std::size_t k = opens; k < tokens.size() && part_of[k] == part_of[opens]; ++k)
        if (clause_of[k] == clause + 1 && negation_word[k]) return 0;
  }
  return named && !any_negation ? 1 : 0;
}

std::string condition_at(const SentenceAnalysis& a, std::size_t k) {
  std::string out;
  if (k >= a.tokens.size()) return out;
  const std::size_t len = match_any(a.tokens, k, lexicon().conditions);
  if (len == 0) return out;
  lexicon().conditions.each_candidate(a.tokens[k], [&](const Phrase& p) {
    if (out.empty() && match_at(a.tokens, k, p) == len) out = p.value;
  });
  return out;
}

bool not_only_but_at(const std::vector<Token>& tokens, std::size_t k) {
  static const LexiconWords& restrictive = lexicon_words("restrictive-word");
  return k + 1 < tokens.size() && tokens[k].text == "not" && restrictive.contains(tokens[k + 1].text) &&
         std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(k), tokens.end(),
                     [](const Token& t) { return t.text == "but"; });
}

bool is_negator_word(std::string_view word) {
  bool found = false;
  lexicon().negators.each_candidate(word, [&](const Phrase& p) {
    found |= p.words.size() == 1 && p.words.front() == word;
  });
  return found;
}

const std::vector<std::pair<std::string, std::string>>& lexicon_list(std::string_view cls) {
  const auto& lists = lexicon().lists;
  const auto it = lists.find(cls);
  if (it == lists.end()) throw std::logic_error("data/claim-lexicon.tsv has no list '" + std::string(cls) + "'");
  return it->second;
}

LexiconWords::LexiconWords(const std::vector<std::pair<std::string, std::string>>& rows) {
  for (const auto& row : rows) words_.insert(row.first);
}

const LexiconWords& lexicon_words(std::string_view cls) {
  const auto& sets = lexicon().list_words;
  const auto it = sets.find(cls);
  if (it == sets.end()) lexicon_list(cls);  // throws: the lexicon has no such list
  return it->second;
}

int64_t set_count_word(std::string_view word) {
  for (const auto& [w, n] : lexicon_list("set-count"))
    if (w == word) return std::stoll(n);
  return 0;
}

bool is_node_noun(std::string_view word) {
  return std::find(std::begin(kNodeNouns), std::end(kNodeNouns), word) != std::end(kNodeNouns);
}

bool is_run_noun(std::string_view word) { return word != "times" && unit_of(word) == QuantityUnit::runs; }

bool holding_verb_at(const SentenceAnalysis& a, std::size_t k) {
  return k < a.tokens.size() && match_any(a.tokens, k, lexicon().holding_verbs) != 0;
}

bool storage_word_at(const SentenceAnalysis& a, std::size_t k) { return match_any(a.tokens, k, lexicon().storage) != 0; }

bool memory_noun_at(const SentenceAnalysis& a, std::size_t k) {
  return k < a.tokens.size() && match_any(a.tokens, k, lexicon().memory_nouns) != 0;
}

bool comparative_at(const SentenceAnalysis& a, std::size_t k) {
  return k < a.tokens.size() && match_any(a.tokens, k, lexicon().comparatives) != 0;
}

bool bounds_figure_at(const SentenceAnalysis& a, std::size_t k) {
  // Hedges, determiners and possessives between the bound and its figure: "below the 121.6
  // GiB usable", "under one Spark's 128 GB", "south of about 100 GB".
  static constexpr std::string_view kBetween[] = {"about", "roughly", "approximately", "around", "~", "the",
                                                  "a", "its", "their", "our", "one", "each", "this", "that"};
  std::size_t end = k;
  for (int skipped = 0; skipped < 3 && end > 0; ++skipped) {
    const std::string_view t = a.tokens[end - 1].text;
    if (std::find(std::begin(kBetween), std::end(kBetween), t) == std::end(kBetween) &&
        !(t.size() > 2 && t.ends_with("'s")))
      break;
    --end;
  }
  for (std::size_t from = end >= 4 ? end - 4 : 0; from < end; ++from)
    if (a.clause_of[from] == a.clause_of[k] && match_any(a.tokens, from, lexicon().bounds) == end - from) return true;
  return false;
}

namespace {
// A word a reading of memory left uses at token k (lexicon free-word: "free", "available").
bool free_word(const SentenceAnalysis& a, std::size_t k) {
  static const LexiconWords& words = lexicon_words("free-word");
  return k < a.tokens.size() && words.contains(a.tokens[k].text);
}
}  // namespace

// "12.9 GiB free at the low point", "lowest free memory logged": a moment of a run the
// sentence observes (lexicon observed-moment), so the memory left then is an observation of
// that run, not a fit the catalog claims.
bool observed_moment(const SentenceAnalysis& a) {
  static const LexiconWords& moments = lexicon_words("observed-moment");
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    if (moments.contains(a.tokens[k].text) && !a.negated[k]) return true;
    if (a.tokens[k].text == "low" && k + 1 < a.tokens.size() && a.tokens[k + 1].text == "point") return true;
  }
  return false;
}

bool speaks_of_left_over(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (free_word(a, k) || match_any(a.tokens, k, lexicon().left_over) != 0) return true;
  return false;
}

bool left_over_after(const SentenceAnalysis& a, std::size_t k) {
  if (k >= a.tokens.size()) return false;
  if (match_any(a.tokens, k, lexicon().left_over) != 0) return true;
  // "40 GB of headroom"
  return a.tokens[k].text == "of" && k + 1 < a.tokens.size() && match_any(a.tokens, k + 1, lexicon().left_over) != 0;
}

std::size_t catalog_subject_at(const SentenceAnalysis& a, std::size_t k) {
  return k < a.tokens.size() ? match_any(a.tokens, k, lexicon().catalog) : 0;
}

bool measures_at(const SentenceAnalysis& a, std::size_t k) {
  return k < a.tokens.size() && match_any(a.tokens, k, lexicon().measures) != 0;
}

bool speaks_of_storage(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (match_any(a.tokens, k, lexicon().storage) != 0) return true;
  return false;
}

bool mentions_memory(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (match_any(a.tokens, k, lexicon().memory_nouns)) return true;
  return std::any_of(a.quantities.begin(), a.quantities.end(),
                     [](const Quantity& q) { return q.unit == QuantityUnit::bytes || q.unit == QuantityUnit::nodes; });
}

bool fit_means_memory(const SentenceAnalysis& a, std::size_t k) {
  const auto& t = a.tokens;
  if (k >= t.size()) return false;
  auto text = [&](std::size_t i) -> std::string_view { return i < t.size() ? std::string_view(t[i].text) : ""; };
  // What the next few words hold: a memory noun, a byte figure or a node count speaks of memory.
  auto memory_within = [&](std::size_t from, std::size_t n) {
    for (std::size_t i = from; i < t.size() && i < from + n; ++i) {
      if (match_any(t, i, lexicon().memory_nouns)) return true;
      for (const auto& q : a.quantities)
        if (q.first == i && (q.unit == QuantityUnit::bytes || q.unit == QuantityUnit::nodes)) return true;
    }
    return false;
  };
  static constexpr std::string_view kNounSense[] = {"good", "great", "perfect", "natural", "poor", "bad",
                                                    "right", "strong", "ideal", "better", "best"};
  if (k > 0 && std::find(std::begin(kNounSense), std::end(kNounSense), text(k - 1)) != std::end(kNounSense))
    return false;
  if (text(k + 1) == "for") return false;
  // "fits both Sparks' ConnectX-7 ports": a possessive object is what follows it; the Sparks'
  // ports are no memory, the Sparks' pools are.
  for (std::size_t j = k + 1; j < t.size() && j < k + 6 && a.clause_of[j] == a.clause_of[k]; ++j) {
    const std::string_view w = text(j);
    if (!(w.ends_with("'") || w.ends_with("'s"))) continue;
    if (j + 1 >= t.size() || a.clause_of[j + 1] != a.clause_of[k]) break;
    bool memory = false;
    for (std::size_t h = j + 1; h < t.size() && h < j + 4 && a.clause_of[h] == a.clause_of[k]; ++h)
      memory |= memory_within(h, 1);
    if (!memory) return false;
    break;
  }
  static constexpr std::string_view kDeterminers[] = {"the", "a", "an", "our", "your", "its", "their", "this",
                                                      "that", "these", "those", "every", "each", "any", "my"};
  // A determiner of the next clause is no object ("KV fits; that is what C8 means").
  const bool transitive = k + 1 < t.size() && a.clause_of[k + 1] == a.clause_of[k] &&
                          std::find(std::begin(kDeterminers), std::end(kDeterminers), text(k + 1)) != std::end(kDeterminers);
  if (transitive) return memory_within(k + 1, 4);
  // "fits with margin", "fits with room to spare": room left over is memory's.
  // ("fits with room for chat traffic" is another sense: room for something not a row).
  static constexpr std::string_view kMargin[] = {"margin", "headroom", "slack"};
  if (text(k + 1) == "with" && std::find(std::begin(kMargin), std::end(kMargin), text(k + 2)) != std::end(kMargin)) return true;
  if (text(k + 1) == "with" && (text(k + 2) == "room" || text(k + 2) == "space") &&
      ((text(k + 3) == "to" && text(k + 4) == "spare") || text(k + 3) == "left" || text(k + 3) == "remaining"))
    return true;
  // "fits in what the weights leave free": memory left over is memory.
  static const LexiconWords& free_words = lexicon_words("free-word");
  // "fits in what the weights leave": what a verb of leaving over leaves is memory too.
  static const LexiconWords& leftover_verbs = lexicon_words("leftover-verb");
  const auto left_free = [&](std::size_t from) {
    bool what = false;
    for (std::size_t i = from; i < t.size() && i < from + 6 && a.clause_of[i] == a.clause_of[k]; ++i) {
      if (free_words.contains(t[i].text) || (what && leftover_verbs.contains(t[i].text))) return true;
      what |= t[i].text == "what" || t[i].text == "whatever";
    }
    return false;
  };
  if (text(k + 1) == "into" || text(k + 1) == "in" || text(k + 1) == "with")
    return memory_within(k + 2, 4) || (text(k + 1) != "into" && text(k + 1) != "with" && mentions_memory(a)) ||
           (text(k + 1) != "with" && left_free(k + 2));
  // "which fit chat traffic's arrival pattern": fit with an object and no word of memory in
  // the sentence is another sense; "fits", "fits comfortably", "fits on both" keep memory's.
  static constexpr std::string_view kIntransitive[] = {
      "",     "on",     "onto",   "within", "inside", "comfortably", "easily", "well",  "nicely", "fine",
      "neatly", "snugly", "entirely", "completely", "fully", "and", "or", "together", "across", "alongside",
      "there", "too",   "at",     "under",  "per",    "both",   "all",    "as",     "without", "if",
      "but",  "so",     "even",   "today",  "now",    "once",   "after",  "when",   "here",   "yes",
      "just", "barely", "only",   "again",  "already", "still", "easily", "tightly", "exactly", "perfectly",
      "beside", "next"};
  // A word of the next clause is no object ("tl;dr: fits, runs, ships").
  const std::string_view next = k + 1 < t.size() && a.clause_of[k + 1] == a.clause_of[k] ? text(k + 1) : "";
  const bool intransitive = std::find(std::begin(kIntransitive), std::end(kIntransitive), next) != std::end(kIntransitive);
  if (!intransitive && !memory_within(k + 1, 4) && !mentions_memory(a)) return false;
  return true;
}

std::vector<std::string> pinned_objects(const SentenceAnalysis& a) {
  std::vector<std::string> out;
  const PhraseIndex& objects = lexicon().pinned_objects;
  // "The weights are pinned by repo revision only": a pin by revision is the repository pin
  // (pins:), not a hash of the files, so it names no hashes field.
  const auto by_revision = [&](std::size_t k) {
    static constexpr std::string_view kBy[] = {"by", "to", "at", "via"};
    static constexpr std::string_view kDeterminers[] = {"the", "a", "its", "their"};
    static constexpr std::string_view kRepo[] = {"repo", "repository", "git"};
    static constexpr std::string_view kRevision[] = {"revision", "revisions", "commit", "commits", "ref", "snapshot"};
    // "pinned separately at 5ab363a8...": a manner word before the preposition.
    static const LexiconWords& manner = lexicon_words("manner-word");
    if (k < a.tokens.size() && manner.contains(a.tokens[k].text)) ++k;
    if (k >= a.tokens.size() || std::find(std::begin(kBy), std::end(kBy), a.tokens[k].text) == std::end(kBy)) return false;
    std::size_t j = k + 1;
    while (j < a.tokens.size() && std::find(std::begin(kDeterminers), std::end(kDeterminers), a.tokens[j].text) != std::end(kDeterminers)) ++j;
    // "pinned at 5ab363a8dcf6...", the full commit: a revision of the repository, not a hash
    // of its files ("locked to 5ab363a, so their bytes cannot drift" still speaks of bytes).
    if (j < a.tokens.size() && a.tokens[k].text == "at" && a.tokens[j].text.size() == 40 && is_hash_word(a.tokens[j].text))
      return true;
    // Only the repository's revision in so many words: "pinned by repo revision".
    return j + 1 < a.tokens.size() && std::find(std::begin(kRepo), std::end(kRepo), a.tokens[j].text) != std::end(kRepo) &&
           std::find(std::begin(kRevision), std::end(kRevision), a.tokens[j + 1].text) != std::end(kRevision);
  };
  for (const TopicWord& w : a.topics) {
    if (w.topic != Topic::pin || a.effective_polarity(w) != 1 || a.verdict(Topic::pin, a.clause_of[w.first]) != 1) continue;
    if (by_revision(w.last + 1)) continue;
    // "Nothing about these weight files is left unpinned": an unpinning word turned by the
    // negation that also governs its subject asserts the subject pinned.
    const bool denied_unpinned = w.polarity == -1;
    // The object is in the pin word's clause, or in an earlier one that says nothing of pins
    // ("Every artifact, weights included, is pinned").
    auto own_pin_word = [&](std::size_t clause) {
      return std::any_of(a.topics.begin(), a.topics.end(),
                         [&](const TopicWord& o) { return o.topic == Topic::pin && a.clause_of[o.first] == clause; });
    };
    for (std::size_t k = 0; k < a.tokens.size(); ++k) {
      const std::size_t c = a.clause_of[k], pin_clause = a.clause_of[w.first];
      // An object negated by a denial that also turns the pin word is the denied predicate's
      // subject: "it is not true that the weights lack a hash pin" pins the weights.
      auto negator_between = [&] {
        for (std::size_t j = k + 1; j < w.first; ++j)
          if (a.negation_word[j] && !a.negation_word[k]) return true;
        return false;
      };
      // "Everything is pinned end to end, weight hashes and the manifest included": a later
      // clause that says its objects are included in what was pinned names them too.
      auto included = [&](std::size_t clause) {
        for (std::size_t j = 0; j < a.tokens.size(); ++j)
          if (a.clause_of[j] == clause && !a.negated[j] && (a.tokens[j].text == "included" || a.tokens[j].text == "including" ||
                                           a.tokens[j].text == "too" || a.tokens[j].text == "alike"))
            return true;
        return false;
      };
      // "Every part is pinned by revision except the weight files": what the exception names is
      // left out of the pin.
      auto excepted = [&] {
        for (std::size_t j = k; j > 0 && j + 4 > k; --j) {
          const std::string_view t = a.tokens[j - 1].text;
          if (t == "except" || t == "excluding" || t == "besides" ||
              ((t == "than" || t == "from") && j >= 2 && (a.tokens[j - 2].text == "other" || a.tokens[j - 2].text == "apart")))
            return true;
        }
        return false;
      };
      // "Everything except the weights is pinned", "every part is pinned by revision except the
      // weight files": an exception after the object, in its clause or the pin word's, takes
      // something out of it, and brief does not guess what is left.
      auto with_exception = [&] {
        const std::size_t last_clause = std::max(c, pin_clause);
        for (std::size_t j = k + 1; j < a.tokens.size() && a.clause_of[j] <= last_clause; ++j) {
          const std::string_view t = a.tokens[j].text;
          if (t == "except" || t == "excluding" || t == "besides" || t == "but" || t == "save" ||
              ((t == "other" || t == "apart") && j + 1 < a.tokens.size() &&
               (a.tokens[j + 1].text == "than" || a.tokens[j + 1].text == "from")))
            return true;
        }
        return false;
      };
      if ((c > pin_clause && (own_pin_word(c) || !included(c))) || (c < pin_clause && own_pin_word(c)) || !a.asserted(k, k) ||
          (a.negated[k] && !negator_between() && !denied_unpinned) || excepted() || with_exception())
        continue;
      objects.each_candidate(a.tokens[k], [&](const Phrase& p) {
        if (match_at(a.tokens, k, p) == 0 || std::find(out.begin(), out.end(), p.value) != out.end()) return;
        out.push_back(p.value);
      });
    }
  }
  return out;
}

bool names_weight_pin(const SentenceAnalysis& a) {
  for (std::size_t k = 2; k + 1 < a.tokens.size(); ++k) {
    const std::string_view w = a.tokens[k].text;
    if ((w != "weight" && w != "weights") || a.tokens[k + 1].text != "pin" || a.tokens[k - 1].text != "the") continue;
    if ((is_copula(a.tokens[k - 2].text) || a.tokens[k - 2].text == "as") && a.asserted(k, k + 1) && !a.negated[k])
      return true;
  }
  return false;
}

std::string pinnable_named(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    if (a.negated[k] || a.modality[k] == Modality::hypothetical || a.modality[k] == Modality::question) continue;
    std::size_t len = 0;
    lexicon().pinned_objects.each_candidate(a.tokens[k], [&](const Phrase& p) { len = std::max(len, match_at(a.tokens, k, p)); });
    if (len == 0) continue;
    std::string out;
    for (std::size_t j = k; j < k + len; ++j) out += (out.empty() ? "" : " ") + a.tokens[j].text;
    return out;
  }
  return {};
}

std::string moving_ref_called_pinned(const SentenceAnalysis& a) {
  static const LexiconWords& moving = lexicon_words("moving-word");
  static const LexiconWords& refs = lexicon_words("ref-noun");
  // "its default branch, which stays at 5624dfc": a moving reference said to stay at a commit.
  static constexpr std::string_view kStays[] = {"stays", "remains", "sits", "stay", "remain", "stayed"};
  for (std::size_t k = 0; k + 1 < a.tokens.size(); ++k) {
    if (!moving.contains(a.tokens[k].text) || !refs.contains(a.tokens[k + 1].text) || !a.asserted(k, k + 1) || a.negated[k])
      continue;
    for (std::size_t j = k + 2; j + 2 < a.tokens.size() && j <= k + 6; ++j)
      if (std::find(std::begin(kStays), std::end(kStays), a.tokens[j].text) != std::end(kStays) && !a.negated[j] &&
          a.asserted(j, j) && (a.tokens[j + 1].text == "at" || a.tokens[j + 1].text == "on") && is_hash_word(a.tokens[j + 2].text))
        return a.tokens[k].text + " " + a.tokens[k + 1].text;
  }
  // "The runtime pin follows the kit's release tag": a pin said to follow a reference.
  {
    static const LexiconWords& follows = lexicon_words("follow-verb");
    for (std::size_t k = 0; k + 1 < a.tokens.size(); ++k) {
      if (a.tokens[k].text != "pin" || !follows.contains(a.tokens[k + 1].text) || !a.asserted(k, k + 1) || a.negated[k + 1])
        continue;
      for (std::size_t r = k + 2; r < a.tokens.size() && r <= k + 6 && a.clause_of[r] == a.clause_of[k]; ++r)
        if (refs.contains(a.tokens[r].text) && !is_hash_word(a.tokens[r - 1].text)) {
          // "the kit's release tag": two reference nouns name one reference.
          if (r + 1 < a.tokens.size() && refs.contains(a.tokens[r + 1].text)) return a.tokens[r].text + " " + a.tokens[r + 1].text;
          return a.tokens[r - 1].text + " " + a.tokens[r].text;
        }
    }
  }
  // A commit or a date after a reference says which state of it was meant.
  const auto said_which = [&](std::size_t from) {
    return std::any_of(a.tokens.begin() + static_cast<std::ptrdiff_t>(from), a.tokens.end(), [](const Token& t) {
      return is_hash_word(t.text) || is_iso_day(t.text);
    });
  };
  // "latest revision", "newest version": a reference only while no commit says which.
  const auto revision_noun = [](std::string_view t) { return t == "revision" || t == "version" || t == "commit"; };
  for (const TopicWord& w : a.topics) {
    if (w.topic != Topic::pin || a.effective_polarity(w) != 1 || a.verdict(Topic::pin, a.clause_of[w.first]) != 1) continue;
    // "its main branch, which is the pinned drafter": the pin word's clause, a relative one
    // right after the reference's, says the reference is the pinned thing.
    const auto equated = [&](std::size_t r) {
      std::size_t opens = w.first;
      while (opens > 0 && a.clause_of[opens - 1] == a.clause_of[w.first]) --opens;
      return a.clause_of[w.first] == a.clause_of[r] + 1 && (a.tokens[opens].text == "which" || a.tokens[opens].text == "that");
    };
    // "the kit at tag v0.6.0, which is the pinned runtime": a named tag or branch said to be the
    // pin, where a pin is a commit.
    for (std::size_t r = 0; r + 1 < w.first; ++r)
      if ((a.tokens[r].text == "tag" || a.tokens[r].text == "branch") && equated(r + 1) && a.asserted(r, r + 1) &&
          !a.negated[r] && !is_hash_word(a.tokens[r + 1].text))
        return a.tokens[r].text + " " + a.tokens[r + 1].text;
    // The reference is what is called pinned: it comes before the pin word ("the latest tag is
    // frozen"). After it, it says what a pinned thing was ("the pinned commit was the head of the
    // main branch on 2026-09-30").
    for (std::size_t k = 0; k < w.first; ++k) {
      if (!moving.contains(a.tokens[k].text) || !a.asserted(k, k) || a.negated[k]) continue;
      // "The drafter tracks the newest DFlash2 release, so it stays pinned": what follows a
      // moving reference is not held still by it, whatever clause the pin word is in.
      static const LexiconWords& follows = lexicon_words("follow-verb");
      const bool followed = k > 0 && std::any_of(a.tokens.begin(), a.tokens.begin() + static_cast<std::ptrdiff_t>(k),
                                                 [&](const Token& t) { return follows.contains(t.text); });
      // "the latest tag", "the newest DFlash2 release": the reference, a name at most between.
      for (std::size_t r = k + 1; r <= k + 2 && r < w.first; ++r)
        if (refs.contains(a.tokens[r].text) && (followed || a.clause_of[r] == a.clause_of[w.first] || equated(r)) &&
            a.asserted(r, r) && !(revision_noun(a.tokens[r].text) && said_which(k)))
          return a.tokens[k].text + " " + a.tokens[r].text;
      // "the kit at main (pinned)": a branch named by itself right before the pin word.
      const std::string_view branch = a.tokens[k].text;
      if ((branch == "main" || branch == "master" || branch == "head") && k > 0 &&
          (a.tokens[k - 1].text == "at" || a.tokens[k - 1].text == "on" || a.tokens[k - 1].text == "@") && w.first <= k + 2)
        return std::string(branch) + " branch";
    }
    // "Pinned to the latest main", "locked at the newest release": the pin word's object is a
    // moving reference (a moving word, then a reference noun or a second moving word, "main"),
    // and no commit or date follows that would say which state of it was meant.
    std::size_t k = w.last + 1;
    if (k >= a.tokens.size() || !(a.tokens[k].text == "to" || a.tokens[k].text == "at" || a.tokens[k].text == "on")) continue;
    ++k;
    if (k < a.tokens.size() && (a.tokens[k].text == "the" || a.tokens[k].text == "its" || a.tokens[k].text == "a")) ++k;
    // "Locked to the kit's default branch", "pinned to wherever the DFlash2 repo's main branch
    // points": an owner's name, possessive or "wherever" may stand before the moving word.
    bool named_as_moving = false;
    for (std::size_t m = k, seen = 0; m + 1 < a.tokens.size() && seen < 5 && a.clause_of[m] == a.clause_of[w.last]; ++m, ++seen) {
      if (is_hash_word(a.tokens[m].text)) break;
      // "Locked to whatever the kit tags as latest": a reference named as a moving one.
      if ((refs.contains(a.tokens[m].text) || a.tokens[m].text == "tagged") && a.tokens[m + 1].text == "as" &&
          m + 2 < a.tokens.size() && moving.contains(a.tokens[m + 2].text) && a.clause_of[m + 2] == a.clause_of[m] &&
          !a.negated[m + 2] && !said_which(m)) {
        named_as_moving = true;
        k = m;
        break;
      }
      if (moving.contains(a.tokens[m].text) && refs.contains(a.tokens[m + 1].text) && a.clause_of[m + 1] == a.clause_of[m]) {
        k = m;
        break;
      }
    }
    // "tags as latest" names a latest tag.
    if (named_as_moving)
      return a.tokens[k + 2].text + " " + (a.tokens[k].text == "tags" || a.tokens[k].text == "tagged" ? std::string("tag") : a.tokens[k].text);
    if (k >= a.tokens.size() || !moving.contains(a.tokens[k].text) || a.negated[k]) continue;
    // "always pinned to current": a moving word alone, the clause's last, is the reference.
    if (k + 1 >= a.tokens.size() || a.clause_of[k + 1] != a.clause_of[k]) {
      if (a.tokens[k].text != "default") return a.tokens[k].text;
      continue;
    }
    const std::string& object = a.tokens[k + 1].text;
    if (!refs.contains(object) && !moving.contains(object)) continue;
    if (!said_which(k)) return a.tokens[k].text + " " + object;
  }
  return "";
}

bool names_a_record(std::string_view word) {
  const std::string w(word);
  bool found = false;
  lexicon().record_nouns.each_candidate(w, [&](const Phrase& p) { found |= p.words.size() == 1 && word_matches(p.words.front(), w); });
  return found;
}

bool calls_a_guess(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (std::size_t len = match_any(a.tokens, k, lexicon().guesses); len != 0 && a.asserted(k, k + len - 1) && !a.negated[k])
      return true;
  return false;
}

std::optional<std::vector<std::string>> size_said_unknown(const SentenceAnalysis& a) {
  const Lexicon& lex = lexicon();
  if (a.question) return std::nullopt;
  // A sentence that writes a byte figure says what the size is (or is not): that is BM108's
  // disowned figure, not an unknown.
  for (const Quantity& q : a.quantities)
    if (q.unit == QuantityUnit::bytes) return std::nullopt;
  bool size = false, unknown = false;
  std::vector<std::string> fields;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    lex.size_nouns.each_candidate(a.tokens[k].text, [&](const Phrase& p) {
      if (match_at(a.tokens, k, p) == 0) return;
      size = true;
      if (!p.value.empty() && std::find(fields.begin(), fields.end(), p.value) == fields.end()) fields.push_back(p.value);
    });
    // Only a condition or a plan keeps a word from saying so: "KV bytes were not published"
    // is the source's gap in its own voice or in a report of it ("the README never gives the
    // KV size"), both unknown to brief.
    const auto stated = [&](std::size_t len) {
      for (std::size_t j = k; j < k + len; ++j)
        if (a.modality[j] == Modality::hypothetical || a.modality[j] == Modality::instruction) return false;
      return true;
    };
    if (std::size_t len = match_any(a.tokens, k, lex.unknown_words); len != 0 && stated(len) && !a.negated[k]) unknown = true;
    if (std::size_t len = match_any(a.tokens, k, lex.knowledge_verbs); len != 0 && stated(len) && a.negated[k]) unknown = true;
  }
  if (!size || !unknown) return std::nullopt;
  return fields;
}

bool asserts_presence(const SentenceAnalysis& a) {
  if (a.question) return false;
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (std::size_t len = match_any(a.tokens, k, lexicon().presences); len != 0 && !a.negated[k]) {
      bool stated = true;
      for (std::size_t j = k; j < k + len; ++j)
        stated &= a.modality[j] != Modality::hypothetical && a.modality[j] != Modality::instruction;
      if (stated) return true;
    }
  return false;
}

bool states_a_figure(const SentenceAnalysis& a) {
  if (a.question || denies_a_figure(a)) return false;
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (std::size_t len = match_any(a.tokens, k, lexicon().knowledge_verbs); len != 0 && a.asserted(k, k + len - 1) &&
        !a.negated[k])
      return true;
  return false;
}

namespace {

// A negation or a contrast in the part of the sentence (between colons and semicolons) that
// holds token k, or in a later part that looks back at it ("12.9 GiB; that is free memory, not
// a workspace size"): a figure there is denied. A denial only in an earlier part ("Not stated;
// rank 1 carries about 70 GiB of weights") leaves the figure asserted.
bool part_denies(const SentenceAnalysis& a, std::size_t k) {
  for (std::size_t j = 0; j < a.tokens.size(); ++j)
    if (a.part_of[j] >= a.part_of[k] &&
        // "24 GiB without the drafter" qualifies the figure; it does not deny it.
        ((a.negation_word[j] && a.tokens[j].text != "without") || match_any(a.tokens, j, lexicon().contrasts) != 0))
      return true;
  return false;
}

// A word of presence right before the figure, in its clause ("resident at roughly 3.4 GB"):
// a size in memory even in a sentence that speaks of a download.
bool presence_before(const SentenceAnalysis& a, std::size_t first) {
  for (std::size_t j = first >= 3 ? first - 3 : 0; j < first; ++j)
    if (a.clause_of[j] == a.clause_of[first] && match_any(a.tokens, j, lexicon().presences) != 0) return true;
  return false;
}

struct FigureAt {
  ByteFigure figure;
  std::size_t first = 0, last = 0;  // its tokens
};

// The byte figures a sentence asserts in the catalog's voice: not a rate ("273 GB/s"), not a
// parameter count ("a 235B model"), asserted (or a tool's reading given as a size), and not
// negated or denied in its part.
std::vector<FigureAt> asserted_byte_figures(const SentenceAnalysis& a, std::string_view sentence) {
  std::vector<FigureAt> out;
  auto token_at = [&](std::size_t offset) { return token_at_offset(a, offset); };
  // The reader a report names ("nvidia-smi reported", "according to the calculator"): a
  // guess word anywhere in the sentence, not denied.
  bool reader_is_a_guess = false;
  for (std::size_t k = 0; k < a.tokens.size() && !reader_is_a_guess; ++k)
    reader_is_a_guess = !a.negated[k] && a.modality[k] == Modality::assertion && match_any(a.tokens, k, lexicon().guesses) != 0;
  for (const ByteFigure& f : a.figures) {
    const std::size_t end = f.offset + f.text.size();
    if (end < sentence.size() && sentence[end] == '/') continue;  // a rate: "273 GB/s"
    // "Llama-3.1-8B", "a 235B model": a bare B on the digits counts parameters, not bytes.
    if (f.multiplier == 1 && f.text.size() >= 2 && (f.text.back() == 'B' || f.text.back() == 'b') &&
        ascii::isdigit(static_cast<unsigned char>(f.text[f.text.size() - 2])))
      continue;
    const std::size_t first = token_at(f.offset), last = token_at(end == 0 ? 0 : end - 1);
    // What a tool or a calculator "reported" is no source's report: it is a reading given as
    // the row's size ("nvidia-smi reported 9 GiB of workspace resident"), still the catalog's.
    const bool tool_reading = reader_is_a_guess && a.attributed[first] && a.modality[first] == Modality::assertion;
    if ((!a.asserted(first, last) && !tool_reading) || a.negated[first] || a.negated[last] || part_denies(a, first)) continue;
    out.push_back({f, first, last});
  }
  return out;
}

bool names_memory(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (memory_noun_at(a, k) || match_any(a.tokens, k, lexicon().presences) != 0) return true;
  return false;
}

}  // namespace

// True when the figure at token `first` follows a copula or a colon whose part opens with a row
// of the ledger as its subject ("the KV cache on each node is", "KV pool on each node:").
bool figure_is_a_rows_size(const SentenceAnalysis& a, std::size_t first) {
  if (first == 0 || first >= a.tokens.size()) return false;
  static const LexiconWords& row_words = lexicon_words("row-word");
  const Token& before = a.tokens[first - 1];
  const std::size_t gap_from = before.at + before.text.size();
  const bool colon = a.part_of[first - 1] != a.part_of[first] && gap_from <= a.tokens[first].at &&
                     a.lowered.substr(gap_from, a.tokens[first].at - gap_from).find(':') != std::string::npos;
  // "we measured the workspace at 4 GiB", "puts the KV cache at 38 GiB": a row word right
  // before "at" and its figure sizes that row.
  if (before.text == "at" && first >= 2 && a.part_of[first - 2] == a.part_of[first] &&
      (row_words.contains(a.tokens[first - 2].text) ||
       (first >= 3 && a.part_of[first - 3] == a.part_of[first] && row_words.contains(a.tokens[first - 3].text))))
    return true;
  // "Workspace allocation was measured at 6 GiB per node": a row word opening the part, its
  // figure after a verb of measuring and "at".
  if (before.text == "at" && first >= 2 && measures_at(a, first - 2)) {
    std::size_t opens = first - 2;
    while (opens > 0 && a.part_of[opens - 1] == a.part_of[first]) --opens;
    for (std::size_t k = opens; k < opens + 3 && k < first - 2; ++k)
      if (row_words.contains(a.tokens[k].text)) return true;
  }
  if (!colon && !is_copula(before.text)) return false;
  const std::size_t part = a.part_of[first - 1];
  std::size_t start = first - 1;
  while (start > 0 && a.part_of[start - 1] == part) --start;
  for (std::size_t k = start; k < first - 1 && k < start + 3; ++k)
    if (row_words.contains(a.tokens[k].text)) return true;
  return false;
}

std::vector<ByteFigure> sourced_figures(const SentenceAnalysis& a) {
  std::vector<ByteFigure> out;
  if (a.question) return out;
  for (const ByteFigure& f : a.figures) {
    const std::size_t k = token_at_offset(a, f.offset);
    if (k < a.tokens.size() && a.attributed[k] && a.modality[k] == Modality::assertion && !a.negated[k]) out.push_back(f);
  }
  return out;
}

std::size_t token_at_offset(const SentenceAnalysis& a, std::size_t offset) {
  std::size_t k = 0;
  while (k + 1 < a.tokens.size() && a.tokens[k + 1].at <= offset) ++k;
  return k;
}

std::vector<ByteFigure> memory_figures(const SentenceAnalysis& a, std::string_view sentence) {
  std::vector<ByteFigure> out;
  // A figure given as measured or published ("dense weights measured 11 GB per rank in
  // memory") asserts a size too, in the catalog's voice: it is read, unless what it measured
  // is memory left over (free, available), an observation rather than a row's size.
  if (a.question || a.tokens.empty() || !names_memory(a)) return out;
  // A stated figure must say it is of memory in so many words ("in memory", "resident"):
  // "the KV cache measured 12.9 GiB" may be of anything the source measured.
  const bool stated = states_a_figure(a);
  std::vector<FigureAt> figures = asserted_byte_figures(a, sentence);
  if (stated) {
    // "resident", "usage", "in memory", "of memory" ("occupies about 165 GB of memory, as
    // measured at load"): lexicon class in-memory-word, one word or two.
    static const LexiconWords& in_memory = lexicon_words("in-memory-word");
    bool said = false;
    for (std::size_t k = 0; k + 1 < a.tokens.size() && !said; ++k)
      said = in_memory.contains(a.tokens[k].text) || in_memory.contains(a.tokens[k].text + " " + a.tokens[k + 1].text);
    // "The KV cache on each node is 38 GiB, as measured", "KV pool on each node: 38 GiB": a
    // figure a row of the ledger is said to be is that row's size, measured or not.
    for (const FigureAt& at : figures) said |= figure_is_a_rows_size(a, at.first);
    if (!said) return out;
  }
  const bool storage = speaks_of_storage(a);
  // Storage speaks of the figures of its own clause: in "disk planning is about 165 GB plus 84
  // GB, so about 249 GB ends up in the unified pools" the last figure is said to be in memory.
  const auto storage_in_clause = [&](std::size_t k) {
    for (std::size_t j = 0; j < a.tokens.size(); ++j)
      if (a.clause_of[j] == a.clause_of[k] && match_any(a.tokens, j, lexicon().storage) != 0) return true;
    return false;
  };
  for (FigureAt& at : figures) {
    if (storage && storage_in_clause(at.first) && !presence_before(a, at.first)) continue;
    // What a measurement found left over (free, available) is an observation, not a row's size.
    auto left_over_near = [&] {
      for (std::size_t k = at.first > 3 ? at.first - 3 : 0; k < a.tokens.size() && k <= at.last + 3; ++k)
        if (free_word(a, k) || left_over_after(a, k)) return true;
      return false;
    };
    // "12.9 GiB is only the lowest free memory the bake-off saw": the figure's own part
    // calls it memory left over, through a copula ("leaves 20 GiB free" is a size left, not
    // an observation of one).
    auto called_left_over = [&] {
      bool copula = false;
      for (std::size_t k = at.last + 1; k < a.tokens.size() && a.part_of[k] == a.part_of[at.first]; ++k) {
        const std::string_view t = a.tokens[k].text;
        copula |= t == "is" || t == "was" || t == "are" || t == "were";
        if (copula && free_word(a, k)) return true;
      }
      // "Lowest available memory in the one run was 12.9 GiB": the subject before the copula
      // names an observation of memory left over (its lowest, its minimum, what was observed),
      // and the figure is what it was.
      copula = false;
      bool left_over = false, observed = false;
      for (std::size_t k = at.first; k > 0 && a.part_of[k - 1] == a.part_of[at.first]; --k) {
        const std::string_view t = a.tokens[k - 1].text;
        if (t == "is" || t == "was" || t == "are" || t == "were") copula = true;
        else if (copula && free_word(a, k - 1)) left_over = true;
        else if (copula && (t == "lowest" || t == "minimum" || t == "min" || t == "observed" || t == "measured" || t == "smallest"))
          observed = true;
      }
      // Only a figure that ends the sentence: what follows it may still give it to a row ("...
      // was 12.9 GiB, the KV cache's size"), and then it is read as that size.
      return left_over && observed && at.last + 1 == a.tokens.size();
    };
    // "only the lowest available memory, 12.9 GiB, was recorded": memory left, read at a moment
    // of a run, is an observation too.
    if (((stated || observed_moment(a)) && left_over_near()) || called_left_over()) continue;
    out.push_back(std::move(at.figure));
  }
  return out;
}

std::vector<RateNamed> rates_named(const SentenceAnalysis& a) {
  std::vector<RateNamed> out;
  if (a.question) return out;
  const auto& t = a.tokens;
  auto word = [&](std::size_t i) -> std::string_view { return i < t.size() ? std::string_view(t[i].text) : ""; };
  for (std::size_t k = 0; k < t.size(); ++k) {
    std::string digits;
    bool number = !t[k].text.empty() && ascii::isdigit(static_cast<unsigned char>(t[k].text[0]));
    for (char c : t[k].text) {
      if (c == ',') continue;
      number &= ascii::isdigit(static_cast<unsigned char>(c)) || c == '.';
      digits += c;
    }
    if (!number) continue;
    const std::string_view u = word(k + 1), s = word(k + 2);
    std::size_t unit_words = 0;
    if ((u == "tok" || u == "tokens" || u == "t") && (s == "s" || s == "sec")) unit_words = 2;
    else if (u == "tokens" && s == "per" && (word(k + 3) == "second" || word(k + 3) == "sec")) unit_words = 3;
    else if (u == "tps") unit_words = 1;
    // "46 tok/s per stream ...; that is 92 per stream": a bare "per stream" after a number, in a
    // sentence that writes tok/s, is the same unit.
    else if (u == "per" && (s == "stream" || s == "request" || s == "user" || s == "slot") && k > 0 &&
             std::any_of(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(k), [](const Token& x) { return x.text == "tok"; }))
      unit_words = 2;
    if (unit_words == 0 || !a.asserted(k, k + unit_words) || a.negated[k] || part_denies(a, k)) continue;
    RateNamed r;
    r.value = std::strtold(digits.c_str(), nullptr);
    const std::size_t point = digits.find('.');
    r.scale = point == std::string::npos ? 0 : static_cast<int>(digits.size() - point - 1);
    const std::string_view before = word(k - 1);
    r.approximate = k > 0 && approximates(before);
    r.written = t[k].text + (unit_words == 3 ? " tokens per second" : unit_words == 1 ? " tps" : u == "per" ? " per " + std::string(s) : " tok/s");
    static const LexiconWords& difference_words = lexicon_words("difference-word");
    for (std::size_t j = 0; j < t.size() && !r.may_be_gap; ++j)
      r.may_be_gap = comparative_at(a, j) || difference_words.contains(t[j].text);
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<ByteFigure> row_figures(const SentenceAnalysis& a, std::string_view sentence) {
  std::vector<ByteFigure> out;
  if (a.question || a.tokens.empty() || names_memory(a) || speaks_of_storage(a) || states_a_figure(a)) return out;
  bool row = false;
  static const LexiconWords& row_words = lexicon_words("row-word");
  for (std::size_t k = 0; k < a.tokens.size() && !row; ++k) row = row_words.contains(a.tokens[k].text);
  if (!row) return out;
  for (FigureAt& at : asserted_byte_figures(a, sentence)) out.push_back(std::move(at.figure));
  return out;
}

std::vector<ByteFigure> usable_figures(const SentenceAnalysis& a, std::string_view sentence) {
  std::vector<ByteFigure> out;
  if (a.question || a.figures.size() != 1) return out;
  static const LexiconWords& usable = lexicon_words("usable-word");
  for (FigureAt& at : asserted_byte_figures(a, sentence)) {
    bool said = at.first > 0 && (a.tokens[at.first - 1].text == "all" || a.tokens[at.first - 1].text == "full" ||
                                 a.tokens[at.first - 1].text == "entire" || a.tokens[at.first - 1].text == "whole");
    for (std::size_t k = 0; k < a.tokens.size() && !said; ++k)
      said = a.clause_of[k] == a.clause_of[at.first] && !a.negated[k] && a.asserted(k, k) &&
             (usable.contains(a.tokens[k].text) ||
              (k + 1 < a.tokens.size() && usable.contains(a.tokens[k].text + " " + a.tokens[k + 1].text)));
    if (said) out.push_back(std::move(at.figure));
  }
  return out;
}

bool license_noun_at(const SentenceAnalysis& a, std::size_t k) {
  return match_any(a.tokens, k, lexicon().license_nouns) != 0;
}

bool says_license_read(const SentenceAnalysis& a) {
  if (a.question) return false;
  const auto names_license = [&](std::size_t k) {
    for (std::size_t j = 0; j < a.tokens.size(); ++j)
      if (a.part_of[j] == a.part_of[k] && match_any(a.tokens, j, lexicon().license_nouns) != 0) return true;
    return false;
  };
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    // "It is not true that the checkpoint license went unread": an unread license denied is read.
    const std::string_view word = a.tokens[k].text;
    if ((word == "unread" || word == "unreviewed" || word == "unopened") && a.negated[k] && a.asserted(k, k) && names_license(k))
      return true;
    const std::size_t len = match_any(a.tokens, k, lexicon().license_reads);
    if (len == 0) continue;
    // "nothing left to read" says it was all read: its negation is its own.
    const bool self_negated = a.negation_word[k];
    if (!a.asserted(k, k + len - 1) || (a.negated[k] && !self_negated)) continue;
    // "unknown until the checkpoint license is read", "needs this license read first": a
    // reading still to come, or asked for.
    bool awaited = false;
    for (std::size_t j = k; j > 0 && a.clause_of[j - 1] == a.clause_of[k] && !awaited; --j) {
      const std::string_view w = a.tokens[j - 1].text;
      awaited = w == "until" || w == "till" || w == "unless" || w == "before" || w == "after" || w == "pending" || w == "needs" ||
                w == "need" || w == "requires" || w == "require" || w == "required";
    }
    // "leaves the checkpoint license to read", "a license still to check": an infinitive is a
    // reading to come ("nothing left to read" is a phrase of its own, matched at "nothing").
    if (awaited || (k > 0 && a.tokens[k - 1].text == "to" && !self_negated)) continue;
    if (names_license(k)) return true;
  }
  return false;
}

bool denies_a_figure(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    // "24 GiB without the drafter" qualifies the figure; it does not deny it.
    if ((a.negation_word[k] && a.tokens[k].text != "without") || match_any(a.tokens, k, lexicon().contrasts) != 0)
      return true;
  return false;
}

std::vector<int64_t> node_counts(const SentenceAnalysis& a) {
  std::vector<int64_t> out;
  // "The hardware entry allows up to four Sparks": a count after a bound ("up to", "at most")
  // is a limit on nodes, not the nodes of a setup.
  const auto bounded = [&](std::size_t first) {
    const auto at = [&](std::size_t back) -> std::string_view {
      return first >= back ? std::string_view(a.tokens[first - back].text) : "";
    };
    return (at(2) == "up" && at(1) == "to") || (at(2) == "at" && at(1) == "most") ||
           (at(3) == "as" && at(2) == "many" && at(1) == "as") || (at(2) == "maximum" && at(1) == "of");
  };
  auto add = [&](double value, std::size_t first, std::size_t last) {
    const std::optional<int64_t> count = whole_count(value);
    if (!count || !a.asserted(first, last) || a.negated[first] || bounded(first)) return;
    const int64_t n = *count;
    if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
  };
  // "one node overflows" picks a node of the setup, "on one node" counts it: a bare "one" is a
  // count only after a preposition of placing.
  auto picks_one = [&](const Quantity& q) {
    if (a.tokens[q.first].text != "one") return false;
    static constexpr std::string_view kPlacing[] = {"on", "onto", "to", "across", "in", "with", "using", "over", "from", "between"};
    return q.first == 0 || std::find(std::begin(kPlacing), std::end(kPlacing), a.tokens[q.first - 1].text) == std::end(kPlacing);
  };
  for (const Quantity& q : a.quantities)
    if (q.unit == QuantityUnit::nodes && q.form == NumberForm::count && !picks_one(q)) add(q.value, q.first, q.last);
  // "a single Spark", "a lone node", "single-node": one, where a count word alone is no figure.
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view w = a.tokens[k].text;
    const bool single = w == "single" || w == "lone" || w == "sole";
    if (single && k + 1 < a.tokens.size() && unit_of(a.tokens[k + 1].text) == QuantityUnit::nodes) add(1, k, k + 1);
    if (w.starts_with("single-") && unit_of(std::string_view(w).substr(7)) == QuantityUnit::nodes) add(1, k, k);
  }
  // "quad-Spark", "two-node", "4-Spark": a count joined to its node noun; "dual Sparks", "a
  // quad node setup": a set word before it.
  auto set_count = [](std::string_view w) -> int64_t {
    if (const int64_t n = set_count_word(w)) return n;
    if (auto n = cardinal_word(w)) return *n;
    return 0;
  };
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view w = a.tokens[k].text;
    if (const auto dash = w.rfind('-'); dash != std::string::npos && dash > 0 &&
                                        unit_of(std::string_view(w).substr(dash + 1)) == QuantityUnit::nodes)
      if (const int64_t n = set_count(std::string_view(w).substr(0, dash)); n > 0) add(static_cast<double>(n), k, k);
    if (k + 1 < a.tokens.size() && unit_of(a.tokens[k + 1].text) == QuantityUnit::nodes && w != "one")
      if (const int64_t n = set_count(w); n > 0 && !cardinal_word(w)) add(static_cast<double>(n), k, k + 1);
  }
  // "four cabled Sparks", "2 identical DGX Sparks": a count, then words that only describe the
  // nodes, then the node noun.
  for (const Quantity& q : a.quantities) {
    if (q.form != NumberForm::count || q.unit != QuantityUnit::none) continue;
    std::size_t k = q.last + 1;
    // A product code ("h200", "gb10", "mi300x") describes the nodes too.
    auto describing = [&](const std::string& w) {
      const bool letters = std::any_of(w.begin(), w.end(), [](char c) { return ascii::isalpha(static_cast<unsigned char>(c)); });
      const bool digits = std::any_of(w.begin(), w.end(), [](char c) { return ascii::isdigit(static_cast<unsigned char>(c)); });
      static const LexiconWords& describers = lexicon_words("node-describer");
      return (letters && digits && w.size() <= 8) || describers.contains(w);
    };
    while (k < a.tokens.size() && k <= q.last + 2 && a.clause_of[k] == a.clause_of[q.last] && describing(a.tokens[k].text))
      ++k;
    if (k > q.last + 1 && k < a.tokens.size() && unit_of(a.tokens[k].text) == QuantityUnit::nodes && !picks_one(q))
      add(q.value, q.first, k);
  }
  // "one pair of Sparks", "two pairs of nodes": a pair counts two.
  for (std::size_t k = 0; k + 2 < a.tokens.size(); ++k) {
    const std::string_view w = a.tokens[k].text;
    if ((w != "pair" && w != "pairs") || a.tokens[k + 1].text != "of" || unit_of(a.tokens[k + 2].text) != QuantityUnit::nodes)
      continue;
    // "two pairs", "two cabled pairs", "two identical cabled pairs": the count of pairs may
    // stand two words before them, in the same clause.
    double pairs = 1;
    for (const Quantity& q : a.quantities)
      if (q.last < k && k - q.last <= 3 && q.form == NumberForm::count && q.unit == QuantityUnit::none &&
          a.clause_of[q.last] == a.clause_of[k])
        pairs = q.value;
    add(2 * pairs, k, k + 2);
  }
  return out;
}

int64_t nodes_each_arm(const SentenceAnalysis& a) {
  const std::vector<int64_t> counts = node_counts(a);
  if (counts.size() != 1) return 0;
  bool each_arm = false, own = false;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view t = a.tokens[k].text;
    if ((t == "each" || t == "every") && a.asserted(k, k) && !a.negated[k])
      for (std::size_t j = k + 1; j < a.tokens.size() && j <= k + 4; ++j) {
        const std::string_view arm = a.tokens[j].text;
        each_arm |= arm == "arm" || arm == "arms" || arm == "engine" || arm == "engines";
      }
    own |= (t == "own" || t == "itself" || t == "themselves" || t == "dedicated") && !a.negated[k];
  }
  return each_arm && own ? counts.front() : 0;
}

namespace {
// "october" -> 10; "sept" and "oct." abbreviations too; 0 for any other word.
int month_number(std::string_view w) {
  static constexpr std::array<std::string_view, 12> kMonths = {"january", "february", "march",     "april",
                                                               "may",     "june",     "july",      "august",
                                                               "september", "october", "november", "december"};
  // Every token of every sentence is asked: a word no month or its abbreviation can be (3 to 9
  // letters, starting with one of the months' first letters) is turned away before the 24 compares.
  if (w.size() < 3 || w.size() > 9 || std::string_view("jfmasond").find(w.front()) == std::string_view::npos) return 0;
  for (std::size_t m = 0; m < kMonths.size(); ++m) {
    if (w == kMonths[m]) return static_cast<int>(m) + 1;
    if (w.size() >= 3 && w.size() < kMonths[m].size() && m != 4 && kMonths[m].starts_with(w) && (w.size() == 3 || w == "sept"))
      return static_cast<int>(m) + 1;
  }
  return 0;
}
int small_number(std::string_view w, int max) {  // "14", "14th", "1st" -> 14, 1; 0 when none
  std::size_t k = 0;
  int n = 0;
  while (k < w.size() && ascii::isdigit(static_cast<unsigned char>(w[k])) && k < 4) n = n * 10 + (w[k++] - '0');
  if (k == 0 || n < 1 || n > max) return 0;
  const std::string_view rest = w.substr(k);
  return rest.empty() || rest == "st" || rest == "nd" || rest == "rd" || rest == "th" ? n : 0;
}
int days_in(int year, int month) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}
std::string iso(int y, int m, int d) {
  std::string out(10, '0');
  std::snprintf(out.data(), out.size() + 1, "%04d-%02d-%02d", y, m, d);
  return out;
}
}  // namespace

// "first" .. "thirty-first": the day an ordinal word names; 0 for any other word.
int ordinal_day(std::string_view w) {
  static constexpr std::array<std::string_view, 19> kUnits = {
      "first",   "second",   "third",      "fourth",     "fifth",     "sixth",     "seventh",
      "eighth",  "ninth",    "tenth",      "eleventh",   "twelfth",   "thirteenth", "fourteenth",
      "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"};
  for (std::size_t k = 0; k < kUnits.size(); ++k)
    if (w == kUnits[k]) return static_cast<int>(k) + 1;
  if (w == "twentieth") return 20;
  if (w == "thirtieth") return 30;
  for (auto [tens, base] : {std::pair<std::string_view, int>{"twenty-", 20}, {"thirty-", 30}})
    if (w.starts_with(tens))
      for (std::size_t k = 0; k < 9; ++k)
        if (w.substr(tens.size()) == kUnits[k]) return base + static_cast<int>(k) + 1;
  return 0;
}

// A date in digits with its year last, at token k: one token "30.10.2026", or three tokens
// written with one separator between them ("30/10/2026" is tokenised 30, 10, 2026).
std::optional<NamedDate> numeric_date(const SentenceAnalysis& a, std::size_t k) {
  const auto& t = a.tokens;
  auto digits = [](std::string_view w) {
    return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return ascii::isdigit(static_cast<unsigned char>(c)); });
  };
  std::string p, q, y;
  std::size_t last = k;
  if (const std::string_view w = t[k].text; std::count(w.begin(), w.end(), '.') == 2) {
    const auto d1 = w.find('.'), d2 = w.find('.', d1 + 1);
    p = w.substr(0, d1), q = w.substr(d1 + 1, d2 - d1 - 1), y = w.substr(d2 + 1);
  } else if (k + 2 < t.size() && t[k + 1].at == t[k].at + t[k].text.size() + 1 &&
             t[k + 2].at == t[k + 1].at + t[k + 1].text.size() + 1) {
    p = t[k].text, q = t[k + 1].text, y = t[k + 2].text;
    last = k + 2;
  } else {
    return std::nullopt;
  }
  if (!digits(p) || !digits(q) || !digits(y) || p.size() > 2 || q.size() > 2 || y.size() != 4) return std::nullopt;
  const int a1 = std::stoi(p), a2 = std::stoi(q), year = std::stoi(y);
  if (year < 1990 || year > 2199) return std::nullopt;
  std::vector<std::string> days;
  if (a2 >= 1 && a2 <= 12 && a1 >= 1 && a1 <= days_in(year, a2)) days.push_back(iso(year, a2, a1));  // day first
  if (a1 >= 1 && a1 <= 12 && a2 >= 1 && a2 <= days_in(year, a1)) days.push_back(iso(year, a1, a2));  // month first
  if (days.empty()) return std::nullopt;
  std::sort(days.begin(), days.end());
  std::string written = p + "/" + q + "/" + y;
  return NamedDate{written, days.front(), days.back(), k, last};
}

std::vector<NamedDate> dates_named(const SentenceAnalysis& a) {
  std::vector<NamedDate> out;
  const auto& t = a.tokens;
  auto text = [&](std::size_t k) -> std::string_view { return k < t.size() ? std::string_view(t[k].text) : ""; };
  auto year_at = [&](std::size_t k) {
    const std::string_view w = text(k);
    if (w.size() != 4 || !std::all_of(w.begin(), w.end(), [](char c) { return ascii::isdigit(static_cast<unsigned char>(c)); }))
      return 0;
    const int y = std::stoi(std::string(w));
    return y >= 1990 && y <= 2199 ? y : 0;
  };
  for (std::size_t k = 0; k < t.size(); ++k) {
    const std::string& w = t[k].text;
    if (w.size() == 10 && w[4] == '-' && w[7] == '-' &&
        std::all_of(w.begin(), w.end(), [](char c) { return c == '-' || ascii::isdigit(static_cast<unsigned char>(c)); })) {
      out.push_back({w, w, w, k, k});
      continue;
    }
    // "30/10/2026", "10/30/2026", "30.10.2026": day and month in either order, the year last.
    // Read as the span of both orders when both are dates ("09/10/2026": 9 October or
    // 10 September), so only a date that no order makes the bake-off's can disagree with it.
    if (auto numeric = numeric_date(a, k)) {
      out.push_back(std::move(*numeric));
      k = out.back().last_token;
      continue;
    }
    // A month's name with its year after it: "1 October 2026", "October 1, 2026", "late August
    // 2026", "in September 2026". No year, no date ("may" is a verb far more often).
    // "mid-October 2026" is one token: its part of the month is written onto the month's name.
    std::string_view month_word = w, part_prefix;
    for (std::string_view prefix : {"mid-", "early-", "late-"})
      if (month_word.starts_with(prefix)) part_prefix = prefix.substr(0, prefix.size() - 1), month_word.remove_prefix(prefix.size());
    const int m = month_number(month_word);
    if (m == 0) continue;
    int y = year_at(k + 1), d = 0;
    std::size_t last = k + 1;
    if (y == 0) {
      d = small_number(text(k + 1), days_in(2000, m));
      y = d ? year_at(k + 2) : 0;
      last = k + 2;
    }
    if (y == 0) continue;
    std::size_t first = k;
    if (d == 0 && k > 0) {
      if (const int before = small_number(text(k - 1), days_in(y, m)); before) d = before, first = k - 1;
      // "the first of October 2026", "the 1st of October 2026".
      else if (text(k - 1) == "of" && k > 1) {
        const int day = small_number(text(k - 2), days_in(y, m)) ? small_number(text(k - 2), days_in(y, m))
                                                                  : ordinal_day(text(k - 2));
        if (day) d = day, first = k - 2;
      }
    }
    if (d > days_in(y, m)) continue;
    int from = d ? d : 1, to = d ? d : days_in(y, m);
    if (!d && (k > 0 || !part_prefix.empty())) {
      const std::string_view part = part_prefix.empty() ? text(k - 1) : part_prefix;
      const std::size_t part_first = part_prefix.empty() ? k - 1 : k;
      if (part == "early") to = 10, first = part_first;
      else if (part == "mid" || part == "middle") from = 11, to = 20, first = part_first;
      else if (part == "late" || part == "end") from = 21, first = part_first;
    }
    std::string written;
    for (std::size_t j = first; j <= last; ++j) written += (j == first ? "" : " ") + t[j].text;
    out.push_back({written, iso(y, m, from), iso(y, m, to), first, last});
  }
  return out;
}

std::vector<NamedDate> bakeoff_dates(const SentenceAnalysis& a) {
  std::vector<NamedDate> out;
  // The clauses that name the bake-off: a date in another clause dates something else ("the
  // bake-off ran on 2026-09-30; the drafter revision is from 2026-08-02").
  std::vector<std::size_t> clauses;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view t = a.tokens[k].text;
    // "Cells were taken on ...", "the numbers were measured on ...": the bake-off's own cells.
    // "The arms were compared on ...": the bake-off's arms and their comparison.
    if (t == "bake-off" || t == "bakeoff" || t == "benchmark" || t == "benchmarks" || t == "cells" || t == "cell" ||
        t == "measurements" || t == "arms" || t == "comparison")
      clauses.push_back(a.clause_of[k]);
  }
  const bool names_bakeoff = !clauses.empty();
  const bool another_run = std::any_of(a.topics.begin(), a.topics.end(),
                                       [](const TopicWord& w) { return w.topic == Topic::reproduction; });
  if (!names_bakeoff || another_run) return out;
  for (NamedDate& d : dates_named(a)) {
    const std::size_t k = d.last_token;  // the year: a date's clause is where it ends ("October 1, 2026")
    const std::size_t m = d.first_token;
    if (!a.asserted(m, k) || a.negated[m] || a.negated[k]) continue;
    // "The bake-off is one run per arm on one pair, temperature 0, on 30 October 2026": a
    // clause that is only a preposition and the date dates the sentence's subject, when the
    // sentence opens by naming the bake-off.
    const auto date_alone = [&] {
      const std::size_t c = a.clause_of[m];
      if (a.clause_of[k] != c || clauses.empty() || clauses.front() != a.clause_of[0]) return false;
      std::size_t first = m;
      while (first > 0 && a.clause_of[first - 1] == c) --first;
      std::size_t last = k;
      while (last + 1 < a.tokens.size() && a.clause_of[last + 1] == c) ++last;
      // "taken on ...", "carried out on ...", "all run on ...": a participle before the
      // preposition still dates the subject.
      auto participle = [](std::string_view w) {
        return w.ends_with("ed") || w.ends_with("en") || w == "run" || w == "done" || w == "held" || w == "out" ||
               w == "all" || w == "each" || w == "both";
      };
      while (first + 1 < m && participle(a.tokens[first].text)) ++first;
      const std::string_view p = a.tokens[first].text;
      return last == k && first + 1 == m && (p == "on" || p == "in" || p == "dated" || p == "during");
    };
    if (std::find(clauses.begin(), clauses.end(), a.clause_of[m]) == clauses.end() &&
        std::find(clauses.begin(), clauses.end(), a.clause_of[k]) == clauses.end() && !date_alone())
      continue;
    // "This profile was written on 2026-10-02 from the bake-off of 2026-09-30": a date after a
    // verb of writing the profile (lexicon class authoring-verb) dates the writing.
    static const LexiconWords& authoring = lexicon_words("authoring-verb");
    std::size_t verb = m;
    if (verb > 0 && (a.tokens[verb - 1].text == "on" || a.tokens[verb - 1].text == "in")) --verb;
    if (verb > 0 && authoring.contains(a.tokens[verb - 1].text)) continue;
    if (std::none_of(out.begin(), out.end(), [&](const NamedDate& o) { return o.written == d.written; }))
      out.push_back(std::move(d));
  }
  return out;
}

std::vector<ConditionScope> condition_scopes(const SentenceAnalysis& a) {
  std::vector<ConditionScope> out;
  const Lexicon& lex = lexicon();
  auto add = [&](const std::string& condition, bool across, bool over_cells, bool same) {
    for (ConditionScope& o : out)
      if (o.condition == condition) {
        o.across |= across, o.over_cells |= over_cells, o.same |= same;
        return;
      }
    out.push_back({condition, across, over_cells, same});
  };
  // The conditions each clause names, and whether a sameness word is asserted in it.
  std::vector<std::pair<std::size_t, std::string>> named;  // (token, condition)
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (std::size_t len = match_any(a.tokens, k, lex.conditions); len != 0)
      lex.conditions.each_candidate(a.tokens[k].text, [&](const Phrase& p) {
        if (match_at(a.tokens, k, p) == len) named.emplace_back(k, p.value);
      });
  // "Every cell was measured on kit 5624dfc", "... on the pinned kit": a hash, or the runtime
  // pin named by its role, names the build a measurement was taken on.
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view t = a.tokens[k].text;
    const bool pinned_kit = (t == "kit" || t == "runtime") && k > 0 && a.tokens[k - 1].text == "pinned";
    if ((is_hash_word(a.tokens[k].text) || pinned_kit) &&
        std::none_of(named.begin(), named.end(), [&](const auto& n) { return n.first == k; }))
      named.emplace_back(k, "build");
  }
  // "This ordering is same-precision after all", "a clean same-precision win": one hyphenated
  // word asserts that the arms compared share the condition it names. Not in a purpose ("For
  // a same-precision comparison, see ..."), a denial, a supposition or a report.
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view t = a.tokens[k].text;
    if (!t.starts_with("same-") || !a.asserted(k, k) || a.negated[k]) continue;
    std::size_t start = k;
    while (start > 0 && a.clause_of[start - 1] == a.clause_of[k]) --start;
    const std::string_view opener = a.tokens[start].text;
    if (opener == "for" || opener == "to" || opener == "before" || opener == "until" || opener == "without") continue;
    const std::vector<Token> part{Token{std::string(t.substr(5))}};
    if (const std::size_t len = match_any(part, 0, lex.conditions); len != 0)
      lex.conditions.each_candidate(part[0].text, [&](const Phrase& p) {
        if (match_at(part, 0, p) == len && p.value != "cells") add(p.value, false, true, true);
      });
  }
  if (named.empty()) return out;
  // Clauses that say a value is shared ("the same precision"), and clauses that say the values
  // differ ("different quantizations", "each arm's own build"): those share nothing.
  std::vector<std::size_t> same_clauses, differ_clauses;
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    lex.sameness.each_candidate(a.tokens[k].text, [&](const Phrase& p) {
      const std::size_t len = match_at(a.tokens, k, p);
      if (len == 0) return;
      if (p.value == "-") differ_clauses.push_back(a.clause_of[k]);
      else if (a.asserted(k, k + len - 1) && !a.negated[k]) same_clauses.push_back(a.clause_of[k]);
    });
  // The conditions the sentence says differ ("at different quantizations"): a quantifier over
  // the cells elsewhere in it does not make one of their names the cells' shared value.
  std::vector<std::string> differing;
  for (const auto& [k, condition] : named) {
    if (!a.asserted(k, k) || a.negated[k]) continue;
    if (std::find(differ_clauses.begin(), differ_clauses.end(), a.clause_of[k]) != differ_clauses.end()) {
      differing.push_back(condition);
      continue;
    }
    const bool same = std::find(same_clauses.begin(), same_clauses.end(), a.clause_of[k]) != same_clauses.end();
    // A quantifier at most three words before the noun, in its clause: "every arm", "all
    // three arms", "any build of the kit", "at every concurrency and prompt length".
    bool quantified = false, extent = false;
    for (std::size_t back = 1; back <= 3 && back <= k && !quantified; ++back) {
      const std::size_t q = k - back;
      if (a.clause_of[q] != a.clause_of[k] && !(a.tokens[q + 1].text == "and" || a.tokens[q + 1].text == "or")) break;
      const std::size_t len = match_any(a.tokens, q, lex.quantifiers);
      quantified = len != 0 && a.asserted(q, q) && !a.negated[q];
      if (quantified)
        lex.quantifiers.each_candidate(a.tokens[q].text, [&](const Phrase& p) {
          if (match_at(a.tokens, q, p) == len && p.value == "extent") extent = true;
        });
    }
    // "long prompts", "the full context", any bare "context": a length, not a scope, unless
    // the clause says a result carries over to it ("long prompts behave the same").
    if (quantified && (extent || a.tokens[k].text.starts_with("context"))) {
      // ... or that every cell was taken there ("every cell was measured at that full context").
      // clang 14 cannot capture a structured binding: the lambda takes a copy of k's clause.
      bool carries = std::any_of(named.begin(), named.end(), [&, clause = a.clause_of[k]](const auto& other) {
        if (other.second != "cells" || a.clause_of[other.first] != clause || other.first == 0) return false;
        const std::size_t before = other.first - 1;
        return match_any(a.tokens, before, lex.quantifiers) != 0 && !a.negated[before];
      });
      for (std::size_t j = 0; j < a.tokens.size() && !carries; ++j)
        if (a.clause_of[j] == a.clause_of[k] && !a.negated[j])
          carries = match_any(a.tokens, j, lex.holds) != 0 || match_any(a.tokens, j, lex.sameness) != 0;
      quantified = carries;
    }
    // A clause whose predicate is denied ("Edge cases at long context were not measured")
    // does not say the measurements hold there.
    bool clause_denied = false;
    for (std::size_t j = 0; j < a.tokens.size(); ++j) clause_denied |= a.clause_of[j] == a.clause_of[k] && a.negated[j];
    if (condition == "cells") {
      add("cells", false, quantified, same && quantified);
    } else {
      add(condition, quantified && !clause_denied, false, same);
    }
  }
  // A quantifier over the cells, arms or observations carries to every condition of the sentence,
  // unless a contrast splits it ("led both short-prompt cells, but the vLLM NVFP4 arm had the
  // faster cold first token": NVFP4 names the other half's arm, not the cells' precision).
  const bool contrast = std::any_of(a.tokens.begin(), a.tokens.end(), [](const Token& t) {
    return t.text == "but" || t.text == "whereas" || t.text == "while" || t.text == "although" || t.text == "though";
  });
  const auto cells = std::find_if(out.begin(), out.end(), [](const ConditionScope& o) { return o.condition == "cells"; });
  if (cells != out.end() && cells->over_cells && !contrast) {
    const bool same = cells->same;
    for (ConditionScope& o : out) {
      const bool said_to_differ = std::any_of(differing.begin(), differing.end(), [&](const std::string& d) {
        return o.condition == d || o.condition == d + "-name";
      });
      if (said_to_differ) continue;
      o.over_cells = true, o.same |= same;
    }
  }
  return out;
}

std::vector<std::string> hashes_named(const SentenceAnalysis& a) {
  std::vector<std::string> out;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string& w = a.tokens[k].text;
    if (!is_hash_word(w) || !a.asserted(k, k) || a.negated[k]) continue;
    if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
  }
  return out;
}

namespace {

// A sentence whose subject is the field it is written in: a build's or a
// pin's note that says it is another pin ("Same tree as the runtime pin", "The runtime pin under
// its short name"). The pair carries an empty hash; the rule reads the field's own commit. Only
// sameness of a commit counts ("same tree", "same commit"): "same repository as the runtime
// pin" is true of two commits of one repository, and a contrast word anywhere ("an earlier
// commit", "but", "different") leaves the sentence alone.
void called_pin_by_its_field(const SentenceAnalysis& a, std::vector<std::pair<std::string, std::string>>& out) {
  static constexpr std::string_view kCommitNouns[] = {"tree", "commit", "revision", "snapshot", "hash", "sha",
                                                      "build", "checkout", "version", "code"};
  static constexpr std::string_view kContrast[] = {"but", "another", "earlier", "later", "older", "newer",
                                                   "different", "differs", "other", "unlike", "than"};
  const std::size_t n = a.tokens.size();
  for (const auto& t : a.tokens)
    if (std::find(std::begin(kContrast), std::end(kContrast), t.text) != std::end(kContrast)) return;
  for (std::size_t p = 1; p < n; ++p) {
    if (a.tokens[p].text != "pin" || !a.asserted(p, p) || a.negated[p]) continue;
    std::string role = a.tokens[p - 1].text;
    if (role.ends_with("'s")) role.resize(role.size() - 2);
    bool identity = false, denied = false;
    for (std::size_t k = p >= 8 ? p - 8 : 0; k < p; ++k) {
      const std::string& t = a.tokens[k].text;
      if ((t == "same" || t == "identical") && k + 1 < p &&
          std::find(std::begin(kCommitNouns), std::end(kCommitNouns), a.tokens[k + 1].text) != std::end(kCommitNouns))
        identity = true;
      denied |= a.negated[k] || a.negation_word[k];
    }
    for (std::size_t k = p + 1; k < std::min(n, p + 5); ++k) {
      const std::string& t = a.tokens[k].text;
      identity |= t == "itself" || t == "short" || t == "shortened" || t == "abbreviated";
    }
    if (identity && !denied) out.emplace_back("", role);
  }
}

}  // namespace

std::vector<std::pair<std::string, std::string>> hashes_called_pins(const SentenceAnalysis& a) {
  std::vector<std::pair<std::string, std::string>> out;
  const std::vector<std::string> hashes = hashes_named(a);
  const std::size_t n = a.tokens.size();
  for (std::size_t p = 1; p < n; ++p) {
    // "the runtime pin", "the drafter revision", "the kit's commit"; and "the pinned runtime",
    // where the role follows the pin word.
    const std::string_view anchor = a.tokens[p].text;
    const bool role_before = anchor == "pin" || anchor == "revision" || anchor == "commit";
    const bool role_after = anchor == "pinned" && p + 1 < n && p >= 1 && a.tokens[p - 1].text == "the";
    if ((!role_before && !role_after) || !a.asserted(p, p) || a.negated[p]) continue;
    std::string role = role_after ? a.tokens[p + 1].text : a.tokens[p - 1].text;
    if (role.ends_with("'s")) role.resize(role.size() - 2);
    for (std::size_t h = 0; h < n; ++h) {
      if (std::find(hashes.begin(), hashes.end(), a.tokens[h].text) == hashes.end()) continue;
      const std::size_t from = std::min(h, p - 1) + 1, to = std::max(h, p - 1);
      bool identity = false, denied = false;
      for (std::size_t k = from; k < to; ++k) {
        const std::string_view t = a.tokens[k].text;
        identity |= t == "is" || t == "=" || t == "same" || t == "itself" || t == "equals" || t == "namely" ||
                    t.starts_with("i.e") || t == "ie";
        denied |= a.negated[k] || a.negation_word[k];
      }
      if (p + 1 < n && a.tokens[p + 1].text == "itself") identity = true;
      if (role_after && h > p) continue;  // "the pinned runtime is 5624dfc" names the pin, not the hash's role
      if (identity && !denied && to - from <= 6) out.emplace_back(a.tokens[h].text, role);
    }
  }
  called_pin_by_its_field(a, out);
  return out;
}

std::vector<std::pair<std::string, std::string>> hashes_beside_roles(const SentenceAnalysis& a) {
  std::vector<std::pair<std::string, std::string>> out;
  const std::vector<std::string> hashes = hashes_named(a);
  static constexpr std::string_view kApart[] = {"earlier", "older", "previous", "prior", "former", "other",
                                                "another", "different", "later", "newer", "old", "new", "next"};
  for (std::size_t p = 1; p + 1 < a.tokens.size(); ++p) {
    const std::string_view anchor = a.tokens[p].text;
    if ((anchor != "commit" && anchor != "revision") || !a.asserted(p, p + 1) || a.negated[p] ||
        std::find(hashes.begin(), hashes.end(), a.tokens[p + 1].text) == hashes.end())
      continue;
    if (p >= 2 && std::find(std::begin(kApart), std::end(kApart), a.tokens[p - 2].text) != std::end(kApart)) continue;
    std::string role = a.tokens[p - 1].text;
    if (role.ends_with("'s")) role.resize(role.size() - 2);
    out.emplace_back(a.tokens[p + 1].text, role);
  }
  return out;
}

// "Who would call 99 against 37 anything but a win?", "Who could seriously deny it fits?": a
// question that asks who would judge, say or deny expects the answer nobody, so it asserts
// what "Nobody would ..." asserts. Read as that sentence: its "who" as "nobody", no question.
// The "who" may open a later clause: "And since the kit is Apache-2.0, who would argue the
// drafter is not fine for commercial use?" asks it of what the opening clause grants.
void who_would_question(SentenceAnalysis& a) {
  if (!a.question || a.tokens.size() < 3) return;
  std::size_t who = 0;
  while (who < a.tokens.size() && !(a.tokens[who].text == "who" && (who == 0 || a.clause_of[who - 1] != a.clause_of[who])))
    ++who;
  if (who + 2 >= a.tokens.size()) return;
  static const LexiconWords& modals = lexicon_words("question-modal");
  if (!modals.contains(a.tokens[who + 1].text)) return;
  std::size_t verb = who + 2;
  while (verb + 1 < a.tokens.size() && is_manner_adverb(a.tokens[verb].text)) ++verb;
  static const LexiconWords& denying = lexicon_words("denying-verb");
  static const LexiconWords& judging = lexicon_words("judging-verb");
  const std::string& v = a.tokens[verb].text;
  if (!denying.contains(v) && !judging.contains(v) && match_any(a.tokens, verb, lexicon().reports) == 0) return;
  a.tokens[who].text = "nobody";
  a.tokens[who].first_word = first_words().find("nobody");
  a.question = false;
}

SentenceAnalysis analyse_sentence(std::string_view sentence) {
  SentenceAnalysis a;
  a.lowered = lowered(sentence);
  const std::size_t end = a.lowered.find_last_not_of(" \t\n");
  a.question = end != std::string::npos && a.lowered[end] == '?';
  a.figures = byte_figures(sentence);
  std::vector<std::size_t> segment_of;
  tokenise(a.lowered, a, segment_of);
  for (Token& t : a.tokens) t.first_word = first_words().find(t.text);  // tokenise built the lexicon
  static const LexiconWords& rhetorical_openers = lexicon_words("rhetorical-opener");
  if (a.question && !a.tokens.empty() && rhetorical_openers.contains(a.tokens.front().text)) {
    a.question = false;
    a.rhetorical = true;
  }
  who_would_question(a);
  read_quantities(a);
  read_negation(a);
  read_modality(a);
  read_voice(a, segment_of);
  read_topics(a);
  drop_time_comparisons(a);
  return a;
}

std::shared_ptr<const SentenceAnalysis> analysed(std::string_view sentence) {
  // One profile's sentences: the readers that read a sentence again read it within a profile.
  thread_local TextMemo<SentenceAnalysis> memo(512);
  return memo.get(sentence, analyse_sentence);
}

std::string_view topic_name(Topic topic) {
  switch (topic) {
    case Topic::fit: return "fit";
    case Topic::capacity: return "capacity";
    case Topic::commercial: return "commercial";
    case Topic::ranking: return "ranking";
    case Topic::reproduction: return "reproduction";
    case Topic::pin: return "pin";
  }
  return "";
}

bool figure_denied(const SentenceAnalysis& a, std::size_t offset) {
  std::size_t k = 0;
  for (std::size_t i = 0; i < a.tokens.size(); ++i)
    if (a.tokens[i].at <= offset) k = i;
  return !a.tokens.empty() && a.negated[k];
}

}  // namespace brief::derivation
