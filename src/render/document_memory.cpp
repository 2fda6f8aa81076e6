// The memory verdict: per pool, which rows count, which are known or unknown, the capacity
// used and its source, the lower bound (labeled as such) and the facts that are missing.
#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

std::string term_line(const PoolTerm& term) {
  const std::string name = term.component ? term.component->name.value : std::string("?");
  std::string out = name + ": " + (term.in_total ? "counted" : "not counted");
  if (!term.why.empty()) out += " (" + term.why + ")";
  return out + ", " + sentence(format_bytes(term.bytes));
}

// The same term as a table row: which row, whether it is in the total, the reason, and the
// bytes it puts in this pool.
std::vector<std::string> term_row(const PoolTerm& term) {
  return {term.component ? term.component->name.value : std::string("?"), term.in_total ? "yes" : "no",
          term.why.empty() ? "-" : term.why, format_bytes(term.bytes)};
}

}  // namespace

void add_memory_section(Document& doc, const Brief& brief) {
  const MemoryVerdict& m = brief.memory;
  {
    auto& s = doc.section("Memory verdict");
    s.field("Verdict", sentence(phrase_of(m.kind)));
    s.field("The profile's memory-fit claim agrees", yes_no(m.claim_supported));
    s.bullets(texts_of(m.reasons));
  }
  for (const auto& pool : m.pools) {
    auto& s = doc.section(pool.pool_label.empty() ? "node " + std::to_string(pool.node) + " " + pool.pool_id
                                                  : pool.pool_label,
                          3);
    std::vector<std::string> terms;
    std::vector<std::vector<std::string>> rows;
    for (const auto& t : pool.terms) {
      terms.push_back(term_line(t));
      rows.push_back(term_row(t));
    }
    if (!pool.placed) {
      s.paragraph("No row of this profile is placed in this pool.");
      if (!terms.empty()) {
        s.paragraph("Rows seen here but not counted:");
        s.bullets_as_table(std::move(terms), {"Row", "Counted", "Reason", "Bytes in this pool"}, std::move(rows));
      }
      s.field("Usable capacity", sentence(format_bytes_with_why(pool.usable)));
      if (!pool.capacity_source.empty()) s.field("Capacity source", pool.capacity_source);
      continue;
    }
    s.paragraph("Rows in this pool's equation:");
    s.bullets_as_table(std::move(terms), {"Row", "Counted", "Reason", "Bytes in this pool"}, std::move(rows));
    s.field("Total", sentence(format_bytes(pool.total)));
    if (!pool.unknown_rows.empty())
      s.field("Unknown rows keeping the total unknown", join_nonempty(pool.unknown_rows, ", "));
    s.field("Lower bound (known counted rows only; never a fit)", sentence(format_bytes(pool.lower_bound)));
    s.field("Usable capacity", sentence(format_bytes_with_why(pool.usable)));
    if (!pool.capacity_source.empty()) s.field("Capacity source", pool.capacity_source);
    if (pool.headroom) s.field("Headroom", sentence(format_bytes(*pool.headroom)));
  }
  auto& s = doc.section("Missing facts", 3);
  if (m.missing_facts.empty()) s.paragraph("None.");
  s.bullets(texts_of(m.missing_facts));
  std::vector<std::string> resident;
  for (const auto& row : brief.rows)
    if (!row.resident_label.empty())
      resident.push_back(row.component->name.value + ": " + sentence(row.resident_label));
  auto& r = doc.section("Resident bytes by row", 3);
  r.bullets(resident);
}

}  // namespace brief::rendering
