#include "derive/claims.h"

#include <optional>
#include <regex>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "derive/ascii.h"
#include "derive/blend_reasons.h"
#include "derive/license_mentions.h"
#include "derive/multipliers.h"
#include "derive/number_words.h"
#include "derive/run_counts.h"
#include "derive/temperature_prose.h"
#include "derive/noise_prose.h"
#include "derive/sentence.h"
#include "derive/text_memo.h"

namespace brief::derivation {
namespace {

// --- words -----------------------------------------------------------------------------

// A word of a clause, lowercased, with where it starts in the lowered sentence. Its text is a
// view into that sentence, which outlives the words read from it: a word is compared with the
// lists' words hundreds of times and never changed, so it is not copied.
struct Word {
  static constexpr std::uint32_t kStartsNoPhrase = UINT32_MAX;
  std::string_view text;
  std::size_t at = 0;
  // The word's number among the first words of every claim list (ClaimVocabulary), looked up
  // once here: each list's table finds its phrases by it, where each used to hash the word again.
  std::uint32_t first_word = kStartsNoPhrase;
};

std::uint32_t claim_first_word(std::string_view word);  // ClaimVocabulary's number, or kStartsNoPhrase

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '\'' || c == '%' ||
         (static_cast<unsigned char>(c) >= 0x80);
}

std::vector<Word> words_of(std::string_view s) {
  std::vector<Word> out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (!word_char(s[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && (word_char(s[j]) || ((s[j] == '.' || s[j] == ',') && j + 1 < s.size() &&
                                                 std::isdigit(static_cast<unsigned char>(s[j + 1])) && j > i &&
                                                 std::isdigit(static_cast<unsigned char>(s[j - 1])))))
      ++j;
    out.push_back({s.substr(i, j - i), i, claim_first_word(s.substr(i, j - i))});
    i = j;
  }
  return out;
}

// A clause: the stretch of a sentence that a negator can govern. Split at ; : ( ) and at
// commas and the conjunctions that start a new statement ("but", "while", "whereas",
// "although", "though", "yet", "so").
struct Clause {
  std::size_t begin = 0, end = 0;  // in the lowered sentence
};

bool is_conjunction(std::string_view w) {
  return w == "but" || w == "while" || w == "whereas" || w == "although" || w == "though" || w == "yet" ||
         w == "so" || w == "however" || w == "and" || w == "then";
}

std::vector<Clause> clauses_of(std::string_view s) {
  std::vector<Clause> out;
  std::size_t start = 0;
  auto cut = [&](std::size_t at, std::size_t resume) {
    if (at > start) out.push_back({start, at});
    start = resume;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool digit_comma = c == ',' && i > 0 && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i - 1])) &&
                       std::isdigit(static_cast<unsigned char>(s[i + 1]));
    // A colon ends a clause, except before a one-word answer: "Commercial use: yes."
    // and "Memory fit claimed: false." are one statement each.
    if (c == ':') {
      std::size_t words_after = 0;
      bool in_word = false;
      for (std::size_t j = i + 1; j < s.size() && s[j] != ';' && s[j] != ':' && s[j] != ','; ++j) {
        const bool letter = std::isalnum(static_cast<unsigned char>(s[j])) != 0;
        if (letter && !in_word) ++words_after;
        in_word = letter;
      }
      if (words_after >= 2) cut(i, i + 1);
      continue;
    }
    if ((c == ';' || c == '(' || c == ')' || c == '"' || (c == ',' && !digit_comma)) ||
        (c == '-' && i + 1 < s.size() && s[i + 1] == '-')) {
      cut(i, i + 1);
      continue;
    }
    // " but " and friends start a new clause even without a comma.
    if (c == ' ') {
      std::size_t j = i + 1;
      while (j < s.size() && std::isalpha(static_cast<unsigned char>(s[j]))) ++j;
      std::string_view w = s.substr(i + 1, j - i - 1);
      if (is_conjunction(w) && w != "and" && w != "then") cut(i, i + 1);
    }
  }
  cut(s.size(), s.size());
  return out;
}

// A negator for the phrase reader: the lexicon's (one list for both readers), and "unknown",
// which this reader's six-word window reads as a denial ("unknown whether it fits").
bool is_negator(std::string_view w) { return w == "unknown" || is_negator_word(w); }

// Words that make what follows a question or a condition, not an assertion.
bool is_conditional(std::string_view w) {
  return w == "if" || w == "whether" || w == "unless" || w == "until" || w == "once" || w == "when" ||
         w == "before" || w == "need" || w == "needs" || w == "needed" || w == "check" || w == "confirm" ||
         w == "verify" || w == "ask" || w == "asks" || w == "to-know";
}

// Words after a claim that deny it: "a fit is not claimed", "headroom: unknown", "fit: false".
bool denial_after(const std::vector<Word>& words, std::size_t last) {
  // "slack in the pool is unknown": a short place phrase, then the denial.
  for (std::size_t k = last + 1; k < words.size() && k <= last + 7; ++k) {
    const std::string_view w = words[k].text;
    if (w == "unknown" || w == "unproven" || w == "unclaimed" || w == "unverified" || w == "unconfirmed") {
      const std::string_view v = words[k - 1].text;
      if (k > last + 1 && (v == "is" || v == "are" || v == "remains" || v == "remain" || v == "stays")) return true;
      break;
    }
    if (w != "in" && w != "on" && w != "of" && w != "the" && w != "a" && w != "each" && w != "this" && w != "that" &&
        w != "pool" && w != "memory" && w != "spark" && w != "sparks" && w != "pair" && w != "node" && w != "nodes" &&
        w != "is" && w != "are" && w != "remains" && w != "remain" && w != "stays" && w != "unified" && w != "both")
      break;
  }
  // "the free memory left for KV and the drafter on a node is unknown": the claim's words are
  // the subject of a copula whose complement denies it, however long the subject runs, as long
  // as no other verb or clause word comes first.
  for (std::size_t k = last + 1; k + 1 < words.size() && k <= last + 10; ++k) {
    const std::string_view w = words[k].text;
    if (w == "is" || w == "are" || w == "remains" || w == "remain" || w == "stays" || w == "stay") {
      const std::string_view v = words[k + 1].text;
      if (v == "unknown" || v == "unproven" || v == "unverified" || v == "unconfirmed" || v == "unpublished" ||
          v == "unstated" || v == "unmeasured")
        return true;
      break;
    }
    if (w == "fits" || w == "fit" || w == "leaves" || w == "has" || w == "have" || w == "will" || w == "would" ||
        w == "can" || w == "which" || w == "that" || w == "whose" || w == "so" || w == "because" || w == "while" ||
        w == "was" || w == "were")
      break;
  }
  for (std::size_t k = last + 1; k < words.size() && k <= last + 4; ++k) {
    const std::string_view w = words[k].text;
    if (is_negator(w) || w == "false" || w == "unsupported" || w == "unclaimed" || w == "unshown") return true;
    if (w == "claimed" || w == "shown" || w == "proven" || w == "established" || w == "known") continue;
    if (w != "is" && w != "was" && w != "are" && w != "were" && w != "be" && w != "been" && w != "has" &&
        w != "have" && w != "yet" && w != "still" && w != "here")
      break;
  }
  return false;
}

// A phrase: consecutive words, each a prefix pattern when it ends with '*'.
struct Phrase {
  std::string_view words;  // "room to spare", "fit*"
};

bool word_matches(std::string_view pattern, std::string_view word) {
  if (pattern.ends_with('*')) return word.starts_with(pattern.substr(0, pattern.size() - 1));
  return word == pattern;
}

// Where `phrase` occurs in words[from..to): the index of its first word, or npos.
// A phrase split into its words once. Words are split at hyphens ("non-commercial" reads as
// "non" "commercial"), so a hyphenated phrase is its parts too.
struct SplitPhrase {
  static constexpr std::size_t kMaxParts = 16;
  std::string_view text;
  std::size_t index = 0;  // its place in its vocabulary list: ties at one word keep list order
  std::array<std::string_view, kMaxParts> parts{};
  std::size_t n = 0;
};

SplitPhrase split_phrase(std::string_view phrase, std::size_t index) {
  SplitPhrase out{phrase, index};
  std::size_t start = 0;
  for (std::size_t k = 0; k <= phrase.size(); ++k) {
    if (k < phrase.size() && phrase[k] != ' ' && phrase[k] != '-') continue;
    if (out.n == SplitPhrase::kMaxParts) throw std::logic_error("a claim phrase of more than 16 words");
    out.parts[out.n++] = phrase.substr(start, k - start);
    start = k + 1;
  }
  return out;
}

// The first words of every claim list, numbered once (ClaimVocabulary below).
using FirstWordNumbers = std::unordered_map<std::string_view, std::uint32_t>;

// One vocabulary list, indexed by first word: every phrase of every list is tried at every
// word of every clause of every prose field, so lint's time is mostly here. Built once, with
// every other list (ClaimVocabulary: a function-local static, thread-safe under lint's workers).
struct PhraseTable {
  std::vector<SplitPhrase> phrases;
  std::vector<std::vector<std::size_t>> by_first_word;  // by Word::first_word
  std::vector<std::size_t> prefix_first;  // first word is a prefix pattern ("oom*")

  template <std::size_t N>
  PhraseTable(const std::string_view (&list)[N], FirstWordNumbers& numbers) {
    phrases.reserve(N);
    for (std::size_t i = 0; i < N; ++i) phrases.push_back(split_phrase(list[i], i));
    for (std::size_t i = 0; i < N; ++i) {
      const std::string_view first = phrases[i].parts[0];
      if (first.ends_with('*')) {
        prefix_first.push_back(i);
        continue;
      }
      const std::uint32_t number = numbers.emplace(first, static_cast<std::uint32_t>(numbers.size())).first->second;
      if (number >= by_first_word.size()) by_first_word.resize(number + 1);
      by_first_word[number].push_back(i);
    }
  }
};

// The table of a list of ClaimVocabulary (defined below, after the lists).
const PhraseTable& phrase_table(const std::string_view* list);

bool matches_at(const std::vector<Word>& words, std::size_t i, std::size_t to, const SplitPhrase& p) {
  if (i + p.n > to) return false;
  for (std::size_t k = 0; k < p.n; ++k)
    if (!word_matches(p.parts[k], words[i + k].text)) return false;
  return true;
}

// --- the claim vocabulary --------------------------------------------------------------
// Spelled once, here. Each kind lists the phrases that assert it.

constexpr std::string_view kFit[] = {
    "fit", "fits", "fitting", "fitted", "enough memory", "enough ram", "enough vram", "enough room",
    "enough capacity", "enough space in memory", "sufficient memory", "memory is sufficient", "memory suffices",
    "comfortably", "headroom", "room to spare", "plenty of room", "plenty of memory", "spare memory",
    "spare capacity", "memory to spare", "leaves room", "leaves plenty", "within memory", "within capacity",
    "within the pool", "within each pool", "under capacity", "stays under", "stay under", "stays within",
    "no memory pressure", "no oom", "never oom*", "without oom*", "won't oom", "does not oom",
    "run out of memory", "runs out of memory", "ran out of memory", "running out of memory", "out of memory",
    "ample room", "ample memory", "ample headroom", "ample space", "ample", "memory is not a problem",
    "memory is not an issue", "memory is not a concern", "not memory-bound", "well under", "comfortably under",
    "fit-proof", "proves the fit", "proven fit", "memory checks out",
    // paraphrases an author reaches for once the words above are caught
    "room left", "left over", "to spare", "without exhausting", "with margin", "with a margin", "safety margin",
    "oom-free", "oom free", "squeezes into", "squeeze into", "squeezes in", "sits below", "stays below",
    "well below", "safely below", "comfortably below", "well inside", "sits inside", "stays inside",
    "inside memory", "inside the pool", "inside one pool", "within one pool", "loads on one", "loads on each",
    "loads on a single", "load on a single", "load on one", "loaded on a single", "loaded on one",
    "load onto a single", "load onto one", "memory left", "bottleneck", "no oom*", "capacity for all", "capacity for every",
    "memory: sufficient", "sufficient", "gbs to spare", "plenty left", "with room",
    // adjectives and idioms of a fit: "comfortable on the pair", "slack in the pool", "loads
    // with no swapping", "OOM is ruled out", "memory is not the limiting factor"
    "comfortable", "slack", "no swapping", "without swapping", "never swaps", "no swap", "nothing offloaded",
    "no offload*", "without offload*", "adequate", "oom is ruled out", "oom ruled out", "rules out oom",
    "ruled out oom", "short of memory", "limiting factor", "memory-safe",
    // memory said not to be needed: "no additional memory is required", "needs no more RAM"
    "no additional memory", "no extra memory", "no more memory", "no further memory", "no additional ram",
    "no extra ram", "no more ram"};

// A phrase that carries its own negation ("no OOM", "memory is not a problem"): with an
// inverted phrase, the claim is the phrase itself, unless something else negates it.
bool self_negated(std::string_view phrase) {
  for (std::string_view n : {"no ", "not ", "never", "without", "won't", "does not", "isn't"})
    if (phrase.starts_with(n) || phrase.find(fmt::format(" {}", n)) != std::string_view::npos) return true;
  return false;
}

// Prepositions that bound a byte figure ("under 60G", "below 121.6 GiB"): a bound of what is
// resident is a fit.
bool is_bounding(std::string_view w) {
  return w == "under" || w == "below" || w == "beneath" || w == "inside" || w == "within";
}

// Phrases whose negated form is the claim ("does not run out of memory" claims a fit).
bool inverted_fit(std::string_view phrase) {
  return phrase.find("out of memory") != std::string_view::npos || phrase.ends_with(" oom") ||
         phrase.find(" oom*") != std::string_view::npos || phrase.starts_with("won't oom") ||
         phrase.starts_with("memory is not") || phrase.starts_with("not memory") || phrase.starts_with("no memory") ||
         phrase == "no oom" || phrase == "bottleneck" || phrase.find("short of memory") != std::string_view::npos ||
         phrase == "limiting factor" || (phrase.starts_with("no ") && (phrase.ends_with(" memory") || phrase.ends_with(" ram")));
}

