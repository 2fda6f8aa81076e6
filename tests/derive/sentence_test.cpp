// analyse_sentence and number_at: a table of sentences and the analysis each must give, with
// no lint run (issue 24, item 1).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <tuple>

#include "derive/blend_reasons.h"
#include "derive/license_mentions.h"
#include "derive/number_words.h"
#include "derive/sentence.h"

using namespace brief::derivation;

namespace {

std::vector<std::string> split_words(const char* s) {
  std::vector<std::string> out;
  std::string w;
  for (const char* p = s;; ++p) {
    if (*p == ' ' || *p == '\0') {
      if (!w.empty()) out.push_back(w);
      w.clear();
      if (*p == '\0') break;
    } else {
      w += *p;
    }
  }
  return out;
}

// The index of the first token spelled `word`; the test fails when there is none.
std::size_t token(const SentenceAnalysis& a, const std::string& word) {
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (a.tokens[k].text == word) return k;
  FAIL("no token " << word);
  return 0;
}

// The verdict the sentence's clauses give on `topic`: a denial wins, then an assertion.
int verdict_of(const SentenceAnalysis& a, Topic topic) {
  int out = 0;
  for (std::size_t c = 0; c < a.tokens.size(); ++c)
    if (const int v = a.verdict(topic, c); v < 0) return v;
    else out = std::max(out, v);
  return out;
}

}  // namespace

TEST_CASE("number_at: digits, number words, fractions and multipliers, one table", "[derive][sentence]") {
  using Row = std::tuple<const char*, double, NumberForm, std::size_t>;
  auto [text, value, form, used] = GENERATE(table<const char*, double, NumberForm, std::size_t>({
      Row{"twelve nodes", 12, NumberForm::count, 1},
      Row{"256 gb", 256, NumberForm::count, 1},
      Row{"two hundred fifty six gigabytes", 256, NumberForm::count, 4},
      Row{"two hundred and fifty six", 256, NumberForm::count, 5},
      Row{"twenty twelve", 20, NumberForm::count, 1},
      Row{"three quarters of the pool", 0.75, NumberForm::fraction, 3},
      Row{"a quarter terabyte", 0.25, NumberForm::fraction, 2},
      Row{"half of it", 0.5, NumberForm::fraction, 2},
      Row{"two and a half times the throughput", 2.5, NumberForm::multiplier, 5},
      Row{"thrice as fast", 3, NumberForm::multiplier, 1},
      Row{"twice 128 gb", 2, NumberForm::multiplier, 1},
      Row{"1.5x faster", 1.5, NumberForm::multiplier, 1},
      Row{"x3 on the kit", 3, NumberForm::multiplier, 1},
      Row{"three times faster", 3, NumberForm::multiplier, 2},
      Row{"five passes", 5, NumberForm::count, 1},
      Row{"a dozen runs", 12, NumberForm::count, 2},
  }));
  INFO(text);
  const auto n = number_at(split_words(text), 0);
  REQUIRE(n);
  CHECK(n->value == Approx(value));
  CHECK(n->form == form);
  CHECK(n->words == used);
}

TEST_CASE("number_at: words that are no number", "[derive][sentence]") {
  for (const char* text : {"the pool", "a pair", "quarter", "and two", "", "x86 hosts"}) {
    INFO(text);
    CHECK_FALSE(number_at(split_words(text), 0));
  }
  CHECK(cardinal_word("nineteen") == 19);
  CHECK(cardinal_word("123456") == std::nullopt);  // a long digit run is an id, not a count
  CHECK(fraction_word("thirds") == Approx(1.0 / 3));
  CHECK(multiplier_word("quadruple") == 4);
}

TEST_CASE("analyse_sentence: quantities with their units", "[derive][sentence]") {
  using Row = std::tuple<const char*, double, double, QuantityUnit, bool>;
  auto [text, value, upper, unit, approximate] = GENERATE(table<const char*, double, double, QuantityUnit, bool>({
      Row{"Pooled across both boxes there is 256GBs available.", 256, 256, QuantityUnit::bytes, false},
      Row{"All in, the footprint comes to roughly 90 GB.", 90, 90, QuantityUnit::bytes, true},
      Row{"It needs ~ 120 GiB.", 120, 120, QuantityUnit::bytes, true},
      Row{"Validated at twelve nodes.", 12, 12, QuantityUnit::nodes, false},
      Row{"Confirmed across five passes.", 5, 5, QuantityUnit::runs, false},
      Row{"The median of three runs is reported.", 3, 3, QuantityUnit::runs, false},
      Row{"Run on 2 DGX Sparks.", 2, 2, QuantityUnit::nodes, false},
      Row{"Peak use stays at 70% of the pool.", 70, 70, QuantityUnit::percent, false},
      Row{"It needs 12 to 16 GB.", 12, 16, QuantityUnit::bytes, false},
      Row{"A quarter terabyte to play with.", 0.25, 0.25, QuantityUnit::bytes, false},
      Row{"two hundred fifty-six gigabytes combined", 256, 256, QuantityUnit::bytes, false},
      Row{"It is thrice as fast.", 3, 3, QuantityUnit::multiplier, false},
      Row{"Call it three to one.", 3, 3, QuantityUnit::multiplier, false},  // a ratio, not a range
      Row{"Three sessions were logged.", 3, 3, QuantityUnit::runs, false},
  }));
  INFO(text);
  const SentenceAnalysis a = analyse_sentence(text);
  REQUIRE_FALSE(a.quantities.empty());
  const Quantity& q = a.quantities.front();
  CHECK(q.value == Approx(value));
  CHECK(q.upper == Approx(upper));
  CHECK(q.unit == unit);
  CHECK(q.approximate == approximate);
}

TEST_CASE("analyse_sentence: tokens are normalised once", "[derive][sentence]") {
  const SentenceAnalysis a = analyse_sentence("✅ Licence sorted, you can monetise it w/o asking. tl;dr: ok");
  std::vector<std::string> texts;
  for (const auto& t : a.tokens) texts.push_back(t.text);
  CHECK(texts == std::vector<std::string>{"yes", "license", "sorted", "you", "can", "monetize", "it", "without",
                                          "asking", "tldr", "okay"});
  // "tl;dr" is one word, not a clause boundary.
  CHECK(a.clause_of[token(a, "tldr")] == a.clause_of[token(a, "asking")] + 1);
  CHECK(analyse_sentence("It doesn’t fit.").tokens[1].text == "doesn't");
}

