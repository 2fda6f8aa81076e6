#pragma once
// Small helpers to make the loader's located diagnostics, so every message has one shape.
#include <string>
#include <vector>

#include "brief/codes.h"  // the codes:: constants every loader file emits
#include "brief/diagnostic.h"

namespace brief::load {

inline Diagnostic make_error(const std::string& file, Loc at, std::string code, std::string message,
                             std::string hint = {}) {
  Diagnostic d;
  d.file = file;
  d.begin = at;
  d.severity = Severity::error;
  d.code = std::move(code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

[[noreturn]] inline void fail(const std::string& file, Loc at, std::string code, std::string message,
                              std::string hint = {}) {
  throw InputError({make_error(file, at, std::move(code), std::move(message), std::move(hint))});
}

// "1:7" for messages that name a second position.
inline std::string loc_text(Loc at) { return std::to_string(at.line) + ":" + std::to_string(at.col); }

}  // namespace brief::load
