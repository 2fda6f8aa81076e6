#pragma once
// A located problem in a checkpoint file: the file, the byte offset where it was found, a
// short lowercase message and a hint. `brief inspect` exits 2 with it; never a crash.
#include <cstdint>
#include <stdexcept>
#include <string>

namespace brief::inspect {

struct InspectError : std::runtime_error {
  InspectError(std::string file_, uint64_t offset_, std::string message_, std::string hint_ = {});
  // An error about the file as a whole (missing, unreadable, the wrong kind): no byte of it
  // is to blame, so none is named.
  static InspectError about_file(std::string file_, std::string message_, std::string hint_ = {});
  static constexpr uint64_t kWholeFile = UINT64_MAX;
  std::string file;
  uint64_t offset;   // byte offset in the file, or kWholeFile
  std::string message;
  std::string hint;
  // "model.safetensors:byte 8: error: header length 9223372036854775808 exceeds ...\n  hint: ..."
  // ("x.gguf: error: ..." for an error about the whole file)
  std::string located() const;
};

}  // namespace brief::inspect