TEST_CASE("analyse_sentence: negation governs its clause, and two negations assert", "[derive][sentence]") {
  using Row = std::tuple<const char*, const char*, bool>;
  auto [text, word, negated] = GENERATE(table<const char*, const char*, bool>({
      Row{"It is not true that the model does not fit on this hardware.", "fit", false},
      Row{"It is not true that the model fits.", "fits", true},
      Row{"The model does not fit.", "fit", true},
      Row{"Nothing here shows that the model fits in memory.", "fits", true},
      Row{"No OOMs here, everything stays resident with headroom to spare.", "spare", false},
      Row{"No OOMs here, everything stays resident with headroom to spare.", "ooms", true},
      Row{"A memory fit is not claimed here.", "fit", true},
      Row{"The kit is Apache-2.0, but the weights are not cleared.", "kit", false},
      Row{"Nobody has verified this on a second kit yet.", "verified", true},
      Row{"Nothing rules out commercial use.", "rules", true},
      Row{"Summing components creates a fit: false.", "fit", true},
      Row{"Memory fit claimed: true.", "fit", false},
      Row{"That is neither a byte count nor a fit.", "fit", true},  // "nor" carries the negation on
      Row{"That is neither a byte count nor a fit.", "count", true},
      Row{"Not a fit, nor a byte count.", "count", true},
      // A negator opening the next item of a denied list continues the denial, not turns it back.
      Row{"12.9 GiB is free memory, not a KV size and not headroom left after a fit.", "fit", true},
      Row{"It is not cheap and not pinned.", "pinned", true},
      // After a denied report verb, each "that" clause is another denied object.
      Row{"Nothing here claims the weights are usable, that the model fits, or that anything was deployed.", "fits", true},
      Row{"Nothing here claims the weights are usable, that the model fits, or that anything was deployed.", "deployed", true},
      // A run noun denied by its own verb: "has not been run" denies the subject.
      Row{"A second pass has not been run.", "second", true},
      Row{"The C8 cell was rerun at four nodes.", "rerun", false},
      // An evaluative predicate denied denies its subject too.
      Row{"Serving customers with it is not fine.", "customers", true},
      Row{"Serving customers with it is fine.", "customers", false},
      Row{"We doubt the pair has enough memory.", "enough", true},  // a verb of denying denies
      Row{"Nobody doubts that it fits comfortably.", "fits", false},  // ... and a negative subject turns it back
      Row{"There is no doubt it fits.", "fits", false},
      Row{"The vendor disputes that one Spark is enough.", "enough", true},
      Row{"Memory fit is not yet confirmed for this kit.", "confirmed", true},  // "not yet": no conjunction
      Row{"The bytes are small, yet the fit is unknown.", "small", false},     // "yet" alone still is
      Row{"12.9 GiB free != KV size.", "kv", true},  // a not-equals sign denies
      Row{"12.9 GiB free \u2260 KV size.", "kv", true},
      Row{"12.9 GiB free = the KV size.", "kv", false},
      // A clause that is only its predicate denies the subject the commas set apart before it.
      Row{"Its bytes, and any headroom for eight slots, were not published.", "headroom", true},
      Row{"Its bytes, and any headroom for eight slots, were not published.", "bytes", true},
      Row{"The weights, as the README says, fit on each Spark.", "fit", false},
  }));
  INFO(text << " / " << word);
  const SentenceAnalysis a = analyse_sentence(text);
  CHECK(a.negated[token(a, word)] == negated);
}

TEST_CASE("analyse_sentence: modality of each clause", "[derive][sentence]") {
  using Row = std::tuple<const char*, const char*, Modality>;
  auto [text, word, modality] = GENERATE(table<const char*, const char*, Modality>({
      Row{"If the bytes were known and under 128 GB it would fit; today the verdict is unknown.", "fit",
          Modality::hypothetical},
      Row{"If the bytes were known and under 128 GB it would fit; today the verdict is unknown.", "today",
          Modality::hypothetical},  // "If X; Y": the clause after a condition is read with it
      Row{"Were the checkpoint smaller, it might fit on one node.", "fit", Modality::hypothetical},
      // A condition the profile's own deployment already meets holds its consequent as said.
      Row{"Once both Sparks are cabled, all 8 slots sit in memory with KV room to spare.", "spare", Modality::assertion},
      Row{"If you run this C8 profile on the two cabled Sparks, memory is sufficient.", "sufficient", Modality::assertion},
      Row{"Once KV bytes are published, a fit can be judged.", "fit", Modality::hypothetical},
      Row{"If both Sparks are cabled, the eight slots would fit.", "fit", Modality::hypothetical},
      Row{"Should the weights license allow it, commercial use could be considered.", "commercial",
          Modality::hypothetical},
      Row{"The model should fit comfortably.", "fit", Modality::assertion},  // a hedge still claims
      Row{"Does the model fit in 128 GB?", "fit", Modality::question},
      Row{"Measure resident memory on each node before claiming a fit.", "fit", Modality::instruction},
      Row{"Check that the checkpoint fits on disk.", "fits", Modality::instruction},
      Row{"We plan to reproduce the bake-off.", "reproduce", Modality::instruction},
      Row{"Test results fit in memory.", "fit", Modality::assertion},  // "test" is no order: a noun too
      Row{"Reproduced on a second pair of Sparks.", "reproduced", Modality::assertion},
      Row{"If the license allows it, then commercial use is fine.", "commercial", Modality::hypothetical},
      Row{"Should the bytes be published, it may then be verified whether the pool suffices.", "verified",
          Modality::hypothetical},  // "then" continues the consequent
      Row{"TODO (OPS-40): rerun the C1 cell on our own pair.", "our", Modality::instruction},
      Row{"Next steps: reproduce the bake-off on a second pair.", "reproduce", Modality::instruction},
      Row{"Rerun the C1 cell before ranking it.", "c1", Modality::instruction},
      Row{"Should comfortably fit in the unified pool.", "fit", Modality::assertion},  // no subject: no condition
      Row{"Should be fine on one Spark.", "spark", Modality::assertion},
      Row{"Which engine is fastest cannot be read from this table.", "fastest", Modality::question},
      Row{"TensorFold, which is fastest, ran EXL3.", "fastest", Modality::assertion},  // a relative "which"
      // A modal between a negative subject and a verb of denying is rhetoric, not a condition.
      Row{"No one would deny the pair has plenty of headroom.", "headroom", Modality::assertion},
      Row{"Nobody could dispute that it fits.", "fits", Modality::assertion},
      Row{"We would deny a fit without the bytes.", "fit", Modality::hypothetical},
      // A modal in its clause supposes its subject too, back to a conjunction.
      Row{"If the KV bytes were published, a fit could be checked node by node.", "fit", Modality::hypothetical},
      Row{"The weights fit and the cache could grow.", "fit", Modality::assertion},
      // A short label before the first colon with a plan's word makes the rest a plan.
      Row{"v2 (planned): three runs per arm, medians.", "runs", Modality::instruction},
      Row{"Next run (proposed): 3x per arm.", "arm", Modality::instruction},
      Row{"v2: three runs per arm, medians.", "runs", Modality::assertion},
      Row{"The planned rerun was never done: one run per arm.", "one", Modality::assertion},  // no label
  }));
  INFO(text << " / " << word);
  const SentenceAnalysis a = analyse_sentence(text);
  CHECK(a.modality[token(a, word)] == modality);
}

