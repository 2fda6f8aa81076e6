#include "load/schema_findings.h"

#include <algorithm>

namespace brief::load {

std::vector<Diagnostic> SchemaFindings::take_sorted() {
  // File order, so a reader fixes them top to bottom (duplicate keys arrive first otherwise).
  std::stable_sort(list_.begin(), list_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.begin.line != b.begin.line ? a.begin.line < b.begin.line : a.begin.col < b.begin.col;
  });
  return std::move(list_);
}

void SchemaFindings::throw_if_any() {
  if (list_.empty()) return;
  throw InputError(take_sorted());
}

}  // namespace brief::load
