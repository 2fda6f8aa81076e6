#pragma once
// One sentence of prose, analysed once (issue 24): its normalised tokens, the numbers it
// writes with their units, which tokens a negation governs (double negation included), which
// assert nothing (a condition, a possibility, a question, an order or plan), which speak in a
// source's voice rather than the catalog's, and the verdict topics its words raise. Every
// claim reader reads this record; none tokenises again. The words are data:
// data/claim-lexicon.tsv.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <memory>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "brief/brief.h"  // ByteFigure
#include "derive/number_words.h"

namespace brief::derivation {

// A normalised word: lowercase, American spelling, chat shorthand spelled out, a check mark
// read as "yes". `at` is where it starts in the lowered sentence (before spelling changes).
struct Token {
  // first_word before the lexicon has looked the word up, and when no phrase starts with it.
  static constexpr std::uint32_t kNotLookedUp = UINT32_MAX, kStartsNoPhrase = UINT32_MAX - 1;
  std::string text;
  std::size_t at = 0;
  std::uint32_t first_word = kNotLookedUp;  // the lexicon's number for the word, looked up once
};

// What a figure counts.
enum class QuantityUnit { none, bytes, percent, multiplier, runs, nodes };

// A number the sentence writes, with its unit: "about 120 GB", "three quarters of",
// "two and a half times", "thrice", "five passes", "256GBs", "12 to 16 GB".
struct Quantity {
  double value = 0;
  double upper = 0;          // the range's other end ("12 to 16 GB"), or value
  NumberForm form = NumberForm::count;
  QuantityUnit unit = QuantityUnit::none;
  std::string unit_word;     // "gb", "gib", "%", "runs", "nodes" ... as read
  bool approximate = false;  // "about", "roughly", "~"
  std::size_t first = 0, last = 0;  // token range
};

enum class Modality { assertion, hypothetical, question, instruction };

// A lexicon word of a verdict topic found in the sentence.
// pin: a hash or revision that holds something fixed ("pinned", "locked to a sha256").
enum class Topic { fit, capacity, commercial, ranking, reproduction, pin };  // kTopics below
inline constexpr std::size_t kTopics = 6;
struct TopicWord {
  Topic topic = Topic::fit;
  int polarity = 0;                 // +1 asserts the verdict, -1 denies it, 0 names the topic
  std::size_t first = 0, last = 0;  // token range
  bool caution = false;             // "until", "unknown": the clause asserts nothing on the topic
};

struct SentenceAnalysis {
  std::string lowered;               // the sentence lowercased (apostrophes straightened)
  std::vector<Token> tokens;
  std::vector<std::size_t> clause_of;  // the clause index of each token
  // The part of the sentence each token is in, parts split at ':' and ';' only: "It is not true
  // that X: Y" denies X, and Y is said.
  std::vector<std::size_t> part_of;
  std::vector<bool> negated;         // per token: governed by an odd number of negations
  std::vector<bool> negation_word;   // per token: part of a negator ("not", "it is not true that")
  std::vector<Modality> modality;    // per token
  std::vector<bool> attributed;      // per token: in a source's voice ("the README says ...")
  std::vector<Quantity> quantities;
  // The byte figures the sentence writes, as written (byte_figures of the sentence itself, not
  // of `lowered`): read once here, since every figure reader of a sentence starts from them.
  std::vector<ByteFigure> figures;
  std::vector<TopicWord> topics;
  // The sentence ends with "?", and asks: false for a question that asserts ("Didn't we rerun
  // it?", "Who would call it anything but a win?", read as "Nobody would call ...").
  bool question = false;
  // "Didn't we rerun the C8 cell last week?": a question opened by a negated auxiliary (lexicon
  // rhetorical-opener) expects yes, so it asserts what it asks; its opener negates nothing.
  bool rhetorical = false;

