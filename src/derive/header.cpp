#include "derive/header.h"

#include <algorithm>

#include <fmt/format.h>

#include "brief/plural.h"
#include "derive/placement.h"
#include "derive/wording.h"

namespace brief::derivation {

bool is_full_revision(const Pin& pin) {
  const Revision& r = pin.revision.value;
  if (r.state != Revision::State::pinned || r.hash.size() != 40) return false;
  for (char ch : r.hash)
    if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) return false;
  return true;
}

namespace {

std::string not_claimed_sentence(const Claims& claims) {
  const bool fit = claims.memory_fit.value;
  const bool done = claims.deployment_done.value;
  if (!fit && !done) return "This is not a fit and not a finished deployment.";
  if (!fit) return "This is not a fit.";
  if (!done) return "This is not a finished deployment.";
  return "";
}

// The runtime and checkpoint pins decide whether the reported revision is pinned.
Caveat revision_caveat(const Profile& profile) {
  std::vector<std::string> unpinned;
  for (PinRole role : {PinRole::runtime, PinRole::checkpoint}) {
    const Pin* found = nullptr;
    for (const auto& pin : profile.pins)
      if (pin.role.value == role) found = &pin;
    const char* name = role == PinRole::runtime ? "runtime" : "checkpoint";
    if (found == nullptr || !is_full_revision(*found)) unpinned.emplace_back(name);
  }
  if (unpinned.empty()) return caveat("revision-pinned", "Reported revision is pinned.");
  return caveat("revision-not-pinned",
                fmt::format("Reported revision is not pinned: {}.", join(unpinned, " and ")));
}

std::string count_text(const Located<Count>& count) {
  return count.value.known() ? std::to_string(*count.value.value) : "unknown";
}

// "NVIDIA DGX Spark (128 GB unified memory)" -> "NVIDIA DGX Spark": the machine, not its spec.
std::string machine_name(const Hardware& hardware) {
  std::string name = hardware.name.value.empty() ? hardware.id.value : hardware.name.value;
  const auto paren = name.find(" (");
  if (paren != std::string::npos) name.erase(paren);
  return name;
}

}  // namespace

bool provenance_stated(const Provenance& provenance) {
  return provenance.kind.present || provenance.reporter.present || provenance.reproduced.present;
}

std::vector<Caveat> header_caveats(const Profile& profile, const Hardware* hardware,
                                   const MemoryVerdict& verdict) {
  std::vector<Caveat> out;
  out.push_back(caveat("copies-text",
                       "Copies text for another assistant or a person to review. Nothing is deployed."));
  if (const auto sentence = not_claimed_sentence(profile.claims); !sentence.empty())
    out.push_back(caveat("not-a-fit", sentence));
  if (!verdict.claim_supported)
    out.push_back(caveat("fit-claim-unsupported",
                         "The profile claims a memory fit that its facts do not support."));
  // With no provenance the profile names no report to call the source's: the caveat says what
  // the header's "Provenance: not stated" says, and that no reproduction is claimed.
  if (!provenance_stated(profile.provenance))
    out.push_back(caveat("provenance-not-stated", "Provenance not stated; no reproduction by this catalog is claimed."));
  else if (profile.provenance.reproduced.value)
    out.push_back(caveat("source-reproduced", "Source reported; reproduced by this catalog."));
  else
    out.push_back(caveat("source-reported", "Source reported; not reproduced by this catalog."));
  if (hardware == nullptr)
    out.push_back(caveat("hardware-unresolved",
                         fmt::format("Hardware {} is not in this catalog.", profile.hardware.id.value)));
  out.push_back(revision_caveat(profile));
  if (!profile.recipe.value.empty())
    out.push_back(caveat("recipe", fmt::format("{} recipe.", capitalized(profile.recipe.value))));
  return out;
}

