#include "derive/licenses.h"

#include <fmt/format.h>

#include "derive/rows.h"
#include "derive/text.h"

namespace brief::derivation {

std::string license_short_name(const License& license) {
  if (!license.spdx.value.empty()) return license.spdx.value;
  if (!license.license_ref.value.empty()) return license.license_ref.value;
  return license.name.value;
}

namespace {

std::string commercial_label(CommercialUse use) {
  switch (use) {
    case CommercialUse::allowed: return "Commercial use allowed.";
    case CommercialUse::restricted: return "Commercial use restricted.";
    case CommercialUse::unknown: break;
  }
  return "Commercial use unknown.";
}

// "NonCommercial" is a property of the license terms, visible in the id or the name.
bool is_non_commercial(const License& license) {
  const std::string& spdx = license.spdx.value;
  return spdx.find("-NC-") != std::string::npos || spdx.ends_with("-NC") ||
         license.name.value.find("NonCommercial") != std::string::npos ||
         license.name.value.find("Non-Commercial") != std::string::npos;
}

// A read engine license is the one a reader is most tempted to extend to unread weights.
const License* read_engine_license(const Profile& profile) {
  for (const auto& l : profile.licenses)
    if (l.role.value == LicenseRole::engine && l.text_read.value && !license_short_name(l).empty())
      return &l;
  return nullptr;
}

std::string weights_row_name(const Profile& profile) {
  const Component* weights = main_weights(profile);
  return weights != nullptr ? weights->name.value : "model weights";
}

}  // namespace

LicenseView license_view(const Profile& profile, const License& license) {
  LicenseView view;
  view.license = &license;
  view.commercial_label = commercial_label(license.commercial.value);
  auto& derived = view.derived;

  switch (license.role.value) {
    case LicenseRole::kit:
      derived.push_back(caveat("kit-not-weights", "The kit license is not the weight license."));
      break;
    case LicenseRole::engine: {
      const std::string weights = weights_row_name(profile);
      if (!license.credited_by.value.empty())
        derived.push_back(caveat("engine-credit-only",
                                 fmt::format("Engine credit only. It does not license the {}.", weights)));
      else
        derived.push_back(caveat("engine-not-weights",
                                 fmt::format("The engine license does not license the {}.", weights)));
      break;
    }
    default: break;
  }

  if (!license.revision.value.empty()) {
    const bool drafter = license.role.value == LicenseRole::drafter;
    derived.push_back(caveat("pinned-revision", fmt::format("Pinned {}revision {}.",
                                                            drafter ? "drafter " : "", license.revision.value)));
  }

  if (!license.text_read.value) {
    const License* engine = read_engine_license(profile);
    if (engine != nullptr && engine != &license)
      derived.push_back(caveat("do-not-assume", fmt::format("Do not assume {}.", license_short_name(*engine))));
    else
      derived.push_back(caveat("do-not-assume", "Do not assume a permissive license."));
  }

  if (license.commercial.value == CommercialUse::restricted) {
    if (is_non_commercial(license)) derived.push_back(caveat("non-commercial", "Non-commercial."));
    derived.push_back(caveat("no-commercial-recommendation", "No commercial recommendation."));
  }
  return view;
}

std::vector<LicenseView> license_views(const Profile& profile) {
  std::vector<LicenseView> views;
  for (const auto& license : profile.licenses) views.push_back(license_view(profile, license));
  return views;
}

}  // namespace brief::derivation
