#include "inspect/error.h"

#include <fmt/format.h>

#include "brief/terminal.h"

namespace brief::inspect {

namespace {
std::string where(const std::string& file, uint64_t offset) {
  return offset == InspectError::kWholeFile ? file : fmt::format("{}:byte {}", file, offset);
}
}  // namespace

InspectError::InspectError(std::string file_, uint64_t offset_, std::string message_, std::string hint_)
    : std::runtime_error(fmt::format("{}: {}", where(file_, offset_), message_)),
      file(std::move(file_)),
      offset(offset_),
      message(std::move(message_)),
      hint(std::move(hint_)) {}

InspectError InspectError::about_file(std::string file_, std::string message_, std::string hint_) {
  return InspectError(std::move(file_), kWholeFile, std::move(message_), std::move(hint_));
}

// A file name, a key, a dtype or a shard name from a hostile header may hold ESC or bidi
// controls: everything printed is escaped.
std::string InspectError::located() const {
  std::string out = fmt::format("{}: error: {}\n", terminal_text(where(file, offset)), terminal_text(message));
  if (!hint.empty()) out += fmt::format("  hint: {}\n", terminal_text(hint));
  return out;
}

}  // namespace brief::inspect