constexpr std::string_view kPooling[] = {
    "together", "combined", "combine", "combines", "combining", "pooled", "pool", "pools together",
    "aggregate", "aggregated", "jointly", "between them", "across the pair", "across both", "across the two",
    "across two", "across the nodes", "across nodes", "across the cluster", "across the sparks", "in total",
    "total", "totals", "sum", "summed", "adds up", "add up", "add", "added", "double", "doubles", "doubling",
    "twice the memory", "one contiguous", "a single", "one big", "one large", "unified across", "shared across",
    "spans", "span", "spanning", "both nodes", "both sparks", "the pair", "the two sparks", "the cluster",
    "the two nodes", "two nodes give", "cluster memory", "pair has", "pair gives", "pair offers",
    "between the two", "with two", "two sparks give", "two sparks have", "two sparks offer", "on two sparks",
    "over two sparks", "over the pair", "combined capacity", "total capacity", "total memory",
    "usable memory", "available memory", "between the duo", "the duo", "duo", "the twin sparks"};

constexpr std::string_view kTotal[] = {
    "total", "totals", "totalling", "totaling", "in total", "combined", "altogether", "in all", "all told",
    "sum", "summed", "sums to", "adds up", "add up", "added up", "come to", "comes to", "came to",
    "together", "plus", "overall", "footprint", "grand total", "all in", "all-in", "in aggregate",
    "needs", "need", "requires", "require", "takes", "take", "take up", "takes up", "uses", "occupies", "consumes",
    "adding", "added to", "add", "adds", "gives", "give", "bring", "brings", "counting", "every row", "all rows",
    "counted rows", "on top of", "next to", "in addition", "additionally", "as well as", "is resident",
    "are resident", "stay resident", "stays resident", "loaded into", "held in memory", "amount to",
    "amounts to", "amounted to", "add to", "sum to", "summing to", "tally", "tallies"};

// Words that put bytes in memory: "stay resident in the unified pool", "is resident". A figure
// of prepared weights said to be resident is a memory statement, not a disk one.
constexpr std::string_view kResides[] = {"resident", "in memory", "in ram", "in vram", "in the pool",
                                         "in the unified pool", "loaded into", "held in memory"};

// What a figure is a total of: rows of the profile, or nodes and pools (a capacity).
// A word that names rows of the ledger, or the ledger itself (lexicon list row-word).
bool is_row_word(std::string_view w) {
  static const LexiconWords& row_words = lexicon_words("row-word");
  return row_words.contains(w);
}
// "There is space for the drafter next to the weights", "room for the KV": room that a row of
// the ledger takes is room in memory, whatever noun of memory the sentence leaves out.
bool room_for_a_row(const SentenceAnalysis& a, const TopicWord& w) {
  if (a.tokens[w.last].text != "for") return false;
  // "room for a ninth slot", "room for 16 slots": a slot holds a request's KV cache.
  for (std::size_t k = w.last + 1; k < a.tokens.size() && k <= w.last + 3 && a.clause_of[k] == a.clause_of[w.last]; ++k)
    if (is_row_word(a.tokens[k].text) || a.tokens[k].text == "slot" || a.tokens[k].text == "slots") return true;
  return false;
}
bool names_rows(const std::vector<Word>& words) {
  return std::any_of(words.begin(), words.end(), [](const Word& w) { return is_row_word(w.text); });
}
bool names_nodes(const std::vector<Word>& words) {
  for (const auto& word : words) {
    std::string_view w = word.text;
    // "the pair's 256 GB": a possessive names what it is of.
    if (w.ends_with("'s")) w.remove_suffix(2);
    else if (w.ends_with("'")) w.remove_suffix(1);
    if (set_count_word(w) > 1) return true;
    if (w == "pair" || w == "sparks" || w == "nodes" || w == "pools" || w == "cluster" || w == "machines" ||
        w == "both" || w == "two-node" || w == "setup" || w == "ram" || w == "capacity" || w == "pool" ||
        w == "duo")
      return true;
  }
  return false;
}

constexpr std::string_view kCommercialSubject[] = {
    "commercial use", "commercial usage", "commercial deployment", "commercial deployments",
    "commercial product", "commercial products", "commercial service", "commercial services",
    "commercially", "commercial purposes", "commercial recommendation", "commercial go-ahead",
    "commercial settings", "commercial setting", "commercial work", "commercial customers",
    "paying customers", "for profit", "business use", "enterprise use", "monetize", "monetise",
    "sell access", "revenue", "paid service", "paid services", "paid product", "sold", "sell", "selling",
    "for money", "charge customers", "paying users", "commercial", "prod", "production", "saas", "paying teams",
    "paying clients", "for-profit", "company", "companies", "products", "commercial rights", "business",
    "enterprise", "businesses", "paywall", "monetis*", "monetiz*", "revenue*", "client work", "clients",
    "customer deployments", "customer deployment", "customers", "paid deployment", "paid deployments",
    "paid traffic", "paid api", "billable",
    // a product of one's own is commercial ("clear for our product"); "the product of TP and
    // PP" is not, so only with a possessive
    "our product", "our products", "your product", "their product", "our app", "our platform", "our service",
    "customer-facing", "paid endpoint", "paid endpoints", "commercialization", "commercialize", "commercialized"};
constexpr std::string_view kCommercialPositive[] = {
    "fine", "ok", "okay", "permitted", "permits", "permit", "allowed", "allows", "allow", "free",
    "cleared", "clear", "approved", "approve", "safe", "can be used", "may be used", "can use", "may use",
    "usable", "go ahead", "go-ahead", "green light", "green-lit", "no restrictions", "unrestricted",
    "licensed for", "ready", "good to go", "no problem", "no issue", "no issues", "acceptable", "compatible",
    "suitable", "fit for", "recommended", "recommend", "greenlit", "open for", "without restriction",
    "without restrictions", "no license concerns", "no licensing concerns", "nothing blocks", "is possible",
    "possible", "works for", "all set", "not restricted", "not a problem", "isn't restricted", "not blocked",
    "yes", "can be", "may be", "is permitted", "is allowed", "authorised", "authorized", "authorise", "authorize",
    "licensable", "sanctioned", "greenlighted", "ship it", "ship", "sell away", "clear to",
    // "legal" as a verdict, not the department ("legal colleagues still need to clear it")
    "is lawful", "lawful to", "is legal", "are legal", "is perfectly legal", "legal to", "legally fine",
    "go", "good", "grants", "granted", "safe to deploy", "may serve", "can serve", "can go", "all clear"};
// Permission for any use, which includes commercial use, without the word "commercial".
constexpr std::string_view kAnyUse[] = {
    "free for any use", "for any use", "any purpose", "any purposes", "no licence restrictions",
    "no license restrictions", "no licensing restrictions", "no restrictions apply", "mit-style",
    "permissively licensed", "unrestricted use", "use it for anything", "free to use for anything", "any use is",
    "all uses"};
// A non-commercial clause waved away ("the non-commercial clause does not apply") asserts the
// permission it denies.
constexpr std::string_view kWaived[] = {"not apply", "doesn't apply", "not binding", "waived", "not relevant",
                                        "no longer applies", "not matter", "doesn't matter", "not bind"};
// Positive phrases that read as a denial but assert permission ("nothing blocks", "not restricted").
bool inverted_permission(std::string_view phrase) {
  return phrase.starts_with("no ") || phrase.starts_with("not ") || phrase.starts_with("nothing") ||
         phrase.starts_with("isn't") || phrase.starts_with("without");
}
constexpr std::string_view kCommercialBlock[] = {
    "restricted", "restricts", "restrict", "blocked", "blocks", "block", "prohibited", "prohibits", "forbidden",
    "forbids", "non-commercial", "noncommercial", "unknown", "unread", "must be read", "read the", "confirm",
    "check", "before", "until", "research-only", "research only", "false"};

// The words of kCommercialBlock that prohibit; denied, they permit.
bool is_prohibition(std::string_view phrase) {
  return phrase.starts_with("restrict") || phrase.starts_with("block") || phrase.starts_with("prohibit") ||
         phrase.starts_with("forbid");
}

// Words of speed: a comparative "more ... than" ranks arms only when it speaks of them.
bool is_speed_word(std::string_view w) {
  return w == "tokens" || w == "tok/s" || w == "tok" || w == "throughput" || w == "speed" || w == "latency" ||
         w == "decode" || w == "prefill" || w == "second" || w == "requests" || w == "rate" || w == "rates";
}

constexpr std::string_view kReproduction[] = {
    "reproduced", "reproduces", "reproducing", "reproduction", "replicated", "replicates",
    "replication", "verified", "verifies", "validated", "validates", "validation run",
    "confirmed", "re-ran", "reran", "re-measured", "remeasured", "measured by",
    "measured it", "measured them", "measured these", "we measured", "our measurement", "our measurements",
    "our run", "our runs", "our own", "independently", "tested", "benchmarked", "deployed", "deployment is done",
    "deployment done", "in production", "running in production", "serving in production", "is live", "went live",
    "rolled out", "we ran", "ran it", "we run", "we tested", "we benchmarked", "first-hand", "firsthand",
    "hands-on", "checked by us", "by this catalog", "by this site", "by this repository", "by us", "reruns",
    "rerunning", "re-running", "re-runs", "repeated here", "was repeated", "were repeated", "repeated the",
    "independent rerun", "independent reruns", "checked by rerunning", "we reproduced", "we verified",
    "we validated", "we confirmed", "double-checked", "cross-checked", "timed", "we timed", "ourselves",
    "our pair", "our cluster", "our machines", "our sparks", "our hardware", "on our", "in our lab",
    "re-checked", "rechecked", "tested in-house", "measured in-house", "verified in-house", "benchmarked in-house",
    "in-house run", "in-house runs", "in-house test", "in-house tests", "in-house benchmark", "in-house measurement",
    "in-house measurements", "in-house rerun", "reproducible", "re-benchmarked", "rebenchmarked", "re-tested",
    "retested", "results hold up", "numbers hold up", "hold up on", "holds up on", "held up on", "checks out",
    "check out too", "runs check out", "numbers check out", "results check out", "we got", "got the same",
    "a second pair", "on our side", "re-run by", "rerun by", "re-done", "redone", "independent confirmation",
    "catalog team", "catalog's team", "re-measured by",
    "our lab", "our bench", "our team", "saw the same", "see the same", "seen the same", "corroborated",
    "corroborates", "corroborate", "production-proven", "proven in production", "in prod", "obtained matching",
    "matching numbers", "matching results", "matching figures", "same numbers", "same results", "same figures",
    "this catalog obtained", "this catalog observed", "this catalog saw", "battle-proven", "field-proven"};

// Who a reproduction claim is about: a report of the source's own run is the source's fact.
// An agent of this catalog's ("by this repository", "by us", "here") makes it the catalog's.
bool attributed_to_source(const std::vector<Word>& words, std::size_t from, std::size_t trigger) {
  for (std::size_t k = from; k < words.size(); ++k) {
    const std::string_view w = words[k].text;
    if (w == "here" || w == "us" || w == "we" || w == "our" || w == "ourselves") return false;
    if (w == "by" && k + 2 < words.size() && words[k + 1].text == "this" &&
        (words[k + 2].text == "catalog" || words[k + 2].text == "repository" || words[k + 2].text == "site" ||
         words[k + 2].text == "brief"))
      return false;
  }
  for (std::size_t k = from; k < trigger; ++k) {
    const std::string_view w = words[k].text;
    if (w == "source" || w == "source's" || w == "maintainer" || w == "maintainers" || w == "maintainer's" ||
        w == "author" || w == "authors" || w == "readme" || w == "vendor" || w == "limechain" || w == "nvidia" ||
        w == "upstream" || w == "reporter" || w == "bake-off" || w == "community")
      return true;
  }
  return false;
}

// Words that introduce a claim quoted in order to rebut it.
bool is_attribution(std::string_view w) {
  return w == "call" || w == "say" || w == "claim" || w == "describe" || w == "market" || w == "markets" || w == "marketed" || w == "calls" || w == "called" || w == "says" || w == "said" ||
         w == "claims" || w == "claimed" || w == "advertises" || w == "advertised" || w == "describes" ||
         w == "described" || w == "bills" || w == "billed" || w == "quotes" || w == "quoted" || w == "sells" ||
         w == "lists" || w == "promotes" || w == "suggests" || w == "implies" || w == "labels" || w == "writes";
}
bool is_rebuttal(std::string_view w) {
  return w == "brief" || w == "separate" || w == "pools" || w == "per-node" || w == "each" || w == "not" ||
         w == "no" || w == "never" || w == "but" || w == "however" || w == "instead" || w == "wrong" ||
         w == "misleading" || w == "incorrect";
}

// --- negation ------------------------------------------------------------------------

// True when a negator in the same clause governs the words [first, last]: within six words
// before them (with no other claim word between), or a denial right after them.
bool governed_by_negation(const std::vector<Word>& words, std::size_t clause_first, std::size_t first,
                          std::size_t last) {
  std::size_t from = first >= clause_first + 6 ? first - 6 : clause_first;
  for (std::size_t k = from; k < first; ++k)
    if (is_negator(words[k].text)) return true;
  // "rather than" / "instead of" / "far from" / "less than" right before.
  for (std::size_t k = from; k + 1 < first; ++k) {
    const std::string_view a = words[k].text;
    const std::string_view b = words[k + 1].text;
    if ((a == "rather" && b == "than") || (a == "instead" && b == "of") || (a == "far" && b == "from")) return true;
  }
  return denial_after(words, last);
}

