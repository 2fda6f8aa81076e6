#include "derive/claim_judgement.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>

#include "derive/licenses.h"
#include "derive/prose.h"

namespace brief::derivation {
namespace {


// A figure's bytes, rounded down (for range tests; exact matching uses figure_matches).
long double bytes_of(const ByteFigure& f) {
  long double v = static_cast<long double>(f.units) * static_cast<long double>(f.multiplier);
  for (int s = 0; s < f.scale; ++s) v /= 10;
  return v;
}

// One pool's capacity range: from the smallest to the largest reading of its figures. A
// vendor's "128 GB" may be 128 x 10^9 or 128 x 2^30 bytes; the usable figure is lower still.
struct Range {
  long double low = 0, high = 0;
};
std::vector<std::pair<std::string, Range>> pool_ranges(const Hardware& hardware) {
  std::vector<std::pair<std::string, Range>> out;
  constexpr long double kBinaryOverDecimal = 1073741824.0L / 1000000000.0L;
  for (const auto& pool : hardware.pools) {
    Range r{0, 0};
    bool any = false;
    for (const Located<Bytes>* cap : {&pool.nominal, &pool.usable}) {
      if (!cap->value.is_known()) continue;
      // The nominal figure may be meant in either unit family; the usable one is as written.
      const long double v = static_cast<long double>(cap->value.value());
      const bool nominal = cap == &pool.nominal;
      const long double lo = nominal ? v / kBinaryOverDecimal : v, hi = nominal ? v * kBinaryOverDecimal : v;
      r.low = any ? std::min(r.low, lo) : lo;
      r.high = any ? std::max(r.high, hi) : hi;
      any = true;
    }
    if (any) out.emplace_back(pool.id.value, r);
  }
  return out;
}

}  // namespace

std::vector<const LocatedClaim*> claims_of(const Brief& brief, ClaimKind kind) {
  std::vector<const LocatedClaim*> out;
  for (const auto& c : brief.claims)
    if (c.claim.kind() == kind && !c.claim.rebutted) out.push_back(&c);
  return out;
}

bool is_known_fact(const Profile& p, const ByteFigure& f) {
  auto matches = [&](const Located<Bytes>& b) { return b.value.is_known() && figure_matches(f, b.value.value(), true); };
  for (const auto& c : p.components)
    if (matches(c.file_size) || matches(c.resident) || matches(c.per_rank)) return true;
  for (const auto& d : p.disk)
    if (matches(d.size)) return true;
  return matches(p.official.checkpoint_file);
}

std::optional<PoolMultiple> pool_multiple(const Hardware& hardware, const ByteFigure& figure, int64_t max_k) {
  // A figure near one of the node's pools ("128 GB unified memory", a MemTotal in KiB) adds
  // nothing up, even when it is also two of a smaller pool.
  const long double v = bytes_of(figure);
  for (const auto& [id, r] : pool_ranges(hardware))
    if (v >= r.low * 0.97L && v <= r.high * 1.03L) return std::nullopt;
  for (const auto& [id, r] : pool_ranges(hardware)) {
    if (r.low <= 0) continue;
    // Allow 3% for rounding ("~250 GB"), then find a k >= 2 whose range holds the figure.
    const long double k_low = v / (r.high * 1.03L), k_high = v / (r.low * 0.97L);
    for (int64_t k = std::max<int64_t>(2, static_cast<int64_t>(k_low)); k <= max_k && k <= k_high + 1; ++k)
      if (k >= k_low && k <= k_high) return PoolMultiple{k, id};
  }
  return std::nullopt;
}

bool above_one_pool(const Hardware& hardware, const ByteFigure& figure) {
  const long double v = bytes_of(figure);
  auto ranges = pool_ranges(hardware);
  if (ranges.empty()) return false;
  for (const auto& [id, r] : ranges)
    if (v <= r.high * 1.03L) return false;
  return true;
}

bool is_one_pool(const Hardware& hardware, const ByteFigure& figure) {
  // The pool's own figures, the nominal one also read in the other unit family.
  for (const auto& pool : hardware.pools) {
    for (const Located<Bytes>* cap : {&pool.nominal, &pool.usable}) {
      if (!cap->value.is_known()) continue;
      const uint64_t v = cap->value.value();
      if (cap == &pool.nominal ? figure_matches_either_unit(figure, v) : figure_matches(figure, v, true)) return true;
    }
  }
  return false;
}

std::optional<std::string> overlapping_sum(const Profile& p, const ByteFigure& f) {
  for (auto metric : {&Component::resident, &Component::file_size, &Component::per_rank}) {
    for (const auto& base : p.components) {
      if (!(base.*metric).value.is_known()) continue;
      std::vector<const Component*> parts;
      for (const auto& c : p.components)
        if (c.overlaps.value == base.id.value && (c.*metric).value.is_known()) parts.push_back(&c);
      // A profile has a handful of subcomponents; past 12 the subsets are not searched.
      if (parts.empty() || parts.size() > 12) continue;
      for (unsigned mask = 1; mask < (1u << parts.size()); ++mask) {
        __int128 sum = (base.*metric).value.value();
        std::vector<std::string> names{base.id.value};
        for (std::size_t i = 0; i < parts.size(); ++i) {
          if (!(mask & (1u << i))) continue;
          sum += (parts[i]->*metric).value.value();
          names.push_back(parts[i]->id.value);
        }
        if (figure_matches(f, sum, true)) return fmt::format("{}", fmt::join(names, " + "));
      }
    }
  }
  return std::nullopt;
}

namespace {

std::string last_word(const std::string& name) {
  const auto sp = name.rfind(' ');
  return sp == std::string::npos ? name : name.substr(sp + 1);
}

// The words that name a row: its id, its name, its role's name, and its name's last word
// ("experts" for "Routed experts"), singular or plural.
bool named_by(const std::string& s, const Component& c, bool last_word_too) {
  if (has_word(s, lower(c.id.value)) || has_word(s, lower(c.name.value)))
    return true;
  if (c.role.value == ComponentRole::file_ledger && (has_word(s, "ledger") || has_word(s, "file ledger")))
    return true;
  if (!last_word_too) return false;
  const std::string last = last_word(lower(c.name.value));
  // Generic words ("prepared weights", "recurrent state") name no particular row.
  if (last == "weights" || last == "weight" || last == "state" || last == "cache") return false;
  return last.size() >= 5 && (has_word(s, last) || has_word(s, last.substr(0, last.size() - 1)));
}

}  // namespace

std::optional<std::string> overlapping_rows_named(const Profile& p, std::string_view sentence) {
  const std::string s = lower(sentence);
  for (const auto& part : p.components) {
    if (part.overlaps.value.empty()) continue;
    // The part must be named unmistakably: by its last word only when no other row shares it.
    bool shared = false;
    for (const auto& other : p.components)
      shared |= &other != &part && last_word(lower(other.name.value)) == last_word(lower(part.name.value));
    if (!named_by(s, part, !shared)) continue;
    for (const auto& whole : p.components)
      if (whole.id.value == part.overlaps.value && &whole != &part && named_by(s, whole, true)) {
        // "checkpoint" names the part's whole only when the part is named apart from it.
        if (!shared || has_word(s, lower(part.name.value)) ||
            has_word(s, lower(part.id.value)))
          return fmt::format("{} + {}", whole.id.value, part.id.value);
      }
  }
  return std::nullopt;
}

bool is_known_disk_sum(const Profile& p, const ByteFigure& f) {
  if (p.disk.empty()) return false;
  __int128 sum = 0;
  for (const auto& d : p.disk) {
    if (!d.size.value.is_known()) return false;
    sum += d.size.value.value();
  }
  // "about 249 GB" for "about 165 GB" + "about 84 GB": the rounding of each adds up.
  ByteFigure lenient = f;
  lenient.approximate = true;
  return figure_matches(lenient, sum, true) || figure_matches(f, sum, true);
}

bool is_disk_only_figure(const Profile& p, const ByteFigure& f) {
  for (const auto& c : p.components)
    for (const Located<Bytes>* b : {&c.file_size, &c.resident, &c.per_rank})
      if (b->value.is_known() && figure_matches(f, b->value.value(), true)) return false;
  if (is_known_disk_sum(p, f)) return true;
  for (const auto& d : p.disk)
    if (d.size.value.is_known() && figure_matches(f, d.size.value.value(), true)) return true;
  return false;
}

namespace {

std::vector<std::string> distinctive_words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    static const std::string_view kCommon[] = {"this", "that", "the", "profile", "kit", "with", "arm", "and", "for"};
    bool common = cur.size() < 3;
    for (auto c : kCommon) common |= cur == c;
    if (!common) out.push_back(cur);
    cur.clear();
  };
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else flush();
  }
  flush();
  return out;
}

}  // namespace

