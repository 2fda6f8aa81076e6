#include "render/json_values.h"

#include "render/enum_phrases.h"

namespace brief::rendering {

void put_bytes(ojson& obj, const std::string& key, const Bytes& bytes) {
  ojson detail = ojson::object();
  detail["state"] = name_of(bytes.state());
  switch (bytes.state()) {
    case Bytes::State::known:
      // "about 15.2 GB" is no more summable than an unknown: a string, so that jq's add
      // fails (or concatenates) instead of adding it as if exact. The number is in the detail.
      if (bytes.approximate()) obj[key] = "approximate";
      else obj[key] = bytes.value();
      detail["bytes"] = bytes.value();
      detail["approximate"] = bytes.approximate();
      detail["as_written"] = bytes.as_written();
      detail["display"] = format_bytes(bytes);
      break;
    case Bytes::State::unknown:
      obj[key] = "unknown";
      detail["why"] = bytes.why();
      break;
    case Bytes::State::not_present:
      obj[key] = "not-present";
      break;
  }
  obj[key + "_detail"] = std::move(detail);
}

void put_count(ojson& obj, const std::string& key, const Count& count) {
  if (count.known())
    obj[key] = *count.value;
  else
    obj[key] = "unknown";
  obj[key + "_detail"] = ojson{{"state", count.known() ? "known" : "unknown"}, {"why", count.why}};
}

ojson revision_json(const Revision& revision) {
  return ojson{{"state", name_of(revision.state)}, {"hash", revision.hash}, {"why", revision.why}};
}

ojson caveats_json(const std::vector<Caveat>& caveats) {
  ojson out = ojson::array();
  for (const auto& c : caveats) out.push_back(ojson{{"id", c.id}, {"text", c.text}});
  return out;
}

ojson texts_json(const TextList& list) {
  ojson out = ojson::array();
  for (const auto& t : list) out.push_back(t.value);
  return out;
}

ojson strings_json(const std::vector<std::string>& list) {
  ojson out = ojson::array();
  for (const auto& s : list) out.push_back(s);
  return out;
}

ojson decimal_json(const Decimal& d) {
  // The decimal's own text is valid JSON number syntax ("60.4", "-3", "99").
  return ojson::parse(d.to_string());
}

}  // namespace brief::rendering
