#include "derive/reference_data.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <stdexcept>

#include "brief/embedded_files.h"

namespace brief::derivation {
namespace {

nlohmann::json embedded_json(std::string_view path) {
  for (const auto& f : embedded_files())
    if (f.path == path) return nlohmann::json::parse(f.bytes);
  throw std::logic_error("embedded data file missing: " + std::string(path));
}

CommercialUse commercial_of(const std::string& s) {
  if (s == "allowed") return CommercialUse::allowed;
  if (s == "restricted") return CommercialUse::restricted;
  return CommercialUse::unknown;
}

}  // namespace

const SpdxList& spdx_list() {
  static const SpdxList list = [] {
    SpdxList out;
    auto j = embedded_json("data/spdx-licenses.json");
    out.version = j.at("licenseListVersion").get<std::string>();
    for (const auto& l : j.at("licenses")) {
      const std::string id = l.at("id").get<std::string>();
      out.deprecated_by_id[id] = l.at("deprecated").get<bool>();
      out.id_by_name[folded_name(l.value("name", ""))] = id;
      out.id_by_name[folded_name(id)] = id;
    }
    return out;
  }();
  return list;
}

const std::vector<CommercialEntry>& commercial_table() {
  static const std::vector<CommercialEntry> table = [] {
    std::vector<CommercialEntry> out;
    const auto doc = embedded_json("data/commercial-use.json");  // kept alive for the loop
    for (const auto& e : doc.at("entries")) {
      CommercialEntry c;
      c.spdx = e.value("spdx", "");
      c.prefix = e.value("prefix", "");
      c.ref = e.value("ref", "");
      c.commercial = commercial_of(e.at("commercial").get<std::string>());
      c.reason = e.at("reason").get<std::string>();
      out.push_back(std::move(c));
    }
    return out;
  }();
  return table;
}

std::string folded_name(std::string_view name) {
  std::string out;
  for (char c : name)
    if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

namespace {

const CommercialEntry* entry_for_id(const std::string& spdx) {
  const auto& table = commercial_table();
  for (const auto& e : table)
    if (!e.spdx.empty() && e.spdx == spdx) return &e;
  for (const auto& e : table)
    if (!e.prefix.empty() && spdx.starts_with(e.prefix)) return &e;
  return nullptr;
}

}  // namespace

const CommercialEntry* commercial_entry(const License& license) {
  const auto& table = commercial_table();
  if (!license.spdx.value.empty())
    if (const CommercialEntry* e = entry_for_id(license.spdx.value)) return e;
  if (!license.license_ref.value.empty())
    for (const auto& e : table)
      if (!e.ref.empty() && e.ref == license.license_ref.value) return &e;
  // The name: an SPDX id written as the name, or an SPDX license's full name ("Creative
  // Commons Attribution Non Commercial 4.0 International"), read to its id.
  if (!license.name.value.empty()) {
    const auto& by_name = spdx_list().id_by_name;
    auto it = by_name.find(folded_name(license.name.value));
    if (it != by_name.end())
      if (const CommercialEntry* e = entry_for_id(it->second)) return e;
  }
  return nullptr;
}

std::vector<std::string> spdx_ids_of(std::string_view expr) {
  std::vector<std::string> out;
  bool after_with = false;
  std::size_t i = 0;
  while (i < expr.size()) {
    char c = expr[i];
    if (c == ' ' || c == '(' || c == ')') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < expr.size() && expr[j] != ' ' && expr[j] != '(' && expr[j] != ')') ++j;
    std::string tok(expr.substr(i, j - i));
    i = j;
    if (tok == "AND" || tok == "OR") {
      after_with = false;
      continue;
    }
    if (tok == "WITH") {
      after_with = true;
      continue;
    }
    if (after_with) {
      after_with = false;
      continue;
    }
    if (tok.starts_with("LicenseRef-") || tok.starts_with("DocumentRef-")) continue;
    if (tok.ends_with("+")) tok.pop_back();  // "GPL-2.0+": or-later operator
    out.push_back(tok);
  }
  return out;
}

}  // namespace brief::derivation
