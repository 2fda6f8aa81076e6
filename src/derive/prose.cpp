#include "derive/prose.h"

#include <cctype>
#include <string>

#include "model/byte_units.h"

namespace brief::derivation {
namespace {

void push(std::vector<const Text*>& out, const Text& t) {
  if (t.present && !t.value.empty()) out.push_back(&t);
}
void push_all(std::vector<const Text*>& out, const TextList& list) {
  for (const auto& t : list) push(out, t);
}

bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool is_hex(char c) { return std::isdigit(static_cast<unsigned char>(c)) || (c >= 'a' && c <= 'f'); }
bool is_hex_any_case(char c) { return is_hex(c) || (c >= 'A' && c <= 'F'); }

// Whether written equals name, ignoring case; a lone "B" stays case-sensitive (b is bits).
bool same_unit(std::string_view written, std::string_view name) {
  if (written.size() != name.size()) return false;
  if (name == "B") return written == name;
  for (std::size_t i = 0; i < written.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(written[i])) != std::tolower(static_cast<unsigned char>(name[i])))
      return false;
  return true;
}

struct UnitMatch {
  const ByteUnit* unit = nullptr;
  std::size_t length = 0;
};

// The longest spelling of a unit of the byte-unit table at text[k] ("GiB", "gigabytes",
// "gigabyte"), ending at a word boundary, so "GiB" is not read as "G".
UnitMatch unit_at(std::string_view text, std::size_t k) {
  UnitMatch best;
  for (const auto& u : kByteUnits) {
    const std::string plural = std::string(u.word) + "s";
    for (std::string_view name : {std::string_view(plural), u.word, u.symbol}) {
      if (name.size() <= best.length || k + name.size() > text.size()) continue;
      if (!same_unit(text.substr(k, name.size()), name)) continue;
      if (k + name.size() < text.size() && is_alnum(text[k + name.size()])) continue;
      best = {&u, name.size()};
    }
  }
  return best;
}

// The separator between a number and its unit: a space, a hyphen ("256-GB"), a no-break or
// thin space (UTF-8), or nothing ("256GB"). Returns its length.
std::size_t separator_at(std::string_view text, std::size_t k) {
  if (k < text.size() && (text[k] == ' ' || text[k] == '-')) return 1;
  for (std::string_view sp : {"\xC2\xA0", "\xE2\x80\xAF", "\xE2\x80\x89"})
    if (text.substr(k, sp.size()) == sp) return sp.size();
  return 0;
}

}  // namespace

std::vector<const Text*> prose_fields(const Profile& p) {
  std::vector<const Text*> out;
  push(out, p.title);
  push(out, p.subtitle);
  push(out, p.summary);
  for (const auto& r : p.residences) push(out, r.note);
  for (const auto& c : p.components) {
    push(out, c.placement);
    push(out, c.evidence);
    push(out, c.gap);
    push_all(out, c.notes);
  }
  for (const auto& l : p.licenses) push_all(out, l.notes);
  for (const auto& r : p.residences) push(out, r.name);
  for (const auto& pin : p.pins) {
    push(out, pin.scope);
    push(out, pin.note);
  }
  for (const auto& b : p.builds) push(out, b.note);
  push(out, p.hashes.runtime_profile);
  push(out, p.hashes.runtime_not);
  for (const auto& s : p.sources) {
    push(out, s.title);
    push(out, s.note);
  }
  push_all(out, p.official.not_counts);
  push_all(out, p.official.notes);
  push(out, p.serving.admission);
  push(out, p.serving.readiness_gate);
  push_all(out, p.serving.notes);
  for (const auto& d : p.disk) push(out, d.note);
  push_all(out, p.disk_notes);
  push(out, p.bakeoff.setup);
  for (const auto& a : p.bakeoff.arms) {
    push(out, a.label);
    push(out, a.runtime);
    push_all(out, a.notes);
  }
  for (const auto& o : p.bakeoff.observations) {
    push(out, o.metric);
    push(out, o.prompt);
    push(out, o.aggregation);
    push_all(out, o.notes);
  }
  push_all(out, p.bakeoff.notes);
  for (const auto& s : p.preflight) push(out, s.text);
  push_all(out, p.validation);
  push_all(out, p.rollback);
  for (const auto& r : p.do_not_blend) push(out, r.why);
  for (const auto& r : p.catalog_runs) {
    push(out, r.what);
    push(out, r.note);
  }
  return out;
}

