#include "load/findings.h"

#include <algorithm>

namespace brief::load {

void Findings::throw_if_any() {
  if (list_.empty()) return;
  // File order, so a reader fixes them top to bottom (duplicate keys arrive first otherwise).
  std::stable_sort(list_.begin(), list_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.begin.line != b.begin.line ? a.begin.line < b.begin.line : a.begin.col < b.begin.col;
  });
  throw InputError(std::move(list_));
}

}  // namespace brief::load