bool conditional_before(const std::vector<Word>& words, std::size_t clause_first, std::size_t first) {
  for (std::size_t k = clause_first; k < first; ++k)
    if (is_conditional(words[k].text)) return true;
  // "would it fit", "does it fit": a question.
  return false;
}

struct Match {
  std::size_t first = 0, last = 0;
  std::string_view phrase;
};

// Every occurrence in words[from..to) of a phrase of the list, by position (list order
// among phrases starting at one word).
template <const auto& List>
std::vector<Match> matches(const std::vector<Word>& words, std::size_t from, std::size_t to) {
  static const PhraseTable& table = phrase_table(List);
  std::vector<std::pair<std::size_t, Match>> found;  // (list index, match)
  for (std::size_t i = from; i < to; ++i) {
    auto try_phrase = [&](std::size_t k) {
      const SplitPhrase& p = table.phrases[k];
      if (matches_at(words, i, to, p)) found.push_back({p.index, Match{i, i + p.n - 1, p.text}});
    };
    if (const std::uint32_t first = words[i].first_word; first < table.by_first_word.size())
      for (std::size_t k : table.by_first_word[first]) try_phrase(k);
    for (std::size_t k : table.prefix_first) try_phrase(k);
  }
  std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) {
    return x.second.first != y.second.first ? x.second.first < y.second.first : x.first < y.first;
  });
  std::vector<Match> out;
  out.reserve(found.size());
  for (auto& f : found) out.push_back(f.second);
  return out;
}

std::string lowered(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  // Curly apostrophes read as straight ones ("doesn’t").
  for (std::size_t p = out.find("\xE2\x80\x99"); p != std::string::npos; p = out.find("\xE2\x80\x99", p))
    out.replace(p, 3, 1, '\'');
  return out;
}

// A clause of what something needs ("needs 250 GB in total", "weights take 180 GB") states a
// requirement, which is a total of rows, not a capacity. Only its own clause: in "memory needs
// no planning; the pair's 256 GB covers both" the second clause gives a capacity.
bool states_requirement(const std::vector<Word>& words, std::size_t from, std::size_t to) {
  for (std::size_t k = from; k < to; ++k) {
    const std::string_view w = words[k].text;
    if (w == "need" || w == "needs" || w == "needed" || w == "require" || w == "requires" || w == "required" ||
        w == "take" || w == "takes" || w == "use" || w == "uses" || w == "consume" || w == "consumes" ||
        w == "occupy" || w == "occupies" || w == "weigh" || w == "weighs" || w == "footprint")
      return true;
  }
  return false;
}

bool has_memory_word(const std::vector<Word>& words, std::size_t from, std::size_t to) {
  for (std::size_t k = from; k < to; ++k) {
    const std::string_view w = words[k].text;
    if (w == "memory" || w == "ram" || w == "vram" || w == "pool" || w == "oom" || w == "capacity" || w == "pair" ||
        w == "sparks" || w == "spark" || w == "nodes" || w == "duo")
      return true;
  }
  return false;
}

bool mentions_disk(const std::vector<Word>& words, std::size_t from, std::size_t to) {
  for (std::size_t k = from; k < to; ++k) {
    const std::string_view w = words[k].text;
    if (w == "disk" || w == "disks" || w == "download" || w == "downloads" || w == "downloaded" || w == "storage" ||
        w == "file" || w == "files" || w == "ssd" || w == "nvme" || w == "prepared" || w == "on-disk")
      return true;
    // "inside the 165 GB checkpoint plan": the disk plan (profile field disk), not memory.
    if (w == "plan" && k > from && (words[k - 1].text == "checkpoint" || words[k - 1].text == "download")) return true;
  }
  return false;
}

// A count in digits or words (the one table, number_words.h). "one" is left out: "one node
// overflows" picks a node of the setup, it does not count it.
int64_t number_word(std::string_view w) {
  const auto n = cardinal_word(w);
  if (!n || (w == "one")) return 0;
  return *n;
}

// A count of nodes: number_word's, and the set words that count a setup without a number.
int64_t setup_count_word(std::string_view w) {
  if (const int64_t n = set_count_word(w)) return n;
  return number_word(w);
}


// Words that end the look-back from a node noun: what stands between them counts something else.
bool ends_look_back(std::string_view w) {
  static constexpr std::string_view kStops[] = {"per", "each", "every", "gpu", "gpus", "card", "cards",
                                                "accelerator", "accelerators", "x", "with", "in", "on",
                                                "across", "and", "or", "than", "from", "to"};
  return std::find(std::begin(kStops), std::end(kStops), w) != std::end(kStops);
}

// The count a node noun at words[k] is given ("2 DGX Sparks", "four-node", "a pair of
// Sparks"), looking back at most 3 words and no further than `from`; 0 when words[k] is no
// node noun or nothing before it counts nodes.
int64_t node_count_at(const std::vector<Word>& words, std::size_t from, std::size_t k) {
  if (!is_node_noun(words[k].text)) return 0;
  for (std::size_t back = 1; back <= 3 && k >= from + back; ++back) {
    const std::string_view b = words[k - back].text;
    // "a pair of Sparks", "a quad of DGX Sparks": a set word before "of" counts the nodes.
    if (b == "of") {
      if (k < from + back + 1) return 0;
      const std::string_view set = words[k - back - 1].text;
      return set == "pair" ? 2 : set_count_word(set);
    }
    if (ends_look_back(b)) return 0;
    if (const int64_t n = setup_count_word(b)) return n;
  }
  return 0;
}

// "at four nodes", "on 4 nodes", "four-node": the node count a validation claim names.
int64_t nodes_named(const std::vector<Word>& words, std::size_t from, std::size_t to) {
  for (std::size_t k = from; k < to; ++k)
    if (const int64_t n = node_count_at(words, from, k)) return n;
  return 0;
}

// The figures of a clause that no negator governs ("not one 256 GB capacity" drops 256 GB):
// the sentence's figures (`figures`, byte_figures of the lowered sentence, read once for all
// its clauses) that start in the clause. A conversion in parentheses ("23,622,320,128 bytes
// (22 GiB)") is a clause of its own but no figure of its own: byte_figures reads it as the
// figure it converts.
std::vector<ByteFigure> asserted_figures(const std::vector<ByteFigure>& figures, const std::vector<Word>& words,
                                         std::size_t clause_first, std::size_t clause_end_word, const Clause& clause) {
  std::vector<ByteFigure> out;
  for (const auto& f : figures) {
    if (f.offset < clause.begin || f.offset >= clause.end) continue;
    std::size_t w = clause_first;
    while (w < clause_end_word && words[w].at < f.offset) ++w;
    if (governed_by_negation(words, clause_first, w, w)) continue;
    out.push_back(f);
  }
  return out;
}

// Words that make nodes one memory: "as one address space", "one pool spanning both Sparks".
constexpr std::string_view kOneness[] = {"one pool", "a single pool", "single pool", "one memory space",
                                         "one address space", "one space", "as one", "one contiguous",
                                         "one shared pool", "one big pool", "a single memory", "pools into one",
                                         "into one pool", "into a single pool", "pools into a single"};
// Every list the phrase reader matches, its tables built together so that one numbering of
// their first words is complete before any word is looked up in it.
struct ClaimVocabulary {
  FirstWordNumbers first_words;
  std::vector<std::pair<const std::string_view*, PhraseTable>> tables;  // by the list's address
  template <std::size_t N>
  void add(const std::string_view (&list)[N]) {
    tables.emplace_back(list, PhraseTable(list, first_words));
  }
};

const ClaimVocabulary& claim_vocabulary() {
  static const ClaimVocabulary vocabulary = [] {
    ClaimVocabulary v;
    v.add(kFit), v.add(kPooling), v.add(kTotal), v.add(kResides), v.add(kOneness);
    v.add(kCommercialSubject), v.add(kCommercialPositive), v.add(kAnyUse), v.add(kWaived), v.add(kCommercialBlock);
    v.add(kReproduction);
    return v;
  }();
  return vocabulary;
}

const PhraseTable& phrase_table(const std::string_view* list) {
  for (const auto& [l, table] : claim_vocabulary().tables)
    if (l == list) return table;
  throw std::logic_error("a claim list is matched but missing from ClaimVocabulary");
}

std::uint32_t claim_first_word(std::string_view word) {
  const FirstWordNumbers& numbers = claim_vocabulary().first_words;
  const auto it = numbers.find(word);
  return it == numbers.end() ? Word::kStartsNoPhrase : it->second;
}

bool names_several_nodes(const std::vector<Word>& words) {
  for (const auto& word : words) {
    const std::string_view w = word.text;
    if (w == "each" || w == "per" || w == "every") return false;
  }
  for (const auto& word : words) {
    std::string_view w = word.text;
    // "the two Sparks' memory": a plural possessive names the nodes.
    if (w.size() > 1 && w.back() == '\'') w.remove_suffix(1);
    if (w == "both" || w == "pair" || w == "sparks" || w == "nodes" || w == "spanning" || w == "spans" ||
        w == "across" || w == "cluster" || w == "machines")
      return true;
  }
  return false;
}

// "2 x 128 GB", "2x 128 GB", "twice 128 GB", "double 128 GB": how many times the figure at
// `at` of the lowered sentence is counted, or 1.
// A multiplier in words right before `at` ("double 128 GiB"): the words and the factor.
std::optional<std::pair<std::string_view, int64_t>> word_multiplier_before(std::string_view low, std::size_t at) {
  std::string_view before = low.substr(0, at);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  for (auto [word, k] : {std::pair<std::string_view, int64_t>{"twice", 2}, {"double", 2}, {"two times", 2},
                         {"three times", 3}, {"four times", 4}})
    if (before.ends_with(word) && (before.size() == word.size() || !ascii::isalnum(before[before.size() - word.size() - 1])))
      return std::pair{word, k};
  return std::nullopt;
}

int64_t multiplier_before(std::string_view low, std::size_t at) {
  if (const auto word = word_multiplier_before(low, at)) return word->second;
  std::string_view before = low.substr(0, at);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  if (!before.empty() && before.back() == 'x') {
    before.remove_suffix(1);
    while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
    std::size_t d = before.size();
    while (d > 0 && std::isdigit(static_cast<unsigned char>(before[d - 1]))) --d;
    if (d < before.size() && before.size() - d <= 2) return std::stoll(std::string(before.substr(d)));
  }
  return 1;
}

std::string_view clause_text_lowered(const std::string& low, const Clause& clause) {
  return std::string_view(low).substr(clause.begin, clause.end - clause.begin);
}

// A question claims nothing by itself; answered "yes" in the next sentence it is asserted.
bool affirms(std::string_view sentence) {
  std::size_t i = sentence.find_first_not_of(' ');
  if (i == std::string_view::npos) return false;
  std::string low = lowered(sentence.substr(i));
  // An FAQ's answer label ("A: Yes", "Answer: yes") is not part of the answer.
  for (std::string_view label : {"a:", "answer:", "a -", "a."})
    if (low.starts_with(label)) {
      low.erase(0, label.size());
      low.erase(0, low.find_first_not_of(' ') == std::string::npos ? low.size() : low.find_first_not_of(' '));
      break;
    }
  for (const auto& [yes_word, unused] : lexicon_list("affirmation"))
    if (const std::string_view yes = yes_word; low.starts_with(yes) && (low.size() == yes.size() || !std::isalnum(static_cast<unsigned char>(low[yes.size()])))) {
      // "You may not", "you can't": the answer denies.
      const std::string rest = low.substr(yes.size());
      const std::size_t w = rest.find_first_not_of(" ,");
      const std::string_view next = w == std::string::npos ? std::string_view() : std::string_view(rest).substr(w);
      return !next.starts_with("not") && !next.starts_with("never") && !low.starts_with(std::string(yes) + "'t") &&
             !low.starts_with(std::string(yes) + "not");
    }
  return false;
}

// An answer that is a bare denial ("No.", "Not a chance.", "Never!"): it denies what the
// question asks, so "OOM? Not a chance." says there is no OOM. An answer that says more ("Not
// tested.", "No data.") is no bare denial and asserts nothing here.
//
// A denial that opens a longer answer and is cut off from it by a comma, dash or semicolon
// ("No, all eight slots loaded and stayed up.") denies the question too; the rest of the
// answer is its own statement, returned to be read as one. nullopt: no denial answer.
std::optional<std::string> denial_answer(std::string_view sentence) {
  std::string low = lowered(sentence);
  while (!low.empty() && !std::isalnum(static_cast<unsigned char>(low.back()))) low.pop_back();
  const std::size_t from = low.find_first_not_of(' ');
  low.erase(0, from == std::string::npos ? low.size() : from);
  for (std::string_view label : {"a: ", "answer: "})
    if (low.starts_with(label)) low.erase(0, label.size());
  // "Does the drafter license get in the way of a paid product? Only if you redistribute the
  // drafter files.": an answer that only names an exception says no to the question.
  const auto opens_with = [&](const std::string& phrase) {
    return low.starts_with(phrase) &&
           (low.size() == phrase.size() || !std::isalnum(static_cast<unsigned char>(low[phrase.size()])));
  };
  for (const auto& row : lexicon_list("answer-exception"))
    if (opens_with(row.first)) return std::string();
  // "Is the NC clause a blocker for a paid pilot? Not for this deployment.": a denial that
  // names the case it answers for says no to the question there.
  for (const auto& row : lexicon_list("answer-here-denial"))
    if (opens_with(row.first)) return std::string();
  const auto& denials = lexicon_list("bare-denial");
  static constexpr std::string_view kCuts[] = {", ", " - ", " -- ", " \u2014 ", "; "};
  for (const auto& row : denials) {
    if (low == row.first) return std::string();
    for (const std::string_view cut : kCuts) {
      if (!low.starts_with(row.first + std::string(cut))) continue;
      // The rest as written, for the reading's message: after the first cut in the original.
      const std::size_t at = sentence.find(cut);
      if (at == std::string_view::npos) return std::string();
      return std::string(sentence.substr(at + cut.size()));
    }
  }
  return std::nullopt;
}
// The reason clause of a rhetorical question ("Why would anyone ... when X?", "Why rerun ...
// when X?", "Who needs ... since X?"), as a sentence; nullopt for any other question (a "when"
// of a yes-no question is a condition: "Is it faster when the builds match?"). A why-question
// presupposes its reason whatever its verb: "why is it slower when the builds match?" takes
// the match as given.
std::optional<std::string> presupposed_reason(std::string_view question) {
  const std::string low = lowered(question);
  const std::size_t start = low.find_first_not_of(' ');
  if (start == std::string::npos) return std::nullopt;
  const std::string_view q = std::string_view(low).substr(start);
  bool rhetorical = false;
  for (std::string_view opener : {"why ", "who would", "who needs", "what's the point", "what is the point"})
    rhetorical |= q.starts_with(opener);
  if (!rhetorical) return std::nullopt;
  // "Why would anyone doubt that two Sparks hand this model 256 GB?": what nobody should doubt
  // is said.
  for (std::string_view because : {" when ", " since ", " given that ", " given ", " now that ", " seeing that ",
                                   " if ", " doubt that ", " question that "}) {
    const std::size_t at = q.find(because);
    if (at == std::string_view::npos) continue;
    const std::size_t from = start + at + because.size();
    std::string reason(question.substr(from));
    while (!reason.empty() && (reason.back() == '?' || reason.back() == ' ')) reason.pop_back();
    if (reason.empty()) return std::nullopt;
    return reason + ".";
  }
  return std::nullopt;
}