std::string provenance_line(const Profile& profile) {
  const Provenance& pv = profile.provenance;
  if (!provenance_stated(pv)) return "not stated";
  std::vector<std::string> parts;
  if (!pv.kind.value.empty()) parts.push_back(fmt::format("{} source.", pv.kind.value));
  if (!pv.reporter.value.empty()) parts.push_back(fmt::format("Reported by {}.", pv.reporter.value));
  parts.push_back(pv.reproduced.value ? "Reproduced." : "Not reproduced.");
  return join(parts, " ");
}

std::string runtime_not_text(const Profile& profile) {
  std::string_view text = profile.hashes.runtime_not.value;
  if (text.size() > 4 && ascii_lower(text.substr(0, 4)) == "not ") text.remove_prefix(4);
  return std::string(text);
}

std::string hardware_line(const Profile& profile) {
  const auto& ref = profile.hardware;
  std::string line;
  if (!ref.matches_pin.present) line = "Hardware match to this pin is unknown.";
  else if (ref.matches_pin.value) line = "Hardware matches this pin.";
  else line = "Hardware differs from this pin.";
  if (ref.nodes.present) line += fmt::format(" {}.", count_of(ref.nodes.value, "node", "nodes"));
  else line += " Node count unknown.";
  line += fmt::format(" TP {}.", count_text(profile.parallelism.tp));
  // Pipeline parallelism is named only when the source states it.
  if (profile.parallelism.pp.value.known()) line += fmt::format(" PP {}.", count_text(profile.parallelism.pp));
  line += fmt::format(" EP {}.", count_text(profile.parallelism.ep));
  return line;
}

std::string pool_statement(const Profile& profile, const Hardware* hardware) {
  if (hardware == nullptr)
    return fmt::format("Hardware {} is not in this catalog; its memory pools are unknown.",
                       profile.hardware.id.value);
  const std::string machine = machine_name(*hardware);
  // A gpu pool is one accelerator's, so a node of 8 GPUs has 8 of it, not one.
  int64_t per_node = 0;
  int64_t accelerators = 0;
  for (const auto& pool : hardware->pools) {
    const int64_t sharing = accelerators_sharing(*hardware, pool);
    per_node += sharing > 1 ? sharing : 1;
    accelerators = std::max(accelerators, sharing);
  }
  std::string text;
  if (per_node == 1 && hardware->pools[0].kind.value == PoolKind::unified)
    text = fmt::format("Each {} has one unified memory pool. Host RAM is that pool.", machine);
  else if (per_node == 1)
    text = fmt::format("Each {} has one memory pool.", machine);
  else if (accelerators > 1)
    text = fmt::format("Each {} has {} separate memory pools: a GPU pool on each of its {} accelerators.", machine,
                       per_node, accelerators);
  else
    text = fmt::format("Each {} has {} separate memory pools.", machine, per_node);
  if (!profile.hardware.nodes.present) return text + " The node count is unknown.";
  const int64_t nodes = profile.hardware.nodes.value;
  if (nodes == 1) return text + " One node: its pools are all the capacity there is.";
  const int64_t pools = nodes * per_node;
  return text + fmt::format(" {} are {} separate pools, not one contiguous capacity.",
                            count_of(nodes, "node", "nodes"), pools);
}

std::vector<Caveat> closing_caveats(const Profile& profile) {
  const Claims& c = profile.claims;
  auto flag = [](bool b) { return b ? "true" : "false"; };
  return {
      caveat("runtime-claimed",
             fmt::format("Runtime claimed by this catalog: {}.", flag(c.runtime_claimed.value))),
      // An invariant of brief, not a fact of the profile: no sum of rows makes a fit.
      caveat("summing-creates-no-fit", "Summing components creates a fit: false."),
      caveat("calculator-verdict-unchanged", "The generic calculator verdict is unchanged."),
      caveat("claims",
             fmt::format("Commercial recommendation: {}. Memory fit claimed: {}. Deployment done: {}.",
                         flag(c.commercial_recommendation.value), flag(c.memory_fit.value),
                         flag(c.deployment_done.value))),
  };
}

}  // namespace brief::derivation
