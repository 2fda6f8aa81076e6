#pragma once
// A small scanner of the HTML brief writes: every start tag with its attributes, and the
// raw text of one element. Enough to prove that a page holds only elements, attributes and
// links brief itself writes (profile text is escaped, so it can add none).
#include <map>
#include <string>
#include <vector>

namespace brief::test {

struct Tag {
  std::string name;
  std::map<std::string, std::string> attributes;  // value "" for a boolean attribute
};

inline std::vector<Tag> start_tags(const std::string& html) {
  std::vector<Tag> tags;
  std::size_t i = 0;
  const auto is_name = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; };
  while ((i = html.find('<', i)) != std::string::npos) {
    ++i;
    if (i >= html.size() || !std::isalpha(static_cast<unsigned char>(html[i]))) continue;
    Tag tag;
    while (i < html.size() && is_name(html[i])) tag.name += static_cast<char>(std::tolower(html[i++]));
    while (i < html.size() && html[i] != '>') {
      if (std::isspace(static_cast<unsigned char>(html[i]))) {
        ++i;
        continue;
      }
      std::string name, value;
      while (i < html.size() && html[i] != '=' && html[i] != '>' && !std::isspace(static_cast<unsigned char>(html[i])))
        name += html[i++];
      if (i < html.size() && html[i] == '=') {
        ++i;
        const char quote = html[i];
        if (quote == '"' || quote == '\'') {
          const std::size_t end = html.find(quote, i + 1);
          value = html.substr(i + 1, end - i - 1);
          i = end + 1;
        } else {
          while (i < html.size() && html[i] != '>' && !std::isspace(static_cast<unsigned char>(html[i]))) value += html[i++];
        }
      }
      tag.attributes[name] = value;
    }
    // The stylesheet and the script are brief's constants: skip their text.
    if (tag.name == "style" || tag.name == "script") {
      const std::size_t end = html.find("</" + tag.name, i);
      i = end == std::string::npos ? html.size() : end;
    }
    tags.push_back(std::move(tag));
  }
  return tags;
}

// The text between <tag ... id="id"> and the next </tag>, entity references decoded.
inline std::string element_text(const std::string& html, const std::string& tag, const std::string& id) {
  const std::size_t at = html.find("id=\"" + id + "\"");
  if (at == std::string::npos) return {};
  const std::size_t open_end = html.find('>', at) + 1;
  const std::size_t close = html.find("</" + tag + ">", open_end);
  std::string raw = html.substr(open_end, close - open_end);
  if (tag == "pre" && !raw.empty() && raw[0] == '\n') raw.erase(0, 1);  // as every HTML parser does
  std::string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '&') {
      out += raw[i];
      continue;
    }
    const std::size_t semi = raw.find(';', i);
    const std::string ref = raw.substr(i + 1, semi - i - 1);
    if (ref == "amp") out += '&';
    else if (ref == "lt") out += '<';
    else if (ref == "gt") out += '>';
    else if (ref == "quot") out += '"';
    else if (ref == "#39") out += '\'';
    else out += "&" + ref + ";";
    i = semi;
  }
  return out;
}

}  // namespace brief::test