bool is_question(std::string_view sentence) {
  std::size_t end = sentence.find_last_not_of(' ');
  return end != std::string_view::npos && sentence[end] == '?';
}

// Claims by topic (issue 24): a clause in the catalog's voice that asserts a verdict topic
// is a claim whatever its words, so a new idiom on a known topic needs no new phrase. Only
// kinds the phrase readers above did not find are added; a fit needs a word of memory.
bool presupposed_ranking(const SentenceAnalysis& a, const TopicWord& w) {
  if (w.topic != Topic::ranking || w.polarity != 1 || w.caution || a.negated[w.first] || a.attributed[w.first]) return false;
  if (a.modality[w.first] != Modality::hypothetical && a.modality[w.first] != Modality::instruction) return false;
  for (std::size_t j = w.first; j > 0 && a.clause_of[j - 1] == a.clause_of[w.first]; --j) {
    const std::string_view t = a.tokens[j - 1].text;
    if (t == "might" || t == "could" || t == "would" || t == "may") return false;
  }
  return true;
}

// A word that names what a bake-off arm is or measures: an engine, a quantization format
// (the lexicon's quantization-name conditions), or a throughput.
bool names_an_arm_or_metric(const SentenceAnalysis& a, std::size_t k) {
  const std::string_view t = a.tokens[k].text;
  for (std::string_view w : {"vllm", "sglang", "tensorfold", "llama.cpp", "trt-llm", "tensorrt-llm", "exllama",
                             "aggregate", "throughput", "tok/s", "tokens/s"})
    if (t == w) return true;
  return condition_at(a, k) == "quantization-name";
}

// A negator standing as the object at k ("measured nothing", "reproduced none of the cells"),
// not "nothing but" or "none except", which mean "only".
bool negative_object_at(const SentenceAnalysis& a, std::size_t k) {
  if (k == 0 || k >= a.tokens.size() || !a.negation_word[k]) return false;
  // Right after the verb, nothing but white space between: "wins, no contest" is another phrase.
  const Token& verb = a.tokens[k - 1];
  for (std::size_t i = verb.at + verb.text.size(); i < a.tokens[k].at && i < a.lowered.size(); ++i)
    if (a.lowered[i] != ' ') return false;
  const std::string_view next = k + 1 < a.tokens.size() ? std::string_view(a.tokens[k + 1].text) : "";
  return next != "but" && next != "except" && next != "besides" && next != "apart";
}

// "an average of 4 bits per weight", "a mean of 8 experts a token": an average of a quantity of
// the model, not of runs or measured cells, reports no run. True when what the average is of is
// a count of bits, bytes, parameters, experts, layers or tokens.
bool averages_no_measurement(const SentenceAnalysis& a, const TopicWord& w) {
  const std::string_view t = a.tokens[w.first].text;
  if (!t.starts_with("average") && t != "mean" && t != "median") return false;
  static constexpr std::string_view kModelNouns[] = {"bit", "bits", "bpw", "byte", "bytes", "parameter", "parameters",
                                                     "expert", "experts", "layer", "layers", "token", "tokens", "head", "heads"};
  for (const Quantity& q : a.quantities) {
    if (q.first <= w.last || q.first > w.last + 3) continue;
    if (q.unit == QuantityUnit::bytes) return true;
    const std::size_t next = q.last + 1;
    return next < a.tokens.size() &&
           std::find(std::begin(kModelNouns), std::end(kModelNouns), a.tokens[next].text) != std::end(kModelNouns);
  }
  return false;
}

void add_topic_claims(const SentenceAnalysis& a, std::string_view sentence, std::vector<Claim>& out,
                      std::vector<bool>& dropped) {
  static constexpr std::pair<Topic, ClaimKind> kKinds[] = {{Topic::fit, ClaimKind::fit},
                                                           {Topic::commercial, ClaimKind::commercial},
                                                           {Topic::ranking, ClaimKind::ranking},
                                                           {Topic::reproduction, ClaimKind::reproduction}};
  const bool memory = mentions_memory(a);
  // Read once: the loops below test it at every quantity and token.
  const bool storage = speaks_of_storage(a);
  auto has_kind = [&](ClaimKind kind) {
    for (std::size_t i = 0; i < out.size(); ++i)
      if (out[i].kind() == kind && !dropped[i]) return true;
    return false;
  };
  auto add = [&](ClaimKind kind, std::size_t first, std::size_t last) {
    Claim c;
    c.payload = empty_payload(kind);
    c.sentence = std::string(sentence);
    c.trigger = a.tokens[first].text;
    for (std::size_t k = first + 1; k <= last; ++k) c.trigger += " " + a.tokens[k].text;
    const std::size_t clause = a.clause_of[first];
    std::size_t b = first, e = last;
    while (b > 0 && a.clause_of[b - 1] == clause) --b;
    while (e + 1 < a.tokens.size() && a.clause_of[e + 1] == clause) ++e;
    const std::size_t begin = std::min(a.tokens[b].at, sentence.size());
    const std::size_t end = std::min(a.tokens[e].at + a.tokens[e].text.size(), sentence.size());
    c.clause = std::string(sentence.substr(begin, end - begin));
    out.push_back(std::move(c));
    dropped.push_back(false);
  };
  auto word_in = [&](std::size_t from, std::size_t to, std::initializer_list<std::string_view> list) {
    for (std::size_t k = from; k < to && k < a.tokens.size(); ++k)
      if (std::find(list.begin(), list.end(), a.tokens[k].text) != list.end()) return true;
    return false;
  };
  const std::size_t n = a.tokens.size();
  for (const Quantity& q : a.quantities) {
    if (!a.asserted(q.first, q.last) || a.negated[q.first]) continue;
    // "twice the capacity", "double the memory of one Spark": nodes counted as one memory.
    if (q.form == NumberForm::multiplier && q.value >= 2 && !has_kind(ClaimKind::capacity) &&
        word_in(q.last + 1, q.last + 4, {"memory", "capacity", "ram", "pool"}) &&
        word_in(0, n, {"both", "pair", "sparks", "nodes", "cluster", "machines", "boxes", "stacking", "together"}) &&
        !word_in(0, n, {"each", "per", "every"}))
      add(ClaimKind::capacity, q.first, q.last);
    // "uses 10% of the 128 GB pool", "sits at 0.8 of the pool", "under half of each node's
    // 128 GB": a share of a pool, used or left, is a figure of what it holds, so a fit.
    const bool share = (q.form == NumberForm::fraction && q.value < 1) ||
                       (q.unit == QuantityUnit::percent && q.value > 0 && q.value < 100) ||
                       (q.form == NumberForm::count && q.unit == QuantityUnit::none && q.value > 0 && q.value < 1);
    if (share && !has_kind(ClaimKind::fit)) {
      std::size_t of = q.last;
      if (of < n && a.tokens[of].text != "of") ++of;
      bool pool = false;
      for (std::size_t k = of + 1; of < n && a.tokens[of].text == "of" && k < n && k <= of + 5 && !pool; ++k)
        pool = memory_noun_at(a, k) || std::any_of(a.quantities.begin(), a.quantities.end(), [&](const Quantity& b) {
                 return b.first == k && b.unit == QuantityUnit::bytes;
               });
      if (pool) add(ClaimKind::fit, q.first, q.last);
    }
    // "47% above vLLM NVFP4's", "a 2:1 lead over", "30% faster", "a third less than": a margin between arms ranks
    // them, when the sentence speaks of no memory ("10% above nominal capacity" does).
    if ((q.unit == QuantityUnit::percent || q.form == NumberForm::multiplier || (q.form == NumberForm::fraction && q.value < 1)) &&
        !memory && !has_kind(ClaimKind::ranking) &&
        (comparative_at(a, q.last + 1) || (q.last + 2 < n && comparative_at(a, q.last + 2) && a.tokens[q.last + 1].text != "of")))
      add(ClaimKind::ranking, q.first, q.last);
    // "2.7x vLLM NVFP4", "two and a half times the NVFP4 aggregate": a multiple of another
    // arm's figure ranks the two arms even without a speed word, when what follows names an
    // engine, a quantization or a throughput (not memory, which is a capacity).
    if (q.form == NumberForm::multiplier && q.value > 1 && !memory && !has_kind(ClaimKind::ranking)) {
      bool names_arm = false;
      for (std::size_t k = q.last + 1; k < n && k <= q.last + 4 && !names_arm; ++k)
        names_arm = names_an_arm_or_metric(a, k);
      if (names_arm) add(ClaimKind::ranking, q.first, q.last);
    }
    // "leaves about 40 GB free per node", "40 GB of headroom": bytes left over after loading
    // are a fit (unless the sentence reports a measurement: "12.9 GiB of free memory was
    // measured" is an observation, and "... is an observation, not evidence" denies); "stays south of 100 GB per box": a bound of what memory
    // holds is a fit too.
    if (q.unit == QuantityUnit::bytes && !has_kind(ClaimKind::fit) && !storage &&
        ((left_over_after(a, q.last + 1) && !states_a_figure(a) && !observed_moment(a) && std::none_of(a.negated.begin(), a.negated.end(), [](bool b) { return b; })) || (memory && bounds_figure_at(a, q.first))))
      add(ClaimKind::fit, q.first, q.last);
    // "leaves a quarter of the pool free": a share of the pool left over is a fit.
    if ((q.form == NumberForm::fraction || q.unit == QuantityUnit::percent) && !has_kind(ClaimKind::fit) &&
        word_in(q.last + 1, q.last + 3, {"pool", "memory", "capacity", "ram"}) &&
        word_in(q.last + 1, q.last + 6, {"free", "left", "spare", "remaining", "unused", "headroom"}))
      add(ClaimKind::fit, q.first, q.last);
  }
  // "Each Spark holds its share of the weights, the drafter and the cache": a node that holds
  // rows of the ledger says they are in its memory, a fit (not "on its disk"). With a byte
  // figure it is a figure's claim ("each Spark carries about 90 GB of weights"), judged as one.
  const bool bytes_given = std::any_of(a.quantities.begin(), a.quantities.end(),
                                       [](const Quantity& q) { return q.unit == QuantityUnit::bytes; });
  for (std::size_t k = 1; k < n && !has_kind(ClaimKind::fit) && !storage && !bytes_given; ++k) {
    if (!holding_verb_at(a, k) || !a.asserted(k, k) || a.negated[k]) continue;
    bool node_subject = false, rows_held = false;
    // "The unified pool holds both at once": a pool of memory holds what it holds as a node does.
    static const LexiconWords& holders = lexicon_words("holder-noun");
    static const LexiconWords& all_rows = lexicon_words("all-rows-word");
    for (std::size_t j = k; j > 0 && a.clause_of[j - 1] == a.clause_of[k]; --j)
      node_subject |= is_node_noun(a.tokens[j - 1].text) || holders.contains(a.tokens[j - 1].text);
    for (std::size_t j = k + 1; j < n && j <= k + 6; ++j)
      rows_held |= is_row_word(a.tokens[j].text) || (j == k + 1 && all_rows.contains(a.tokens[j].text)) ||
                   // "each node carries half the model": the model is every row of it.
                   (a.tokens[j].text == "model" && a.tokens[j - 1].text == "the");
    if (node_subject && rows_held) add(ClaimKind::fit, k, k);
  }
  // "Settings which keep the weights, KV cache and drafter inside each Spark's memory": rows
  // of the ledger, two or more, placed together inside memory are all in it, a fit. One row's
  // residence ("the KDA state stays in the unified pool") places it; it claims no fit.
  for (std::size_t k = 0; k + 1 < n && !has_kind(ClaimKind::fit) && !storage && !bytes_given; ++k) {
    const std::string_view t = a.tokens[k].text;
    if ((t != "inside" && t != "within" && t != "into") || !a.asserted(k, k) || a.negated[k]) continue;
    bool memory_after = false;
    for (std::size_t j = k + 1; j < n && j <= k + 4 && a.clause_of[j] == a.clause_of[k]; ++j)
      memory_after |= memory_noun_at(a, j) && !is_node_noun(a.tokens[j].text);
    // Row words side by side name one row ("KV cache", "routed experts"); a list of rows may
    // run across commas ("the weights, KV cache and drafter inside").
    int rows = 0;
    for (std::size_t j = k; j > 0 && j + 8 > k && a.part_of[j - 1] == a.part_of[k]; --j)
      rows += is_row_word(a.tokens[j - 1].text) &&
              !(j >= 2 && a.clause_of[j - 2] == a.clause_of[j - 1] && is_row_word(a.tokens[j - 2].text));
    if (memory_after && rows >= 2) add(ClaimKind::fit, k, k);
  }
  // "The catalog measured 368 tok/s on its own Sparks", "our own measurements match the
  // source": the catalog's own measurement of the bake-off is a reproduction it claims.
  for (std::size_t k = 0; k < n && !has_kind(ClaimKind::reproduction); ++k) {
    const std::size_t len = catalog_subject_at(a, k);
    if (len == 0 || !a.asserted(k, k) || a.negated[k]) continue;
    // "this repository did run the C1 short cell again": a run again is a rerun.
    const auto ran_again = [&](std::size_t j) {
      const std::string_view t = a.tokens[j].text;
      if (t != "ran" && t != "run" && t != "runs") return false;
      for (std::size_t i = j + 1; i < n && a.clause_of[i] == a.clause_of[j]; ++i)
        if (a.tokens[i].text == "again") return true;
      return false;
    };
    for (std::size_t j = k + len; j < n && j <= k + len + 3 && a.clause_of[j] == a.clause_of[k]; ++j)
      if (!a.negated[j] && a.asserted(j, j) && (measures_at(a, j) || ran_again(j)) && !negative_object_at(a, j + 1)) {
        add(ClaimKind::reproduction, k, j);
        break;
      }
  }
  for (auto [topic, kind] : kKinds) {
    if (has_kind(kind)) continue;
    for (const TopicWord& w : a.topics) {
      // A ranking inside a condition still ranks ("only if you accept the slowest arm"): the
      // order is presupposed, not supposed; a possibility ("it might be faster") supposes it.
      if (topic == Topic::ranking && presupposed_ranking(a, w)) {
        add(kind, w.first, w.last);
        break;
      }
      // A ranking word ranks by itself ("the fastest, well beyond the noise"): another word of
      // the clause does not undo it, only its own negation does.
      const bool ranks = topic == Topic::ranking && w.topic == topic && w.polarity == 1 && a.effective_polarity(w) == 1;
      if (!ranks && (w.topic != topic || a.verdict(topic, a.clause_of[w.first]) != 1 || a.effective_polarity(w) == 0)) continue;
      // "We reproduced none of the cells", "measured nothing": a negative object denies the verb
      // ("nothing but the C8 cells" is "only" them, and denies nothing).
      if (w.polarity == 1 && negative_object_at(a, w.last + 1)) continue;
      if (topic == Topic::reproduction && averages_no_measurement(a, w)) continue;
      if (topic == Topic::fit) {
        const std::string_view t = a.tokens[w.first].text;
        const bool fit_word = t == "fit" || t == "fits" || t == "fitting";
        // A fit word that names memory itself ("out-of-memory", "OOM") needs no other.
        bool names_memory = false;
        for (std::size_t k = w.first; k <= w.last && k < n; ++k)
          names_memory |= a.tokens[k].text.find("memory") != std::string::npos || a.tokens[k].text.starts_with("oom");
        if (fit_word ? !fit_means_memory(a, w.first) : !(memory || names_memory || room_for_a_row(a, w))) continue;
        // "Its bytes sit inside the 165 GB checkpoint plan": what it sits in is storage, named
        // before any word of memory.
        bool into_storage = false;
        for (std::size_t k = w.last + 1; k < n && k <= w.last + 5 && a.clause_of[k] == a.clause_of[w.last]; ++k) {
          if (memory_noun_at(a, k)) break;
          if (storage_word_at(a, k)) {
            into_storage = true;
            break;
          }
        }
        if (into_storage && !fit_word) continue;
      }
      add(kind, w.first, w.last);
      if (kind == ClaimKind::reproduction)
        for (const auto& q : a.quantities)
          if (q.unit == QuantityUnit::nodes && a.clause_of[q.first] == a.clause_of[w.first])
            if (const auto count = whole_count(q.value)) out.back().as<ReproductionClaim>()->nodes_named = *count;
      break;
    }
  }
}

}  // namespace