std::vector<const Text*> prose_fields(const Hardware& h) {
  std::vector<const Text*> out;
  push(out, h.name);
  for (const auto& pool : h.pools) {
    push(out, pool.nominal_source);
    push(out, pool.usable_source);
  }
  push(out, h.interconnect);
  push_all(out, h.sources);
  push_all(out, h.notes);
  return out;
}

std::vector<std::string> sentences(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    cur += (c == '\n') ? ' ' : c;
    bool end = (c == '.' || c == '!' || c == '?') &&
               (i + 1 == text.size() || text[i + 1] == ' ' || text[i + 1] == '\n');
    if (end) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (cur.find_first_not_of(' ') != std::string::npos) out.push_back(cur);
  return out;
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool has_word(std::string_view text, std::string_view word) {
  for (std::size_t pos = text.find(word); pos != std::string_view::npos; pos = text.find(word, pos + 1)) {
    bool left = pos == 0 || !is_alnum(text[pos - 1]);
    std::size_t after = pos + word.size();
    bool right = after >= text.size() || !is_alnum(text[after]);
    if (left && right) return true;
  }
  return false;
}

bool is_negated(std::string_view s) {
  return has_word(s, "not") || has_word(s, "no") || has_word(s, "never") || has_word(s, "unknown") ||
         has_word(s, "nor") || s.find("n't") != std::string_view::npos;
}

std::vector<std::string> hex_tokens(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (!is_alnum(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && is_alnum(text[j])) ++j;
    std::string_view tok = text.substr(i, j - i);
    bool all_hex = true, digit = false, letter = false;
    for (char c : tok) {
      all_hex = all_hex && is_hex_any_case(c);
      digit = digit || std::isdigit(static_cast<unsigned char>(c));
      letter = letter || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
    if (all_hex && digit && letter && tok.size() >= 7 && tok.size() <= 40) out.emplace_back(tok);
    i = j;
  }
  return out;
}

std::vector<ByteFigure> byte_figures(std::string_view text) {
  std::vector<ByteFigure> out;
  std::size_t i = 0;
  while (i < text.size()) {
    bool starts_number = std::isdigit(static_cast<unsigned char>(text[i])) &&
                         (i == 0 || (!is_alnum(text[i - 1]) && text[i - 1] != '.' && text[i - 1] != ','));
    if (!starts_number) {
      ++i;
      continue;
    }
    ByteFigure f;
    std::size_t j = i;
    bool point = false;
    while (j < text.size()) {
      char c = text[j];
      if (std::isdigit(static_cast<unsigned char>(c))) {
        if (f.units < (__int128(1) << 100)) f.units = f.units * 10 + (c - '0');
        if (point) ++f.scale;
      } else if (c == ',' && !point && j + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[j + 1]))) {
      } else if (c == '.' && !point && j + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[j + 1]))) {
        point = true;
      } else {
        break;
      }
      ++j;
    }
    std::size_t k = j + separator_at(text, j);
    const UnitMatch unit = unit_at(text, k);
    if (unit.unit) {
      f.multiplier = unit.unit->factor;
      std::string_view before = text.substr(0, i);
      f.approximate = before.ends_with("about ") || before.ends_with("~") || before.ends_with("approximately ") ||
                      before.ends_with("roughly ") || before.ends_with("around ") || before.ends_with("~ ") ||
                      before.ends_with("nearly ") || before.ends_with("almost ") || before.ends_with("some ");
      f.offset = i;
      f.text = std::string(text.substr(i, k + unit.length - i));
      out.push_back(f);
      j = k + unit.length;
    }
    i = j;
  }
  return out;
}

bool figure_matches(const ByteFigure& f, __int128 bytes, bool lenient) {
  __int128 pow10 = 1;
  for (int s = 0; s < f.scale; ++s) pow10 *= 10;
  // figure = units / 10^scale * multiplier; compare units * multiplier with bytes * 10^scale.
  __int128 diff = f.units * f.multiplier - bytes * pow10;
  if (diff < 0) diff = -diff;
  if (f.approximate || lenient) return diff <= f.multiplier;
  return diff * 2 <= f.multiplier;
}

bool figure_matches_either_unit(const ByteFigure& f, uint64_t bytes) {
  const __int128 v = bytes;
  return figure_matches(f, v, true) || figure_matches(f, v * 1000000000 / 1073741824, true) ||
         figure_matches(f, v * 1073741824 / 1000000000, true);
}

bool is_full_revision(std::string_view hash) {
  if (hash.size() != 40) return false;
  for (char c : hash)
    if (!is_hex(c)) return false;
  return true;
}

}  // namespace brief::derivation
