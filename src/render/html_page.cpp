#include "render/html_page.h"

#include <fmt/format.h>

#include "render/html_escape.h"
#include "render/csp_hash.h"

namespace brief::rendering {

const std::string& html_csp() {
  static const std::string csp =
      fmt::format("default-src 'none'; style-src {}; script-src {}; base-uri 'none'; form-action 'none'",
                  csp_hash(html_style()), csp_hash(html_script()));
  return csp;
}

std::string html_page(std::string_view title, std::string_view body) {
  return fmt::format(
      "<!DOCTYPE html>\n"
      "<html lang=\"en\">\n"
      "<head>\n"
      "<meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta name=\"generator\" content=\"brief\">\n"
      "<title>{}</title>\n"
      "<style>{}</style>\n"
      "</head>\n"
      "<body>\n"
      "<a class=\"skip\" href=\"#main\">Skip to the content</a>\n"
      "<div class=\"page\">\n"
      "{}"
      "</div>\n"
      "<script>{}</script>\n"
      "</body>\n"
      "</html>\n",
      escape_html(html_csp()), escape_html(title), html_style(), body, html_script());
}

std::string html_value(std::string_view text) {
  const std::string escaped = escape_html(text);
  const auto starts = [&](std::string_view word) {
    return text.substr(0, word.size()) == word &&
           (text.size() == word.size() || text[word.size()] == '.' || text[word.size()] == ' ' ||
            text[word.size()] == ',');
  };
  if (starts("unknown")) return fmt::format("<span class=\"v-unknown\">{}</span>", escaped);
  if (starts("not present")) return fmt::format("<span class=\"v-absent\">{}</span>", escaped);
  return escaped;
}

}  // namespace brief::rendering