std::string_view claim_kind_name(ClaimKind kind) {
  switch (kind) {
    case ClaimKind::fit: return "fit";
    case ClaimKind::capacity: return "capacity";
    case ClaimKind::total: return "total";
    case ClaimKind::commercial: return "commercial";
    case ClaimKind::ranking: return "ranking";
    case ClaimKind::reproduction: return "reproduction";
  }
  return "";
}

std::vector<Claim> claims_in_sentence(std::string_view sentence) {
  return claims_in_analysed(sentence, analyse_sentence(sentence));
}

// True when the sentence asserts the pools stay apart: "two separate pools", "distinct pools",
// "no single node has it", "no process sees a single pool", "neither node holds it".
bool says_pools_apart(const SentenceAnalysis& a) {
  const auto& t = a.tokens;
  auto is = [&](std::size_t k, std::initializer_list<std::string_view> words) {
    return k < t.size() && std::find(words.begin(), words.end(), std::string_view(t[k].text)) != words.end();
  };
  for (std::size_t k = 0; k < t.size(); ++k) {
    if (!a.asserted(k, k)) continue;
    if (is(k, {"separate", "distinct", "independent", "per-node"}) && !a.negated[k] &&
        (is(k + 1, {"pool", "pools", "memories"}) || (is(k + 1, {"memory", "unified"}) && is(k + 2, {"pool", "pools"}))))
      return true;
    // "Two Sparks are two 128 GiB pools": a count of pools, each its own figure.
    if (is(k, {"two", "2", "three", "3", "four", "4"}) && !a.negated[k] && k + 3 < t.size() && is(k + 3, {"pools"}) &&
        std::any_of(a.quantities.begin(), a.quantities.end(),
                    [&](const Quantity& q) { return q.first == k + 1 && q.unit == QuantityUnit::bytes; }))
      return true;
    // "two separate 128 GiB pools": a figure between the word and its pools.
    if (is(k, {"separate", "distinct", "independent"}) && !a.negated[k] && k + 3 < t.size() &&
        is(k + 3, {"pool", "pools"}) && std::any_of(a.quantities.begin(), a.quantities.end(), [&](const Quantity& q) {
          return q.first == k + 1 && q.unit == QuantityUnit::bytes;
        }))
      return true;
    // "each node's pool is 128 GiB", "each Spark is its own pool": a pool per node.
    if (is(k, {"each", "every"}) && !a.negated[k] && k + 2 < t.size() && is(k + 1, {"node's", "spark's", "machine's", "box's"}) &&
        is(k + 2, {"pool", "memory"}))
      return true;
    if (is(k, {"its", "their"}) && !a.negated[k] && is(k + 1, {"own"}) && is(k + 2, {"pool", "pools", "memory"})) return true;
    if (is(k, {"no", "neither"}) && (k == 0 || !a.negated[k - 1])) {
      std::size_t n = k + 1;
      if (is(n, {"single", "one"})) ++n;
      if (is(n, {"node", "nodes", "process", "gpu", "device", "box", "machine", "spark"}) &&
          is(n + 1, {"sees", "has", "holds", "gets", "addresses", "owns", "can"}))
        return true;
    }
  }
  return false;
}

