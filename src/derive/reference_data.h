#pragma once
// License reference data compiled into brief from data/*.json: the SPDX license list and the
// commercial-use table. Loaded once, on first use.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct SpdxList {
  std::string version;                        // "3.19"
  std::map<std::string, bool> deprecated_by_id;  // id -> deprecated
  std::map<std::string, std::string> id_by_name;  // folded full name -> id
};
// A license name folded for lookup: lowercase, letters and digits only.
std::string folded_name(std::string_view name);
const SpdxList& spdx_list();

struct CommercialEntry {
  std::string spdx;    // exact SPDX id, or
  std::string prefix;  // an SPDX id prefix ("CC-BY-NC-"), or
  std::string ref;     // a license_ref key ("llama3.1")
  CommercialUse commercial = CommercialUse::unknown;
  std::string reason;
};
const std::vector<CommercialEntry>& commercial_table();

// The table's entry for a license: by its SPDX id (exact, then prefix), then license_ref,
// then by its name when the name is an SPDX id or an SPDX license's full name.
const CommercialEntry* commercial_entry(const License& license);

// The SPDX ids of an expression ("Apache-2.0 OR MIT" -> Apache-2.0, MIT); exceptions after
// WITH and LicenseRef-/DocumentRef- ids are left out (they are not list ids).
std::vector<std::string> spdx_ids_of(std::string_view expression);

}  // namespace brief::derivation