TEST_CASE("analyse_sentence: the source's voice and the catalog's", "[derive][sentence]") {
  using Row = std::tuple<const char*, const char*, bool>;
  auto [text, word, attributed] = GENERATE(table<const char*, const char*, bool>({
      Row{"The README says the model fits on two Sparks.", "fits", true},
      Row{"LimeChain reports that C8 was the fastest arm.", "fastest", true},
      Row{"NVIDIA's playbook describes two Sparks as 256 GB of memory.", "256", true},
      Row{"According to the README, it fits.", "fits", true},
      Row{"The README says 256 GB; brief counts two pools.", "pools", false},
      Row{"We report that the model fits.", "fits", false},
      Row{"This profile states that it fits.", "fits", false},
      Row{"The model fits on two Sparks.", "fits", false},
      Row{"Nobody can say the weights do not fit on the pair.", "fit", false},  // a report denied
      Row{"The source's README mentions three runs; this bake-off has one.", "three", true},
      Row{"Like-for-like, as the summary says, means every cell shares one build.", "cell", false},  // endorsed
      // A report ends where a contrast opens the catalog's own clause, and a condition's report
      // ends with the condition.
      Row{"The weight card may well say more, but commercial use is permitted.", "commercial", false},
      Row{"The README says the pair fits, but we have not checked it.", "checked", false},
      Row{"The README says the pair fits, but we have not checked it.", "fits", true},
      Row{"Until the license says otherwise, commercial use is fine.", "commercial", false},
      Row{"Until the license says otherwise, commercial use is fine.", "otherwise", true},
      Row{"The README says the pair fits and the drafter adds 3 GB.", "drafter", true},  // no contrast
  }));
  INFO(text << " / " << word);
  const SentenceAnalysis a = analyse_sentence(text);
  CHECK(a.attributed[token(a, word)] == attributed);
}

