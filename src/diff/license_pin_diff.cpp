#include <fmt/format.h>

#include "diff/sections.h"
#include "model/names.h"
#include "render/enum_phrases.h"

namespace brief::diffing {

namespace {

std::string describe(const License& l) {
  const std::string name = l.spdx.value.empty() ? (l.name.value.empty() ? "unread" : l.name.value) : l.spdx.value;
  return fmt::format("{} for {}; commercial use {}", name, l.target.value, name_of(l.commercial.value));
}

std::string describe(const Pin& p) {
  return fmt::format("{} @ {}", p.repo.value, rendering::revision_text(p.revision.value));
}

void diff_license(ChangeList& out, const std::string& s, const License& a, const License& b) {
  const auto kind = ChangeKind::license_changed;
  out.compare(kind, s + ".role", enum_fact(a.role), enum_fact(b.role));
  out.compare(kind, s + ".target", fact(a.target), fact(b.target));
  out.compare(kind, s + ".name", fact(a.name), fact(b.name));
  out.compare(kind, s + ".spdx", fact(a.spdx), fact(b.spdx));
  out.compare(kind, s + ".license_ref", fact(a.license_ref), fact(b.license_ref));
  out.compare(kind, s + ".text_read", fact(a.text_read), fact(b.text_read));
  out.compare(ChangeKind::commercial_use_changed, s + ".commercial", enum_fact(a.commercial), enum_fact(b.commercial));
  out.compare(kind, s + ".credited_by", fact(a.credited_by), fact(b.credited_by));
  out.compare(kind, s + ".revision", fact(a.revision), fact(b.revision));
  out.compare(ChangeKind::text_changed, s + ".notes", fact(a.notes), fact(b.notes));
}

}  // namespace

void diff_licenses(ChangeList& out, const Profile& a, const Profile& b) {
  diff_keyed(out, "licenses", a.licenses, b.licenses, [](const License& l) { return l.subject.value; },
             [](const License& l) { return describe(l); }, ChangeKind::license_added, ChangeKind::license_removed,
             [&](const std::string& s, const License& x, const License& y) { diff_license(out, s, x, y); });
}

void diff_pins(ChangeList& out, const Profile& a, const Profile& b) {
  const auto pin = ChangeKind::pin_changed;
  diff_keyed(out, "pins", a.pins, b.pins, [](const Pin& p) { return p.id.value; },
             [](const Pin& p) { return describe(p); }, ChangeKind::pin_added, ChangeKind::pin_removed,
             [&](const std::string& s, const Pin& x, const Pin& y) {
               out.compare(pin, s + ".role", enum_fact(x.role), enum_fact(y.role));
               out.compare(pin, s + ".repo", fact(x.repo), fact(y.repo));
               out.compare(pin, s + ".revision", fact(x.revision), fact(y.revision));
               out.compare(ChangeKind::text_changed, s + ".scope", fact(x.scope), fact(y.scope));
               out.compare(ChangeKind::text_changed, s + ".note", fact(x.note), fact(y.note));
             });
  diff_keyed(out, "builds", a.builds, b.builds, [](const Build& x) { return x.id.value; },
             [](const Build& x) { return fmt::format("build of {}", x.of.value); }, ChangeKind::item_added,
             ChangeKind::item_removed, [&](const std::string& s, const Build& x, const Build& y) {
               out.compare(pin, s + ".of", fact(x.of), fact(y.of));
               out.compare(ChangeKind::text_changed, s + ".note", fact(x.note), fact(y.note));
             });
  out.compare(pin, "hashes.weight_pin", fact(a.hashes.weight_pin), fact(b.hashes.weight_pin));
  out.compare(pin, "hashes.manifest", fact(a.hashes.manifest), fact(b.hashes.manifest));
  out.compare(ChangeKind::text_changed, "hashes.runtime_profile", fact(a.hashes.runtime_profile),
              fact(b.hashes.runtime_profile));
  out.compare(ChangeKind::text_changed, "hashes.runtime_not", fact(a.hashes.runtime_not), fact(b.hashes.runtime_not));
  diff_keyed(out, "sources", a.sources, b.sources, [](const SourceRef& r) { return r.title.value; },
             [](const SourceRef& r) { return fmt::format("pin {}", r.pin.value); }, ChangeKind::item_added,
             ChangeKind::item_removed, [&](const std::string& s, const SourceRef& x, const SourceRef& y) {
               out.compare(pin, s + ".pin", fact(x.pin), fact(y.pin));
               out.compare(ChangeKind::text_changed, s + ".note", fact(x.note), fact(y.note));
             });
}

}  // namespace brief::diffing
