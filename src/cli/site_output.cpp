#include "cli/site_output.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "brief/output.h"

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
  // A run killed outright (SIGKILL) left its temporary folder; a signal removes its own.
  remove_stale_temporaries(target_);
  temp_.emplace(target_);
  // mkdtemp makes 0700; give the folder the mode a plain mkdir would have had.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::chmod(temp_->path().c_str(), 0777 & ~mask);
}

SiteDirectory::~SiteDirectory() = default;  // an unreleased temporary folder removes itself

void SiteDirectory::make_dirs(const std::string& rel) const {
  std::error_code ec;
  fs::create_directories(fs::path(temp_->path()) / rel, ec);
  if (ec) fail(fmt::format("cannot create {}/{}: {}", target_, rel, ec.message()));
}

void SiteDirectory::write(const std::string& rel, std::string_view text) const {
  const fs::path path = fs::path(temp_->path()) / rel;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.close();
  if (!out) fail(fmt::format("cannot write {}/{}", target_, rel));
}

void SiteDirectory::commit() {
  // The run has read its inputs by now: the site must not be one or hold one
  // (`site CAT -o CAT`, `site a/cat -o a`), whatever marker the folder carries.
  refuse_input_target(target_);
  write(marker, "This folder was written by `brief site`; the next `brief site` run replaces it whole.\n");
  temp_->remove_mark();
  const std::string temp = temp_->path();
  std::error_code ec;
  if (fs::exists(fs::symlink_status(target_, ec))) {
    // Swap the two folders in one step; the old site, now under the temporary name, is
    // removed with it (by the signal handler too, if one comes now).
    if (::renameat2(AT_FDCWD, temp.c_str(), AT_FDCWD, target_.c_str(), RENAME_EXCHANGE) != 0)
      fail(fmt::format("cannot replace {}: {}", target_, std::strerror(errno)));
    temp_.reset();
    return;
  }
  if (::rename(temp.c_str(), target_.c_str()) != 0) fail(fmt::format("cannot create {}: {}", target_, std::strerror(errno)));
  temp_->release();
}

}  // namespace brief::cli
