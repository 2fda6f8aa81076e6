#include "derive/multipliers.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>
#include <string_view>

#include "derive/claim_judgement.h"
#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

double as_double(const Decimal& d) {
  double v = static_cast<double>(d.units);
  for (int s = 0; s < d.scale; ++s) v /= 10;
  return v;
}

bool in(std::string_view word, std::initializer_list<std::string_view> list) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

// What the multiplier multiplies, when it is no rate: memory, bytes, hardware, slots, context.
bool of_no_rate(std::string_view w) {
  return in(w, {"memory", "ram", "vram", "kv", "cache", "bytes", "byte", "gb", "gib", "tb", "tib", "mb", "mib",
                "pool", "pools", "capacity", "disk", "storage", "weights", "parameters", "params", "experts", "nodes",
                "node", "sparks", "spark", "gpus", "gpu", "ranks", "rank", "slots", "slot", "context", "contexts",
                "window", "size", "sizes", "footprint", "download", "files", "price", "cost", "power", "watts",
                "bandwidth", "runs", "run", "passes", "requests", "prompts", "prompt", "length", "longer", "larger",
                "bigger", "smaller", "heavier"});
}

// A word of a rate or of the bake-off's cells ("the C1 rate", "2x faster", "the NVFP4 arm").
bool of_a_rate(std::string_view w) {
  if (w.size() >= 2 && w[0] == 'c' && std::all_of(w.begin() + 1, w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return true;  // "c1", "c8": a concurrency the bake-off ran
  return in(w, {"rate", "rates", "throughput", "faster", "slower", "quicker", "speed", "speedup", "speed-up", "tok",
                "token", "tokens", "tps", "decode", "sooner", "aggregate", "prefill", "latency", "ttft", "cell", "cells", "arm", "arms",
                "stream", "streams", "vllm", "sglang", "tensorfold", "llama.cpp", "outpaces", "outperforms", "beats"});
}

// The tolerance a multiplier is written to: a word or a whole number ("twice", "8x") and
// "about" within 10%; a decimal within half its last digit, and never under 1% ("1.47 times").
double tolerance(const Quantity& q, std::string_view token) {
  double tol = 0.10 * q.value;
  const std::size_t point = token.find('.');
  if (point == std::string_view::npos || q.approximate) return tol;
  std::size_t digits = 0;
  for (std::size_t k = point + 1; k < token.size() && std::isdigit(static_cast<unsigned char>(token[k])); ++k) ++digits;
  double half = 0.5;
  for (std::size_t s = 0; s < digits; ++s) half /= 10;
  return std::max(half, 0.01 * q.value);
}

struct CellValue {
  std::string unit;
  double value = 0;
};

std::vector<CellValue> cells_of(const Profile& p) {
  std::vector<CellValue> out;
  for (const Observation& o : p.bakeoff.observations)
    for (const Cell& c : o.cells)
      if (const double v = as_double(c.value.value); v > 0) out.push_back({lower(o.unit.value), v});
  return out;
}

// True when the word after a multiplier says it multiplies something ("twice the rate", "2x
// faster", "8x vLLM"), not how often something happened ("measured twice", "ran 3 times").
bool multiplies(const SentenceAnalysis& a, const Quantity& q) {
  if (q.last + 1 >= a.tokens.size()) return false;
  const std::string_view next = a.tokens[q.last + 1].text;
  if (in(next, {"over", "per", "in", "on", "with", "and", "or", "to", "before", "after", "each", "a", "an", "here",
                "more", "again", "now", "already", "since", "so", "last", "daily", "weekly"}))
    return false;
  return true;
}

void read_field(const Text& field, const std::vector<CellValue>& cells, const Profile& p,
                std::vector<MultiplierUnbacked>& out) {
  if (!field.present) return;
  for (const std::string& raw : sentences(field.value)) {
    const std::size_t from = raw.find_first_not_of(' ');
    if (from == std::string::npos) continue;
    const std::string sentence = raw.substr(from);
    const SentenceAnalysis a = analyse_sentence(sentence);
    if (a.question || !a.figures.empty() ||
        std::none_of(a.quantities.begin(), a.quantities.end(), [](const Quantity& q) { return q.unit == QuantityUnit::multiplier; }) ||
        mentions_memory(a))
      continue;
    bool rate = !arms_named(p, sentence).empty();
    for (const Token& t : a.tokens) rate = rate || of_a_rate(t.text);
    if (!rate) continue;
    for (const Quantity& q : a.quantities) {
      if (q.unit != QuantityUnit::multiplier || q.value <= 1 || !a.asserted(q.first, q.last) || a.negated[q.first] ||
          !multiplies(a, q))
        continue;
      // What it multiplies, in its clause: "8x the KV", "two times the nodes" are no rates.
      bool no_rate = false;
      for (std::size_t k = 0; k < a.tokens.size(); ++k)
        if (a.clause_of[k] == a.clause_of[q.first]) no_rate = no_rate || of_no_rate(a.tokens[k].text);
      if (no_rate) continue;
      const double tol = tolerance(q, a.tokens[q.first].text);
      double nearest = 0;
      bool backed = false;
      for (std::size_t i = 0; i < cells.size() && !backed; ++i)
        for (std::size_t j = 0; j < cells.size() && !backed; ++j) {
          if (i == j || cells[i].unit != cells[j].unit) continue;
          const double ratio = cells[i].value / cells[j].value;
          if (std::fabs(ratio - q.value) <= tol + 1e-9) backed = true;
          if (nearest == 0 || std::fabs(ratio - q.value) < std::fabs(nearest - q.value)) nearest = ratio;
        }
      if (backed) continue;
      std::string written;
      for (std::size_t k = q.first; k <= q.last && k < a.tokens.size(); ++k)
        written += (written.empty() ? "" : " ") + a.tokens[k].text;
      out.push_back({&field, sentence, written, q.value, nearest});
      break;  // one finding a sentence
    }
  }
}

}  // namespace

std::vector<MultiplierUnbacked> unbacked_multipliers(const Profile& p) {
  std::vector<MultiplierUnbacked> out;
  const std::vector<CellValue> cells = cells_of(p);
  if (cells.empty()) return out;
  read_field(p.bakeoff.setup, cells, p, out);
  for (const Text& t : p.bakeoff.notes) read_field(t, cells, p, out);
  for (const Arm& arm : p.bakeoff.arms)
    for (const Text& t : arm.notes) read_field(t, cells, p, out);
  for (const Observation& o : p.bakeoff.observations)
    for (const Text& t : o.notes) read_field(t, cells, p, out);
  for (const Text& t : p.validation) read_field(t, cells, p, out);
  return out;
}

}  // namespace brief::derivation
