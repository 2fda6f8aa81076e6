// The model's counts written in prose against its recorded facts: see model_prose.h.
#include "derive/model_prose.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "derive/ascii.h"
#include "derive/number_words.h"
#include "derive/other_recipes.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

enum class CountOf { parameters, active_parameters, routed_experts, experts_per_token };

struct ModelCount {
  CountOf what;
  double value = 0;
  std::string written;
};

bool token_is(const SentenceAnalysis& a, std::size_t k, std::initializer_list<std::string_view> words) {
  return k < a.tokens.size() && std::find(words.begin(), words.end(), a.tokens[k].text) != words.end();
}

// "per token", "every token", "each token", "active", "activated" (lexicon per-token): a count of
// what one token uses.
bool per_token_within(const SentenceAnalysis& a, std::size_t from, std::size_t to) {
  static const LexiconWords& per_token = lexicon_words("per-token");
  for (std::size_t k = from; k < to && k < a.tokens.size(); ++k) {
    if (per_token.contains(a.tokens[k].text)) return true;
    if (token_is(a, k, {"per", "every", "each"}) && token_is(a, k + 1, {"token"})) return true;
  }
  return false;
}

std::size_t clause_end(const SentenceAnalysis& a, std::size_t k) {
  std::size_t e = k;
  while (e < a.tokens.size() && a.clause_of[e] == a.clause_of[k]) ++e;
  return e;
}

// The token alone between parentheses: "(32B)".
bool parenthesised_alone(const SentenceAnalysis& a, std::size_t k) {
  const std::string& low = a.lowered;
  const std::size_t at = a.tokens[k].at, end = at + a.tokens[k].text.size();
  const std::size_t before = at == 0 ? std::string::npos : low.find_last_not_of(' ', at - 1);
  const std::size_t after = low.find_first_not_of(' ', end);
  return before != std::string::npos && low[before] == '(' && after != std::string::npos && low[after] == ')';
}

// The model counts one sentence asserts.
std::vector<ModelCount> counts_in(const SentenceAnalysis& a) {
  std::vector<ModelCount> out;
  if (a.question) return out;
  for (const Quantity& q : a.quantities) {
    if (!a.asserted(q.first, q.last) || a.negated[q.first] || q.value <= 0 || q.value != q.upper) continue;
    const std::string& token = a.tokens[q.last].text;
    // The suffix of the figure's own token ("321b-parameter", "18b-active", "3.2t") or the
    // word after it ("3.2 trillion", "321 billion").
    std::string rest;
    const std::size_t digits_end = token.find_first_not_of("0123456789.,");
    if (digits_end != std::string::npos && digits_end > 0) rest = token.substr(digits_end);
    // "169-billion-parameter": the scale word joined by a hyphen too.
    if (rest.starts_with('-')) rest.erase(0, 1);
    const std::size_t hyphen = rest.find('-');
    const std::string suffix = rest.substr(0, hyphen);
    const std::string joined = hyphen == std::string::npos ? std::string() : rest.substr(hyphen + 1);
    double scale = scale_word(suffix).value_or(0);
    std::size_t next = q.last + 1;
    if (scale == 0 && rest.empty() && next < a.tokens.size() && (scale = scale_word(a.tokens[next].text).value_or(0)) != 0) ++next;
    const std::size_t end = clause_end(a, q.first);
    const std::string written = token + (next > q.last + 1 ? " " + a.tokens[q.last + 1].text : std::string());
    // "the 169B FP4 and 18B active figures were not in the README": a figure named as a figure
    // is spoken of, not given as the model's.
    static const LexiconWords& figure_nouns = lexicon_words("figure-noun");
    bool named_as_figure = false;
    for (std::size_t k = next; k < next + 4 && k < end; ++k) named_as_figure |= figure_nouns.contains(a.tokens[k].text);
    if (named_as_figure) continue;
    // "169B is not the parameter count": a clause that denies anything does not give the count.
    bool denies = false;
    for (std::size_t k = q.first; k > 0 && a.clause_of[k - 1] == a.clause_of[q.first]; --k) denies |= a.negation_word[k - 1];
    for (std::size_t k = q.first; k < end; ++k) denies |= a.negation_word[k];
    if (denies) continue;
    if (scale > 0) {
      // A parameter count: "parameters" or "params" among the next words, or the figure's own
      // joined word ("321b-parameter", "18b-active").
      bool params = joined.starts_with("param") || joined == "active";
      // "GLM-5.3-Flash (32B)": a billions figure alone in parentheses is the model's size by
      // the naming convention of model cards.
      params |= suffix == "b" && joined.empty() && q.first == q.last && parenthesised_alone(a, q.first);
      for (std::size_t k = next; k < next + 4 && k < end && !params; ++k)
        params = a.tokens[k].text.starts_with("param") || (k == next && token_is(a, k, {"active", "model", "moe"}));
      if (!params) continue;
      const bool active = joined == "active" || per_token_within(a, next, end);
      out.push_back({active ? CountOf::active_parameters : CountOf::parameters, q.value * scale, written});
      continue;
    }
    if (!rest.empty() || q.unit != QuantityUnit::none || q.form != NumberForm::count) continue;
    // An expert count: "288 routed experts", "8 experts per token", "8 active experts".
    static const LexiconWords& per_token = lexicon_words("per-token");
    std::size_t k = next;
    bool active = false;
    while (k < end && (token_is(a, k, {"routed", "moe"}) || per_token.contains(a.tokens[k].text))) {
      active |= per_token.contains(a.tokens[k].text);
      ++k;
    }
    if (!token_is(a, k, {"experts", "expert"})) continue;
    if (token_is(a, k - 1, {"shared"})) continue;
    active |= per_token_within(a, k + 1, std::min(end, k + 4));
    out.push_back({active ? CountOf::experts_per_token : CountOf::routed_experts, q.value, written});
  }
  return out;
}

