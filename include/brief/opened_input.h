#pragma once
// Opening a file the run reads (a profile, a configuration, a checkpoint, its side files).
// One function for every reader, so that none of them can block on a fifo, read a pseudo
// file (/proc, /sys) or forget to register the file as an input of the run (no output may
// be, contain or replace an input: include/brief/output.h).
#include <cstdint>
#include <string>

namespace brief {

enum class InputProblem {
  none,
  missing,      // ENOENT / ENOTDIR
  folder,       // a directory
  not_regular,  // a fifo, socket or device: refused without blocking
  pseudo,       // a file of /proc or /sys: its size and content are not a file's
  too_long,     // ENAMETOOLONG: the path is past PATH_MAX (or a name past NAME_MAX)
  unreadable,   // any other errno (permissions ...): see `error`
};

// What to do about a path past PATH_MAX, for every command's hint (the path's permissions
// are not the problem).
inline constexpr const char* kPathTooLongHint =
    "the path is longer than this system can open (PATH_MAX): move it to a shorter path, or run brief from a folder "
    "nearer to it";

// An open regular file: the descriptor is blocking again, so reads behave as usual.
// Closes itself; moved, not copied.
class OpenedInput {
 public:
  explicit OpenedInput(const std::string& path);
  ~OpenedInput();
  OpenedInput(OpenedInput&& other) noexcept;
  OpenedInput(const OpenedInput&) = delete;
  OpenedInput& operator=(const OpenedInput&) = delete;
  OpenedInput& operator=(OpenedInput&&) = delete;

  bool ok() const { return problem_ == InputProblem::none; }
  InputProblem problem() const { return problem_; }
  int error() const { return error_; }  // the errno behind `unreadable`
  // "file not found", "not a regular file" ...: the problem in a few words.
  std::string why() const;
  int fd() const { return fd_; }
  uint64_t size() const { return size_; }
  // Gives the descriptor away (the caller closes it).
  int release();

 private:
  int fd_ = -1;
  uint64_t size_ = 0;
  InputProblem problem_ = InputProblem::none;
  int error_ = 0;
};

}  // namespace brief