std::vector<const Arm*> arms_named(const Profile& p, std::string_view sentence) {
  const std::string s = lower(sentence);
  std::vector<const Arm*> out;
  for (const auto& arm : p.bakeoff.arms) {
    bool named = !arm.id.value.empty() && has_word(s, lower(arm.id.value));
    for (const auto& w : distinctive_words(arm.label.value + " " + arm.runtime.value + " " + arm.quantization.value)) {
      if (named) break;
      bool shared = false;
      for (const auto& other : p.bakeoff.arms) {
        if (&other == &arm) continue;
        for (const auto& ow : distinctive_words(other.label.value + " " + other.runtime.value + " " + other.quantization.value))
          shared |= ow == w;
      }
      named = !shared && has_word(s, w);
    }
    if (named) out.push_back(&arm);
  }
  return out;
}

const LicenseView* license_scope(const Brief& brief, const Text* text) {
  for (const auto& view : brief.licenses) {
    if (&view.license->name == text) return &view;
    for (const auto& n : view.license->notes)
      if (&n == text) return &view;
  }
  return nullptr;
}

std::vector<const LicenseView*> licenses_spoken_of(const Brief& brief, const Text* text, std::string_view sentence) {
  const std::string low = lower(sentence);
  const bool all = has_word(low, "every") || has_word(low, "all") || has_word(low, "each");
  std::vector<const LicenseView*> out;
  const LicenseView* own = license_scope(brief, text);
  for (const auto& view : brief.licenses) {
    const License& l = *view.license;
    bool named = &view == own || all;
    for (const Text* t : {&l.subject, &l.name, &l.spdx, &l.target})
      named |= !t->value.empty() && low.find(lower(t->value)) != std::string::npos;
    named |= names_license_part(l, low);
    if (named) out.push_back(&view);
  }
  return out;
}

