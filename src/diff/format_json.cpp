// The tools' view of a diff (brief-diff/v1): stable keys, no null; line 0 means "not located".
#include <nlohmann/json.hpp>

#include "brief/diff.h"

namespace brief {

std::string format_diff_json(const std::vector<Change>& changes, std::string_view before_label,
                             std::string_view after_label) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& c : changes) {
    list.push_back({{"kind", change_kind_name(c.kind)},
                    {"subject", c.subject},
                    {"before", c.before},
                    {"after", c.after},
                    {"before_line", c.before_loc.line},
                    {"after_line", c.after_loc.line}});
  }
  nlohmann::ordered_json doc = {{"diff_format", "brief-diff/v1"},
                                {"before", before_label},
                                {"after", after_label},
                                {"count", changes.size()},
                                {"changes", std::move(list)}};
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace brief
