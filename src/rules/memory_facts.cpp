#include "rules/memory_facts.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <optional>

#include "rules/prose.h"

namespace brief::rules {
namespace {

const Residence* residence_of(const Profile& p, const Component& c) {
  for (const auto& r : p.residences)
    if (r.id.value == c.residence.value) return &r;
  return nullptr;
}

bool states_total(std::string_view lowered) {
  for (std::string_view w : {"total", "totals", "combined", "altogether", "in all", "sum", "summed", "together",
                             "all told", "adds up", "add up"})
    if (has_word(lowered, w)) return true;
  return false;
}

// The known bytes of a row in one metric, or nullopt.
std::optional<uint64_t> known(const Located<Bytes>& b) {
  if (b.value.is_known()) return b.value.value();
  return std::nullopt;
}

// A row plus a non-empty subset of the rows overlapping it that matches the figure.
std::optional<std::string> overlap_sum(const Profile& p, const ByteFigure& f) {
  for (auto metric : {&Component::resident, &Component::file_size, &Component::per_rank}) {
    for (const auto& base : p.components) {
      auto base_bytes = known(base.*metric);
      if (!base_bytes) continue;
      std::vector<const Component*> parts;
      for (const auto& c : p.components)
        if (c.overlaps.value == base.id.value && known(c.*metric)) parts.push_back(&c);
      if (parts.empty() || parts.size() > 12) continue;
      for (unsigned mask = 1; mask < (1u << parts.size()); ++mask) {
        __int128 sum = *base_bytes;
        std::vector<std::string> names{base.id.value};
        for (std::size_t i = 0; i < parts.size(); ++i) {
          if (mask & (1u << i)) {
            sum += (parts[i]->*metric).value.value();
            names.push_back(parts[i]->id.value);
          }
        }
        if (figure_matches(f, sum, true)) return fmt::format("{}", fmt::join(names, " + "));
      }
    }
  }
  return std::nullopt;
}

}  // namespace

bool counted_in_memory(const Profile& p, const Component& c) {
  auto role = c.role.value;
  if (role != ComponentRole::main_weights && role != ComponentRole::separate_resident && role != ComponentRole::runtime)
    return false;
  const Residence* r = residence_of(p, c);
  return r == nullptr || r->kind.value != ResidenceKind::local_disk;
}

std::vector<const Component*> unknown_counted_rows(const Profile& p) {
  std::vector<const Component*> out;
  for (const auto& c : p.components)
    if (counted_in_memory(p, c) && !c.resident.value.is_known()) out.push_back(&c);
  return out;
}

std::vector<TotalClaim> total_claims(const Profile& p) {
  std::vector<TotalClaim> out;
  for (const Text* t : prose_fields(p)) {
    for (const auto& s : sentences(t->value)) {
      std::string l = lower(s);
      if (!states_total(l) || is_negated(l)) continue;
      auto figures = byte_figures(s);
      if (figures.empty()) continue;
      TotalClaim claim{t, figures.front().text};
      for (const auto& f : figures) {
        if (auto rows = overlap_sum(p, f)) {
          claim.kind = TotalClaim::Kind::overlapping;
          claim.figure = f.text;
          claim.detail = *rows;
          break;
        }
      }
      if (claim.kind == TotalClaim::Kind::knowable) {
        std::vector<std::string> unknown;
        if (has_word(l, "disk")) {
          for (const auto& d : p.disk)
            if (!d.size.value.is_known()) unknown.push_back(d.what.value);
        } else {
          for (const Component* c : unknown_counted_rows(p)) unknown.push_back(c->id.value);
        }
        if (!unknown.empty()) {
          claim.kind = TotalClaim::Kind::unknowable;
          claim.detail = fmt::format("{}", fmt::join(unknown, ", "));
        }
      }
      out.push_back(std::move(claim));
    }
  }
  return out;
}

}  // namespace brief::rules
