// InputError carries every located problem; its what() is the first one, as a human line.
#include "brief/codes.h"
#include "brief/diagnostic.h"

#include <string>

#include <fmt/format.h>

#include "brief/terminal.h"

namespace brief {

namespace {

std::string first_line(const std::vector<Diagnostic>& diagnostics) {
  if (diagnostics.empty()) return "input error";
  const Diagnostic& d = diagnostics.front();
  std::string out = d.file.empty() ? "<input>" : d.file;
  if (d.begin.known()) out += fmt::format(":{}:{}", d.begin.line, d.begin.col);
  out += ": " + d.message;
  if (!d.code.empty()) out += " [" + d.code + "]";
  if (diagnostics.size() > 1) out += " (and " + std::to_string(diagnostics.size() - 1) + " more)";
  return out;
}

}  // namespace

void clip_finding_text(Diagnostic& d) {
  // A message quotes values from the file: a 500 KB scalar must not become a 500 KB message.
  d.message = clip_text(d.message, kMaxMessageChars);
  d.hint = clip_text(d.hint, kMaxMessageChars);
  d.claim = clip_text(d.claim, kMaxMessageChars);
  d.disputed = clip_text(d.disputed, kMaxMessageChars);
  if (d.fix && d.fix->replacement.size() > kMaxMessageChars) d.fix.reset();
}

std::string dispute_phrase(const Diagnostic& d) { return "The author disputes " + d.code + ": " + d.disputed; }

InputError::InputError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(first_line(diagnostics)), diagnostics_(std::move(diagnostics)) {
  for (auto& d : diagnostics_) clip_finding_text(d);
  // At least one diagnostic, so every reporter has something located to print.
  if (diagnostics_.empty()) {
    Diagnostic d;
    d.code = codes::BY000;
    d.message = "input error";
    diagnostics_.push_back(std::move(d));
  }
}

}  // namespace brief
