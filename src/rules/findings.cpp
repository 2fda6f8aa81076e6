#include "rules/rule.h"

namespace brief::rules {

Loc end_of(const Text& text) {
  if (text.end.known()) return text.end;  // as written: quotes included, block text's own line
  const std::string& v = text.value;
  if (!text.loc.known() || v.empty() || v.find('\n') != std::string::npos) return text.loc;
  return Loc{text.loc.line, text.loc.col + static_cast<uint32_t>(v.size()) - 1};
}

std::optional<ValueSpan> value_span(const Text& text) {
  const std::string& v = text.value;
  if (!text.loc.known() || !text.end.known() || v.empty() || text.end.line != text.loc.line ||
      text.end.col < text.loc.col)
    return std::nullopt;
  const std::size_t width = text.end.col - text.loc.col + 1;
  const auto last = static_cast<uint32_t>(v.size()) - 1;
  if (width == v.size()) return ValueSpan{text.loc, Loc{text.loc.line, text.loc.col + last}};
  if (width == v.size() + 2) return ValueSpan{Loc{text.loc.line, text.loc.col + 1}, Loc{text.loc.line, text.loc.col + 1 + last}};
  return std::nullopt;  // an escape, a folded or block scalar: the file's characters are not the value's
}

void Findings::add(Loc begin, Loc end, std::string message, std::string hint, Fix fix) {
  add(begin, end, std::move(message), std::move(hint));
  Diagnostic& d = out_.back();
  d.fix = std::move(fix);
  clip_finding_text(d);
}

void Findings::add(Loc begin, Loc end, std::string message, std::string hint) {
  Diagnostic d;
  d.file = file_;
  d.begin = begin;
  d.end = end.known() ? end : begin;
  d.severity = rule_.severity;
  d.code = std::string(rule_.code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  clip_finding_text(d);
  out_.push_back(std::move(d));
}

void Findings::add(const derivation::Contradiction& found) {
  // A finding starts at its fact (where a reader, a marker and SARIF's primary location look)
  // and runs on to the other fact when that one follows it.
  if (found.other.line > found.at.line) return add(found.at, found.other, found.message, found.hint);
  add(found.at, found.message, found.hint);
}

void Findings::add(const Text& at, std::string message, std::string hint) {
  add(at.loc, end_of(at), std::move(message), std::move(hint));
}

void Findings::add_once(Loc at, std::string message, std::string hint) {
  const std::string code(rule_.code);
  for (const Diagnostic& d : out_)
    if (d.code == code && d.file == file_ && !d.from_prose && d.begin == at) return;
  add(at, std::move(message), std::move(hint));
}

void Findings::add_reading(const Text& field, std::string_view claim, std::string message, std::string hint) {
  add(field, std::move(message), std::move(hint));
  Diagnostic& d = out_.back();
  d.from_prose = true;
  d.claim = std::string(claim);
  clip_finding_text(d);
}

}  // namespace brief::rules
