#pragma once
// A located problem in a checkpoint file: the file, the byte offset where it was found, a
// short lowercase message and a hint. `brief inspect` exits 2 with it; never a crash.
#include <cstdint>
#include <stdexcept>
#include <string>

namespace brief::inspect {

struct InspectError : std::runtime_error {
  InspectError(std::string file_, uint64_t offset_, std::string message_, std::string hint_ = {});
  std::string file;
  uint64_t offset;   // byte offset in the file
  std::string message;
  std::string hint;
  // "model.safetensors:byte 8: error: header length 9223372036854775808 exceeds ...\n  hint: ..."
  std::string located() const;
};

}  // namespace brief::inspect