TEST_CASE("analyse_sentence: the verdict each sentence gives on a topic", "[derive][sentence]") {
  using Row = std::tuple<const char*, Topic, int>;
  auto [text, topic, polarity] = GENERATE(table<const char*, Topic, int>({
      Row{"Nothing rules out commercial use.", Topic::commercial, 1},
      Row{"Commercial use is not cleared.", Topic::commercial, 0},  // negated in its clause: no claim
      Row{"The drafter's NC clause blocks commercial use.", Topic::commercial, -1},
      Row{"RAM is a non-issue for this setup.", Topic::fit, 1},
      Row{"No OOMs on either node.", Topic::fit, 1},
      Row{"It is not true that the model does not fit.", Topic::fit, 1},
      Row{"There is no reason not to sell it.", Topic::commercial, 1},  // "no reason" denies the denial
      Row{"There is no reason to sell it.", Topic::commercial, 0},
      Row{"The README says the model fits.", Topic::fit, 0},
      Row{"Nothing else in the comparison comes close on speed.", Topic::ranking, 1},
      Row{"Independently replicated on our own hardware.", Topic::reproduction, 1},
      Row{"This was not reproduced.", Topic::reproduction, -1},
      Row{"If it fits, ship it.", Topic::fit, 0},
      Row{"Okay to sell as part of a hosted service.", Topic::commercial, 1},
      Row{"Reselling outputs and hosting this as a paid API are both fine.", Topic::commercial, 1},
      Row{"Research-only weights: no commercial use.", Topic::commercial, -1},
      Row{"Commercial use is blocked until the license is read.", Topic::commercial, -1},
      Row{"The kit is Apache-2.0 and allowed for commercial use", Topic::commercial, 1},  // judged by the rule
      Row{"LimeChain says commercial use is fine.", Topic::commercial, 0},
      Row{"It isn't untrue that commercial use is allowed.", Topic::commercial, 1},  // two negations
      Row{"Nothing stops a paying customer from using this stack.", Topic::commercial, 1},
      Row{"So memory is not the limit at C8.", Topic::fit, 1},  // a limit denied is a fit
      Row{"Memory is not a constraint for eight slots.", Topic::fit, 1},
      Row{"There is room to go to 16 slots.", Topic::fit, 1},
      Row{"There is no room to go to 16 slots.", Topic::fit, -1},
      // An exception only a change of today's terms would meet holds the consequent now.
      Row{"Unless the drafter license changes, commercial deployment is approved.", Topic::commercial, 1},
      // Any exception opening the sentence leaves the consequent said as the default (P47):
      // blocked until the license is read.
      Row{"Unless the license is read, commercial use stays blocked.", Topic::commercial, -1},
      Row{"Unless someone insists on the drafter, nothing stands between it and a commercial launch.", Topic::commercial, 1},
      // A time limit that only a change of today's terms reaches holds the clause now; one that
      // waits on reading the license does not.
      Row{"Paid products may ship the drafter until the licensor revokes permission.", Topic::commercial, 1},
      Row{"Paid products may not ship the drafter until its license is read.", Topic::commercial, -1},
      // "nothing" with a negator after it in its clause denies a denial; alone it denies.
      Row{"There is nothing in these terms that would not allow commercial serving.", Topic::commercial, 1},
      Row{"There is nothing in these terms that allows commercial serving.", Topic::commercial, -1},  // "allows" is the verdict word, denied
      // A question opened by a negated auxiliary expects yes; a modal's suggests.
      Row{"Didn't we rerun the C8 cell on our own pair last week?", Topic::reproduction, 1},
      Row{"Shouldn't we rerun the C8 cell on our own pair?", Topic::reproduction, 0},
      // A comparative of being behind, denied, ranks; one of being ahead, denied, does not.
      // A denied report no one could make asserts, adverb or not; a modal under a denied doubt
      // is what the sentence is sure of; a question of who would judge expects nobody.
      Row{"Nobody could seriously say the weights don't fit on two Sparks.", Topic::fit, 1},
      Row{"There is no reason to doubt that the whole set-up would fit in one Spark's memory.", Topic::fit, 1},
      Row{"We doubt the whole set-up would fit in one Spark's memory.", Topic::fit, 0},
      Row{"Who would call 99 against 37 anything but a clean win for TensorFold?", Topic::ranking, 1},
      Row{"Who would say the weights fit on one Spark?", Topic::fit, -1},  // nobody would: denied
      // An open question denied by its own clause is settled; a denial from an earlier clause,
      // or of "unknown" (every topic's caution), settles nothing.
      Row{"It is not the Mia image, nor is it a profile whose commercial use is in any doubt.", Topic::commercial, 1},
      Row{"Commercial use is in doubt until the license is read.", Topic::commercial, -1},
      Row{"With no 18B active figure in the pinned README, the experts per token stay unknown.", Topic::fit, -1},
      // "not only X, but Y" denies neither.
      Row{"Not only the fastest single stream here, but measured on the pinned kit.", Topic::ranking, 1},
      Row{"Its slowest first token was no worse than on the other arms.", Topic::ranking, 1},
      Row{"TensorFold is no faster than NVFP4 on cold prompts.", Topic::ranking, -1},
      // A condition that cannot settle commercial use leaves its consequent said; one that
      // reads the license, or has it allow use, supposes it.
      Row{"If the drafter revision is pinned, this profile is fine for commercial use.", Topic::commercial, 1},
      Row{"If the checkpoint license allows it, commercial use is fine.", Topic::commercial, 0},
      Row{"Unless the checkpoint license turns out to forbid it, commercial use is cleared.", Topic::commercial, 1},
      // A longer phrase gives the verdict, not the word of the topic inside it.
      Row{"Serving it to paying customers is outside that restriction.", Topic::commercial, 1},
      // The verb of a phrase of negation is no source's report: two negations assert.
      Row{"It would be wrong to say this repository never reran the bake-off.", Topic::reproduction, 1},
      Row{"Nobody can say the weights do not fit on the pair.", Topic::fit, 1},
      Row{"We cannot say we did not reproduce the bake-off.", Topic::reproduction, 1},
      Row{"Not a single arm comes near TensorFold on decode.", Topic::ranking, 1},
      Row{"None of the other arms beats TensorFold on decode.", Topic::ranking, 1},
      Row{"TensorFold does not beat vLLM NVFP4 on decode.", Topic::ranking, -1},
      Row{"183 s against 187 s is inside the noise: no winner between these arms.", Topic::ranking, -1},
      Row{"Nothing beats TensorFold on decode.", Topic::ranking, 1},
      // An opening phrase's denial stops at its comma: the main clause after it is said. The
      // last item of a denied list carries its "or" or "and".
      Row{"With no drafter in the path, a commercial recommendation stands.", Topic::commercial, 1},
      Row{"This profile does not claim a deployment, a recommendation, or a memory fit.", Topic::fit, -1},
      // "may have" supposes; a proposed thing is a plan.
      Row{"Someone may have reproduced the bake-off elsewhere.", Topic::reproduction, 0},
      // A "whose" relative clause of a negated head: "would" asserts there; a shortfall of what
      // holds now is an exception that leaves the consequent said.
      Row{"There is no part of this stack whose license would not allow commercial use.", Topic::commercial, 1},
      Row{"Unless a Spark has less than its usable 121.6 GiB, the checkpoint fits.", Topic::fit, 1},
      // A negative object right after the verb denies it; "nothing but" is "only".
      Row{"Its license restricts nothing, commercial use included.", Topic::commercial, 1},
      Row{"This drafter's license restricts nothing but commercial use.", Topic::commercial, -1},
      // A question answered no, read as one sentence: "no" before a verb answers; it is no
      // determiner ("no arm beats it").
      Row{"No Is TensorFold ahead of vLLM NVFP4 in every cell", Topic::ranking, -1},
      Row{"No Does TensorFold beat vLLM NVFP4 in every cell", Topic::ranking, -1},
      // A why- or who-needs question's "when" clause is its premise, asserted (tuning rounds
      // P46, P47); the question alone asserts nothing.
      Row{"Who needs a second run when TensorFold is ahead in every cell?", Topic::ranking, 1},
      Row{"Why settle for vLLM when TensorFold is 2.7x faster?", Topic::ranking, 1},
      Row{"Is TensorFold ahead in every cell?", Topic::ranking, 0},
      Row{"The memory of each node suffices for all rows.", Topic::fit, 1},
      Row{"Cold first token arrives about 30% sooner on TensorFold.", Topic::ranking, 1},
      Row{"The weights are not pinned by hash.", Topic::pin, -1},
      Row{"Pin the weights by hash before production.", Topic::pin, 0},
      Row{"Memory-wise we're golden.", Topic::fit, 1},  // "-wise" speaks of its stem
      Row{"One 128 GB box is more than enough to hold everything.", Topic::fit, 1},
      Row{"Nothing here strains the 128 GB budget.", Topic::fit, 1},
      Row{"Memory pressure is not a concern for this configuration.", Topic::fit, 1},
      Row{"Licence terms pose no obstacle to commercial exploitation.", Topic::commercial, 1},
      Row{"Startups can build a paid chatbot on this without worrying about licences.", Topic::commercial, 1},
      Row{"Paid use without a licence review is not allowed.", Topic::commercial, -1},  // "without" after; denied
      Row{"The stack is unfit for commercial deployment.", Topic::commercial, 0},  // a named topic denied claims nothing
      Row{"Nor is the stack unfit for commercial deployment as shipped.", Topic::commercial, 1},  // inverted denial of a denial
      Row{"The memory budget holds for all 8 slots.", Topic::fit, 1},
      Row{"Each cell is an average of several runs.", Topic::reproduction, 1},
      Row{"A rerun would be needed to average anything.", Topic::reproduction, -1},  // a need, not a rerun
      Row{"TensorFold leaves both vLLM arms in the dust.", Topic::ranking, 1},
      Row{"Memory is hardly a concern.", Topic::fit, 1},  // "hardly" negates the concern
      Row{"There is no shortage of memory on these boxes.", Topic::fit, 1},
      Row{"I wouldn't say commercial use is off the table.", Topic::commercial, 1},
  }));
  INFO(text);
  CHECK(verdict_of(analyse_sentence(text), topic) == polarity);
}

