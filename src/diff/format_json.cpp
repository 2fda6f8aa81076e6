// The tools' view of a diff (brief-diff/v2): stable keys, no null; line 0 means "not located";
// before/after typed as in brief-json (v2: they were display strings in v1).
#include <nlohmann/json.hpp>

#include "brief/diff.h"

namespace brief {

std::string format_diff_json(const std::vector<Change>& changes, std::string_view before_label,
                             std::string_view after_label) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& c : changes) {
    // Typed values in the render's encoding where the fact has a type; the display text
    // beside them, for people.
    auto typed = [](const std::string& json, const std::string& text) {
      return json.empty() ? nlohmann::ordered_json(text) : nlohmann::ordered_json::parse(json);
    };
    list.push_back({{"kind", change_kind_name(c.kind)},
                    {"subject", c.subject},
                    {"before", typed(c.before_json, c.before)},
                    {"after", typed(c.after_json, c.after)},
                    {"before_text", c.before},
                    {"after_text", c.after},
                    {"before_line", c.before_loc.line},
                    {"after_line", c.after_loc.line}});
  }
  nlohmann::ordered_json doc = {{"diff_format", "brief-diff/v2"},
                                {"before", before_label},
                                {"after", after_label},
                                {"count", changes.size()},
                                {"changes", std::move(list)}};
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace brief
