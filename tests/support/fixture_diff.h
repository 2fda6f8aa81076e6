#pragma once
// A fixture written as its edit of a named base: a unified diff (the format of `diff -u`),
// whose `--- ` line names the base relative to the diff's folder and whose `+++ ` line names
// the profile it makes, e.g. tests/rules/BM101/bad.diff:
//
//   --- ../base.yaml
//   +++ bad.yaml
//   @@ -40,3 +40,3 @@
//    pools:
//   -  - per_node: 128 GB
//   +  - per_node: 12 GB
//
// A reviewer reads the edit itself instead of a full copy of the base. Hunks apply exactly
// or not at all: every context and removed line must be the base's line at the stated
// number (no offset, no fuzz), so an edit of the base that touches a fixture's lines fails
// that fixture loudly instead of shifting it. `patch` applies the same files
// (`patch -o - tests/rules/base.yaml < tests/rules/BM101/bad.diff`).
#include <filesystem>
#include <stdexcept>
#include <string>

namespace brief::test {

// A diff that is malformed or does not apply; what() is "<diff file>:<line>: <reason>".
class FixtureDiffError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `base` with `diff` applied. `diff_name` only names the diff in errors.
std::string apply_unified_diff(const std::string& base, const std::string& diff, const std::string& diff_name);

// The base a diff file names on its `--- ` line, resolved against the diff file's folder.
std::filesystem::path diff_base_path(const std::filesystem::path& diff_file);

// The file name a diff file's `+++ ` line gives the profile it makes ("bad.yaml").
std::string diff_target_name(const std::filesystem::path& diff_file);

// A fixture's profile bytes: a .diff applied to its base, any other file as it is.
std::string fixture_bytes(const std::filesystem::path& file);

}  // namespace brief::test
