#include "derive/document_facts.h"

#include <fmt/format.h>

#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "derive/calculator.h"
#include "derive/model_agreement.h"
#include "derive/number_words.h"
#include "model/names.h"
#include "derive/wording.h"  // ascii_lower

namespace brief::derivation {

namespace {

// A number a quote writes, and how far from it a fact may be and still be what it says:
// "321,323,031,390" is exact, "321B" is 321 billion give or take half a billion. `binary`
// is the same figure read in powers of two ("128K context" is 131,072 tokens).
struct Stated {
  double value = 0;
  double binary = 0;
  double precision = 0;
};

struct Scale {
  std::string_view word;
  double decimal, binary;
};
constexpr Scale kScales[] = {
    {"k", 1e3, 1024.0},       {"thousand", 1e3, 1e3},        {"m", 1e6, 1048576.0},
    {"million", 1e6, 1e6},    {"b", 1e9, 1e9},               {"bn", 1e9, 1e9},
    {"billion", 1e9, 1e9},    {"t", 1e12, 1e12},             {"trillion", 1e12, 1e12},
};

const Scale* scale_named(std::string_view word) {
  for (const auto& s : kScales)
    if (s.word == word) return &s;
  return nullptr;
}

bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// Digits as written: "321,323,031,390", "92", "1.5" then a scale attached or after one space
// ("321B", "1.5 trillion", "128k").
void read_digits(const std::string& low, std::vector<Stated>& out) {
  for (std::size_t i = 0; i < low.size(); ++i) {
    if (!digit(low[i]) || (i > 0 && (std::isalnum(static_cast<unsigned char>(low[i - 1])) || low[i - 1] == '.')))
      continue;
    std::string number;
    std::size_t k = i;
    int decimals = -1;
    for (; k < low.size(); ++k) {
      const char c = low[k];
      const bool joins = (c == ',' || c == '_' || c == '.') && k + 1 < low.size() && digit(low[k + 1]) && k > i;
      if (digit(c)) {
        number += c;
        if (decimals >= 0) ++decimals;
      } else if (joins && c == '.' && decimals < 0) {
        number += c;
        decimals = 0;
      } else if (!joins || c == '.') {
        break;
      }
    }
    Stated s;
    s.value = s.binary = std::stod(number);
    std::size_t w = k < low.size() && low[k] == ' ' ? k + 1 : k;
    std::size_t end = w;
    while (end < low.size() && alpha(low[end])) ++end;
    if (const Scale* scale = scale_named(std::string_view(low).substr(w, end - w))) {
      const double unit = std::pow(10.0, -std::max(decimals, 0)) / 2;
      s.precision = unit * scale->decimal;
      s.binary = s.value * scale->binary;
      s.value *= scale->decimal;
    }
    out.push_back(s);
    i = k;
  }
}

// Numbers in words: "ninety-two layers", "two hundred fifty-six experts".
void read_words(const std::string& low, std::vector<Stated>& out) {
  std::vector<std::string> words;
  std::string w;
  for (char c : low + " ") {
    if (alpha(c)) {
      w += c;
      continue;
    }
    if (!w.empty()) words.push_back(w);
    w.clear();
  }
  for (std::size_t i = 0; i < words.size();) {
    const auto n = number_at(words, i);
    if (!n) {
      ++i;
      continue;
    }
    if (n->form == NumberForm::count) out.push_back({n->value, n->value, 0});
    i += n->words;
  }
}

std::vector<Stated> stated_in(const TextList& quotes) {
  std::vector<Stated> out;
  for (const auto& q : quotes) {
    const std::string low = ascii_lower(q.value);
    read_digits(low, out);
    read_words(low, out);
  }
  return out;
}

bool states(const std::vector<Stated>& stated, double value) {
  for (const auto& s : stated)
    if (std::fabs(s.value - value) <= s.precision || std::fabs(s.binary - value) <= s.precision) return true;
  return false;
}

// A dtype named in a quote in any of its spellings ("BF16" for bfloat16).
bool names_dtype(const TextList& quotes, const std::string& dtype) {
  const auto size = calc::cache_element_size(dtype);
  const std::string want = size ? size->name : ascii_lower(dtype);
  for (const auto& q : quotes) {
    std::string w;
    for (char c : ascii_lower(q.value) + " ") {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
        w += c;
        continue;
      }
      if (!w.empty()) {
        const auto named = calc::cache_element_size(w);
        if ((named ? named->name : w) == want) return true;
      }
      w.clear();
    }
  }
  return false;
}

// The source a fact names, or the section's default; only a document's facts are asked for
// backing here (a config's are re-read by inspect, a measurement's by its header hash).
const FactSource* document_of(const Model& m, const Text& from) {
  const std::string& id = !from.value.empty() ? from.value : m.from.value;
  for (const auto& s : m.sources)
    if (s.id.value == id) return s.origin.value == FactOrigin::source_document ? &s : nullptr;
  return nullptr;
}

class Checker {
 public:
  explicit Checker(const Profile& p) : profile_(p), model_(p.model) {}

