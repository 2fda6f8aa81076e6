#pragma once
// Internal frame of a rule: one source file per rule defines its RuleInfo and its check, and
// exposes them through one function (listed in registry.cpp; a static library would drop
// self-registering objects nobody references). A rule's own names live in a namespace named by
// its code (`bc701::kInfo`, `bc701::check`): the build compiles several rules as one unit (a
// unity build, see CMakeLists.txt), where two rules' `kInfo` would otherwise collide.
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "brief/brief.h"
#include "brief/diagnostic.h"
#include "brief/profile.h"
#include "brief/rules.h"
#include "derive/contradiction.h"

// Declared here so every rule file can name it, whichever derive headers it includes.
namespace brief::derivation {}

namespace brief::rules {

// Rules read derived facts and never derive them again: the shared predicates (counted in a
// pool, license read, what blocks a commercial recommendation, quantizations differ, inside
// the noise) and the claims found in prose all live in derive/ (brief::derivation), once. Each
// rule file names that namespace in its own code's namespace; no header imports it.

struct RuleContext {
  const Brief& brief;        // derived once, before any rule runs
  const Profile& profile;    // brief.profile
  const Hardware* hardware;  // brief.hardware: null when hardware.id does not resolve
  const CatalogSummary& catalog;
};

// Collects one rule's findings for one file.
class Findings {
 public:
  Findings(const RuleInfo& rule, const std::string& file, std::vector<Diagnostic>& out)
      : rule_(rule), file_(file), out_(out) {}
  void add(Loc begin, Loc end, std::string message, std::string hint = {});
  void add(Loc at, std::string message, std::string hint = {}) { add(at, {}, std::move(message), std::move(hint)); }
  // Points at a located text: the end is its last character when it fits on one line.
  void add(const Text& at, std::string message, std::string hint = {});
  // A finding with a certain fix (brief/diagnostic.h): reported like the others, and carried
  // by the reports that can hold a fix (SARIF, JSON).
  void add(Loc begin, Loc end, std::string message, std::string hint, Fix fix);
  // A finding read from prose: the sentence `claim` in the prose field `field`. The one kind
  // of finding an author may dispute with a reasoned suppression (rules/suppressions.cpp).
  void add_reading(const Text& field, std::string_view claim, std::string message, std::string hint = {});
  // The typed half of a disagreement between prose and a typed field, where either half may be
  // the false one: each disagreeing sentence is a reading of its own, the typed field is
  // reported once however many sentences disagree with it (a later call at the same place adds
  // nothing).
  void add_once(Loc at, std::string message, std::string hint = {});
  // A structural contradiction found in derive: at its fact, spanning to the other fact when
  // that one is in the same row.
  void add(const derivation::Contradiction& found);

 private:
  const RuleInfo& rule_;
  const std::string& file_;
  std::vector<Diagnostic>& out_;
};

using ProfileCheck = void (*)(const RuleContext&, Findings&);
using HardwareCheck = void (*)(const Hardware&, Findings&);
// Reference rules read only a profile's id and do-not-blend targets against the whole set's
// ids: the lint driver runs them after every file is loaded (check_references).
using ReferenceCheck = void (*)(const ProfileReferences&, const CatalogSummary&, Findings&);

struct Rule {
  const RuleInfo* info = nullptr;
  ProfileCheck check_profile = nullptr;   // null: the rule does not read profiles
  HardwareCheck check_hardware = nullptr; // null: the rule does not read hardware entries
  ReferenceCheck check_references = nullptr;  // set only for the reference rules
};

// Every rule with a check (loader codes and suppression codes have none).
const std::vector<Rule>& checked_rules();

// The registry entries of codes that the loader and the suppression logic emit.
const std::vector<RuleInfo>& loader_rule_infos();
const RuleInfo& bx901_info();
const RuleInfo& bx902_info();
const RuleInfo& bx903_info();
const RuleInfo& bx904_info();

// The end of a located text on its first line ("" or multi-line: the start itself).
Loc end_of(const Text& text);

// The columns of a located text's own characters, quotes left out, when the file holds it on
// one line exactly as its value reads (plain, or quoted without an escape); nullopt otherwise.
// What a fix replaces: its value, and nothing the YAML wrote around it.
struct ValueSpan {
  Loc begin;
  Loc end;
};
std::optional<ValueSpan> value_span(const Text& text);

}  // namespace brief::rules
