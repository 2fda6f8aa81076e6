#include "cli/site_output.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

namespace brief::cli {
namespace fs = std::filesystem;
namespace {

constexpr const char* marker = ".brief-site";

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error(what); }

}  // namespace

SiteDirectory::SiteDirectory(std::string target) : target_(std::move(target)) {
  while (target_.size() > 1 && target_.back() == '/') target_.pop_back();
  std::error_code ec;
  const fs::path t(target_);
  if (fs::exists(fs::symlink_status(t, ec))) {
    if (!fs::is_directory(fs::symlink_status(t, ec)))
      fail(fmt::format("cannot write the site to {}: it exists and is not a folder", target_));
    if (!fs::is_empty(t, ec) && !fs::exists(t / marker, ec))
      fail(fmt::format("refusing to replace {}: it is not empty and not a site brief wrote (no {} file); "
                       "remove it or choose a new folder",
                       target_, marker));
  }
  const fs::path parent = t.has_parent_path() ? t.parent_path() : fs::path(".");
  std::string tmpl = (parent / fmt::format(".{}.tmp-XXXXXX", t.filename().string())).string();
  if (::mkdtemp(tmpl.data()) == nullptr)
    fail(fmt::format("cannot create a temporary folder beside {}: {}", target_, std::strerror(errno)));
  temp_ = tmpl;
  // mkdtemp makes 0700; give the folder the mode a plain mkdir would have had.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::chmod(temp_.c_str(), 0777 & ~mask);
}

SiteDirectory::~SiteDirectory() {
  std::error_code ec;
  if (!committed_ && !temp_.empty()) fs::remove_all(temp_, ec);
}

void SiteDirectory::make_dirs(const std::string& rel) const {
  std::error_code ec;
  fs::create_directories(fs::path(temp_) / rel, ec);
  if (ec) fail(fmt::format("cannot create {}/{}: {}", target_, rel, ec.message()));
}

void SiteDirectory::write(const std::string& rel, std::string_view text) const {
  const fs::path path = fs::path(temp_) / rel;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.close();
  if (!out) fail(fmt::format("cannot write {}/{}", target_, rel));
}

void SiteDirectory::commit() {
  write(marker, "This folder was written by `brief site`; the next `brief site` run replaces it whole.\n");
  std::error_code ec;
  if (fs::exists(fs::symlink_status(target_, ec))) {
    // Swap the two folders in one step, then remove the old site now under the temporary name.
    if (::renameat2(AT_FDCWD, temp_.c_str(), AT_FDCWD, target_.c_str(), RENAME_EXCHANGE) != 0)
      fail(fmt::format("cannot replace {}: {}", target_, std::strerror(errno)));
    committed_ = true;
    fs::remove_all(temp_, ec);
    return;
  }
  if (::rename(temp_.c_str(), target_.c_str()) != 0) fail(fmt::format("cannot create {}: {}", target_, std::strerror(errno)));
  committed_ = true;
}

}  // namespace brief::cli
