#include "lint/cross_file.h"

#include <algorithm>

#include "lint/parallel.h"
#include "lint/quoted_lines.h"

namespace brief::lint {

void check_cross_file(const InputSet& inputs, const SummaryStore& summaries, const CatalogSummary& base,
                      unsigned jobs, const FindingsOut& out) {
  CatalogSummary summary = base;
  summary.defer_references = false;
  // Files in id order (stable, so file order within one id is path order): equal ids stand
  // side by side, and duplicates need no map of every id.
  std::vector<uint32_t> by_id;
  by_id.reserve(summaries.size());
  for (std::size_t i = 0; i < summaries.size(); ++i)
    if (summaries.is_profile(i) && !summaries.id(i).empty()) by_id.push_back(static_cast<uint32_t>(i));
  std::stable_sort(by_id.begin(), by_id.end(), [&](uint32_t a, uint32_t b) { return summaries.id(a) < summaries.id(b); });
  summary.linted_ids.reserve(by_id.size());
  for (std::size_t k = 0; k < by_id.size(); ++k) {
    const std::string_view id = summaries.id(by_id[k]);
    summary.linted_ids.push_back(id);
    const bool same_as_previous = k > 0 && summaries.id(by_id[k - 1]) == id;
    const bool same_as_next = k + 1 < by_id.size() && summaries.id(by_id[k + 1]) == id;
    if (same_as_previous || same_as_next) summary.linted_profile_files[std::string(id)].push_back(inputs.files[by_id[k]].path);
  }

  struct Group {
    std::vector<Diagnostic> findings;
    std::map<std::string, std::string> sources;
  };
  ordered_parallel_for<Group>(
      summaries.size(), jobs,
      [&](std::size_t i) {
        Group g;
        if (!summaries.is_profile(i)) return g;
        const std::string& path = inputs.files[i].path;
        const bool duplicate = summary.linted_profile_files.count(summaries.id(i)) != 0;
        if (!summaries.has_references(i) && !duplicate) return g;
        g.findings = check_references(summaries.references(i, path), summary);
        if (g.findings.empty()) return g;
        // The per-file pass kept no text: read the file again to quote its lines.
        try {
          if (auto quoted = quoted_lines_only(inputs.text_of(inputs.files[i]), g.findings))
            g.sources[path] = std::move(*quoted);
        } catch (const InputError&) {
          // unreadable since: the findings stand without their quoted line
        }
        return g;
      },
      [&](std::size_t, Group&& g) {
        if (!g.findings.empty()) out(std::move(g.findings), g.sources);  // check_references sorted them
      });
}

}  // namespace brief::lint
