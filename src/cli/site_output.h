#pragma once
// A site folder written atomically: every file goes into a temporary sibling folder, which
// replaces the target only once the whole site is written. A failed build removes the
// temporary folder and leaves the old site (or nothing) in place, never half a site.
#include <optional>
#include <string>
#include <string_view>

#include "brief/output.h"

namespace brief::cli {

class SiteDirectory {
 public:
  // Throws std::runtime_error when target is a file, or a non-empty folder that brief did
  // not write (no .brief-site marker): a site never replaces someone else's folder.
  explicit SiteDirectory(std::string target);
  ~SiteDirectory();
  SiteDirectory(const SiteDirectory&) = delete;
  SiteDirectory& operator=(const SiteDirectory&) = delete;

  // rel: "profiles/x.html"; its folders are created. Safe from several threads once the
  // folders exist (make_dirs first).
  void write(const std::string& rel, std::string_view text) const;
  void make_dirs(const std::string& rel) const;
  // Swaps the finished folder into place (the old site, if any, is removed afterwards).
  void commit();

 private:
  std::string target_;
  std::optional<TemporaryFolder> temp_;  // removed on failure, destruction or a signal
};

}  // namespace brief::cli
