#include "exercise.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/load.h"
#include "brief/render.h"
#include "brief/report.h"
#include "brief/terminal.h"
#include "brief/rules.h"

namespace brief::fuzz {

void exercise(const uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string path = "fuzz.yaml";
  // What a walk and a terminal see of any text: the format scan and the escaping.
  (void)is_brief_format(declared_format(text));
  (void)terminal_text(text);
  // The human report quotes the text under its findings: excerpts of any line, any column.
  auto report_on = [&](const std::vector<Diagnostic>& findings) {
    const std::map<std::string, std::string> sources{{path, std::string(text)}};
    ReportInput in{&findings, &sources, 1, false};
    (void)report_human(in);
    (void)report_github(in);
  };
  try {
    if (looks_like_hardware(text)) {
      Hardware hw = load_hardware(text, path);
      (void)check_hardware(hw);
      return;
    }
    Profile profile = load_profile(text, path);
    // The embedded hardware entry, when the profile names one: what `brief render` would use.
    static const Catalog catalog({});
    std::optional<Hardware> hardware;
    if (auto file = catalog.find_hardware(profile.hardware.id.value))
      hardware = load_hardware(catalog.text_of(*file, 1 << 20), file->path);
    CatalogSummary summary;
    summary.profile_ids = {"glm53-limechain-c8"};
    summary.hardware_ids = {"nvidia-dgx-spark-128gb-unified"};
    const Hardware* hw = hardware ? &*hardware : nullptr;
    const Brief brief = derive(profile, hw);
    std::vector<Diagnostic> findings = check_profile(brief, summary);
    RenderOptions options;
    options.unchecked_findings = findings;
    report_on(findings);
    for (Format f : {Format::text, Format::markdown, Format::json, Format::html, Format::cyclonedx})
      (void)render(brief, f, options);
  } catch (const InputError& e) {
    // Expected: hostile or malformed input is reported, not crashed on.
    report_on(e.diagnostics());
  } catch (const ByteOverflow&) {
    // Expected: a byte sum past 2^64 is reported as an error, never wrapped.
  }
}

}  // namespace brief::fuzz
