#include "derive/observations.h"

#include <cctype>
#include <optional>
#include <string>

#include <fmt/format.h>

#include <set>

#include "derive/wording.h"
#include "model/lookup.h"

namespace brief::derivation {

namespace {

// The arms an observation compares: those with cells, or every arm when it has none.
std::vector<const Arm*> arms_of(const Bakeoff& bakeoff, const Observation& o) {
  std::vector<const Arm*> out;
  if (o.cells.empty()) {
    for (const auto& a : bakeoff.arms) out.push_back(&a);
    return out;
  }
  for (const auto& c : o.cells)
    if (const Arm* a = find_arm(bakeoff, c.arm.value)) out.push_back(a);
  return out;
}

// An unknown quantization counts as different: nothing says the arms share a precision.
bool quantizations_differ(const std::vector<const Arm*>& arms) {
  for (const Arm* a : arms)
    if (a->quantization.value.empty() || a->quantization.value != arms.front()->quantization.value) return true;
  return false;
}

// Arms measured on different stated builds, or a cell measured on a build that is not the pin.
bool builds_differ(const Observation& o, const std::vector<const Arm*>& arms) {
  if (!o.build.value.empty()) return true;
  std::string seen;
  for (const Arm* a : arms) {
    if (a->build.value.empty()) continue;
    if (!seen.empty() && a->build.value != seen) return true;
    seen = a->build.value;
  }
  return false;
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

  // Worded so that brief's own sentences pass brief's own claim checker: a cell across
  // quantizations or inside the noise ranks nothing, and says so.
  if (bakeoff.noise_percent.present && within_percent(mine, theirs, bakeoff.noise_percent.value))
    return caveat("outcome-noise", fmt::format("The difference is under about {}%, which the source calls noise.",
                                               bakeoff.noise_percent.value.to_string()));
  if (mine == theirs)
    return caveat("outcome-tie", fmt::format("The same value on both arms in this cell: {}.", with_unit(mine, o.unit.value)));
  const std::string values = fmt::format("{} on this profile, {} on {}", with_unit(mine, o.unit.value),
                                         with_unit(theirs, o.unit.value), other_label);
  const auto arms = arms_of(bakeoff, o);
  if (better(direction, theirs, mine))
    return caveat("outcome-not-a-win", fmt::format("Not a win for this profile in this cell: {}.", values));
  if (quantizations_differ(arms))
    return caveat("outcome-unranked", fmt::format("Across quantizations this cell ranks nothing: {}.", values));
  if (builds_differ(o, arms))
    return caveat("outcome-unranked", fmt::format("Across builds this cell ranks nothing: {}.", values));
  return caveat("outcome-ahead", fmt::format("This profile's value is ahead in this one cell: {}.", values));
}

}  // namespace

// The direction a unit reads in: a rate (something per second) is better higher, a duration
// (seconds, milliseconds, seconds per token) is better lower; any other unit has none.
std::optional<Direction> unit_direction(std::string_view unit) {
  std::string u;
  for (char c : unit)
    if (c != ' ') u += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (u.empty()) return std::nullopt;
  if (u.ends_with("/s") || u.ends_with("/sec") || u.ends_with("/second") || u.ends_with("persecond") ||
      u.ends_with("/min") || u == "tps" || u == "rps" || u == "qps")
    return Direction::higher_is_better;
  if (u == "s" || u == "ms" || u == "us" || u == "µs" || u == "sec" || u == "seconds" || u == "second" ||
      u == "milliseconds" || u == "ms/token" || u == "ms/tok" || u == "s/token" || u == "s/tok" || u == "min" ||
      u == "minutes")
    return Direction::lower_is_better;
  return std::nullopt;
}

ObservationView observation_view(const Profile& profile, const Observation& observation) {
  ObservationView view;
  view.observation = &observation;
  const Bakeoff& bakeoff = profile.bakeoff;
  view.arms = arms_of(bakeoff, observation);
  view.quantizations_differ = view.arms.size() > 1 && quantizations_differ(view.arms);
  view.builds_differ = builds_differ(observation, view.arms);
  if (observation.direction.present)
    if (const auto natural = unit_direction(observation.unit.value); natural && *natural != observation.direction.value)
      view.direction_contradicts_unit = true;
  view.runs = observation.runs.present ? observation.runs.value
              : bakeoff.runs_per_arm.present ? bakeoff.runs_per_arm.value : 0;
  for (const auto& cell : observation.cells)
    if (const Arm* a = find_arm(bakeoff, cell.arm.value); a != nullptr && a->subject.value) view.subject_cell = &cell;
  if (view.subject_cell != nullptr && bakeoff.noise_percent.present)
    for (const auto& cell : observation.cells)
      if (&cell != view.subject_cell &&
          within_percent(view.subject_cell->value.value, cell.value.value, bakeoff.noise_percent.value))
        view.within_noise.push_back(&cell);
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
