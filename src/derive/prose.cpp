#include "derive/prose.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <utility>

#include "brief/terminal.h"
#include "derive/ascii.h"
#include "derive/number_words.h"
#include "derive/text_memo.h"
#include "model/byte_units.h"

namespace brief::derivation {
namespace {

void push(std::vector<const Text*>& out, const Text& t) {
  if (t.present && !t.value.empty()) out.push_back(&t);
}
void push_all(std::vector<const Text*>& out, const TextList& list) {
  for (const auto& t : list) push(out, t);
}

bool is_alnum(char c) { return ascii::isalnum(static_cast<unsigned char>(c)) != 0; }
bool is_hex(char c) { return ascii::isdigit(static_cast<unsigned char>(c)) || (c >= 'a' && c <= 'f'); }
bool is_hex_any_case(char c) { return is_hex(c) || (c >= 'A' && c <= 'F'); }

// Whether written equals name, ignoring case; a lone "B" stays case-sensitive (b is bits).
bool same_unit(std::string_view written, std::string_view name) {
  if (written.size() != name.size()) return false;
  if (name == "B") return written == name;
  for (std::size_t i = 0; i < written.size(); ++i)
    if (ascii::tolower(static_cast<unsigned char>(written[i])) != ascii::tolower(static_cast<unsigned char>(name[i])))
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
  // "60G", "256G": the shorthand of a tool's flags (--memory 60G), read as gigabytes. Prose
  // only: a profile's byte fields keep the exact symbols of the table.
  // "150 gigs", "256 GBytes", "2 terabytes": the informal spellings of the decimal units.
  static const std::pair<std::string_view, std::string_view> kInformal[] = {
      {"gigs", "GB"}, {"gig", "GB"}, {"gbytes", "GB"}, {"gbyte", "GB"}, {"tbytes", "TB"}, {"tbyte", "TB"},
      {"mbytes", "MB"}, {"mbyte", "MB"}, {"teras", "TB"}, {"megs", "MB"},
      // "256GBs", "2 TBs": a symbol made plural, as chat writes it.
      {"gbs", "GB"}, {"tbs", "TB"}, {"gibs", "GiB"}, {"tibs", "TiB"}};
  for (auto [name, symbol] : kInformal) {
    if (name.size() <= best.length || k + name.size() > text.size()) continue;
    if (!same_unit(text.substr(k, name.size()), name)) continue;
    if (k + name.size() < text.size() && is_alnum(text[k + name.size()])) continue;
    best = {byte_unit_by_symbol(symbol), name.size()};
  }
  if (best.unit == nullptr && k < text.size() && (text[k] == 'G' || text[k] == 'g') &&
      (k + 1 == text.size() || !is_alnum(text[k + 1])))
    best = {byte_unit_by_symbol("GB"), 1};
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


// --- normalising prose before it is read -------------------------------------------------
// Done once, here, so no rule keeps its own list of look-alike characters: a claim written
// with fullwidth digits, a zero-width character inside a word, a ligature, a no-break or
// figure space, a non-breaking hyphen or a Cyrillic letter inside a Latin word reads as the
// plain claim it looks like to a reader.

// One code point of UTF-8 at s[i] (the one decoder, brief/terminal.h): its value and length;
// an invalid byte reads as U+FFFD, one byte long.
std::pair<char32_t, std::size_t> code_point_at(std::string_view s, std::size_t i) {
  char32_t cp = 0;
  const std::size_t len = decode_utf8_at(s, i, &cp);
  if (len == 0) return {0xFFFD, 1};
  return {cp, len};
}

bool is_ascii_alnum(char32_t c) { return c < 0x80 && is_alnum(static_cast<char>(c)); }

// Cyrillic and Greek letters that look like Latin ones, read as Latin inside a Latin word.
char look_alike(char32_t c) {
  static const std::pair<char32_t, char> kTable[] = {
      {0x0430, 'a'}, {0x0435, 'e'}, {0x043E, 'o'}, {0x0440, 'p'}, {0x0441, 'c'}, {0x0443, 'y'}, {0x0445, 'x'},
      {0x0456, 'i'}, {0x0458, 'j'}, {0x0455, 's'}, {0x0501, 'd'}, {0x0410, 'A'}, {0x0412, 'B'}, {0x0415, 'E'},
      {0x041A, 'K'}, {0x041C, 'M'}, {0x041D, 'H'}, {0x041E, 'O'}, {0x0420, 'P'}, {0x0421, 'C'}, {0x0422, 'T'},
      {0x0425, 'X'}, {0x0406, 'I'}, {0x0408, 'J'}, {0x0405, 'S'}, {0x0391, 'A'}, {0x0392, 'B'}, {0x0395, 'E'},
      {0x0397, 'H'}, {0x0399, 'I'}, {0x039A, 'K'}, {0x039C, 'M'}, {0x039D, 'N'}, {0x039F, 'O'}, {0x03A1, 'P'},
      {0x03A4, 'T'}, {0x03A7, 'X'}, {0x03A5, 'Y'}, {0x0396, 'Z'}, {0x03BF, 'o'}, {0x03B1, 'a'}, {0x03B9, 'i'}};
  for (auto [from, to] : kTable)
    if (c == from) return to;
  return 0;
}

// What a code point reads as: "" to drop it, or its plain spelling; nullopt keeps it.
const char* plain_spelling(char32_t c) {
  switch (c) {
    case 0x00AD: case 0x200B: case 0x200C: case 0x200D: case 0x2060: case 0xFEFF: case 0x180E: return "";
    case 0x00A0: case 0x2002: case 0x2003: case 0x2004: case 0x2005: case 0x2006: case 0x2007: case 0x2008:
    case 0x2009: case 0x200A: case 0x202F: case 0x205F: case 0x3000: return " ";
    case 0x2010: case 0x2011: case 0x2212: return "-";
    case 0x2018: case 0x2019: case 0x02BC: return "'";
    case 0x201C: case 0x201D: return "\"";
    case 0x2248: return "~";  // "≈ 150 GB" is "~ 150 GB"
    case 0x00D7: return "x";  // "2 × 128 GB"
    case 0xFB00: return "ff";
    case 0xFB01: return "fi";
    case 0xFB02: return "fl";
    case 0xFB03: return "ffi";
    case 0xFB04: return "ffl";
    case 0xFB05: case 0xFB06: return "st";
    default: return nullptr;
  }
}

// Number words right before a byte unit ("two hundred fifty-six gigabytes") read as digits;
// elsewhere they stay words ("two Sparks").
int64_t small_number(std::string_view w) {
  if (w.empty() || ascii::isdigit(static_cast<unsigned char>(w.front())) || w == "dozen") return -1;
  return cardinal_word(w).value_or(-1);
}

// Whether the word of letters at text[i] could be "quarter", "half" or a cardinal ("zero" ..
// "ninety"): what a run of number words must start with. Most words cannot, by their length or
// first letter, and are copied without being lowercased and compared with every number word.
bool may_start_number_word(std::string_view text, std::size_t i) {
  std::size_t end = i;
  while (end < text.size() && ascii::isalpha(static_cast<unsigned char>(text[end]))) ++end;
  if (end - i < 3 || end - i > 9) return false;  // "one", "six" .. "seventeen"
  const char first = static_cast<char>(ascii::tolower(static_cast<unsigned char>(text[i])));
  return std::string_view("zotfsenqh").find(first) != std::string_view::npos;
}

std::string digits_for_number_words(const std::string& text) {
  static const std::string_view kUnitWords[] = {"gigabytes", "gigabyte", "terabytes", "terabyte", "megabytes",
                                                "gibibytes", "tebibytes", "gb", "gib", "tb", "tib", "mb", "mib",
                                                "tebibyte", "gibibyte"};
  auto word_at = [&](std::size_t at) {
    std::size_t e = at;
    while (e < text.size() && ascii::isalpha(static_cast<unsigned char>(text[e]))) ++e;
    return std::pair{lower(std::string_view(text).substr(at, e - at)), e};
  };
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    // Only a word can start a number word or a fraction: everything else is copied as it is
    // (every prose field passes here, so the common case must not allocate).
    if (!ascii::isalpha(static_cast<unsigned char>(text[i])) || !may_start_number_word(text, i)) {
      out += text[i++];
      while (i < text.size() && ascii::isalnum(static_cast<unsigned char>(text[i])) &&
             ascii::isalnum(static_cast<unsigned char>(text[i - 1])))
        out += text[i++];
      continue;
    }
    // "a quarter terabyte", "half a terabyte", "a quarter of a TB": a fraction of a unit.
    if (i == 0 || !ascii::isalnum(static_cast<unsigned char>(text[i - 1]))) {
      auto [w, e] = word_at(i);
      if (w == "quarter" || w == "half") {
        std::size_t u = e;
        for (std::string_view filler : {" of", " a"})
          if (lower(std::string_view(text).substr(u, filler.size())) == filler &&
              (u + filler.size() == text.size() || text[u + filler.size()] == ' '))
            u += filler.size();
        if (u < text.size() && text[u] == ' ') {
          auto [unit, unit_end] = word_at(u + 1);
          if (std::find(std::begin(kUnitWords), std::end(kUnitWords), unit) != std::end(kUnitWords)) {
            out += w == "quarter" ? "0.25 " : "0.5 ";
            i = u + 1;
            continue;
          }
        }
      }
    }
    // A run of number words starting at i: "two hundred and fifty-six".
    std::size_t j = i;
    int64_t total = 0, group = 0;
    bool any = false;
    std::size_t run_end = i;
    while (j < text.size() && (i == j || text[j - 1] == ' ')) {
      std::size_t k = j;
      while (k < text.size() && ascii::isalpha(static_cast<unsigned char>(text[k]))) ++k;
      const std::string w = lower(std::string_view(text).substr(j, k - j));
      int64_t n = small_number(w);
      if (n >= 20 && k < text.size() && text[k] == '-') {  // "fifty-six"
        std::size_t m = k + 1;
        while (m < text.size() && ascii::isalpha(static_cast<unsigned char>(text[m]))) ++m;
        const int64_t unit = small_number(lower(std::string_view(text).substr(k + 1, m - k - 1)));
        if (unit > 0 && unit < 10) n += unit, k = m;
      }
      if (n >= 0) group += n;
      else if (w == "hundred" && any) group *= 100;
      else if (w == "thousand" && any) total += group * 1000, group = 0;
      else if (!(w == "and" && any)) break;
      if (w != "and") any = true, run_end = k;
      j = k + (k < text.size() && text[k] == ' ' ? 1 : 0);
      if (k >= text.size() || text[k] != ' ') break;
    }
    const bool word_start = i == 0 || !ascii::isalnum(static_cast<unsigned char>(text[i - 1]));
    if (any && word_start && run_end > i) {
      std::size_t u = run_end;
      while (u < text.size() && text[u] == ' ') ++u;
      std::size_t v = u;
      while (v < text.size() && ascii::isalpha(static_cast<unsigned char>(text[v]))) ++v;
      const std::string unit = lower(std::string_view(text).substr(u, v - u));
      if (u > run_end && std::find(std::begin(kUnitWords), std::end(kUnitWords), unit) != std::end(kUnitWords)) {
        out += std::to_string(total + group);
        i = run_end;
        continue;
      }
    }
    out += text[i++];
    while (i < text.size() && ascii::isalnum(static_cast<unsigned char>(text[i])) &&
           ascii::isalnum(static_cast<unsigned char>(text[i - 1])))
      out += text[i++];
  }
  return out;
}

std::string normalized_prose(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  char32_t previous = 0;
  while (i < text.size()) {
    // ASCII reads as itself (no table below has an ASCII entry): the common case is one copy.
    if (static_cast<unsigned char>(text[i]) < 0x80) {
      previous = static_cast<char32_t>(text[i]);
      out += text[i++];
      continue;
    }
    auto [c, len] = code_point_at(text, i);
    const std::size_t next_at = i + len;
    const char32_t next = next_at < text.size() ? code_point_at(text, next_at).first : 0;
    if (c >= 0xFF01 && c <= 0xFF5E) {  // fullwidth ASCII
      out += static_cast<char>(c - 0xFEE0);
    } else if (const char* plain = plain_spelling(c)) {
      out += plain;
    } else if (char latin = look_alike(c); latin && (is_ascii_alnum(previous) || is_ascii_alnum(next))) {
      out += latin;
    } else {
      out.append(text.substr(i, len));
    }
    previous = (c >= 0xFF01 && c <= 0xFF5E) ? c - 0xFEE0 : look_alike(c) ? static_cast<char32_t>(look_alike(c)) : c;
    i = next_at;
  }
  return digits_for_number_words(out);
}
}  // namespace

std::vector<const Text*> prose_fields(const Profile& p) {
  std::vector<const Text*> out;
  push(out, p.title);
  push(out, p.subtitle);
  push(out, p.summary);
  // Short free-text fields a reader sees too (the recipe renders as a caveat; names and the
  // reporter are printed beside the facts): a claim written there is still a claim.
  push(out, p.provenance.kind);
  push(out, p.provenance.reporter);
  push(out, p.recipe);
  for (const auto& r : p.residences) push(out, r.note);
  for (const auto& c : p.components) {
    push(out, c.name);
    push(out, c.placement);
    push(out, c.evidence);
    push(out, c.gap);
    push_all(out, c.notes);
  }
  for (const auto& l : p.licenses) {
    push(out, l.name);
    push(out, l.credited_by);
    push_all(out, l.notes);
  }
  for (const auto& r : p.residences) push(out, r.name);
  for (const auto& pin : p.pins) {
    push(out, pin.repo);  // usually an id ("owner/name"), sometimes words ("official ... snapshot")
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
  push(out, p.serving.slots_label);
  push(out, p.serving.admission);
  push(out, p.serving.readiness_gate);
  push_all(out, p.serving.notes);
  for (const auto& d : p.disk) {
    push(out, d.what);
    push(out, d.note);
  }
  push_all(out, p.disk_notes);
  push(out, p.bakeoff.setup);
  push(out, p.bakeoff.reporter);
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
  for (const auto& src : p.model.sources) push(out, src.document);
  push(out, p.model.layout_unknown);
  for (const auto& c : p.model.stored) push(out, c.note);
  push_all(out, p.model.notes);
  push_all(out, p.unknown_reasons);
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
  push_all(out, h.unknown_reasons);
  return out;
}

namespace {
std::vector<std::string> split_sentences(std::string_view raw) {
  const std::string text = normalized_prose(raw);
  std::vector<std::string> out;
  std::string cur;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    cur += (c == '\n') ? ' ' : c;
    bool end = (c == '.' || c == '!' || c == '?') &&
               (i + 1 == text.size() || text[i + 1] == ' ' || text[i + 1] == '\n');
    // "i.e.", "e.g.", "vs." end an abbreviation, not a sentence: "441de75, i.e. the runtime
    // pin" is one claim.
    if (end && c == '.' && i + 1 < text.size()) {
      const std::size_t space = cur.find_last_of(" (");
      const std::string word = lower(space == std::string::npos ? cur : std::string_view(cur).substr(space + 1));
      end = word != "i.e." && word != "e.g." && word != "vs." && word != "cf." && word != "approx." && word != "ca." &&
            word != "c." && word != "approx" && word != "est." && word != "incl." && word != "excl." && word != "resp.";
    }
    // A line break ends a table row of a literal block: "| 8 slots | weights fit |" is a
    // statement of its own, not one run-on sentence with the next row. (A list item is not split
    // off: an opening line's negation or order may govern its items.)
    if (!end && c == '\n') {
      const std::size_t next = text.find_first_not_of(' ', i + 1);
      const std::size_t first = cur.find_first_not_of(' ');
      end = (next != std::string::npos && text[next] == '|') || (first != std::string::npos && cur[first] == '|');
    }
    if (end) {
      if (cur.find_first_not_of(' ') != std::string::npos) out.push_back(cur);
      cur.clear();
    }
  }
  if (cur.find_first_not_of(' ') != std::string::npos) out.push_back(cur);
  return out;
}
}  // namespace

std::vector<std::string> sentences(std::string_view raw) {
  // Some thirty readers split the same fields of one profile; each split, with its Unicode
  // normalisation and number words, was an eighth of a one-file lint.
  thread_local TextMemo<std::vector<std::string>> memo(512);
  return *memo.get(raw, split_sentences);
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (auto& c : out) c = static_cast<char>(ascii::tolower(static_cast<unsigned char>(c)));
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

// Whether the word before text[at] names a revision ("commit", "rev", "build", "hash", "sha").
bool after_revision_word(std::string_view text, std::size_t at) {
  std::size_t e = at;
  while (e > 0 && (text[e - 1] == ' ' || text[e - 1] == '.' || text[e - 1] == ':' || text[e - 1] == '@')) --e;
  std::size_t b = e;
  while (b > 0 && is_alnum(text[b - 1])) --b;
  std::string w(text.substr(b, e - b));
  for (auto& c : w) c = static_cast<char>(ascii::tolower(static_cast<unsigned char>(c)));
  return w == "commit" || w == "rev" || w == "revision" || w == "build" || w == "hash" || w == "sha" || w == "at";
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
      digit = digit || ascii::isdigit(static_cast<unsigned char>(c));
      letter = letter || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
    if (all_hex && digit && letter && tok.size() >= 7 && tok.size() <= 40) out.emplace_back(tok);
    // "v0.3-12-g9f3e2a1": git describe's hash after its "g".
    else if (tok.size() >= 8 && (tok[0] == 'g') && i > 0 && text[i - 1] == '-' && hex_tokens(tok.substr(1)).size() == 1)
      out.emplace_back(tok.substr(1));
    // "commit deadbeef": a hash of letters only, named as one.
    else if (all_hex && letter && !digit && tok.size() >= 7 && tok.size() <= 40 && after_revision_word(text, i))
      out.emplace_back(tok);
    i = j;
  }
  return out;
}

// "8x141GB": a count times a size, written without spaces. The size starts a figure even
// though a letter comes before it, when that letter is the x of a count.
bool after_count_times(std::string_view text, std::size_t i) {
  return i >= 2 && (text[i - 1] == 'x' || text[i - 1] == 'X') && ascii::isdigit(static_cast<unsigned char>(text[i - 2]));
}

namespace {

// The bytes a figure writes, rounded to a whole byte; nullopt when out of range.
std::optional<__int128> figure_bytes(const ByteFigure& f) {
  constexpr __int128 kLimit = __int128(1) << 120;
  if (f.multiplier <= 0 || f.units > kLimit / f.multiplier) return std::nullopt;
  __int128 pow10 = 1;
  for (int s = 0; s < f.scale; ++s) pow10 *= 10;
  return (f.units * f.multiplier + pow10 / 2) / pow10;
}

// "23,622,320,128 bytes (22 GiB)", "128 GB (119 GiB)": a figure in parentheses right after
// a figure, with nothing else in them, is that figure in another unit when it matches it at
// its own rounding. It is the same quantity, so the reader reads it once: read twice, the
// conversion (at a coarser rounding) is judged as a second figure of its own, and a total
// that the exact figure is not ("22 GiB" for what is 22.3 GiB of overlapping rows) is claimed.
// The shape of a conversion: "(" right after the stated figure, the second figure alone in the
// parentheses but for a hedge ("(about 78 GiB)").
bool written_as_conversion(std::string_view text, const ByteFigure& stated, const ByteFigure& conversion) {
  std::size_t k = stated.offset + stated.text.size();
  while (k < conversion.offset && text[k] == ' ') ++k;
  if (k >= conversion.offset || text[k] != '(') return false;
  std::string_view between = text.substr(k + 1, conversion.offset - k - 1);
  while (!between.empty() && between.front() == ' ') between.remove_prefix(1);
  while (!between.empty() && between.back() == ' ') between.remove_suffix(1);
  if (!between.empty() && !approximates(between)) return false;
  std::size_t end = conversion.offset + conversion.text.size();
  while (end < text.size() && text[end] == ' ') ++end;
  return end < text.size() && text[end] == ')';
}

bool same_quantity(const ByteFigure& stated, const ByteFigure& conversion) {
  const auto bytes = figure_bytes(stated);
  return bytes && figure_matches(conversion, *bytes, stated.approximate || conversion.approximate);
}

bool converts(std::string_view text, const ByteFigure& stated, const ByteFigure& conversion) {
  return written_as_conversion(text, stated, conversion) && same_quantity(stated, conversion);
}

}  // namespace

std::vector<ByteFigure> byte_figures(std::string_view text) {
  std::vector<ByteFigure> out;
  std::size_t i = 0;
  while (i < text.size()) {
    bool starts_number = ascii::isdigit(static_cast<unsigned char>(text[i])) &&
                         (i == 0 || (!is_alnum(text[i - 1]) && text[i - 1] != '.' && text[i - 1] != ',') ||
                          after_count_times(text, i));
    if (!starts_number) {
      ++i;
      continue;
    }
    ByteFigure f;
    std::size_t j = i;
    bool point = false;
    while (j < text.size()) {
      char c = text[j];
      if (ascii::isdigit(static_cast<unsigned char>(c))) {
        if (f.units < (__int128(1) << 100)) f.units = f.units * 10 + (c - '0');
        if (point) ++f.scale;
      } else if (c == ',' && !point && j + 1 < text.size() && ascii::isdigit(static_cast<unsigned char>(text[j + 1]))) {
      } else if (c == '.' && !point && j + 1 < text.size() && ascii::isdigit(static_cast<unsigned char>(text[j + 1]))) {
        point = true;
      } else {
        break;
      }
      ++j;
    }
    // "2.56e11 bytes", "2.56 x 10^11 bytes": a power of ten after the number.
    for (std::string_view times : {"e", "E", "e+", "E+", " x 10^", "x10^", " * 10^", "*10^"}) {
      std::size_t at = j + times.size();
      if (text.substr(j, times.size()) != times || at >= text.size() ||
          !ascii::isdigit(static_cast<unsigned char>(text[at])))
        continue;
      int exponent = 0;
      while (at < text.size() && ascii::isdigit(static_cast<unsigned char>(text[at])) && exponent < 30)
        exponent = exponent * 10 + (text[at++] - '0');
      if (at < text.size() && is_alnum(text[at])) break;
      for (; exponent > 0 && f.scale > 0; --exponent) --f.scale;
      for (; exponent > 0; --exponent) f.units *= 10;
      j = at;
      break;
    }
    std::size_t k = j + separator_at(text, j);
    const UnitMatch unit = unit_at(text, k);
    if (unit.unit) {
      f.multiplier = unit.unit->factor;
      // The word right before the figure ("about 84 GB", "~84 GB", "~ 84 GB").
      std::string_view before = text.substr(0, i);
      while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
      const std::size_t word_start = before.find_last_of(" (");
      f.approximate = approximates(word_start == std::string_view::npos ? before : before.substr(word_start + 1));
      f.offset = i;
      f.text = std::string(text.substr(i, k + unit.length - i));
      if (out.empty() || !converts(text, out.back(), f)) out.push_back(f);
      j = k + unit.length;
    }
    i = j;
  }
  return out;
}

std::vector<std::pair<ByteFigure, ByteFigure>> mismatched_conversions(std::string_view text) {
  return mismatched_conversions(text, byte_figures(text));
}

std::vector<std::pair<ByteFigure, ByteFigure>> mismatched_conversions(std::string_view text,
                                                                      const std::vector<ByteFigure>& figures) {
  std::vector<std::pair<ByteFigure, ByteFigure>> out;
  // byte_figures keeps a conversion that disagrees as a figure of its own, right after its
  // stated figure.
  for (std::size_t i = 1; i < figures.size(); ++i)
    if (written_as_conversion(text, figures[i - 1], figures[i]) && figures[i].multiplier != figures[i - 1].multiplier &&
        !same_quantity(figures[i - 1], figures[i]))
      out.emplace_back(figures[i - 1], figures[i]);
  return out;
}

bool approximates(std::string_view w) {
  return w == "about" || w == "roughly" || w == "approximately" || w == "around" || w == "~" || w == "nearly" ||
         w == "almost" || w == "some" || w == "circa" || w == "approx";
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
