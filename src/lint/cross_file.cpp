#include "lint/cross_file.h"

#include <algorithm>

#include "lint/parallel.h"
#include "lint/quoted_lines.h"

namespace brief::lint {

void check_cross_file(const InputSet& inputs, const std::vector<FileSummary>& summaries, const CatalogSummary& base,
                      unsigned jobs, const FindingsOut& out) {
  CatalogSummary summary = base;
  summary.defer_references = false;
  // Files in id order (stable, so file order within one id is path order): equal ids stand
  // side by side, and duplicates need no map of every id.
  std::vector<uint32_t> by_id;
  by_id.reserve(summaries.size());
  for (std::size_t i = 0; i < summaries.size(); ++i)
    if (summaries[i].profile && !summaries[i].id.value.empty()) by_id.push_back(static_cast<uint32_t>(i));
  std::stable_sort(by_id.begin(), by_id.end(),
                   [&](uint32_t a, uint32_t b) { return summaries[a].id.value < summaries[b].id.value; });
  summary.linted_ids.reserve(by_id.size());
  for (std::size_t k = 0; k < by_id.size(); ++k) {
    const std::string& id = summaries[by_id[k]].id.value;
    summary.linted_ids.push_back(id);
    const bool same_as_previous = k > 0 && summaries[by_id[k - 1]].id.value == id;
    const bool same_as_next = k + 1 < by_id.size() && summaries[by_id[k + 1]].id.value == id;
    if (same_as_previous || same_as_next) summary.linted_profile_files[id].push_back(inputs.files[by_id[k]].path);
  }

  struct Group {
    std::vector<Diagnostic> findings;
    std::map<std::string, std::string> sources;
  };
  ordered_parallel_for<Group>(
      summaries.size(), jobs,
      [&](std::size_t i) {
        Group g;
        const FileSummary& s = summaries[i];
        if (!s.profile) return g;
        const std::string& path = inputs.files[i].path;
        const bool duplicate = summary.linted_profile_files.count(s.id.value) != 0;
        if (s.pending.empty() && s.suppressions.empty() && !duplicate) return g;
        ProfileReferences refs{path, s.id, {}, s.suppressions};
        for (const auto& t : s.pending) {
          ProfileRef r;
          r.id = Text{t.id, t.begin, true, t.end};
          r.external.value = t.external;
          r.loc = t.begin;
          refs.do_not_blend.push_back(std::move(r));
        }
        g.findings = check_references(refs, summary);
        if (g.findings.empty()) return g;
        // The per-file pass kept no text: read the file again to quote its lines.
        try {
          g.sources[path] = quoted_lines_only(inputs.text_of(inputs.files[i]), g.findings);
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
