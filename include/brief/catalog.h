#pragma once
// Where profiles and hardware entries come from: folders named with --profiles, then the
// catalog compiled into the binary. A profile's id is its file name without .yaml
// (profiles/<id>.yaml); hardware entries live in a hardware/ folder beside them.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace brief {

// How a file of the built-in catalog is named wherever brief shows it (list, lint, render,
// findings): "<built-in>/profiles/x.yaml", a path that cannot be mistaken for a file of the
// working directory. `embedded_path` is the file's source-relative path ("profiles/x.yaml").
inline constexpr std::string_view kBuiltInPrefix = "<built-in>/";
std::string built_in_path(std::string_view embedded_path);
// True for a name built_in_path() made.
bool is_built_in_path(std::string_view path);

struct CatalogFile {
  std::string id;     // file stem
  std::string path;   // a real path, or built_in_path("profiles/<id>.yaml") for an embedded file
  bool embedded = false;
  // Why the file at `path` is not read ("" when it is): a link out of the catalog folder
  // (the file or its hardware/ folder), a broken link, not a regular file. It is never
  // passed over for a later folder or the built-in entry of the same id: text_of reports it.
  std::string refused;
};

class Catalog {
 public:
  // dirs are searched in order before the embedded catalog; each dir holds <id>.yaml
  // profiles and a hardware/ subfolder.
  explicit Catalog(std::vector<std::string> dirs);

  std::optional<CatalogFile> find_profile(const std::string& id) const;
  std::optional<CatalogFile> find_hardware(const std::string& id) const;
  // The text of a file found above (embedded or on disk); throws InputError if unreadable.
  std::string text_of(const CatalogFile& file, std::size_t max_bytes) const;
  // Every profile id, sorted, without duplicates (a folder's file shadows an embedded one).
  std::vector<std::string> profile_ids() const;
  std::vector<std::string> hardware_ids() const;

 private:
  std::vector<std::string> dirs_;
};

// True when `path` (already made real with std::filesystem::canonical) is `folder` (real
// too) or lies inside it.
bool path_is_within(const std::filesystem::path& path, const std::filesystem::path& folder);

// True when `file`, found under the catalog folder `folder`, may be read as a catalog file:
// its real path is a regular file inside the folder. A link to a file elsewhere (a
// credentials file, /dev/zero), directly or through a linked subfolder, is never read: a
// catalog arrives in a stranger's pull request.
bool is_catalog_file(const std::filesystem::path& file, const std::filesystem::path& folder);
// Why `file` may not be read as a catalog file of `folder`, or "" when it may.
std::string catalog_file_refusal(const std::filesystem::path& file, const std::filesystem::path& folder);

// True when a render/lint argument names a file rather than a catalog id: it contains a
// path separator, ends in .yaml/.yml, or is "-" (standard input).
bool looks_like_path(const std::string& arg);

}  // namespace brief
