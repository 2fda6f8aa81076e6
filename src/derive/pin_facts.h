#pragma once
// The revisions and build ids a profile declares, which prose hashes must resolve to.
#include <optional>
#include <string>
#include <vector>

#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Every full revision the profile pins (pins, license revisions, hash fields).
std::vector<std::string> pinned_revisions(const Profile& profile);
// True when `hash` is a prefix of a pinned revision or names a declared build.
bool hash_resolves(const Profile& profile, const std::string& hash);
// The pin whose revision begins as `hash` does (its first 7 hex digits) and then differs: a
// hash that does not resolve but is that pin's near miss ("5624dfc6fce..." beside a runtime pin
// 5624dfc0a1b...). One of the two was edited; null when no pin is so near.
const Pin* pin_near_miss(const Profile& profile, const std::string& hash);
// The runtime pin, when the subject arm names a build that no pin or declared build resolves
// ("build: 5624dfc" beside a runtime pin at 441de75...): the pinned runtime is not the build
// that was measured, and either the pin or the arm was edited. Empty otherwise.
struct UnmeasuredPin {
  const Pin* pin = nullptr;
  std::string measured;  // the subject arm's build
};
std::optional<UnmeasuredPin> runtime_pin_unmeasured(const Profile& profile);

// Two spellings of one commit: either is a prefix of the other (a short hash of at least 7
// digits, any case).
bool same_commit(const std::string& a, const std::string& b);

// hashes.weight_pin or hashes.manifest holding a commit the profile records elsewhere (a pin's,
// the checkpoint's included; a license's revision) or a build's id. A source gives them apart
// ("Checkpoint ... revision 5ab363a. Weight pin unset. Manifest unknown."): the same commit
// copied into either says the weights, or their manifest, were pinned when only a repository was.
Contradictions hash_fields_holding_revisions(const Profile& profile);

// Two pins of one role on one repository at different revisions (a second checkpoint pin at
// another commit): the deployment loads one revision of it, so at most one pin is true. Each
// later pin is reported against the first.
Contradictions pins_of_one_role_disagree(const Profile& profile);

// The commit a prose field is written about, when the field belongs to one: a pin's note or
// scope (its revision), a build's note (the build's id), a source's title or note (the revision
// of the pin it cites). `what` names it ("build '80dba15'").
struct FieldCommit {
  std::string what;
  std::string hash;
};
std::optional<FieldCommit> commit_of_field(const Profile& profile, const Text* field);

}  // namespace brief::derivation
