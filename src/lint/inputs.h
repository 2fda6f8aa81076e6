#pragma once
// What lint reads: the paths of the command line expanded (folders walked, the built-in
// catalog when none is given), each file once, sorted by path (the order findings are
// printed in), sorted into profiles and hardware entries by the loader's format key.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/lint.h"
#include "brief/load.h"

namespace brief::lint {

struct InputFile {
  std::string path;                          // as shown in findings
  std::optional<std::string_view> embedded;  // the text, for files of the built-in catalog
  bool walked = false;                       // reached by a folder walk, not named
  std::size_t root = 0;                      // the walked folder's index in the paths
  bool from_stdin = false;                   // "-": path is "-" or the --stdin-filename
  bool hardware = false;                     // its format is brief-hardware/v1
};

class InputSet {
 public:
  std::vector<InputFile> files;     // sorted by path
  std::vector<Diagnostic> problems; // paths not found, refused walk entries, empty walks; sorted
  // The text of a file (standard input is read once and kept). Throws InputError.
  std::string text_of(const InputFile& file) const;
  LoadLimits limits;

 private:
  friend InputSet collect_inputs(const std::vector<std::string>&, const LintOptions&, unsigned);
  std::optional<std::string> stdin_text_;
  std::vector<Diagnostic> stdin_error_;  // why standard input could not be read
};

// Expands, de-duplicates and sorts the inputs; reads each file once to learn its format
// (on `jobs` threads). Walks keep brief's own formats only; a walk left empty is BY019.
InputSet collect_inputs(const std::vector<std::string>& paths, const LintOptions& options, unsigned jobs);

}  // namespace brief::lint
