#include "derive/prose.h"

#include <cctype>

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

struct Unit {
  std::string_view name;
  __int128 multiplier;
  bool any_case;  // "gb", "Gb" ... too; "B" alone stays case-sensitive (b is bits)
};
constexpr __int128 k10 = 1000, k2 = 1024;
// Longest names first, so "GiB" is not read as "G" and "gigabytes" not as "gigabyte".
const Unit kUnits[] = {
    {"gibibytes", k2 * k2 * k2, true}, {"tebibytes", k2 * k2 * k2 * k2, true}, {"mebibytes", k2 * k2, true},
    {"kibibytes", k2, true},           {"gigabytes", k10 * k10 * k10, true},   {"terabytes", k10 * k10 * k10 * k10, true},
    {"megabytes", k10 * k10, true},    {"kilobytes", k10, true},               {"gigabyte", k10 * k10 * k10, true},
    {"terabyte", k10 * k10 * k10 * k10, true}, {"megabyte", k10 * k10, true},  {"bytes", 1, true},
    {"byte", 1, true},                 {"KiB", k2, true},                      {"MiB", k2 * k2, true},
    {"GiB", k2 * k2 * k2, true},       {"TiB", k2 * k2 * k2 * k2, true},       {"kB", k10, true},
    {"MB", k10 * k10, true},           {"GB", k10 * k10 * k10, true},          {"TB", k10 * k10 * k10 * k10, true},
    {"B", 1, false},
};

bool same_unit(std::string_view written, const Unit& u) {
  if (written.size() != u.name.size()) return false;
  if (!u.any_case) return written == u.name;
  for (std::size_t i = 0; i < written.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(written[i])) != std::tolower(static_cast<unsigned char>(u.name[i])))
      return false;
  return true;
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
    const Unit* unit = nullptr;
    for (const auto& u : kUnits) {
      if (k + u.name.size() <= text.size() && same_unit(text.substr(k, u.name.size()), u) &&
          (k + u.name.size() == text.size() || !is_alnum(text[k + u.name.size()]))) {
        unit = &u;
        break;
      }
    }
    if (unit) {
      f.multiplier = unit->multiplier;
      std::string_view before = text.substr(0, i);
      f.approximate = before.ends_with("about ") || before.ends_with("~") || before.ends_with("approximately ") ||
                      before.ends_with("roughly ") || before.ends_with("around ") || before.ends_with("~ ") ||
                      before.ends_with("nearly ") || before.ends_with("almost ") || before.ends_with("some ");
      f.offset = i;
      f.text = std::string(text.substr(i, k + unit->name.size() - i));
      out.push_back(f);
      j = k + unit->name.size();
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

bool is_full_revision(std::string_view hash) {
  if (hash.size() != 40) return false;
  for (char c : hash)
    if (!is_hex(c)) return false;
  return true;
}

}  // namespace brief::derivation