bool rate_backed(const Profile& p, const RateNamed& rate) {
  auto as_number = [](const Decimal& d) {
    long double v = static_cast<long double>(d.units);
    for (int s = 0; s < d.scale; ++s) v /= 10;
    return v;
  };
  long double half_digit = 0.5L;
  for (int s = 0; s < rate.scale; ++s) half_digit /= 10;
  auto near = [&](long double cell) {
    const long double diff = rate.value > cell ? rate.value - cell : cell - rate.value;
    return diff <= half_digit + 1e-9L || (rate.approximate && diff <= 0.06L * (cell < 0 ? -cell : cell));
  };
  for (const auto& o : p.bakeoff.observations) {
    const std::string unit = lower(o.unit.value);
    if (unit.find("tok") == std::string::npos && unit.find("/s") == std::string::npos) continue;
    for (const auto& c : o.cells) {
      if (near(as_number(c.value.value))) return true;
      for (const auto& other : o.cells)
        if (rate.may_be_gap && &other != &c && near(as_number(c.value.value) - as_number(other.value.value))) return true;
    }
  }
  return false;
}

const ObservationView* observation_scope(const Brief& brief, const Text* text) {
  for (const auto& view : brief.observations)
    for (const auto& n : view.observation->notes)
      if (&n == text) return &view;
  return nullptr;
}

}  // namespace brief::derivation
