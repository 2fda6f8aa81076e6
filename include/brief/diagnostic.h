#pragma once
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "brief/location.h"

namespace brief {

enum class Severity { note, warning, error };

// A change that certainly mends a finding, for a tool to apply (SARIF `fixes`, the JSON
// report's `fix`): the text from `begin` to `end` (inclusive, on one line) becomes
// `replacement`. Only where the fix is certain, as ruff's safe fixes are; a guess stays a hint.
struct Fix {
  Loc begin;
  Loc end;
  std::string replacement;
};

// One finding: from the input guards, the loader (schema) or a rule. All of them flow
// through the same reporters (human, json, sarif, github).
struct Diagnostic {
  std::string file;        // as given, or "<built-in>/profiles/x.yaml" (built_in_path)
  Loc begin;               // 1-based; line 0: the whole file
  Loc end;                 // inclusive end; line 0: same as begin
  Severity severity = Severity::error;
  std::string code;        // stable code (brief/codes.h): "BS001", "BM101"
  std::string message;     // short, lowercase start, no trailing period
  std::string hint;        // what to do about it; may be empty
  std::optional<Fix> fix{};  // set only where the fix is certain
  // A finding that comes from reading prose (a claim in a sentence), not from typed fields:
  // the one kind an author may dispute. `claim` is the sentence read, as written.
  bool from_prose = false;
  std::string claim{};
  // The author's reason, when an inline suppression disputes this prose finding. A disputed
  // finding is never dropped: it stays, as a note, and every format of the brief prints
  // "The author disputes CODE: reason" beside the claim (rules/suppressions.cpp).
  std::string disputed{};
  bool is_disputed() const { return !disputed.empty(); }
};

// Messages and hints quote values from untrusted files; every one is cut to this many
// characters (with "…") where a finding is made, so no report can grow with a scalar's size.
// A fix's replacement is never cut (a cut replacement would be a wrong fix): a longer one is
// dropped, and the hint still says what to write.
constexpr std::size_t kMaxMessageChars = 300;
void clip_finding_text(Diagnostic& d);

// The one wording of a dispute, for every report and every format of the brief.
std::string dispute_phrase(const Diagnostic& d);  // "The author disputes BV801: <reason>"

// Input that cannot be read or parsed into the typed model: exit code 2. Carries every
// located diagnostic found before giving up (at least one).
class InputError : public std::runtime_error {
 public:
  explicit InputError(std::vector<Diagnostic> diagnostics);
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

// Exit codes, as ruff/actionlint/ShellCheck use them.
enum ExitCode : int { exit_ok = 0, exit_findings = 1, exit_input_error = 2 };

// True for the codes that mean the input could not be used at all (BY0xx: not found,
// unreadable, not UTF-8, not YAML): exit 2. Schema findings (BS0xx) and rules are findings:
// exit 1, covered by --exit-zero. See docs/cli.md, "Exit codes".
inline bool is_unusable_input(const Diagnostic& d) { return d.code.starts_with("BY"); }

}  // namespace brief