std::vector<Claim> claims_in_analysed(std::string_view sentence, const SentenceAnalysis& analysis) {
  std::vector<Claim> out;
  const std::string low = lowered(sentence);
  const std::vector<Word> words = words_of(low);
  const std::vector<Clause> clauses = clauses_of(low);
  // Read once for every clause, from the lowered sentence: the analysis's figures are of the
  // sentence as written, where a capitalised hedge ("About 84 GB") is no hedge.
  const std::vector<ByteFigure> low_figures = byte_figures(low);

  // A sentence that quotes a figure to rebut it: an attribution verb before, a rebuttal after.
  // An attribution word used as a noun ("not a fit claim in the strict sense, but ...", "the
  // speed quote") reports nothing: a determiner, or a determiner and what the claim is about,
  // comes right before it.
  static const LexiconWords& determiners = lexicon_words("determiner");
  static const LexiconWords& claim_modifiers = lexicon_words("claim-modifier");
  auto used_as_noun = [&](std::size_t k) {
    return (k >= 1 && determiners.contains(words[k - 1].text)) ||
           (k >= 2 && determiners.contains(words[k - 2].text) && claim_modifiers.contains(words[k - 1].text));
  };
  // What it rebuts is what comes before the rebuttal: "Some say the drafter blocks commercial
  // use, but the rest of the stack is commercially fine" quotes the first half and asserts the
  // second in the catalog's own voice.
  bool rebutted = false;
  std::size_t rebuttal_at = low.size();
  for (std::size_t k = 0; k < words.size() && !rebutted; ++k) {
    if (!is_attribution(words[k].text) || used_as_noun(k)) continue;
    for (std::size_t j = k + 1; j < words.size() && !rebutted; ++j)
      if (is_rebuttal(words[j].text)) {
        rebutted = true;
        rebuttal_at = words[j].at;
      }
  }

  // A capacity the sentence itself says is no one pool ("adds two separate pools; no single
  // node has it") is quoted to be taken apart, not claimed.
  const bool pools_kept_apart = says_pools_apart(analysis);

  // The sentence analysed once (by the caller): which words are asserted in the catalog's
  // voice, negated, conditional, ordered or reported, and the topics its words raise.
  std::string clause_text;
  std::size_t clause_begin = 0, clause_end = low.size();  // the current clause, in `low`
  // A claim whose words are a condition, a question, an order or a source's report, or a
  // "fit" in another sense than memory, is no claim. It is kept until the end (callers set
  // fields on out.back()) and dropped there.
  std::vector<bool> dropped;
  auto unasserted = [&](ClaimKind kind, std::string_view trigger, const std::vector<ByteFigure>& figures) {
    const std::string first_word(trigger.substr(0, trigger.find(' ')));
    // A claim of a bare figure is where its figure is written.
    std::size_t from = first_word.empty() && !figures.empty() ? figures.front().offset : clause_begin;
    // Where the trigger itself is written, so "the" of "the pair" is not the clause's first "the"
    // ("The README says the pair has 256 GB" is the README's report).
    bool trigger_found = false;
    if (!first_word.empty())
      if (const std::size_t at = low.find(trigger, from); at != std::string::npos && at < clause_end) {
        from = at;
        trigger_found = true;
      }
    // "This catalog has measured nothing itself": a negative object denies the verb before it.
    if (kind == ClaimKind::reproduction && trigger_found) {
      const std::size_t after = from + trigger.size();
      for (std::size_t k = 0; k < analysis.tokens.size(); ++k)
        if (analysis.tokens[k].at >= after) {
          if (analysis.tokens[k].at <= after + 1 && negative_object_at(analysis, k)) return true;
          break;
        }
    }
    // Running out of memory that the analysis reads as asserted, its negations cancelled ("we
    // have not ruled out an out-of-memory failure"), claims no fit, whatever negator the phrase
    // reader's window found.
    if (kind == ClaimKind::fit && inverted_fit(trigger)) {
      bool asserted_oom = false, denied_oom = false;
      for (const TopicWord& w : analysis.topics) {
        const Token& t = analysis.tokens[w.first];
        if (w.topic != Topic::fit || w.polarity >= 0 || t.at < clause_begin || t.at >= clause_end) continue;
        // Only where a negator before it is itself denied: the cancelling is what the phrase
        // window cannot see ("Running out of memory is not something you'll see" it reads).
        bool denied_negator = false;
        for (std::size_t j = 0; j < w.first; ++j)
          denied_negator |= analysis.negation_word[j] && analysis.negated[j] && analysis.clause_of[j] == analysis.clause_of[w.first];
        if (!denied_negator) continue;
        const int p = analysis.effective_polarity(w);
        asserted_oom |= p < 0;
        denied_oom |= p > 0;
      }
      if (asserted_oom && !denied_oom) return true;
    }
    for (std::size_t k = 0; k < analysis.tokens.size(); ++k) {
      const Token& t = analysis.tokens[k];
      if (t.at < from || t.at >= clause_end) continue;
      if (!first_word.empty() && !t.text.starts_with(first_word)) continue;
      // A ranking inside a condition still ranks ("only if you accept the slowest arm"): the
      // order is presupposed, not supposed. Pools added across nodes are wrong arithmetic even
      // in a supposition ("four Sparks would give 512 GB").
      // A possibility is not a condition: "it might be faster" supposes the order.
      auto possibility_before = [&] {
        for (std::size_t j = k; j > 0 && analysis.clause_of[j - 1] == analysis.clause_of[k]; --j) {
          const std::string_view w = analysis.tokens[j - 1].text;
          if (w == "might" || w == "could" || w == "would" || w == "may") return true;
        }
        return false;
      };
      if ((kind == ClaimKind::ranking || kind == ClaimKind::capacity) &&
          analysis.modality[k] == Modality::hypothetical && !analysis.attributed[k])
        return kind == ClaimKind::ranking && possibility_before();
      if (!analysis.asserted(k, k)) return true;
      // "No one on the team has re-run the bake-off or reproduced any cell": the analysis
      // scopes a negation over its whole clause, with parity, where the phrase window reaches
      // six words. A phrase whose claim is its own negation ("does not run out of memory")
      // is judged by the phrase reader.
      if (analysis.negated[k] && !inverted_fit(trigger) && !self_negated(trigger) && !inverted_permission(trigger))
        return true;

      return kind == ClaimKind::fit && (t.text == "fit" || t.text == "fits" || t.text == "fitting") &&
             !fit_means_memory(analysis, k);
    }
    return false;
  };
  // The claim added, or null when the sentence already has one of its kind: one claim of a
  // kind per sentence is enough to judge it.
  auto add = [&](ClaimKind kind, std::string_view trigger, std::vector<ByteFigure> figures = {}) -> Claim* {
    for (std::size_t i = 0; i < out.size(); ++i)
      if (out[i].kind() == kind && !dropped[i]) return nullptr;
    dropped.push_back(unasserted(kind, trigger, figures));
    Claim c;
    c.payload = empty_payload(kind);
    c.sentence = std::string(sentence);
    c.trigger = std::string(trigger);
    if (auto* capacity = c.as<CapacityClaim>()) {
      capacity->figures = std::move(figures);
      capacity->bare_figure = trigger.empty();
    } else if (auto* total = c.as<TotalClaim>()) {
      total->figures = std::move(figures);
    }
    std::size_t trigger_at = trigger.empty() ? (figures.empty() ? 0 : figures.front().offset) : low.find(trigger);
    if (trigger_at == std::string::npos) trigger_at = 0;
    c.rebutted = (rebutted && trigger_at < rebuttal_at) || (kind == ClaimKind::capacity && pools_kept_apart);
    c.clause = clause_text;
    out.push_back(std::move(c));
    return &out.back();
  };

  // Rows alone make a figure a total of rows; nodes or pools alone make it a capacity; a
  // sentence naming both ("the two Sparks offer 256 GB for weights") is read as both.
  const bool rows_only = names_rows(words) && !names_nodes(words);
  const bool nodes_named_only = names_nodes(words) && !names_rows(words);
  std::vector<ByteFigure> sentence_figures;
  std::string total_trigger;
  std::string residence_trigger;  // a figure said to be resident: the total is a memory statement
  bool total_about_disk = false;

  // "Together that is about 249 GB, or about 232 GiB, of disk": a sentence about disk that
  // names no memory and no node speaks of disk in every clause, its figures' clause included.
  bool memory_noun = false;
  for (std::size_t k = 0; k < analysis.tokens.size() && !memory_noun; ++k) memory_noun = memory_noun_at(analysis, k);
  const bool disk_sentence = mentions_disk(words, 0, words.size()) && !memory_noun && !names_nodes(words);
  // Nodes made one memory anywhere in the sentence ("twice 128 GB, one space for all slots").
  std::string oneness;
  for (const Clause& clause : clauses) {
    std::size_t a = 0;
    while (a < words.size() && words[a].at < clause.begin) ++a;
    std::size_t b = a;
    while (b < words.size() && words[b].at < clause.end) ++b;
    for (const Match& m : matches<kOneness>(words, a, b))
      if (oneness.empty() && !governed_by_negation(words, a, m.first, m.last)) oneness = std::string(m.phrase);
  }

  for (const Clause& clause : clauses) {
    std::size_t first = 0;
    while (first < words.size() && words[first].at < clause.begin) ++first;
    std::size_t end = first;
    while (end < words.size() && words[end].at < clause.end) ++end;
    if (first == end) continue;
    clause_text = std::string(sentence.substr(clause.begin, clause.end - clause.begin));
    clause_begin = clause.begin;
    clause_end = clause.end;
    bool resides = false;
    for (const Match& m : matches<kResides>(words, first, end)) {
      if (governed_by_negation(words, first, m.first, m.last)) continue;
      resides = true;
      // Only where it overrides disk words does residence make the figure a memory total.
      if (residence_trigger.empty() && mentions_disk(words, first, end) &&
          !byte_figures(clause_text_lowered(low, clause)).empty())
        residence_trigger = std::string(m.phrase);
    }
    const bool disk = (disk_sentence || mentions_disk(words, first, end)) && !resides;
    std::vector<ByteFigure> figures = asserted_figures(low_figures, words, first, end, clause);
    // Figures are read from the original sentence so they keep their spelling.
    for (auto& f : figures) f.text = std::string(sentence.substr(f.offset, f.text.size()));
    // "2 x 128 GB" is 256 GB when the sentence makes the nodes one memory; otherwise it is
    // the per-node figure it spells.
    bool multiplied = false;
    if (!oneness.empty())
      for (auto& f : figures)
        if (const int64_t k = multiplier_before(low, f.offset); k > 1) {
          f.units *= k;
          f.text = std::to_string(k) + " x " + f.text;
          multiplied = true;
        }
    if (multiplied) add(ClaimKind::capacity, oneness, figures);

    for (const Match& m : matches<kFit>(words, first, end)) {
      const bool negated = governed_by_negation(words, first, m.first, m.last);
      if (inverted_fit(m.phrase) ? (self_negated(m.phrase) ? negated : !negated) : negated) continue;
      // "no OOM data", "no memory pressure figures", "no offloading was tested": the absence
      // of a record, not of an OOM (the record words are the lexicon's record-noun rows).
      if (self_negated(m.phrase)) {
        std::size_t next = m.last + 1;
        while (next < end && (words[next].text == "was" || words[next].text == "were" || words[next].text == "is" ||
                              words[next].text == "are" || words[next].text == "been" || words[next].text == "has" ||
                              words[next].text == "have" || words[next].text == "ever"))
          ++next;
        if (next < end && names_a_record(words[next].text)) continue;
      }
      // "The download stays below the 165 GB the plan lists": a bound of disk, not of memory.
      if (disk && !has_memory_word(words, first, end)) continue;
      // "sufficient" alone is a fit only when it speaks of memory ("Memory: sufficient.").
      if (m.phrase == "sufficient" && !has_memory_word(words, first, end)) continue;
      if (conditional_before(words, first, m.first)) continue;
      // "fit" as in "fit for commercial use" is a commercial phrase, not a memory fit.
      if ((m.phrase == "fit" || m.phrase == "fits") && m.first + 1 < end && words[m.first + 1].text == "for") continue;
      // "not a bottleneck" is a fit only when it speaks of memory: a word of memory, or a byte
      // figure that is not about disk ("a comfortable margin below the 121.6 GiB usable").
      if ((m.phrase == "bottleneck" || m.phrase == "limiting factor" || m.phrase == "adequate" ||
           m.phrase == "comfortable" || m.phrase == "slack") &&
          !has_memory_word(words, first, end) && (figures.empty() || disk))
        continue;
      add(ClaimKind::fit, m.phrase);
      break;
    }
    // "peak memory utilisation stays at 70%": a measured share of the pool is a fit.
    for (std::size_t k = first; k < end; ++k) {
      const std::string_view w = words[k].text;
      if (!w.starts_with("utili") && w != "usage" && w != "occupancy" && w != "occupied") continue;
      if (!has_memory_word(words, first, end) || governed_by_negation(words, first, k, k) ||
          conditional_before(words, first, k))
        continue;
      const bool percent = std::any_of(words.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                                       words.begin() + static_cast<std::ptrdiff_t>(end), [](const Word& x) {
                                         return x.text.size() > 1 && x.text.back() == '%' &&
                                                std::isdigit(static_cast<unsigned char>(x.text.front()));
                                       });
      if (percent) {
        add(ClaimKind::fit, w);
        break;
      }
    }
    // "under 60G", "below 121.6 GiB": a bound on what is resident, unless it is about disk.
    if (!disk)
      for (std::size_t k = first; k + 1 < end; ++k) {
        if (!is_bounding(words[k].text)) continue;
        std::size_t n = k + 1;
        // "below the 121.6 GiB usable", "under one Spark's 128 GB", "within about 60 GB": a
        // determiner, a possessive or a hedge between the bound and its figure.
        for (int skipped = 0; skipped < 3 && n + 1 < end; ++skipped) {
          const std::string_view t = words[n].text;
          if (t == "about" || t == "roughly" || t == "approximately" || t == "the" || t == "a" || t == "its" ||
              t == "their" || t == "our" || t == "one" || t == "each" || t == "this" || t == "that" ||
              (t.size() > 2 && t.ends_with("'s")))
            ++n;
          else
            break;
        }
        const bool figure_next = std::any_of(figures.begin(), figures.end(), [&](const ByteFigure& f) { return f.offset == words[n].at; });
        if (!figure_next || governed_by_negation(words, first, k, k) || conditional_before(words, first, k)) continue;
        add(ClaimKind::fit, std::string(words[k].text) + " " + std::string(words[n].text));
        break;
      }

    for (auto& f : figures) sentence_figures.push_back(f);
    if (!figures.empty() && !states_requirement(words, first, end) && !rows_only) {
      for (const Match& m : matches<kPooling>(words, first, end)) {
        if (governed_by_negation(words, first, m.first, m.last)) continue;
        // "double 128 GiB across the pair" is 256 GiB: a multiplier in words before a figure
        // multiplies it ("2 x 128 GB" is left as written: it is also how a per-node figure is
        // spelled).
        std::vector<ByteFigure> pooled = figures;
        for (auto& f : pooled)
          if (const auto word = word_multiplier_before(low, f.offset)) {
            f.units *= word->second;
            f.text = std::string(word->first) + " " + f.text;
          }
        // "Each node offers 121.6 GiB usable, so the pair gives 243.2 GiB": a bare figure an
        // earlier clause gave (one pool) yields to the figure pooling words give.
        for (std::size_t i = 0; i < out.size(); ++i)
          if (const auto* bare = out[i].as<CapacityClaim>(); bare != nullptr && bare->bare_figure) dropped[i] = true;
        if (Claim* c = add(ClaimKind::capacity, m.phrase, pooled)) c->as<CapacityClaim>()->about_disk = disk;
        break;
      }
      // A bare figure is judged too: 256 GB on two 128 GB nodes is two pools added.
      // A capacity claim an earlier clause dropped (an order's "plan for 165 GB") is none.
      bool has_capacity = false;
      for (std::size_t i = 0; i < out.size(); ++i) has_capacity |= out[i].kind() == ClaimKind::capacity && !dropped[i];
      if (!has_capacity)
        if (Claim* c = add(ClaimKind::capacity, "", figures)) c->as<CapacityClaim>()->about_disk = disk;
    }
    for (const Match& m : matches<kTotal>(words, first, end)) {
      if (governed_by_negation(words, first, m.first, m.last) || !total_trigger.empty()) continue;
      total_trigger = std::string(m.phrase);
    }
    // "checkpoint + KV cache = 150 GB": a sum written with the signs.
    if (total_trigger.empty() && !figures.empty())
      for (std::size_t k = clause.begin + 1; k + 1 < clause.end; ++k)
        if ((low[k] == '+' || low[k] == '=') && low[k - 1] == ' ' && low[k + 1] == ' ') {
          total_trigger = std::string(1, low[k]);
          break;
        }
    total_about_disk |= disk;

    bool commercial_subject = false, non_commercial = false;
    for (const Match& m : matches<kCommercialSubject>(words, first, end)) {
      // "non-commercial" is a restriction, not a permission.
      const std::string_view w = words[m.first].text;
      const bool after_non = m.first > first && (words[m.first - 1].text == "non" || words[m.first - 1].text == "not");
      if (after_non || (w.find("non") != std::string::npos && w.find("commercial") != std::string::npos &&
                        w.find("non") < w.find("commercial"))) {
        non_commercial = true;
        continue;
      }
      commercial_subject = true;
    }
    if (non_commercial && !conditional_before(words, first, end))
      for (const Match& m : matches<kWaived>(words, first, end)) {
        add(ClaimKind::commercial, m.phrase);
        break;
      }
    if (matches<kCommercialBlock>(words, first, end).empty())
      for (const Match& m : matches<kAnyUse>(words, first, end)) {
        const bool negated = governed_by_negation(words, first, m.first, m.last);
        if ((inverted_permission(m.phrase) ? false : negated) || conditional_before(words, first, m.first)) continue;
        add(ClaimKind::commercial, m.phrase);
        break;
      }
    // A restriction denied is a permission: "commercial use is not prohibited", "nothing
    // forbids businesses". Only a prohibition word turns; "not ... before it is read" still blocks.
    bool blocked = false;
    std::string_view denied_prohibition;
    for (const Match& m : matches<kCommercialBlock>(words, first, end)) {
      if (is_prohibition(m.phrase) && governed_by_negation(words, first, m.first, m.last) &&
          !conditional_before(words, first, m.first)) {
        if (denied_prohibition.empty()) denied_prohibition = m.phrase;
        continue;
      }
      // "cleared unless the kit license forbids it": a prohibition inside a condition blocks
      // nothing the clause asserts.
      if (conditional_before(words, first, m.first)) continue;
      blocked = true;
    }
    if (commercial_subject && !blocked && !denied_prohibition.empty())
      add(ClaimKind::commercial, denied_prohibition);
    // "the drafter license has no NC clause": the non-commercial term itself denied.
    for (std::size_t k = first; k < end; ++k) {
      const std::string_view w = words[k].text;
      const bool nc = w == "nc" || w == "noncommercial" ||
                      (w == "non" && k + 1 < end && words[k + 1].text == "commercial");
      if (!nc || k == first) continue;
      const std::string_view before = words[k - 1].text;
      // "satisfies ND, not NC": a "not" that opens its clause sets NC apart from what the
      // clause before says, it does not deny the term.
      if (before == "not" && k - 1 == first) continue;
      if ((before == "no" || before == "without" || (before == "not" && w != "non")) &&
          !conditional_before(words, first, k)) {
        add(ClaimKind::commercial, std::string(before) + " " + std::string(w));
        break;
      }
    }
    if (commercial_subject) {
      if (!blocked) {
        for (const Match& m : matches<kCommercialPositive>(words, first, end)) {
          const bool negated = governed_by_negation(words, first, m.first, m.last);
          if (inverted_permission(m.phrase) ? false : negated) continue;
          if (conditional_before(words, first, m.first)) continue;
          add(ClaimKind::commercial, m.phrase);
          break;
        }
      }
    }

    // "more tokens per second than", "higher decode speed than": a comparative of speed.
    for (std::size_t k = first; k < end; ++k) {
      const std::string_view w = words[k].text;
      if (w != "more" && w != "higher" && w != "greater" && w != "fewer" && w != "lower" && w != "less") continue;
      bool speed = false;
      for (std::size_t j = k + 1; j < end && j <= k + 6; ++j) {
        speed |= is_speed_word(words[j].text);
        if (words[j].text == "than" && j > k + 1 && speed && !governed_by_negation(words, first, k, j)) {
          add(ClaimKind::ranking, std::string(w) + " ... than");
          break;
        }
      }
    }
    // "prefer TensorFold over vLLM": a preference between arms ranks them.
    for (std::size_t k = first; k < end; ++k) {
      if (words[k].text != "prefer" && words[k].text != "preferred" && words[k].text != "prefers") continue;
      if (governed_by_negation(words, first, k, k)) continue;
      for (std::size_t j = k + 2; j < end; ++j)
        if (words[j].text == "over" || words[j].text == "to") {
          add(ClaimKind::ranking, std::string(words[k].text) + " ... " + std::string(words[j].text));
          break;
        }
    }
    // "C1 short decode, TensorFold first": a name placed first in a clause of its own, after
    // the start of the sentence (so "Read first." is an instruction, not a ranking).
    if (end == first + 2 && words[first].at > 0 && (words[first + 1].text == "first" || words[first + 1].text == "ahead") &&
        std::isupper(static_cast<unsigned char>(sentence[words[first].at])))
      add(ClaimKind::ranking, words[first + 1].text);
    // "TensorFold > vLLM": an order written with the sign.
    for (std::size_t k = clause.begin + 1; k + 2 < clause.end; ++k) {
      if (low[k] != '>' || low[k - 1] != ' ' || low[k + 1] != ' ') continue;
      const auto left = static_cast<unsigned char>(low[k - 2]), right = static_cast<unsigned char>(low[k + 2]);
      if (std::isalnum(left) && std::isalpha(right)) {
        add(ClaimKind::ranking, ">");
        break;
      }
    }
    // "37% of TensorFold's speed", "a third of its rate": one arm as a fraction of another.
    for (std::size_t k = first; k + 1 < end; ++k) {
      const std::string_view w = words[k].text;
      const bool fraction = (w.size() > 1 && w.back() == '%' && std::isdigit(static_cast<unsigned char>(w.front()))) ||
                            w == "half" || w == "third" || w == "quarter" || w == "fraction" || w == "fifth";
      if (!fraction || governed_by_negation(words, first, k, k)) continue;
      std::size_t j = k + 1;
      if (words[j].text == "the") {
      } else if (words[j].text != "of") {
        continue;
      }
      bool speed = false;
      for (std::size_t n = j + 1; n < end && n <= j + 4; ++n) speed |= is_speed_word(words[n].text);
      if (speed) {
        add(ClaimKind::ranking, std::string(w) + " of");
        break;
      }
    }
    // "2x faster", "30% faster", "1.5x the throughput".
    for (std::size_t k = first; k < end; ++k) {
      const std::string_view w = words[k].text;
      bool multiplier = (w.size() > 1 && (w.back() == 'x' || w.back() == '%') &&
                         std::isdigit(static_cast<unsigned char>(w.front()))) ||
                        (w.starts_with("x") && w.size() > 1 && std::isdigit(static_cast<unsigned char>(w[1])));
      if (!multiplier || governed_by_negation(words, first, k, k)) continue;
      if (k + 1 < end) {
        const std::string_view next = words[k + 1].text;
        if (next == "faster" || next == "quicker" || next == "higher" || next == "more" || next == "better" ||
            next == "the" || next == "speed-up" || next == "speedup" || next == "ahead" || next == "lower" ||
            next == "slower" || next == "throughput") {
          add(ClaimKind::ranking, w);
          break;
        }
      }
    }

    for (const Match& m : matches<kReproduction>(words, first, end)) {
      if (governed_by_negation(words, first, m.first, m.last)) continue;
      if (conditional_before(words, first, m.first)) continue;
      if (attributed_to_source(words, first, m.first)) continue;
      if (Claim* c = add(ClaimKind::reproduction, m.phrase))
        c->as<ReproductionClaim>()->nodes_named = nodes_named(words, first, end);
      break;
    }
  }
  clause_begin = 0;
  clause_end = low.size();
  // "One pool spanning both Sparks": nodes made one memory, with or without a figure.
  if (!oneness.empty() && !rebutted && names_several_nodes(words) &&
      std::none_of(out.begin(), out.end(), [](const Claim& c) { return c.kind() == ClaimKind::capacity; })) {
    clause_text = std::string(sentence);
    add(ClaimKind::capacity, oneness);
  }
  // A total is read over the whole sentence: its rows are often listed across commas ("In
  // total the checkpoint, the KV cache and the workspace take 150 GB").
  if (!residence_trigger.empty()) total_trigger = residence_trigger;
  if (!total_trigger.empty() && !sentence_figures.empty() && !nodes_named_only) {
    if (Claim* c = add(ClaimKind::total, total_trigger, sentence_figures)) {
      TotalClaim& total = *c->as<TotalClaim>();
      total.about_disk = total_about_disk;
      total.bound = low.find("at least") != std::string::npos || low.find("lower bound") != std::string::npos ||
                    low.find("no less than") != std::string::npos || low.find("or more") != std::string::npos;
    }
  }
  add_topic_claims(analysis, sentence, out, dropped);
  // "TensorFold posted the highest cell; the quantizations differ, so this is not a ranking":
  // a sentence that denies its own ranking in the catalog's voice gives the order as a
  // caveat, not a claim.
  for (const TopicWord& w : analysis.topics)
    if (w.topic == Topic::ranking && w.polarity == 0 && !w.caution && analysis.effective_polarity(w) < 0)
      for (std::size_t i = 0; i < out.size(); ++i) dropped[i] = dropped[i] || out[i].kind() == ClaimKind::ranking;
  // "99 tok/s is about 2.7 times the NVFP4 cell, but across precisions that is not a
  // speed-up": a ratio of two cells, then denied as a ranking in a later clause.
  for (const TopicWord& w : analysis.topics) {
    if (w.topic != Topic::ranking || w.caution || analysis.effective_polarity(w) >= 0) continue;
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (dropped[i] || out[i].kind() != ClaimKind::ranking) continue;
      for (const Quantity& q : analysis.quantities)
        if ((q.form == NumberForm::multiplier || q.unit == QuantityUnit::percent) &&
            analysis.clause_of[q.first] < analysis.clause_of[w.first] &&
            out[i].trigger.starts_with(analysis.tokens[q.first].text))
          dropped[i] = true;
    }
  }
  // "... about 2% sooner than the EXL3 kit (183 s vs 187 s), inside the noise band: not a
  // win": a later clause that is only a denied ranking word takes back the ranking before it.
  for (const TopicWord& w : analysis.topics) {
    if (w.topic != Topic::ranking || w.polarity != 1 || analysis.effective_polarity(w) >= 0) continue;
    std::size_t first = w.first;
    while (first > 0 && analysis.clause_of[first - 1] == analysis.clause_of[w.first]) --first;
    if (first == 0 || !analysis.negation_word[first]) continue;
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (dropped[i] || out[i].kind() != ClaimKind::ranking) continue;
      const auto at = std::find_if(analysis.tokens.begin(), analysis.tokens.end(),
                                   [&](const Token& tok) { return out[i].trigger.starts_with(tok.text); });
      if (at != analysis.tokens.end() &&
          analysis.clause_of[static_cast<std::size_t>(at - analysis.tokens.begin())] < analysis.clause_of[first])
        dropped[i] = true;
    }
  }
  std::vector<Claim> kept;
  for (std::size_t i = 0; i < out.size(); ++i)
    if (!dropped[i]) kept.push_back(std::move(out[i]));
  // What a ranking gives with it, for judging it against the cells (derive/ranking_caveats):
  // the caveat that the quantizations differ, and the plain numbers it writes.
  for (Claim& c : kept)
    if (auto* ranking = c.as<RankingClaim>()) {
      ranking->says_quantizations_differ = says_condition_differs(analysis, "quantization");
      // "about 1.9 times the NVFP4 arm", "2.7x": a multiple of another arm's figure.
      const std::string_view t = c.trigger;
      // "leads by about 38%", "30% faster": a margin in percent is a ratio of the two too.
      const bool percent = std::any_of(analysis.quantities.begin(), analysis.quantities.end(),
                                       [](const Quantity& q) { return q.unit == QuantityUnit::percent; });
      ranking->ratio = percent || t.ends_with(" times") ||
                       (t.size() > 1 && t.back() == 'x' && ascii::isdigit(static_cast<unsigned char>(t[t.size() - 2])));
      for (const Quantity& q : analysis.quantities)
        if (q.unit == QuantityUnit::none && !q.approximate) ranking->numbers.push_back(q.value);
    }
  return kept;
}

