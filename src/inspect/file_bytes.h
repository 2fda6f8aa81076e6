#pragma once
// Reading a few bytes at an offset of a file that may be hundreds of GB (sparse in tests).
#include <cstdint>
#include <string>

namespace brief::inspect {

class FileBytes {
 public:
  explicit FileBytes(const std::string& path);  // throws InspectError when it cannot open
  ~FileBytes();
  FileBytes(const FileBytes&) = delete;
  FileBytes& operator=(const FileBytes&) = delete;
  uint64_t size() const { return size_; }
  // Exactly n bytes at offset, or InspectError ("truncated").
  std::string read(uint64_t offset, uint64_t n) const;

 private:
  std::string path_;
  int fd_ = -1;
  uint64_t size_ = 0;
};

}  // namespace brief::inspect
