#include "lint/file_pass.h"

#include <fmt/format.h>

#include "brief/codes.h"
#include "brief/load.h"
#include "lint/quoted_lines.h"

namespace brief::lint {
namespace {

void mark_not_checked(FileOutcome& out, const std::string& path, std::string_view what);

// Syntax and read errors: the file is unusable; its findings quote their line when the
// text could be read.
FileOutcome unusable(const InputError& e, const std::string& text, const std::string& path, std::string_view what) {
  FileOutcome out;
  out.findings = e.diagnostics();
  sort_findings(out.findings);
  if (!text.empty()) out.quoted = quoted_lines_only(text, out.findings);  // brief's files only
  out.input_error = true;
  mark_not_checked(out, path, what);
  sort_findings(out.findings);
  return out;
}

// A file no rule checked says so under its own code, which no filter removes: its schema
// errors alone could be ignored away into "no findings". An unreadable file (BY) says so
// already, and ends the run with exit 2.
void mark_not_checked(FileOutcome& out, const std::string& path, std::string_view what) {
  out.checked = false;
  for (const auto& d : out.findings)
    if (is_unusable_input(d)) return;
  out.findings.push_back(not_checked_finding(path, what));
}

}  // namespace

FileOutcome check_hardware_file(const InputSet& inputs, const InputFile& file, std::optional<Hardware>& loaded) {
  std::string text;
  try {
    text = inputs.text_of(file);
    FileOutcome out;
    loaded = load_hardware_with_findings(text, file.path, inputs.limits, out.findings);
    if (loaded)
      for (auto& d : check_hardware(*loaded)) out.findings.push_back(std::move(d));
    else
      mark_not_checked(out, file.path, "a hardware entry");
    sort_findings(out.findings);
    if (!out.findings.empty()) out.quoted = quoted_lines_only(text, out.findings);
    return out;
  } catch (const InputError& e) {
    return unusable(e, text, file.path, "a hardware entry");
  }
}

FileOutcome check_profile_file(const ProfilePass& pass, const InputFile& file) {
  std::string text;
  try {
    text = pass.inputs.text_of(file);
    FileOutcome out;
    std::optional<Profile> profile = load_profile_with_findings(text, file.path, pass.inputs.limits, out.findings);
    if (profile) {
      const ProfileOrigin origin{file.path, file.embedded.has_value()};
      const Hardware* hardware = pass.resolver.resolve(origin, profile->hardware.id.value);
      for (auto& d : check_profile(derive(*profile, hardware), pass.summary)) out.findings.push_back(std::move(d));
      ProfileReferences refs = references_of(*profile, pass.summary);
      out.summary.profile = true;
      out.summary.id = std::move(refs.id);
      for (auto& r : refs.do_not_blend)
        out.summary.pending.push_back({std::move(r.id.value), r.id.loc, r.id.end, r.external.value});
      out.summary.suppressions = std::move(refs.suppressions);
    } else {
      mark_not_checked(out, file.path, "a profile");
    }
    sort_findings(out.findings);
    if (!out.findings.empty()) out.quoted = quoted_lines_only(text, out.findings);
    if (pass.options.keep_profile && profile) pass.options.keep_profile(file.path, std::move(*profile));
    return out;
  } catch (const InputError& e) {
    return unusable(e, text, file.path, "a profile");
  }
}

}  // namespace brief::lint

namespace brief {

Diagnostic not_checked_finding(const std::string& path, std::string_view what) {
  Diagnostic d;
  d.file = path;
  d.code = codes::BS007;
  d.message = fmt::format("no rule checked this file: it did not load as {} (its schema errors say why)", what);
  d.hint = "fix the schema errors; ignoring them leaves the file unchecked";
  return d;
}

}  // namespace brief