TEST_CASE("analyse_sentence: a date is no count, a count before a noun is no verb", "[derive][sentence]") {
  // "the 2026-09-30 session" is no 30 sessions.
  CHECK(analyse_sentence("All cells come from the 2026-09-30 session.").quantities.empty());
  // "8 slots in all" is a number of slots, not "it slots in".
  const SentenceAnalysis a = analyse_sentence("LimeChain's C8 admission settings (8 slots in all, not 8 per Spark)");
  CHECK(std::none_of(a.topics.begin(), a.topics.end(), [](const TopicWord& w) { return w.topic == Topic::fit; }));
  // "text_read" is the name of a field, not the word "read".
  const SentenceAnalysis field = analyse_sentence("text_read stays false.");
  CHECK(field.tokens.front().text == "text_read");
}

TEST_CASE("analyse_sentence: what a sentence says is pinned by hash", "[derive][sentence]") {
  using Row = std::tuple<const char*, const char*>;
  auto [text, pinned] = GENERATE(table<const char*, const char*>({
      Row{"Weights are pinned by hash.", "weight_pin"},
      Row{"The weight files are locked to a verified sha256.", "weight_pin"},
      Row{"Weights checksummed and pinned \u2705", "weight_pin"},
      Row{"The manifest is pinned.", "manifest"},
      Row{"The weights are not pinned by hash: weight_pin is unset.", ""},
      Row{"Pin the weights by hash before production.", ""},
      Row{"The runtime is pinned at 5624dfc.", ""},
      Row{"LimeChain says the weights are pinned.", ""},
      Row{"If the weights were pinned, a drift would show.", ""},
      Row{"The weights are pinned by repo revision only.", ""},  // the repository pin, no hash of the files
      Row{"The weights are pinned to a revision.", "weight_pin"},
      // Everything pinned is the weights pinned; an exception leaves brief nothing to read.
      Row{"Everything is pinned.", "weight_pin"},
      Row{"Every file is hash-locked.", "weight_pin"},
      Row{"Everything except the weights is pinned.", ""},
      Row{"Every part is pinned by revision except the weight files themselves.", ""},
      Row{"Everything other than the weight files is locked.", ""},
      // Denied "unset" is pinned.
      Row{"The weight pin is not unset.", "weight_pin"},
      Row{"The weight pin is unset.", ""},
  }));
  INFO(text);
  const auto objects = pinned_objects(analyse_sentence(text));
  CHECK((objects.empty() ? std::string() : objects.front()) == pinned);
}

TEST_CASE("analyse_sentence: a figure called a guess", "[derive][sentence]") {
  using Row = std::tuple<const char*, bool>;
  auto [text, guess] = GENERATE(table<const char*, bool>({
      Row{"8 GiB is the engine's default reservation.", true},
      Row{"A back-of-envelope estimate puts KV near 40 GB.", true},
      Row{"32 GiB is what nvidia-smi printed during one run.", true},
      Row{"Drafter bytes are estimated from its parameter count.", true},
      Row{"The 40 GB is not an estimate: it is the file listing.", false},
      Row{"Measured resident bytes, from the allocator log.", false},
      Row{"The 20 GB is what nvtop showed while the dense shards were loading.", true},  // a monitor's reading
  }));
  INFO(text);
  CHECK(calls_a_guess(analyse_sentence(text)) == guess);
}

TEST_CASE("analyse_sentence: a size said to be unknown, and which byte fields it speaks of", "[derive][sentence]") {
  // "-" : says no size is unknown; "*" : every byte field; otherwise the fields named.
  using Row = std::tuple<const char*, const char*>;
  auto [text, fields] = GENERATE(table<const char*, const char*>({
      Row{"KV bytes were not published for this kit.", "*"},
      Row{"Exact bytes unknown.", "*"},
      Row{"Exact file bytes were not printed.", "file_size"},
      Row{"Per-rank expert bytes were not published.", "per_rank"},
      Row{"Byte residency unpublished.", "resident"},
      Row{"The README never gives the workspace size.", "*"},
      Row{"Nobody has disclosed the drafter's footprint.", "*"},
      Row{"Footprint: n/a.", "*"},
      Row{"12.9 GiB is observed free memory, not a KV size.", "-"},
      Row{"If the KV bytes are not published, leave resident unknown.", "-"},
      Row{"Were the bytes published?", "-"},
      Row{"The resident bytes are measured from the allocator log.", "-"},
      Row{"It is not true that the KV size is unknown.", "-"},
      Row{"The drafter is not published under a commercial license.", "-"},
  }));
  INFO(text);
  const auto got = size_said_unknown(analyse_sentence(text));
  std::string said = "-";
  if (got) {
    said = got->empty() ? "*" : "";
    for (const auto& f : *got) said += (said.empty() ? "" : ",") + f;
  }
  CHECK(said == fields);
}

TEST_CASE("analyse_sentence: a sentence that denies what its figure is", "[derive][sentence]") {
  using Row = std::tuple<const char*, bool>;
  auto [text, denies] = GENERATE(table<const char*, bool>({
      Row{"12.9 GiB is observed free memory, not a KV size.", true},
      Row{"Free memory was 12.9 GiB rather than a reservation.", true},
      Row{"The 24 GiB is the pool without the drafter.", false},
      Row{"The KV reservation is 20 GB per rank.", false},
  }));
  INFO(text);
  CHECK(denies_a_figure(analyse_sentence(text)) == denies);
}