bool asserts_residence(const Claim& claim) {
  const TotalClaim* total = claim.as<TotalClaim>();
  if (!total) return false;
  // "take up 84 GB of memory": the clause says what the figure is of, even of disk items
  // ("checkpoint and prepared weights together occupy some 232 GiB of unified memory").
  // "in memory", "into the pool" say so too; a denied one ("about 249 GB of disk, not of
  // memory") says the figure is not.
  // Read in the whole sentence, in a clause that gives a byte figure ("occupies about 165 GB of
  // memory, as measured at load": the phrase reader's clause is the last one).
  const auto a = analysed(claim.sentence);
  const auto figure_in_clause = [&](std::size_t k) {
    return std::any_of(a->quantities.begin(), a->quantities.end(), [&](const Quantity& q) {
      return q.unit == QuantityUnit::bytes && a->clause_of[q.first] == a->clause_of[k];
    });
  };
  for (std::size_t k = 0; k + 1 < a->tokens.size(); ++k) {
    const std::string_view prep = a->tokens[k].text;
    if (prep != "of" && prep != "in" && prep != "into") continue;
    std::size_t noun = k + 1;
    if (a->tokens[noun].text == "the" || a->tokens[noun].text == "unified" || a->tokens[noun].text == "gpu") ++noun;
    if (noun < a->tokens.size() && a->tokens[noun].text == "unified") ++noun;
    if (noun >= a->tokens.size()) continue;
    const std::string_view w = a->tokens[noun].text;
    if ((w == "memory" || w == "ram" || w == "vram" || w == "pool") && !a->negated[k] && !a->negated[noun] &&
        figure_in_clause(k))
      return true;
  }
  if (total->about_disk) return false;
  for (std::string_view r : kResides)
    if (claim.trigger.find(r) != std::string::npos) return true;
  return false;
}

