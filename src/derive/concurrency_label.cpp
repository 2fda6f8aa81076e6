#include "derive/concurrency_label.h"

#include <fmt/format.h>

#include <optional>
#include <set>
#include <string>

#include "derive/ascii.h"

namespace brief::derivation {

namespace {

// The concurrencies a label names as "C<n>" ("C8 short aggregate", "c1-short"): a C standing
// alone before its digits, so "EXL3" or "tc8" name none.
void concurrencies_named(const std::string& label, std::set<int64_t>& found) {
  for (std::size_t i = 0; i + 1 < label.size(); ++i) {
    if ((label[i] != 'C' && label[i] != 'c') || (i > 0 && ascii::isalnum(label[i - 1]))) continue;
    std::size_t end = i + 1;
    while (end < label.size() && ascii::isdigit(label[end])) ++end;
    // No digits, a long run that is no stream count, or a word going on ("C8x", "C1s").
    if (end == i + 1 || end - i - 1 > 6 || (end < label.size() && ascii::isalnum(label[end]))) continue;
    found.insert(std::stoll(label.substr(i + 1, end - i - 1)));
  }
}

}  // namespace

Contradictions concurrency_against_label(const Profile& p) {
  Contradictions out;
  for (const Observation& o : p.bakeoff.observations) {
    if (!o.concurrency.present || !o.concurrency.value.known()) continue;
    std::set<int64_t> named;
    concurrencies_named(o.metric.value, named);
    concurrencies_named(o.id.value, named);
    // Two counts ("C1 vs C8 speedup") say more than the observation's own concurrency.
    if (named.size() != 1) continue;
    const int64_t labelled = *named.begin();
    const int64_t field = *o.concurrency.value.value;
    if (labelled == field) continue;
    out.push_back({o.concurrency.loc,
                   fmt::format("observation '{}' has concurrency {}, but its metric '{}' or id names C{}", o.id.value,
                               field, o.metric.value, labelled),
                   "the label names the concurrency the source ran: correct the one that is wrong",
                   {},
                   o.metric.loc});
  }
  return out;
}

}  // namespace brief::derivation