  // `official` is the official figure of the same meaning, when the profile records one.
  void count(std::string_view key, const Located<ModelFact>& fact, std::optional<int64_t> official = {}) {
    if (!fact.present || !fact.value.known()) return;
    const FactSource* source = document_of(model_, fact.value.from);
    if (source == nullptr || (official && *official == fact.value.value())) return;
    if (states(stated_in(source->quotes), static_cast<double>(fact.value.value()))) return;
    report(fact.loc, key, group_thousands(static_cast<uint64_t>(std::max<int64_t>(fact.value.value(), 0))), *source);
  }

  void dtype() {
    const Located<ModelName>& d = model_.dtype;
    if (!d.present || !d.value.known()) return;
    const FactSource* source = document_of(model_, d.value.from);
    if (source != nullptr && !names_dtype(source->quotes, *d.value.value)) report(d.loc, "dtype", *d.value.value, *source);
  }

  void stored(const StoredClass& s) {
    const FactSource* source = document_of(model_, s.from);
    if (source == nullptr) return;
    // Stored bytes are what a checkpoint's headers add up to: a document's size of the files
    // belongs in the disk plan or the ledger, unless the document writes the exact count.
    if (s.bytes.present && s.bytes.value.is_known() &&
        !states(stated_in(source->quotes), static_cast<double>(s.bytes.value.value())))
      report(s.bytes.loc, fmt::format("stored[{}].bytes", name_of(s.cls.value)), format_bytes(s.bytes.value), *source);
    if (!s.bits_per_weight.present) return;
    const double v = s.bits_per_weight.value.to_double();
    // A name's "4bpw" is a nominal label that a 4.13 average still wears (model_agreement.h).
    auto named = [&](const std::string& name) {
      const auto bits = bits_in_name(name);
      return bits && std::fabs(bits->to_double() - v) < 0.5;
    };
    if (named(model_.checkpoint.value)) return;
    for (const auto& arm : profile_.bakeoff.arms)
      if (arm.subject.value && named(arm.quantization.value)) return;
    if (!states(stated_in(source->quotes), v))
      report(s.bits_per_weight.loc, fmt::format("stored[{}].bits_per_weight", name_of(s.cls.value)),
             s.bits_per_weight.value.to_string(),
             *source);
  }

  Contradictions take() { return std::move(out_); }

 private:
  void report(const Loc& at, std::string_view key, const std::string& value, const FactSource& source) {
    out_.push_back({at,
                    fmt::format("model.{} is {}, taken from '{}' (a source document), but no official figure "
                                "and no quote of that source states it",
                                key, value, source.id.value),
                    fmt::format("quote the source's words that give it under the source's quotes, read it from "
                                "the checkpoint's config (brief inspect --into), or write {{unknown: \"why\"}}"),
                    {}});
  }

  const Profile& profile_;
  const Model& model_;
  Contradictions out_;
};

}  // namespace

Contradictions unbacked_document_facts(const Profile& profile) {
  const Model& m = profile.model;
  if (!m.present) return {};
  Checker check(profile);
  for (const auto& p : m.parameters)
    check.count(fmt::format("parameters[{}].count", name_of(p.cls.value)), p.count,
                p.cls.value == ComponentClass::all ? profile.official.parameters.value.value : std::nullopt);
  for (const auto& f : kModelFacts)
    check.count(f.key, m.*f.member,
                f.member == &Model::routed_experts ? profile.official.routed_experts.value.value : std::nullopt);
  for (std::size_t g = 0; g < m.layer_groups.size(); ++g) {
    const LayerGroup& group = m.layer_groups[g];
    Located<ModelFact> layers;
    layers.present = group.count.present;
    layers.loc = group.count.loc;
    layers.value.count.value = group.count.value;
    check.count(fmt::format("layer_groups[{}].count", g), layers);
    for (const auto shapes : kGroupShapeLists)
      for (const auto& s : shapes) check.count(fmt::format("layer_groups[{}].{}", g, s.key), group.*s.member);
  }
  check.dtype();
  for (const auto& s : m.stored) check.stored(s);
  return check.take();
}

}  // namespace brief::derivation
