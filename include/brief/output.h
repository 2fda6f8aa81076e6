#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace brief {

// Writes text to standard output, or to `path`. A regular file (or a new one) is written
// atomically: into a temporary file in the same folder, renamed over the target only once
// complete, keeping the target's mode (and owner, when allowed), so a failed or interrupted
// run never leaves a partial file. A symbolic link is written through (the link stays). A
// device, fifo, terminal or the run's own standard output is written directly, never
// replaced. Refuses (std::runtime_error, a short message) to overwrite a file this run read
// as input, a read-only file or a folder. A closed pipe on standard output
// (`brief render x | head -1`) throws BrokenPipe, which ends the run quietly.
void write_output(const std::string& path, std::string_view text);


struct BrokenPipe {};

// The inputs of the run. Every file read calls note_input_file (OpenedInput does, for every
// reader of every command; standard input, when it is a file, is one from the start), a command that reads a folder calls note_input_folder, so that
// no output may be, contain or replace an input: `brief render p.yaml -o p.yaml`,
// `brief inspect X -o X`, `brief site CAT -o CAT` and `brief site a/cat -o a` must not
// destroy their own sources. The file is kept as (device, inode), its folder once by name.
void note_input_file(unsigned long long device, unsigned long long inode, const std::string& path);
// A file the run looked at without opening it (inspect lists a model folder's LICENSE).
void note_input_path(const std::string& path);
void note_input_folder(const std::string& path);
// Throws std::runtime_error ("cannot write TARGET: it is an input of this run ...") when
// writing or replacing `target` would destroy an input: it is one, or it is a folder that
// holds one (at any depth, links resolved).
void refuse_input_target(const std::string& target);

// A temporary file beside a target, removed on destruction unless committed, and removed
// by the SIGINT/SIGTERM/SIGHUP handler if the run is interrupted while it exists.
class TemporaryFile {
 public:
  explicit TemporaryFile(const std::string& target);  // throws std::runtime_error
  ~TemporaryFile();
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  const std::string& path() const { return path_; }
  int fd() const { return fd_; }
  // Renames it over the target; returns 0 or the errno that stopped it.
  int commit(const std::string& target);

 private:
  void release_slot();
  std::string path_;
  int fd_ = -1;
  std::size_t slot_ = 0;  // its entry in the signal handler's table
  bool committed_ = false;
};

// The same target rules for a file written piece by piece (a lint report of any size): a
// regular file streams into its temporary file as append() is called, so memory stays flat,
// and only commit() renames it over the target; devices, fifos and the run's own standard
// output or error are held and written at commit(), in one piece. The constructor refuses
// at once what it can know (a folder, a read-only file, a missing folder); commit() refuses
// a target the run has since read as input. Destroyed uncommitted, it leaves the target as
// it was. All refusals throw std::runtime_error ("cannot write PATH: why").
class OutputFile {
 public:
  explicit OutputFile(std::string path);  // "" or "-": standard output, held until commit
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
  void append(std::string_view text);
  void commit();
  const std::string& path() const { return path_; }

 private:
  enum class Kind { held, replaced } kind_ = Kind::held;
  std::string path_, target_;
  bool existed_ = false;
  unsigned mode_ = 0, uid_ = 0, gid_ = 0;
  int own_fd_ = -1;
  std::string held_;
  std::optional<TemporaryFile> temporary_;
};

// A temporary folder beside a target (".NAME.tmp-XXXXXX", a site being written), removed
// whole on destruction unless released, and by the SIGINT/SIGTERM/SIGHUP handler if the run
// is interrupted while it exists. It holds a mark naming this process until released, so
// that remove_stale_temporaries can tell a folder left by a run that was killed outright.
class TemporaryFolder {
 public:
  explicit TemporaryFolder(const std::string& target);  // throws std::runtime_error
  ~TemporaryFolder();
  TemporaryFolder(const TemporaryFolder&) = delete;
  TemporaryFolder& operator=(const TemporaryFolder&) = delete;
  const std::string& path() const { return path_; }
  // Just before it is renamed into place: the mark must not be published.
  void remove_mark();
  // It has been renamed into place (or swapped with the old folder): no longer removed.
  void release();

 private:
  std::string path_;
  std::size_t slot_ = 0;
  bool released_ = false;
};

// Removes the ".NAME.tmp-XXXXXX" folders beside `target` that a brief run made and whose
// process no longer exists; another run's live folder, or anyone else's, is left alone.
void remove_stale_temporaries(const std::string& target);

// Installs the handlers that remove a pending temporary file on SIGINT, SIGTERM and SIGHUP
// and then end the run by the same signal. Idempotent; main calls it once.
void install_signal_cleanup();

}  // namespace brief
