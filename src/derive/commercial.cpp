#include "derive/commercial.h"

#include <fmt/format.h>

#include "derive/licenses.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

bool role_covers(LicenseRole license, PinRole pin) {
  return (pin == PinRole::drafter && license == LicenseRole::drafter) ||
         (pin == PinRole::checkpoint && license == LicenseRole::weights);
}

}  // namespace

const License* covering_license(const Profile& profile, const Pin& pin) {
  for (const auto& l : profile.licenses) {
    if (role_covers(l.role.value, pin.role.value)) return &l;
    if (!l.target.value.empty() && l.target.value == pin.repo.value) return &l;
    const Revision& r = pin.revision.value;
    if (!l.revision.value.empty() && r.state == Revision::State::pinned && l.revision.value == r.hash) return &l;
  }
  return nullptr;
}

const License* covering_license(const Profile& profile, const Component& row) {
  for (const auto& l : profile.licenses) {
    if (row.role.value == ComponentRole::separate_resident && l.role.value == LicenseRole::drafter) return &l;
    if (l.subject.value == row.id.value || (!l.target.value.empty() && l.target.value == row.name.value)) return &l;
  }
  return nullptr;
}

CommercialVerdict commercial_verdict(const Profile& profile, const std::vector<LicenseView>& views) {
  CommercialVerdict verdict;
  bool has_weights_license = false;
  for (const auto& view : views) {
    const License& license = *view.license;
    const std::string& subject = license.subject.value;
    if (license.role.value == LicenseRole::weights) has_weights_license = true;
    const std::string name = license_short_name(license);
    switch (view.effective) {
      case CommercialUse::allowed: break;
      case CommercialUse::restricted:
        verdict.blockers.push_back(caveat(
            "commercial-restricted-" + subject,
            fmt::format("{}: commercial use restricted{}.", subject, name.empty() ? "" : " by " + name)));
        break;
      case CommercialUse::unknown:
        if (license.commercial.value == CommercialUse::allowed)
          // An unread license is unknown even when the profile calls it allowed.
          verdict.blockers.push_back(caveat(
              "commercial-unread-" + subject,
              fmt::format("{}: {}, so commercial use is unknown.", subject, text_read_phrase(view.text))));
        else
          verdict.blockers.push_back(caveat(
              "commercial-unknown-" + subject,
              fmt::format("{}: commercial use unknown{}.", subject,
                          view.text == TextRead::read ? "" : "; " + std::string(text_read_phrase(view.text)))));
        break;
    }
  }
  for (const auto& pin : profile.pins) {
    if (pin.role.value != PinRole::drafter && pin.role.value != PinRole::checkpoint) continue;
    if (covering_license(profile, pin) != nullptr) continue;
    verdict.unlicensed_pins.push_back(&pin);
    verdict.blockers.push_back(caveat("commercial-unlicensed-" + pin.id.value,
                                      fmt::format("{}: pinned, but no license entry covers it, so commercial use is unknown.",
                                                  pin.id.value)));
  }
  for (const auto& row : profile.components) {
    if (row.role.value != ComponentRole::separate_resident || covering_license(profile, row) != nullptr) continue;
    verdict.unlicensed_rows.push_back(&row);
    verdict.blockers.push_back(caveat("commercial-unlicensed-" + row.id.value,
                                      fmt::format("{}: a separate download, but no license entry covers it, so "
                                                  "commercial use is unknown.", row.id.value)));
  }
  // Weights with no license row at all are weights under an unread license.
  if (!has_weights_license)
    verdict.blockers.push_back(
        caveat("commercial-no-weights-license", "The weights' license is not recorded, so commercial use is unknown."));
  verdict.possible = verdict.blockers.empty();
  return verdict;
}

}  // namespace brief::derivation