// The figure as written names the recorded count: within 5% ("321B" and "about 321 billion"
// name 321,323,031,390; "3.2 trillion" and "169B" do not).
bool agrees(double said, double recorded) {
  return recorded > 0 && std::fabs(said - recorded) <= 0.05 * recorded;
}

std::optional<double> known(const Located<Count>& c) {
  if (c.present && c.value.known()) return static_cast<double>(*c.value.value);
  return std::nullopt;
}

std::optional<double> known(const Located<ModelFact>& f) {
  if (f.present && f.value.known()) return static_cast<double>(f.value.value());
  return std::nullopt;
}

}  // namespace

Contradictions model_counts_in_prose(const Profile& profile) {
  Contradictions out;
  std::optional<double> parameters = known(profile.official.parameters);
  for (const ParameterCount& pc : profile.model.parameters)
    if (pc.cls.value == ComponentClass::all && !parameters) parameters = known(pc.count);
  std::optional<double> routed = known(profile.official.routed_experts);
  if (!routed) routed = known(profile.model.routed_experts);
  const std::optional<double> per_token = known(profile.model.experts_per_token);
  const std::vector<std::string> recipes = other_recipe_names(profile);
  // The figures the official section says the count is not are listed there as such.
  std::vector<const Text*> skipped;
  for (const Text& t : profile.official.not_counts) skipped.push_back(&t);
  // A model source's quotes are its own words, not the catalog's prose; a count they give is
  // still what the profile says the source states, and must agree with the model's recorded
  // counts ("GLM-5.3-Flash activates 18B parameters per token" beside "an 18B active count" in
  // official.not_counts: a quote the source never wrote, or a count the profile lost).
  std::vector<const Text*> fields = prose_fields(profile);
  for (const FactSource& source : profile.model.sources)
    for (const Text& quote : source.quotes) fields.push_back(&quote);
  for (const Text* text : fields) {
    if (!text->present || text->value.empty() || std::find(skipped.begin(), skipped.end(), text) != skipped.end())
      continue;
    for (const std::string& sentence : sentences(text->value)) {
      if (names_other_recipe(recipes, sentence)) continue;
      const auto analysis = analysed(sentence);
      // A pronoun that denies what came before it ("neither", "none of them", "nor").
      const bool denied_back = std::any_of(analysis->tokens.begin(), analysis->tokens.end(), [](const Token& t) {
        return t.text == "neither" || t.text == "none" || t.text == "nor";
      });
      for (const ModelCount& c : counts_in(*analysis)) {
        // A figure official.not_counts disowns ("an 18B active count"), in a sentence whose
        // pronoun denies it ("... circulate elsewhere; neither is used here"): named to be set
        // aside, as the official section does.
        if (denied_back && std::any_of(skipped.begin(), skipped.end(), [&](const Text* n) { return has_word(lower(n->value), c.written); }))
          continue;
        std::string wrong;
        switch (c.what) {
          case CountOf::parameters:
            if (parameters && !agrees(c.value, *parameters))
              wrong = fmt::format("'{}' parameters, but the model's recorded count is {:.0f}", c.written, *parameters);
            break;
          case CountOf::active_parameters:
            // A dense model's active count is its total; a mixture of experts records none.
            if (!parameters || !agrees(c.value, *parameters) || routed)
              wrong = fmt::format("'{}' parameters active per token, a count the profile does not record", c.written);
            break;
          case CountOf::routed_experts:
            if (routed && !agrees(c.value, *routed))
              wrong = fmt::format("'{}' experts, but the model's routed experts are {:.0f}", c.written, *routed);
            break;
          case CountOf::experts_per_token:
            if (!per_token || !agrees(c.value, *per_token))
              wrong = per_token ? fmt::format("'{}' experts per token, but the model's are {:.0f}", c.written, *per_token)
                                : fmt::format("'{}' experts per token, a count the profile records as unknown", c.written);
            break;
        }
        if (wrong.empty()) continue;
        out.push_back({text->loc, fmt::format("the text gives the model {}: \"{}\"", wrong, std::string(trim(sentence))),
                       "write the model's counts as the official and model sections record them, or say whose figure it is",
                       {}});
        break;
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
