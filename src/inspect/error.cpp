#include "inspect/error.h"

#include <fmt/format.h>

namespace brief::inspect {

InspectError::InspectError(std::string file_, uint64_t offset_, std::string message_, std::string hint_)
    : std::runtime_error(fmt::format("{}:byte {}: {}", file_, offset_, message_)),
      file(std::move(file_)),
      offset(offset_),
      message(std::move(message_)),
      hint(std::move(hint_)) {}

std::string InspectError::located() const {
  std::string out = fmt::format("{}:byte {}: error: {}\n", file, offset, message);
  if (!hint.empty()) out += fmt::format("  hint: {}\n", hint);
  return out;
}

}  // namespace brief::inspect
