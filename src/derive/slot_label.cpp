#include "derive/slot_label.h"

#include <fmt/format.h>

#include <cctype>
#include <optional>
#include <string>

namespace brief::derivation {

namespace {

// The one number a label writes ("C8" -> 8, "8 slots" -> 8); nullopt when it writes none or
// several ("C8 on 2 nodes" says more than a count).
std::optional<int64_t> number_in_label(const std::string& label) {
  std::optional<int64_t> found;
  for (std::size_t i = 0; i < label.size();) {
    if (!std::isdigit(static_cast<unsigned char>(label[i]))) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < label.size() && std::isdigit(static_cast<unsigned char>(label[end]))) ++end;
    if (found || end - i > 6) return std::nullopt;
    found = std::stoll(label.substr(i, end - i));
    i = end;
  }
  return found;
}

}  // namespace

Contradictions slots_against_label(const Profile& p) {
  Contradictions out;
  const Located<Count>& slots = p.serving.slots;
  if (!slots.present || !slots.value.known() || !p.serving.slots_label.present) return out;
  const auto labelled = number_in_label(p.serving.slots_label.value);
  if (!labelled || *labelled == *slots.value.value) return out;
  out.push_back({slots.loc,
                 fmt::format("serving.slots is {}, but slots_label '{}' names {}", *slots.value.value,
                             p.serving.slots_label.value, *labelled),
                 "the label names the slot count the source ran: correct the one that is wrong", {},
                 // either may be the false one: the finding runs on to the label
                 p.serving.slots_label.loc});
  return out;
}

}  // namespace brief::derivation