  // True when the token range is asserted in the catalog's own voice: not a condition,
  // question, order or report.
  bool asserted(std::size_t first, std::size_t last) const;
  // The polarity a topic word takes in its context: its own, turned by negation; 0 when it
  // is not asserted.
  int effective_polarity(const TopicWord& word) const;
  // What a clause says on a topic: -1 when a topic word in it is denied ("commercial use is
  // blocked"), +1 when one is asserted ("nothing rules out", "RAM is a non-issue") or when a
  // word that only names the topic is asserted with no negation in the clause ("okay to sell
  // as a hosted service": a claim by default), 0 when it says nothing on the topic.
  int verdict(Topic topic, std::size_t clause) const;
};

// The token a byte offset of the sentence falls in: the last one starting at or before it (a
// byte figure's offset names its first token this way).
std::size_t token_at_offset(const SentenceAnalysis& a, std::size_t offset);
// For "fit", "fits" and "fitting" at `token`: true when the word speaks of memory ("fits in
// 128 GB", "fits, runs, ships"), false in another sense ("fit the workload's pattern", "a good
// fit for teams", "fits into the serving loop", "fit for commercial use").
bool fit_means_memory(const SentenceAnalysis& a, std::size_t token);
// True when a word of memory or of the hardware that holds it occurs ("RAM", "pool", "GB",
// "Sparks"): the context a generic fit word ("ample", "comfortably") needs to be about memory.
bool mentions_memory(const SentenceAnalysis& a);
// True when a bound of a figure (lexicon class bound: "under", "south of", "at most") ends
// right before token k, with at most three hedges, determiners or possessives between them.
bool bounds_figure_at(const SentenceAnalysis& a, std::size_t k);
// True when the words at token k say what is left over (lexicon class left-over: "free",
// "spare", "to spare", "of headroom"): "40 GB free per node" is memory left after loading.
bool left_over_after(const SentenceAnalysis& a, std::size_t k);
// True when any words of the sentence say what is left over ("12.9 GiB free at the low point"):
// its byte figures may be memory left, not a row's size.
bool speaks_of_left_over(const SentenceAnalysis& a);
// "12.9 GiB free at the low point", "lowest free memory logged": a moment of a run the sentence
// observes (lexicon observed-moment), so the memory left then is an observation of that run,
// not a fit the catalog claims.
bool observed_moment(const SentenceAnalysis& a);
// True when the sentence names storage (lexicon class storage: "disk", "download", "SSD"):
// its byte figures may be of files, not of memory.
bool speaks_of_storage(const SentenceAnalysis& a);
// The length of a subject in the catalog's own voice (lexicon class catalog: "we", "this
// catalog", "our") starting at token k, or 0.
std::size_t catalog_subject_at(const SentenceAnalysis& a, std::size_t k);
// True when a verb of measuring (lexicon class measure: "measured", "benchmarked", "own
// measurements") starts at token k.
bool measures_at(const SentenceAnalysis& a, std::size_t k);
// True when a memory noun (lexicon class memory-noun) starts at token k.
bool memory_noun_at(const SentenceAnalysis& a, std::size_t k);
// True when a word of storage (lexicon class storage: "disk", "nvme", "checkpoint plan") starts
// at token k.
bool storage_word_at(const SentenceAnalysis& a, std::size_t k);
// A plain word list of the lexicon ("affirmation", "bare-denial", "denying-verb",
// "node-describer", "row-word", "set-count"): each row's word and value. A list the lexicon lacks is a
// build error (std::logic_error), never an empty list.
const std::vector<std::pair<std::string, std::string>>& lexicon_list(std::string_view cls);
// A plain word list's words as a set: a caller that tests a word of every token finds the list
// by name once (keeping the handle in a static) and tests each word by hash, not by a scan.
// A hash of words looked up by string_view, so a word is not copied to be found.
struct WordHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view word) const { return std::hash<std::string_view>{}(word); }
};
class LexiconWords {
 public:
  explicit LexiconWords(const std::vector<std::pair<std::string, std::string>>& rows);
  bool contains(std::string_view word) const { return words_.find(word) != words_.end(); }