namespace {
// The sentences of a text as the claim reader reads them, each analysed once: a question
// followed by its answer is one sentence ("Commercial use? Yes."); a question left unanswered
// ("Will it fit? The source does not say.") asserts nothing and is not read.
// "If you are wondering whether it all fits on each Spark, it does": a condition that only
// announces an embedded question, answered yes by its consequent, asserts the question's
// content. That content, or nullopt.
std::optional<std::string> answered_wondering(const std::string& sentence) {
  const std::size_t from = sentence.find_first_not_of(' ');
  if (from == std::string::npos) return std::nullopt;
  const std::string low = lowered(std::string_view(sentence).substr(from));
  if (!low.starts_with("if ") && !low.starts_with("in case ")) return std::nullopt;
  static const std::regex kWondering(
      R"(^(?:if|in case)\s+(?:you|anyone|one|people|readers|someone|somebody)(?:'re|'s|\s+are|\s+is|\s+were|\s+was)?\s+)"
      R"((?:wondering|asking|curious|unsure|doubting)(?:\s+about)?\s+(?:whether|if)\s+([^,:;]+?)\s*[,:;-]+\s*)"
      R"((?:the answer is yes|yes|it does|they do|it is|they are|it will|they will|it can|they can|it did|they did|)"
      R"(absolutely|definitely|of course)\b)");
  std::smatch m;
  if (!std::regex_search(low, m, kWondering)) return std::nullopt;
  return sentence.substr(from + static_cast<std::size_t>(m.position(1)), static_cast<std::size_t>(m.length(1)));
}

// "Fetch weight revision 5ab363a8. That revision is hash-locked.": a sentence whose subject is
// only a pointing word ("that", "this", "it", "that revision", "that lot") speaks of what the
// sentence before it names. What it points to, spelled out, or "" when it points to nothing
// this reader resolves.
std::string pointed_to(const SentenceAnalysis& own, const std::string& before) {
  // "Prepared weight is about 84 GB. This much is what stays resident on every Spark": a
  // sentence of memory with no figure of its own, whose subject points back to the one byte
  // figure of the sentence before, gives that figure.
  // Only a sentence that says the thing is held in memory ("stays resident", "loads into the
  // pool"): "That is more than one Spark's memory can hold" compares, and gives no size.
  const bool held = asserts_presence(own) || std::any_of(own.tokens.begin(), own.tokens.end(), [&](const Token& t) {
    return t.text == "resident" && !own.negated[static_cast<std::size_t>(&t - own.tokens.data())];
  });
  if (own.figures.empty() && mentions_memory(own) && held) {
    const auto prior = analysed(before);
    if (prior->figures.size() == 1) {
      const ByteFigure& f = prior->figures.front();
      return (f.approximate ? "About " : "") + f.text;
    }
  }
  // "Read the checkpoint license before use. It is MIT": a license given to "it" is given to
  // the license the sentence before names ("the checkpoint license").
  if (!licenses_given(own).empty()) {
    const auto prior = analysed(before);
    for (std::size_t k = 1; k < prior->tokens.size(); ++k) {
      const std::string& w = prior->tokens[k].text;
      if ((w != "license" && w != "licence") || prior->negated[k]) continue;
      const std::string& owner = prior->tokens[k - 1].text;
      if (owner == "the" || owner == "a" || owner == "its" || owner == "this") break;
      return "The " + owner + " license";
    }
  }
  // A sentence that says something is pinned without naming what: the pinnable thing before.
  const bool pin_said = std::any_of(own.topics.begin(), own.topics.end(), [&](const TopicWord& w) {
    return w.topic == Topic::pin && own.effective_polarity(w) == 1;
  });
  if (!pin_said || !pinned_objects(own).empty()) return "";
  const std::string object = pinnable_named(*analysed(before));
  return object.empty() ? "" : "The " + object;
}

// The sentence with its pointing subject spelled out (pointed_to), or nullopt.
std::optional<std::string> pointing_subject_resolved(const std::string& sentence, const std::string& before) {
  const std::size_t from = sentence.find_first_not_of(' ');
  if (from == std::string::npos) return std::nullopt;
  const std::string low = lowered(std::string_view(sentence).substr(from));
  // "that", "that revision", "that lot": a pointing word, with a noun of lexicon class
  // pointing-noun after it or none.
  static const std::regex kPointing = [] {
    std::string nouns;
    for (const auto& [word, value] : lexicon_list("pointing-noun")) nouns += (nouns.empty() ? "" : "|") + word;
    return std::regex(R"(^(?:that|this|it|these|those)(?:'s|\s+(?:)" + nouns + R"())?\b)");
  }();
  std::smatch m;
  if (!std::regex_search(low, m, kPointing)) return std::nullopt;
  const std::string subject = pointed_to(*analysed(sentence), before);
  if (subject.empty()) return std::nullopt;
  // "That's" keeps its verb: "that lot's locked" is "the weights is locked", read the same.
  return subject + (m.str(0).ends_with("'s") ? " is" : "") + low.substr(static_cast<std::size_t>(m.length(0)));
}

// "The README's minimum is two cabled Sparks. The bake-off itself used double that minimum.":
// a multiplier of a pointing word ("double that", "triple this figure") multiplies the one
// quantity the sentence before writes. The sentence with the product spelled out ("used 4
// sparks"), or nullopt.
std::optional<std::string> multiple_of_previous_resolved(const std::string& sentence, const std::string& before) {
  const auto own = analysed(sentence);
  static const LexiconWords& pointing_nouns = lexicon_words("pointing-noun");
  for (const Quantity& m : own->quantities) {
    if (m.unit != QuantityUnit::multiplier || m.value < 2 || m.last + 1 >= own->tokens.size()) continue;
    const std::string& pointer = own->tokens[m.last + 1].text;
    if (pointer != "that" && pointer != "this" && pointer != "it") continue;
    std::size_t end = m.last + 1;  // the last token the product replaces
    if (end + 1 < own->tokens.size() && pointing_nouns.contains(own->tokens[end + 1].text)) ++end;
    const auto prior = analysed(before);
    const Quantity* one = nullptr;
    int count = 0;
    for (const Quantity& q : prior->quantities)
      if (q.unit == QuantityUnit::none || q.unit == QuantityUnit::nodes || q.unit == QuantityUnit::bytes) {
        one = &q;
        ++count;
      }
    if (count != 1 || one->value <= 0) return std::nullopt;
    // The unit as the sentence before writes it: the quantity's own unit word ("sparks", "gb"),
    // or the word after a bare number ("185 tok/s").
    std::string unit = one->unit_word;
    if (unit.empty() && one->last + 1 < prior->tokens.size()) unit = prior->tokens[one->last + 1].text;
    const double product = one->value * m.value;
    const std::string& low = own->lowered;
    const std::size_t from = own->tokens[m.first].at;
    const std::size_t to = own->tokens[end].at + own->tokens[end].text.size();
    if (from > low.size() || to > low.size() || from > to) return std::nullopt;
    // Written out in full ("2097152", not "2.09715e+06"), as the sentence would write it.
    const std::string number = product == std::floor(product) && product < 1e15 ? fmt::format("{:.0f}", product)
                                                                               : fmt::format("{}", product);
    return low.substr(0, from) + number + " " + unit + low.substr(to);
  }
  return std::nullopt;
}

template <class F>
void each_analysed_sentence(std::string_view text, F&& f) {
  const std::vector<std::string> all = sentences(text);
  for (std::size_t i = 0; i < all.size(); ++i) {
    std::string s = all[i];
    if (auto asserted = answered_wondering(s)) {
      f(*asserted, *analysed(*asserted), *asserted);
      continue;
    }
    if (is_question(s) && !analysed(s)->question) {
      // "Didn't we rerun the C8 cell last week?" expects yes, "Who would call it anything but
      // a win?" expects nobody: the analysis reads either as what it says, not as a question.
      f(s, *analysed(s), s);
      continue;
    }
    if (is_question(s)) {
      // A rhetorical question presupposes its reason: "Why would anyone pick NVFP4 when
      // TensorFold is 2.7x faster?" says TensorFold is faster. Its "when/since/given" clause
      // is read as said.
      if (auto reason = presupposed_reason(s)) {
        f(*reason, *analysed(*reason), *reason);
        continue;
      }
      if (const auto rest = i + 1 < all.size() ? denial_answer(all[i + 1]) : std::nullopt) {
        // "OOM? Not a chance." reads as "No OOM"; "Does it fit? No." as "No, does it fit", a denial.
        s.erase(s.find_last_not_of(' '));
        s.erase(0, s.find_first_not_of(' ') == std::string::npos ? 0 : s.find_first_not_of(' '));
        // An FAQ's question label ("Q: Is this cleared ...?") would put a clause between the
        // denial and what it denies.
        for (std::string_view label : {"q:", "question:"})
          if (lowered(s).starts_with(label)) s.erase(0, label.size());
        s = "No " + s;
        ++i;
        f(s, *analysed(s), s);
        if (!rest->empty()) f(*rest, *analysed(*rest), *rest);
        continue;
      }
      if (i + 1 >= all.size() || !affirms(all[i + 1])) continue;
      s.erase(s.find_last_not_of(' '));
      s += all[i + 1];
      ++i;
    }
    if (i > 0)
      if (auto resolved = pointing_subject_resolved(s, all[i - 1])) {
        f(*resolved, *analysed(*resolved), s);
        continue;
      }
    if (i > 0)
      if (auto resolved = multiple_of_previous_resolved(s, all[i - 1])) {
        f(*resolved, *analysed(*resolved), s);
        continue;
      }
    f(s, *analysed(s), s);
  }
}

// What one analysed sentence says of typed facts; nullopt when it says nothing. `sentence` is
// what was analysed, `written` the sentence as the field writes it (the two differ where a
// pointing subject was spelled out): figures are read from the first, quoted from the second.
std::optional<SentenceReading> reading_of(const Text* text, std::string_view sentence, const SentenceAnalysis& a,
                                          std::string_view written) {
  SentenceReading r;
  r.text = text;
  const std::size_t from = written.find_first_not_of(' ');
  r.sentence = std::string(from == std::string_view::npos ? written : written.substr(from));
  r.node_counts = node_counts(a);
  r.nodes_each_arm = nodes_each_arm(a);
  r.pools_kept_apart = says_pools_apart(a);
  r.runs = runs_stated(a);
  r.temperature = temperature_stated(a);
  r.noise_thresholds = noise_thresholds_stated(a);
  for (auto& d : bakeoff_dates(a)) r.bakeoff_dates.push_back({std::move(d.written), std::move(d.first), std::move(d.last)});
  for (auto& d : dates_named(a))
    if (a.asserted(d.first_token, d.last_token) && !a.negated[d.first_token])
      r.dates.push_back({std::move(d.written), std::move(d.first), std::move(d.last)});
  r.pinned_objects = pinned_objects(a);
  r.moving_ref_pinned = moving_ref_called_pinned(a);
  r.calls_a_guess = calls_a_guess(a);
  if (auto fields = size_said_unknown(a)) {
    r.size_unknown = true;
    r.size_unknown_of = std::move(*fields);
  }
  if (denies_a_figure(a)) r.disowned_figures = a.figures;
  if (states_a_figure(a)) r.stated_figures = a.figures;
  r.sourced_figures = sourced_figures(a);
  r.speaks_of_left_over = speaks_of_left_over(a);
  r.memory_figures = memory_figures(a, sentence);
  r.row_figures = row_figures(a, sentence);
  r.usable_figures = usable_figures(a, sentence);
  r.license_read = says_license_read(a);
  r.conversion_mismatches = mismatched_conversions(sentence, a.figures);
  r.rates = rates_named(a);
  r.multipliers = multipliers_named(a);
  // A conversion that disagrees is BM107's: its figure is not judged again as a size.
  for (const auto& mismatch : r.conversion_mismatches)
    for (std::vector<ByteFigure>* figures : {&r.memory_figures, &r.row_figures})
      std::erase_if(*figures, [&](const ByteFigure& f) { return f.offset == mismatch.second.offset; });
  r.hashes_named = hashes_named(a);
  for (std::size_t k = 0; k + 1 < a.tokens.size() && !r.names_runtime_pin; ++k) {
    const std::string_view w = a.tokens[k].text, next = a.tokens[k + 1].text;
    const bool named = (w == "pinned" && (next == "kit" || next == "runtime")) ||
                       ((w == "kit" || w == "runtime") && next == "pin");
    r.names_runtime_pin = named && !a.negated[k] && a.asserted(k, k + 1);
  }
  r.hashes_called_pins = hashes_called_pins(a);
  r.names_weight_pin = names_weight_pin(a);
  for (std::size_t k = 0; k < a.tokens.size() && !r.additive; ++k) r.additive = not_only_but_at(a.tokens, k);
  r.hashes_beside_roles = hashes_beside_roles(a);
  for (auto& c : condition_scopes(a)) r.scopes.push_back({std::move(c.condition), c.across, c.over_cells, c.same});
  r.licenses_given = licenses_given(a);
  r.permits_blending = permits_blending(a);
  r.names_bakeoff = std::any_of(a.tokens.begin(), a.tokens.end(),
                                [](const Token& t) {
                                  return t.text == "bake-off" || t.text == "bakeoff" || t.text == "benchmarked" ||
                                         t.text == "benchmark";
                                });
  const bool says = !r.licenses_given.empty() || r.permits_blending || !r.dates.empty() || !r.node_counts.empty() || r.nodes_each_arm != 0 || !r.runs.empty() || !r.bakeoff_dates.empty() || !r.pinned_objects.empty() || !r.moving_ref_pinned.empty() || r.calls_a_guess ||
                    r.size_unknown || r.temperature || !r.noise_thresholds.empty() || !r.disowned_figures.empty() || !r.stated_figures.empty() || !r.sourced_figures.empty() || !r.memory_figures.empty() || !r.row_figures.empty() || !r.usable_figures.empty() || r.license_read || !r.conversion_mismatches.empty() || !r.rates.empty() || !r.multipliers.empty() ||
                    !r.hashes_named.empty() || r.names_runtime_pin || r.names_weight_pin || !r.hashes_called_pins.empty() || !r.hashes_beside_roles.empty() || !r.scopes.empty();
  if (!says) return std::nullopt;
  return r;
}
}  // namespace

std::vector<Claim> claims_in(std::string_view text) {
  std::vector<Claim> out;
  each_analysed_sentence(text, [&](const std::string& read, const SentenceAnalysis& a, const std::string& written) {
    for (auto& c : claims_in_analysed(read, a)) {
      c.sentence = written;
      out.push_back(std::move(c));
    }
  });
  return out;
}

int64_t node_count_named(std::string_view text) {
  // The phrase reader's look-back (three words before a node noun, any word but a stop): the
  // sentence analysis's node counts were tried here and named fewer titles' setups.
  const std::string low = lowered(text);  // the words are views into it
  const std::vector<Word> words = words_of(low);
  int64_t found = 0;
  for (std::size_t k = 0; k < words.size(); ++k) {
    const int64_t n = node_count_at(words, 0, k);
    // "C8 comparison, not validated on four Sparks": a denied count names no setup.
    if (n == 0 || governed_by_negation(words, 0, k, k)) continue;
    if (found != 0 && found != n) return 0;  // two counts: a comparison
    found = n;
  }
  return found;
}

namespace {
// What one prose field says, sentence by sentence: a function of its words alone.
struct FieldReading {
  std::vector<Claim> claims;
  std::vector<SentenceReading> readings;  // each with text == nullptr; the caller locates them
};

FieldReading read_field(std::string_view value) {
  FieldReading out;
  each_analysed_sentence(value, [&](const std::string& read, const SentenceAnalysis& a, const std::string& written) {
    for (auto& c : claims_in_analysed(read, a)) {
      c.sentence = written;
      out.claims.push_back(std::move(c));
    }
    if (auto r = reading_of(nullptr, read, a, written)) out.readings.push_back(std::move(*r));
  });
  return out;
}
}  // namespace

std::vector<LocatedClaim> prose_claims(const std::vector<const Text*>& fields, std::vector<SentenceReading>* readings) {
  // A catalog's profiles share most of their prose (see text_memo.h). 1,024 fields is a few
  // profiles' worth of distinct text: enough to keep a catalog's shared prose, small enough
  // that lint's peak memory does not grow with the catalog (bench/: 4,000 against 1,000 files).
  thread_local TextMemo<FieldReading> memo(1024);
  std::vector<LocatedClaim> out;
  for (const Text* t : fields) {
    const auto field = memo.get(t->value, read_field);
    for (const Claim& c : field->claims) out.push_back({t, c});
    if (readings == nullptr || !t->present) continue;
    for (const SentenceReading& r : field->readings) {
      readings->push_back(r);
      readings->back().text = t;
    }
  }
  return out;
}

}  // namespace brief::derivation