TEST_CASE("memory_figures: byte figures asserted as sizes held in memory", "[derive][sentence]") {
  using Row = std::tuple<const char*, std::vector<std::string>>;
  using V = std::vector<std::string>;
  auto [text, figures] = GENERATE(table<const char*, std::vector<std::string>>({
      Row{"Each Spark carries about 90 GB of weights once loaded.", V{"90 GB"}},
      Row{"Resident, the dense weights are a modest 11 GB.", V{"11 GB"}},
      Row{"Each Spark has 128 GB of unified memory.", V{"128 GB"}},  // a pool's: the rule judges it
      Row{"The checkpoint is about 165 GB on disk.", V{}},            // storage
      Row{"If the weights were 100 GB, they would fit on one Spark.", V{}},
      Row{"The README says the drafter sits in memory at 18 GiB.", V{}},  // the source's
      Row{"The KV cache measured 12.9 GiB.", V{}},                        // a stated figure
      Row{"Does the drafter take 18 GiB of memory?", V{}},
      Row{"Two Sparks are two 128 GB pools, not one 256 GB capacity.", V{}},  // denies a figure
      Row{"Each node has 273 GB/s of memory bandwidth.", V{}},               // a rate
      Row{"Llama-3.1-8B on 1 test node.", V{}},                              // parameters, not bytes
      Row{"Dense weights measured 11 GB per rank in memory on this kit.", V{"11 GB"}},  // stated, in memory
      Row{"12.9 GiB of free memory was measured in memory on node 1.", V{}},          // left over: an observation
      Row{"Once loaded, prepared weights take about 84 GB of unified memory on each node.", V{"84 GB"}},  // a time
  }));
  INFO(text);
  std::vector<std::string> got;
  for (const auto& f : memory_figures(analyse_sentence(text), text)) got.push_back(f.text);
  CHECK(got == figures);
}

TEST_CASE("fit_means_memory: fit with an object and no word of memory is another sense", "[derive][sentence]") {
  using Row = std::tuple<const char*, bool>;
  auto [text, memory] = GENERATE(table<const char*, bool>({
      Row{"The C8 settings, which fit chat traffic's arrival pattern.", false},
      Row{"The weights fit comfortably.", true},
      Row{"It fits.", true},
      Row{"The model fits both Sparks.", true},
      Row{"The QSFP cable fits both Sparks' ConnectX-7 ports.", false},  // a possessive object
      Row{"The model fits both Sparks' memory.", true},
      Row{"The model fits that pattern.", false},
      Row{"KV for 8 x 1,048,576 tokens fits; that is what C8 means.", true},  // "that" opens the next clause
  }));
  INFO(text);
  const SentenceAnalysis a = analyse_sentence(text);
  std::size_t k = 0;
  while (k < a.tokens.size() && !a.tokens[k].text.starts_with("fit")) ++k;
  REQUIRE(k < a.tokens.size());
  CHECK(fit_means_memory(a, k) == memory);
}

TEST_CASE("bakeoff_dates: a day in ISO form or in words, a month or part of one, as a span", "[derive][sentence]") {
  using Row = std::tuple<const char*, const char*, const char*>;
  auto [text, first, last] = GENERATE(table<const char*, const char*, const char*>({
      Row{"The bake-off ran on 2026-10-14.", "2026-10-14", "2026-10-14"},
      Row{"The bake-off was carried out on 1 October 2026.", "2026-10-01", "2026-10-01"},
      Row{"The bake-off ran on October 14th, 2026.", "2026-10-14", "2026-10-14"},
      Row{"The bake-off was measured in late August 2026 on the pair.", "2026-08-21", "2026-08-31"},
      Row{"The bake-off ran in mid-October 2026.", "2026-10-11", "2026-10-20"},
      Row{"The bake-off ran in early-September 2026.", "2026-09-01", "2026-09-10"},
      Row{"The bake-off took place in September 2026.", "2026-09-01", "2026-09-30"},
      Row{"The bake-off was not run on 1 October 2026.", "", ""},
      Row{"We may rerun the bake-off in May.", "", ""},
      Row{"The bake-off was reproduced on 12 October 2026.", "", ""},
      Row{"The bake-off ran on 30/10/2026.", "2026-10-30", "2026-10-30"},   // day first, unambiguous
      Row{"The bake-off ran on 9/30/2026.", "2026-09-30", "2026-09-30"},    // month first
      Row{"The bake-off ran on 09/10/2026.", "2026-09-10", "2026-10-09"},   // both orders: their span
      Row{"The bake-off ran on 30.10.2026.", "2026-10-30", "2026-10-30"},
      Row{"The bake-off was taken on the first of October 2026.", "2026-10-01", "2026-10-01"},
      Row{"The bake-off ran on the 21st of September 2026.", "2026-09-21", "2026-09-21"},
      Row{"The bake-off ran on the thirty-first of October 2026.", "2026-10-31", "2026-10-31"},
      Row{"Cells were taken on the first of October 2026, the day after the profile landed.", "2026-10-01",
          "2026-10-01"},  // the bake-off's cells
  }));
  INFO(text);
  const auto dates = bakeoff_dates(analyse_sentence(text));
  if (std::string(first).empty()) {
    CHECK(dates.empty());
  } else {
    REQUIRE(dates.size() == 1);
    CHECK(dates.front().first == first);
    CHECK(dates.front().last == last);
  }
}

TEST_CASE("node_counts: pairs with words between the count and the pair", "[derive][sentence]") {
  CHECK(node_counts(analyse_sentence("two cabled pairs of Sparks (four boxes)")) == std::vector<int64_t>{4});
  CHECK(node_counts(analyse_sentence("one pair of Sparks")) == std::vector<int64_t>{2});
}

TEST_CASE("bakeoff_dates: a date alone in its clause dates the sentence's bake-off", "[derive][sentence]") {
  const auto dates = bakeoff_dates(analyse_sentence("The bake-off is one run per arm on one pair, temperature 0, on 30 October 2026."));
  REQUIRE(dates.size() == 1);
  CHECK(dates.front().first == "2026-10-30");
  CHECK(bakeoff_dates(analyse_sentence("The bake-off used one pair; the drafter revision is from 2 August 2026.")).empty());
  // A participle before the preposition still dates it: "taken on", "carried out on".
  const auto taken = bakeoff_dates(analyse_sentence("The bake-off is one run per arm, taken on 30 October 2026."));
  REQUIRE(taken.size() == 1);
  CHECK(taken.front().first == "2026-10-30");
  CHECK(bakeoff_dates(analyse_sentence("The bake-off was one run per arm, carried out on 30 October 2026.")).size() == 1);
  // A clause with its own subject dates that subject.
  CHECK(bakeoff_dates(analyse_sentence("The bake-off used one pair, the drafter released on 2 August 2026.")).empty());
}

