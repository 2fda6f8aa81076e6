#pragma once
// The only part of brief that knows YAML. Text in; typed model out, every value located;
// or an InputError holding every located problem found.
#include <cstddef>
#include <optional>
#include <vector>
#include <string>
#include <string_view>

#include "brief/diagnostic.h"
#include "brief/profile.h"

namespace brief {

struct LoadLimits {
  std::size_t max_bytes = 1024 * 1024;  // a profile is ~15 KB; --max-bytes raises it
  int max_depth = 32;                   // nesting of maps and sequences; profiles need 5
};

// Reads a file (or standard input for "-"): regular files only, at most max_bytes.
// Throws InputError (exit 2) with a located message and hint.
std::string read_input(const std::string& path, const LoadLimits& limits);

// Parses and types a profile / hardware entry. `path` is used in diagnostics only.
// Throws InputError carrying every problem found (YAML guards and schema findings, codes
// BY0xx and BS0xx).
Profile load_profile(std::string_view text, const std::string& path, const LoadLimits& limits = {});
Hardware load_hardware(std::string_view text, const std::string& path, const LoadLimits& limits = {});

// The same, for the lint driver: schema findings (BS0xx: unknown key, wrong type, duplicate
// key ...) are appended to `schema` instead of thrown, and the model is returned when the file
// is still usable despite them (every required fact read), so the other rules still run;
// nullopt when it is not. Input guards and syntax errors (BY0xx) still throw InputError.
std::optional<Profile> load_profile_with_findings(std::string_view text, const std::string& path,
                                                  const LoadLimits& limits, std::vector<Diagnostic>& schema);
std::optional<Hardware> load_hardware_with_findings(std::string_view text, const std::string& path,
                                                    const LoadLimits& limits, std::vector<Diagnostic>& schema);

// The value of the first `format` key of a text, in block or flow style, at any column,
// quoted or not (comments and quoted values skipped); nullopt when there is none. Cheap:
// looks at the text only, in one pass. A folder walk lints a file only when this is a
// version of "brief/" or "brief-hardware/" (docs/cli.md, "Which files lint reads").
std::optional<std::string> declared_format(std::string_view text);
// True when declared_format says it is a hardware entry: sorts files into profiles and hardware.
bool looks_like_hardware(std::string_view text);
// True for any version of brief's two formats ("brief/v2", "brief-hardware/v1"): a walk
// keeps such a file, and the loader reports a version it does not read (a located BS005,
// the file counted as not checked), never leaving it out in silence.
bool is_brief_format(const std::optional<std::string>& format);

}  // namespace brief