 private:
  std::unordered_set<std::string, WordHash, std::equal_to<>> words_;
};
// The set of a list of the lexicon (lexicon_list's words); a list the lexicon lacks is a build
// error, as there.
const LexiconWords& lexicon_words(std::string_view cls);
// The nodes a set word counts ("dual" 2, "quad" 4, "pair" 2), or 0.
int64_t set_count_word(std::string_view word);
// True when `word` (lowercase) counts nodes: "node", "Sparks", "boxes", "servers".
bool is_node_noun(std::string_view word);
// True when `word` (lowercase) counts runs: "runs", "passes", "trials", "sessions" (not "times",
// which also multiplies).
bool is_run_noun(std::string_view word);
// True when a verb by which a node holds rows (lexicon class holding-verb: "holds",
// "carries", "hosts") starts at token k.
bool holding_verb_at(const SentenceAnalysis& a, std::size_t k);
// True when `word` (lowercase) is a one-word negator of the lexicon ("not", "nobody",
// "doubt"): the one negator list, which the phrase reader of claims.cpp reads too.
bool is_negator_word(std::string_view word);
// True when "not only" (or "not just", "not merely": lexicon class restrictive-word) starts
// at token k with a "but" after it: "Not only the fastest stream, but measured at the same
// precision" adds what follows to what comes next and denies neither.
bool not_only_but_at(const std::vector<Token>& tokens, std::size_t k);
// The condition a lexicon condition phrase starting at token k names ("quantization-name"
// for "nvfp4", "build" for "commit"), or "" when none starts there.
std::string condition_at(const SentenceAnalysis& a, std::size_t k);
// True when a comparative of a margin (lexicon class comparative: "above", "ahead", "lead")
// starts at token k.
bool comparative_at(const SentenceAnalysis& a, std::size_t k);

