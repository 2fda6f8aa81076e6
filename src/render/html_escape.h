#pragma once
// Profile text is untrusted in HTML too: these make any byte string safe as element text or
// as a quoted attribute value, and turn titles into anchor ids brief controls.
#include <string>
#include <string_view>

namespace brief::rendering {

// escape_terminal (no control character, bidi override or invalid UTF-8 byte survives raw),
// then & < > " ' as character references: safe as text and inside a quoted attribute.
std::string escape_html(std::string_view text);

// Like escape_html but keeps newlines (for <pre>): each line escaped on its own.
std::string escape_html_lines(std::string_view text);

// An anchor id from a title: lowercase ASCII letters, digits and '-', never empty, never
// starting with a digit ("s-..." prefix). Callers make ids unique.
std::string slug(std::string_view title);

// A file-name-safe form of an id for the site's page paths: [A-Za-z0-9.-] kept, every other
// byte as "_xx" hex, so two different ids never share a file and no id leaves its folder.
std::string file_stem(std::string_view id);

}  // namespace brief::rendering
