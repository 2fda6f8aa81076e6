#include <fmt/format.h>

#include "diff/sections.h"

namespace brief::diffing {

void diff_closing(ChangeList& out, const Profile& a, const Profile& b) {
  const auto prose = ChangeKind::text_changed;
  diff_keyed(out, "preflight", a.preflight, b.preflight, [](const Step& s) { return s.text.value; },
             [](const Step& s) { return s.covers.value.empty() ? std::string() : "covers " + s.covers.value; },
             ChangeKind::item_added, ChangeKind::item_removed,
             [&](const std::string& s, const Step& x, const Step& y) {
               out.compare(ChangeKind::field_changed, s + ".covers", fact(x.covers), fact(y.covers));
             });
  out.compare(prose, "validation", fact(a.validation), fact(b.validation));
  out.compare(prose, "rollback", fact(a.rollback), fact(b.rollback));
  diff_keyed(out, "do_not_blend", a.do_not_blend, b.do_not_blend, [](const ProfileRef& r) { return r.id.value; },
             [](const ProfileRef& r) { return r.why.value; }, ChangeKind::item_added, ChangeKind::item_removed,
             [&](const std::string& s, const ProfileRef& x, const ProfileRef& y) {
               out.compare(ChangeKind::field_changed, s + ".external", fact(x.external), fact(y.external));
               out.compare(prose, s + ".why", fact(x.why), fact(y.why));
             });

  const auto claim = ChangeKind::claim_changed;
  const Claims& x = a.claims;
  const Claims& y = b.claims;
  out.compare(claim, "claims.commercial_recommendation", fact(x.commercial_recommendation),
              fact(y.commercial_recommendation));
  out.compare(claim, "claims.memory_fit", fact(x.memory_fit), fact(y.memory_fit));
  out.compare(claim, "claims.deployment_done", fact(x.deployment_done), fact(y.deployment_done));
  out.compare(claim, "claims.runtime_claimed", fact(x.runtime_claimed), fact(y.runtime_claimed));

  // An inline suppression silences a finding: a reviewer must see one appear or go.
  struct Keyed {
    std::string key, reason;
    Loc loc;
  };
  auto keyed = [](const Profile& p) {
    std::vector<Keyed> rows;  // not `out`, the change list of the enclosing function
    for (const auto& s : p.suppressions) rows.push_back({fmt::format("{}@{}", s.code, s.applies_to_line), s.reason, s.loc});
    return rows;
  };
  diff_keyed(out, "suppressions", keyed(a), keyed(b), [](const Keyed& k) { return k.key; },
             [](const Keyed& k) { return k.reason; }, ChangeKind::item_added, ChangeKind::item_removed,
             [&](const std::string& s, const Keyed& p, const Keyed& q) {
               out.compare(prose, s + ".reason", {p.reason, p.loc}, {q.reason, q.loc});
             });
}

}  // namespace brief::diffing
