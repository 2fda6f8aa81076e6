#pragma once
// The shell of every HTML page brief writes (the brief, and the site's index, hardware and
// rule pages): one self-contained HTML5 file whose Content-Security-Policy allows only its
// own inline stylesheet and its one inline script, by hash. No external font, script,
// image or request of any kind.
#include <string>
#include <string_view>

namespace brief::rendering {

const std::string& html_style();
const std::string& html_script();
// The policy: default-src 'none', the two hashes, no base, no forms.
const std::string& html_csp();

// title: raw text (escaped here). body: HTML brief wrote, placed inside <body>.
std::string html_page(std::string_view title, std::string_view body);

// A value cell or field value: "unknown..." and "not present..." (the phrases format_bytes,
// count_text and revision_text write) are marked so they look unlike known bytes and
// unlike each other, by an icon and a border, not by colour alone.
std::string html_value(std::string_view text);

}  // namespace brief::rendering
