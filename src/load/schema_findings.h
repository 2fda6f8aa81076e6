#pragma once
// Schema findings of one file (BS0xx), collected so the user sees all of them at once. (A
// rule collects its findings in rules::Findings, src/rules/rule.h.)
#include <string>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/location.h"
#include "load/diagnostics.h"

namespace brief::load {

class SchemaFindings {
 public:
  explicit SchemaFindings(std::string path) : path_(std::move(path)) {}
  const std::string& path() const { return path_; }
  void add(Loc at, std::string code, std::string message, std::string hint = {}) {
    list_.push_back(make_error(path_, at, std::move(code), std::move(message), std::move(hint)));
  }
  std::vector<Diagnostic>& list() { return list_; }
  // Throws one InputError holding every finding, in file order, when there is any.
  void throw_if_any();
  // Every finding, in file order, handed to the caller (a file still usable despite them).
  std::vector<Diagnostic> take_sorted();
  // The why of an `{unknown: "why"}` read along the way, kept so the file's prose is whole
  // (Profile::unknown_reasons): the loader is the one place every reason passes.
  void keep_reason(Located<std::string> why) { reasons_.push_back(std::move(why)); }
  std::vector<Located<std::string>> take_reasons() { return std::move(reasons_); }

 private:
  std::string path_;
  std::vector<Diagnostic> list_;
  std::vector<Located<std::string>> reasons_;
};

}  // namespace brief::load