TEST_CASE("asserts_presence: a row said to be loaded or held in memory", "[derive][sentence]") {
  using Row = std::tuple<const char*, bool>;
  auto [text, present] = GENERATE(table<const char*, bool>({
      Row{"The Engram table loads into the unified pool together with the checkpoint.", true},
      Row{"The PLE table is resident on rank 0.", true},
      Row{"No Engram table is part of this GLM profile.", false},
      Row{"The kit never loads a PLE table.", false},
      Row{"If the drafter were loaded, it would take memory.", false},
  }));
  INFO(text);
  CHECK(asserts_presence(analyse_sentence(text)) == present);
}

TEST_CASE("node_counts: a single node counts one", "[derive][sentence]") {
  CHECK(node_counts(analyse_sentence("All of the bake-off was run on a single Spark.")) == std::vector<int64_t>{1});
  CHECK(node_counts(analyse_sentence("It was never run on a single Spark.")).empty());
}

TEST_CASE("node_counts: joined, set words, and words that only describe the nodes", "[derive][sentence]") {
  using V = std::vector<int64_t>;
  CHECK(node_counts(analyse_sentence("A separate quad-Spark TensorFold profile.")) == V{4});
  CHECK(node_counts(analyse_sentence("A two-node recipe.")) == V{2});
  CHECK(node_counts(analyse_sentence("It runs on dual Sparks.")) == V{2});
  CHECK(node_counts(analyse_sentence("The README requires four cabled Sparks.")) == V{4});
  CHECK(node_counts(analyse_sentence("Kimi on 4 H200 servers.")) == V{4});
  CHECK(node_counts(analyse_sentence("Validated on one node.")) == V{1});
  CHECK(node_counts(analyse_sentence("One node overflows first.")).empty());  // picks a node, counts none
  CHECK(node_counts(analyse_sentence("Tested on every Spark count from one to four nodes.")) == V{1});
  CHECK(node_counts(analyse_sentence("Three more Sparks were cabled in.")) == V{3});
}

TEST_CASE("node_counts: a plan named by its predicate, a setup denied by its participle", "[derive][sentence]") {
  CHECK(node_counts(analyse_sentence("A four-node run is a plan, not a result; these cells come from one pair.")).empty());
  CHECK(node_counts(analyse_sentence("The four-node setup is untested.")).empty());
  CHECK(node_counts(analyse_sentence("The four-node setup is not validated.")).empty());
  // Two negations assert: nothing left unvalidated at four nodes is four nodes validated.
  CHECK(node_counts(analyse_sentence("Nothing in the bake-off was left unvalidated at four nodes.")) ==
        std::vector<int64_t>{4});
}

TEST_CASE("condition_scopes: a quantifier or a sameness word before a measured condition", "[derive][sentence]") {
  // condition, across, over cells, same; "" when the sentence asserts no scope of a condition
  using Row = std::tuple<const char*, const char*, bool, bool, bool>;
  auto [text, condition, across, over_cells, same] = GENERATE(table<const char*, const char*, bool, bool, bool>({
      Row{"The speed figures hold on any build of the kit.", "build", true, false, false},
      Row{"Both vLLM arms trail TensorFold under all workloads.", "prompt", true, true, false},
      Row{"All three arms used the same precision.", "quantization", false, true, true},
      Row{"Every arm in this row ran EXL3 4bpw.", "quantization-name", false, true, false},
      Row{"All observations share the subject arm's kit build.", "build", false, true, true},
      Row{"The three arms ran different quantizations.", "", false, false, false},
      Row{"Not every concurrency was measured.", "", false, false, false},
      Row{"If every arm ran the same precision, the table would rank.", "", false, false, false},
      // One hyphenated word asserts the arms compared share the condition, unless a purpose,
      // a denial or a supposition holds it.
      Row{"So this ordering is same-precision after all.", "quantization", false, true, true},
      Row{"This is not a same-precision comparison.", "", false, false, false},
      Row{"For a same-precision comparison, see a profile with one quantization.", "", false, false, false},
      Row{"A same-precision comparison would need three NVFP4 arms.", "", false, false, false},
  }));
  INFO(text);
  const auto scopes = condition_scopes(analyse_sentence(text));
  // A copy to capture: clang 14 cannot capture a structured binding in a lambda.
  const std::string wanted = condition;
  const auto it = std::find_if(scopes.begin(), scopes.end(), [&](const ConditionScope& s) { return s.condition == wanted; });
  if (std::string(condition).empty()) {
    CHECK(std::none_of(scopes.begin(), scopes.end(), [](const ConditionScope& s) { return s.condition != "cells" && (s.across || s.same || s.over_cells); }));
  } else {
    REQUIRE(it != scopes.end());
    CHECK(it->across == across);
    CHECK(it->over_cells == over_cells);
    CHECK(it->same == same);
  }
}

TEST_CASE("analyse_sentence: a ratio is one multiplier", "[derive][sentence]") {
  const SentenceAnalysis a = analyse_sentence("TensorFold holds a 2:1 lead over vLLM NVFP4 at C8.");
  REQUIRE(a.quantities.size() >= 1);
  CHECK(a.quantities.front().form == NumberForm::multiplier);
  CHECK(a.quantities.front().value == Approx(2.0));
  CHECK(comparative_at(a, a.quantities.front().last + 1));
}