// What a sentence in the catalog's voice says is pinned by hash (lexicon class pinned-object:
// "the weights", "the manifest"): each object's name ("weight_pin", "manifest") once, when a
// pin word is asserted in a clause that names it ("weights are pinned by hash", "the weight
// files are locked to a verified sha256"); none for a denial, an order, a condition or a
// report ("the weights are not pinned", "pin the weights before production").
std::vector<std::string> pinned_objects(const SentenceAnalysis& a);
// A moving reference ("the latest tag", "the main branch", "the nightly build") in a clause
// that calls something pinned, frozen or reproducible in the catalog's voice: a reference that
// moves pins nothing. Its words as written (lowercase), or "" when there is none.
std::string moving_ref_called_pinned(const SentenceAnalysis& a);
// The first thing a hash can pin (lexicon pinned-object) the sentence names and does not
// deny, as written ("weight revision", "the weights"): what "That revision is hash-locked" in
// the next sentence points back to. Empty when it names none.
std::string pinnable_named(const SentenceAnalysis& a);
// True when the sentence says, in the catalog's voice, that something is the weight pin: "the
// weight pin" after a copula or "as" ("That fetch is the weight pin", "serves as the weight
// pin"), not denied.
bool names_weight_pin(const SentenceAnalysis& a);
// True when `word` names a record of something (lexicon class record-noun: "data", "tests",
// "tested", "measurements"): "no OOM data", "no offloading was tested" deny a record, not the thing.
bool names_a_record(std::string_view word);
// True when the sentence, in the catalog's voice, calls a figure or a size a guess (lexicon
// class guess: "an estimate", "the engine's default", "what nvidia-smi printed"): not a
// published or measured byte count. A denial ("not an estimate") is not such a call.
bool calls_a_guess(const SentenceAnalysis& a);
// What a sentence says is not known of a size, with no byte figure of its own: the byte fields
// it names (lexicon class size-noun: "Exact file bytes were not printed." names file_size,
// "Per-rank expert bytes were not published" per_rank), or none for a row's bytes in general
// ("KV bytes were not published", "the README never gives the workspace size"); nullopt when
// it says no size is unknown. A condition or a plan says nothing ("if the bytes are not
// published, ..."); a denial of the unknown says they are known.
std::optional<std::vector<std::string>> size_said_unknown(const SentenceAnalysis& a);
// True when the sentence says something is loaded or held in memory (lexicon class presence:
// "the table loads into the unified pool", "is resident on rank 0"), in its own voice or a
// source's: not denied, supposed or ordered ("it never loads", "if it were loaded").
bool asserts_presence(const SentenceAnalysis& a);
// True when the sentence denies or contrasts what it speaks of ("not a KV size", "free memory
// rather than a reservation"): a byte figure in it is not the size of what it denies.
bool denies_a_figure(const SentenceAnalysis& a);
// True when the sentence says, in the catalog's voice, that a license text was read (lexicon
// license-read: "reviewed", "examined in full", "nothing left to read") with a license named in
// the same part ("the checkpoint license", "its terms"): not asked, ordered, supposed or denied
// ("must be read", "has yet to be read", "was never opened").
bool says_license_read(const SentenceAnalysis& a);
// True when a word of the lexicon's license-noun class ("license", "terms", "EULA") starts at
// token k.
bool license_noun_at(const SentenceAnalysis& a, std::size_t k);
// True when the sentence gives a size as known: a knowledge verb ("measured", "published")
// asserted and not denied, in a sentence that denies no figure and asks nothing.
bool states_a_figure(const SentenceAnalysis& a);
// The byte figures a sentence asserts, in the catalog's voice, as sizes held in memory: the
// sentence speaks of memory (a memory noun, or a word of a row held in memory: "loaded",
// "resident", "occupies") and not of storage, asks nothing, reports no measurement or
// publication (those are stated figures) and denies no figure; each figure itself asserted,
// not negated, and not a rate ("273 GB/s"). What the closed-world check reads: such a figure
// must be a byte fact of the profile (docs/honesty.md, "Closed-world figures").
// `sentence` is the one `a` analysed (its figures are a.figures).
std::vector<ByteFigure> memory_figures(const SentenceAnalysis& a, std::string_view sentence);
// The byte figures the sentence gives in a source's voice ("6 GiB of workspace, per the kit's
// launch settings", "the README reports 84 GB"), asserted and not negated: a size the source is
// said to publish.
std::vector<ByteFigure> sourced_figures(const SentenceAnalysis& a);
// The byte figures a sentence gives, in the catalog's voice, as the size of a row of the
// ledger without saying memory or disk ("the dense slice is about 9 GiB"): it names a row
// (lexicon row-word) and neither memory nor storage, asks nothing and reports no measurement.
// Such a figure must be some byte fact of the profile, on disk or in memory.
std::vector<ByteFigure> row_figures(const SentenceAnalysis& a, std::string_view sentence);
// The one byte figure a sentence asserts as memory the model can use: a word of use in its
// clause (lexicon usable-word: "usable", "available", "go to") or "all", "full", "entire"
// right before it, not negated. A sentence that writes two figures (a nominal and a usable one
// side by side) gives none.
std::vector<ByteFigure> usable_figures(const SentenceAnalysis& a, std::string_view sentence);
// The throughputs a sentence asserts in the catalog's voice: a number before "tok/s",
// "tokens/s", "t/s", "tokens per second" or "tps", not in a question, a condition, an order, a
// source's report or a denial ("not the Mia profile's 60.4 tok/s").
std::vector<RateNamed> rates_named(const SentenceAnalysis& a);
// The node counts the sentence asserts in the catalog's voice ("on three Sparks", "two pairs
// of Sparks" = 4, "a 12-node run"), each once, in order; none for a denied, supposed or
// reported count ("not validated at four nodes").
std::vector<int64_t> node_counts(const SentenceAnalysis& a);
// "Each arm got its own pair of Sparks", "every engine had two Sparks to itself": the one node
// count of the sentence, given to each arm of the bake-off alone; 0 when the sentence does not
// give every arm nodes of its own.
int64_t nodes_each_arm(const SentenceAnalysis& a);

