#pragma once
// Phase 2 of the lint driver: the checks that need every linted file's id (duplicate
// profile ids, do-not-blend targets), over the per-file summaries alone.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/rules.h"
#include "lint/inputs.h"
#include "lint/summary_store.h"

namespace brief::lint {

// Where the findings of one file go, in path order: sorted, with the lines they quote.
using FindingsOut = std::function<void(std::vector<Diagnostic> findings, const std::map<std::string, std::string>& sources)>;

// Summary i belongs to inputs.files[i]. `base` is the summary the per-file pass used
// (catalog ids, hardware ids); the set's profile ids join it here. Each file's findings
// are handed to `out` as soon as they are found, in path order, never all held at once.
void check_cross_file(const InputSet& inputs, const SummaryStore& summaries, const CatalogSummary& base,
                      unsigned jobs, const FindingsOut& out);

}  // namespace brief::lint
