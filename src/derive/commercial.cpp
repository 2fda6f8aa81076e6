#include "derive/commercial.h"

#include <fmt/format.h>

#include "derive/licenses.h"
#include "derive/text.h"

namespace brief::derivation {

CommercialVerdict commercial_verdict(const Profile& profile) {
  CommercialVerdict verdict;
  bool has_weights_license = false;
  for (const auto& license : profile.licenses) {
    const std::string& subject = license.subject.value;
    if (license.role.value == LicenseRole::weights) has_weights_license = true;
    const std::string name = license_short_name(license);
    switch (license.commercial.value) {
      case CommercialUse::allowed:
        // An unread license is unknown even when the profile calls it allowed.
        if (!license.text_read.value)
          verdict.blockers.push_back(caveat(
              "commercial-unread-" + subject,
              fmt::format("{}: the license text was not read, so commercial use is unknown.", subject)));
        break;
      case CommercialUse::restricted:
        verdict.blockers.push_back(caveat(
            "commercial-restricted-" + subject,
            fmt::format("{}: commercial use restricted{}.", subject, name.empty() ? "" : " by " + name)));
        break;
      case CommercialUse::unknown:
        verdict.blockers.push_back(caveat(
            "commercial-unknown-" + subject,
            fmt::format("{}: commercial use unknown{}.", subject,
                        license.text_read.value ? "" : "; the license text was not read")));
        break;
    }
  }
  // Weights with no license row at all are weights under an unread license.
  if (!has_weights_license)
    verdict.blockers.push_back(
        caveat("commercial-no-weights-license", "The weights' license is not recorded, so commercial use is unknown."));
  verdict.possible = verdict.blockers.empty();
  return verdict;
}

}  // namespace brief::derivation