// A date the sentence writes: a day ("2026-10-14", "1 October 2026", "October 1, 2026") or
// the days of a month or part of one ("August 2026", "late August 2026"), as [first, last]
// in YYYY-MM-DD. A month's name counts only with its year after it.
struct NamedDate {
  std::string written;       // as read (lowercase): "2026-10-14", "late august 2026"
  std::string first, last;   // the span's bounds
  std::size_t first_token = 0, last_token = 0;
};
std::vector<NamedDate> dates_named(const SentenceAnalysis& a);

// The dates the sentence asserts of the bake-off in the catalog's voice: a date in a clause
// that names the bake-off ("bake-off", "benchmark") in a sentence with no rerun, reproduction
// or other run of it ("reproduced on 2026-10-12" dates the reproduction, not the bake-off).
std::vector<NamedDate> bakeoff_dates(const SentenceAnalysis& a);

// What a sentence asserts of a condition the bake-off was measured under (lexicon class
// condition: "build", "quantization", "concurrency", "prompt"): that it holds across every
// value of it ("any build", "all workloads"), for every cell, arm or observation ("every arm
// ran EXL3 4bpw", "all observations share one build"), or that one value is shared ("the same
// precision"). The cells themselves are the condition "cells", listed whenever the sentence
// names them ("these cells"), quantified or not. A denied, supposed or reported scope is not read.
struct ConditionScope {
  std::string condition;
  bool across = false;      // a quantifier over the condition itself
  bool over_cells = false;  // a quantifier over the cells, arms or observations
  bool same = false;        // a sameness word in the condition's clause
};
std::vector<ConditionScope> condition_scopes(const SentenceAnalysis& a);
// True when the sentence asserts, in the catalog's voice and with no concession ("even with",
// "despite"), that the arms differ in a condition ("with different quantizations", "the
// quantizations differ"): a comparison that states its own caveat.
bool says_condition_differs(const SentenceAnalysis& a, std::string_view condition);

// A build or a revision as a sentence writes it: 7 to 40 hex characters (lowercase), a digit
// and a letter among them ("80dba15", "5624dfc6...").
bool is_hash_word(std::string_view word);
// The hex tokens of 7..40 characters (with a digit and a letter) the sentence asserts in the
// catalog's voice: the builds or revisions it names.
std::vector<std::string> hashes_named(const SentenceAnalysis& a);
// Hashes the sentence says are a pin ("commit 441de75, i.e. the runtime pin itself", "the
// checkpoint pin is 5ab363a"): (hash, the word before "pin"), when an identity word ("is",
// "i.e.", "same", "itself", "=") stands between them and nothing in between is denied.
// Hashes written right after "<role> commit" or "<role> revision" ("Use kit commit 441de75"):
// {hash, role word}. Not an identity by itself ("kit commit 80dba15" may name an earlier commit
// of the kit); BP307 reads one as a confusion only when the hash is another pin's revision.
std::vector<std::pair<std::string, std::string>> hashes_beside_roles(const SentenceAnalysis& a);
std::vector<std::pair<std::string, std::string>> hashes_called_pins(const SentenceAnalysis& a);

SentenceAnalysis analyse_sentence(std::string_view sentence);
// The same analysis, made once per sentence per thread (text_memo.h): several readers of one
// profile read the same sentence, and a catalog repeats its sentences. Keep the pointer while
// the analysis is in use.
std::shared_ptr<const SentenceAnalysis> analysed(std::string_view sentence);

// Whether the sentence denies the byte figure that starts at `offset` (a figure's offset in
// the sentence): the token it starts at, or the last one before it, is negated.
bool figure_denied(const SentenceAnalysis& a, std::size_t offset);

std::string_view topic_name(Topic topic);

}  // namespace brief::derivation
