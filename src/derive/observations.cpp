#include "derive/observations.h"

#include <fmt/format.h>

#include <set>

#include "derive/text.h"

namespace brief::derivation {

namespace {

const Arm* find_arm(const Bakeoff& bakeoff, const std::string& id) {
  for (const auto& arm : bakeoff.arms)
    if (arm.id.value == id) return &arm;
  return nullptr;
}

std::optional<Caveat> runs_caveat(const Observation& o) {
  if (!o.runs.present) return std::nullopt;
  if (o.runs.value == 1) return caveat("one-run", "One run.");
  return caveat("runs", fmt::format("{} runs.", o.runs.value));
}

std::optional<Caveat> precision_caveat(const Bakeoff& bakeoff, const Observation& o) {
  std::set<std::string> quantizations;
  bool unknown_quantization = false;
  for (const auto& cell : o.cells) {
    const Arm* arm = find_arm(bakeoff, cell.arm.value);
    if (arm == nullptr || arm->quantization.value.empty()) unknown_quantization = true;
    else quantizations.insert(arm->quantization.value);
  }
  if (quantizations.size() > 1)
    return caveat("different-quantizations", "Different quantizations: not a same-precision ranking.");
  if (unknown_quantization && o.cells.size() > 1)
    return caveat("unknown-quantization", "An arm's quantization is unknown: not a same-precision ranking.");
  return std::nullopt;
}

// The pin a build belongs to: the declared build's pin, else the runtime pin.
const Pin* pin_of_build(const Profile& profile, const std::string& build) {
  std::string pin_id;
  for (const auto& b : profile.builds)
    if (b.id.value == build) pin_id = b.of.value;
  for (const auto& pin : profile.pins) {
    if (!pin_id.empty() && pin.id.value == pin_id) return &pin;
    if (pin_id.empty() && pin.role.value == PinRole::runtime) return &pin;
  }
  return nullptr;
}

std::optional<Caveat> build_caveat(const Profile& profile, const Observation& o) {
  const std::string& build = o.build.value;
  if (build.empty()) return std::nullopt;
  const Pin* pin = pin_of_build(profile, build);
  if (pin == nullptr || pin->revision.value.state != Revision::State::pinned)
    return caveat("measured-on-build", fmt::format("Measured on build {}, not on a pinned revision.", build));
  const std::string& hash = pin->revision.value.hash;
  if (hash.starts_with(build)) return std::nullopt;
  const std::string pinned_prefix = hash.substr(0, std::max<size_t>(build.size(), 7));
  return caveat("measured-on-build",
                fmt::format("Measured on build {}, not on the pinned {}.", build, pinned_prefix));
}

bool better(Direction direction, const Decimal& a, const Decimal& b) {
  return direction == Direction::higher_is_better ? a > b : a < b;
}

std::string with_unit(const Decimal& value, const std::string& unit) {
  return unit.empty() ? value.to_string() : fmt::format("{} {}", value.to_string(), unit);
}

std::optional<Caveat> outcome_caveat(const Bakeoff& bakeoff, const Observation& o) {
  if (!o.direction.present) return std::nullopt;
  const Direction direction = o.direction.value;
  const Cell* subject = nullptr;
  const Cell* best_other = nullptr;
  for (const auto& cell : o.cells) {
    const Arm* arm = find_arm(bakeoff, cell.arm.value);
    if (arm != nullptr && arm->subject.value) subject = &cell;
    else if (best_other == nullptr || better(direction, cell.value.value, best_other->value.value))
      best_other = &cell;
  }
  if (subject == nullptr || best_other == nullptr) return std::nullopt;
  const Decimal& mine = subject->value.value;
  const Decimal& theirs = best_other->value.value;
  const Arm* other_arm = find_arm(bakeoff, best_other->arm.value);
  const std::string other_label =
      other_arm != nullptr && !other_arm->label.value.empty() ? other_arm->label.value : best_other->arm.value;

  if (bakeoff.noise_percent.present && within_percent(mine, theirs, bakeoff.noise_percent.value))
    return caveat("outcome-noise", fmt::format("The difference is under the source's {}% noise threshold.",
                                               bakeoff.noise_percent.value.to_string()));
  if (mine == theirs)
    return caveat("outcome-tie", fmt::format("A tie in this cell: {} on both arms.", with_unit(mine, o.unit.value)));
  if (better(direction, theirs, mine))
    return caveat("outcome-not-a-win",
                  fmt::format("Not a win for this profile: {} is better in this cell ({} vs {}).", other_label,
                              with_unit(theirs, o.unit.value), with_unit(mine, o.unit.value)));
  return caveat("outcome-best", fmt::format("Best arm in this cell for this profile: {} vs {} on {}.",
                                            with_unit(mine, o.unit.value), with_unit(theirs, o.unit.value),
                                            other_label));
}

}  // namespace

ObservationView observation_view(const Profile& profile, const Observation& observation) {
  ObservationView view;
  view.observation = &observation;
  const Bakeoff& bakeoff = profile.bakeoff;
  for (auto derived : {runs_caveat(observation), precision_caveat(bakeoff, observation),
                       build_caveat(profile, observation), outcome_caveat(bakeoff, observation)})
    if (derived) view.derived.push_back(*derived);
  return view;
}

std::vector<ObservationView> observation_views(const Profile& profile) {
  std::vector<ObservationView> views;
  for (const auto& o : profile.bakeoff.observations) views.push_back(observation_view(profile, o));
  return views;
}

std::vector<Caveat> observation_caveats(const Profile& profile) {
  const Bakeoff& bakeoff = profile.bakeoff;
  std::vector<Caveat> out;
  if (bakeoff.observations.empty()) return out;

  std::string runs;
  if (bakeoff.runs_per_arm.present)
    runs = bakeoff.runs_per_arm.value == 1 ? "Each bake-off arm ran once."
                                           : fmt::format("Each bake-off arm ran {} times.", bakeoff.runs_per_arm.value);
  else
    runs = "The number of runs per bake-off arm is unknown.";
  if (bakeoff.noise_percent.present)
    runs += fmt::format(" Differences under about {}% are called noise by the source.",
                        bakeoff.noise_percent.value.to_string());
  out.push_back(caveat("bakeoff-runs", runs));

  const std::string reporter = bakeoff.reporter.value.empty() ? "source" : bakeoff.reporter.value;
  if (profile.provenance.reproduced.value)
    out.push_back(caveat("reported-observations",
                         fmt::format("Speed figures are {} observations, reproduced by this catalog, and not a forecast.",
                                     reporter)));
  else
    out.push_back(caveat("reported-observations",
                         fmt::format("Speed figures are {} observations, not a measurement by this catalog, "
                                     "and not a forecast.",
                                     reporter)));
  return out;
}

}  // namespace brief::derivation