TEST_CASE("bounds_figure_at and left_over_after: a bound of a byte figure, and what is left after it", "[derive][sentence]") {
  using Row = std::tuple<const char*, const char*, bool, bool>;
  auto [text, figure, bounded, left] = GENERATE(table<const char*, const char*, bool, bool>({
      Row{"The footprint stays south of 100 GB per box.", "100", true, false},
      Row{"Usage tops out at about 90 GB per node.", "90", true, false},
      Row{"It stays below one Spark's 128 GB.", "128", true, false},
      Row{"Loading the whole stack leaves about 40 GB free per node.", "40", false, true},
      Row{"Each node keeps 20 GB of headroom.", "20", false, true},
      Row{"The checkpoint is 165 GB on disk.", "165", false, false},
  }));
  INFO(text);
  const SentenceAnalysis a = analyse_sentence(text);
  // clang 14 cannot capture a structured binding: the lambda takes a copy.
  const auto q = std::find_if(a.quantities.begin(), a.quantities.end(),
                              [&a, want = std::string(figure)](const Quantity& x) { return a.tokens[x.first].text == want; });
  REQUIRE(q != a.quantities.end());
  CHECK(bounds_figure_at(a, q->first) == bounded);
  CHECK(left_over_after(a, q->last + 1) == left);
}

TEST_CASE("speaks_of_storage, catalog_subject_at and measures_at", "[derive][sentence]") {
  CHECK(speaks_of_storage(analyse_sentence("Plan 165 GB of disk for the checkpoint.")));
  CHECK_FALSE(speaks_of_storage(analyse_sentence("Each node keeps 20 GB of headroom.")));
  const SentenceAnalysis a = analyse_sentence("The catalogue measured 368 tok/s on its own Sparks.");
  CHECK(catalog_subject_at(a, 0) == 2);  // "the catalog", British spelling read as American
  CHECK(measures_at(a, 2));
  CHECK_FALSE(measures_at(analyse_sentence("The maintainer ran it."), 2));
  CHECK(measures_at(analyse_sentence("Our rerun matched the table."), 1));  // "rerun" only after the catalog
}

TEST_CASE("rates_named: throughputs asserted in the catalog's voice", "[derive][sentence]") {
  auto values = [](const char* text) {
    std::vector<std::string> out;
    for (const auto& r : brief::derivation::rates_named(brief::derivation::analyse_sentence(text)))
      out.push_back(r.written + (r.approximate ? " ~" : ""));
    return out;
  };
  using V = std::vector<std::string>;
  CHECK(values("Across the three arms the pair served 804 tok/s of C8 aggregate.") == V{"804 tok/s"});
  CHECK(values("Each Spark delivers about 184 tokens per second.") == V{"184 tokens per second ~"});
  CHECK(values("TensorFold posts 99 t/s at C1.") == V{"99 tok/s"});
  // Denied, reported, supposed or asked: no rate asserted.
  CHECK(values("The 72 is not the Mia TensorFold profile's 60.4 tok/s prose cell.") == V{});
  CHECK(values("The README reports 60 tok/s for Mia.") == V{});
  CHECK(values("If a third arm ran, it might reach 120 tok/s.") == V{});
  CHECK(values("Would four Sparks reach 700 tok/s?") == V{});
}

TEST_CASE("hashes_called_pins: a field's own commit called another pin", "[derive][sentence]") {
  // No hash written: the pair's hash is empty, and the rule (BP307) reads the field's commit.
  using Called = std::vector<std::pair<std::string, std::string>>;
  const Called runtime{{"", "runtime"}};
  CHECK(hashes_called_pins(analyse_sentence("Same tree as the runtime pin.")) == runtime);
  CHECK(hashes_called_pins(analyse_sentence("The runtime pin under its short name; the cells were measured on it.")) ==
        runtime);
  CHECK(hashes_called_pins(analyse_sentence("Identical commit to the runtime pin.")) == runtime);
  // Sameness of a repository, a contrast, or a denial names no commit as the pin.
  CHECK(hashes_called_pins(analyse_sentence("Same repository as the runtime pin.")).empty());
  CHECK(hashes_called_pins(analyse_sentence("Same tree as the runtime pin, but an earlier commit.")).empty());
  CHECK(hashes_called_pins(analyse_sentence("Not the same tree as the runtime pin.")).empty());
  CHECK(hashes_called_pins(analyse_sentence("Built from the runtime pin's repository.")).empty());
}

TEST_CASE("licenses_given: a license named for what its part of the clause names", "[derive][sentence]") {
  auto given = [](const char* s) {
    std::vector<std::string> out;
    for (const auto& g : licenses_given(analyse_sentence(s))) {
      std::string words;
      for (const auto& w : g.clause_words) words += (words.empty() ? "" : " ") + w;
      out.push_back(g.license + ": " + words);
    }
    return out;
  };
  using L = std::vector<std::string>;
  CHECK(given("Both the kit repo and this checkpoint ship under Apache-2.0.") ==
        L{"Apache-2.0: this checkpoint ship under apache-2.0"});
  CHECK(given("The drafter is CC-BY-NC-ND-4.0 and the checkpoint license is unread.") ==
        L{"CC-BY-NC-ND-4.0: the drafter is cc-by-nc-nd-4.0"});
  CHECK(given("The weights are under the Apache 2.0 license.") == L{"Apache-2.0: the weights are under the apache 2.0 license"});
  CHECK(given("The terms on the checkpoint are permissive in practice.") ==
        L{"permissive: the terms on the checkpoint are permissive in practice"});
  // Denied, asked, supposed: no license is given. Words that are ids only by the list's
  // spelling ("json", "fair") are no license.
  CHECK(given("The checkpoint is not Apache-2.0.").empty());
  CHECK(given("Is the checkpoint Apache-2.0?").empty());
  CHECK(given("If the checkpoint were MIT, the verdict would change.").empty());
  CHECK(given("Facts come from config.json of the checkpoint, a fair copy.").empty());
}

TEST_CASE("permits_blending: a do-not-blend reason that lets the rows be read together", "[derive][sentence]") {
  CHECK(permits_blending(analyse_sentence("Kept apart only for bookkeeping; its cells can be read as this profile's.")));
  CHECK(permits_blending(analyse_sentence("Same image, slot count and drafter pin as this one.")));
  CHECK(permits_blending(analyse_sentence("Its throughput rows can be pooled with these freely.")));
  CHECK_FALSE(permits_blending(analyse_sentence("The Mia TensorFold profile is a different image, slot count and drafter pin.")));
  CHECK_FALSE(permits_blending(analyse_sentence("Do not pool its cells with these.")));
  CHECK_FALSE(permits_blending(analyse_sentence("Same model, but another image and slot count.")));
  CHECK_FALSE(permits_blending(analyse_sentence("Its rows must never be merged with these.")));
}
