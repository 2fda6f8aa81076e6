#include "render/html_site.h"

#include <fmt/format.h>

#include "render/brief_document.h"
#include "render/html_escape.h"
#include "render/html_page.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

std::string link(const std::string& href, const std::string& text) {
  return fmt::format("<a href=\"{}\">{}</a>", escape_html(href), escape_html(text));
}

std::string rule_link(const std::string& prefix, const Diagnostic& d) {
  return link(prefix + file_stem(d.code) + ".html", finding_line(d));
}

std::string findings_list(const std::vector<Diagnostic>& findings, const std::string& rules_prefix) {
  if (findings.empty()) return "<p>No findings.</p>\n";
  std::string out = "<ul>\n";
  for (const auto& d : findings) out += fmt::format("<li>{}</li>\n", rule_link(rules_prefix, d));
  return out + "</ul>\n";
}

std::string verdict_cell(const std::string& phrase, const std::string& ok, const std::string& bad) {
  const char* cls = phrase == ok ? "ok" : phrase == bad ? "bad" : "unk";
  return fmt::format("<span class=\"badge {}\">{}</span>", cls, escape_html(phrase));
}

std::string site_header(const std::string& home, const std::string& title) {
  std::string out = "<header class=\"top\">\n";
  if (!home.empty())
    out += fmt::format("<nav class=\"crumbs\" aria-label=\"Catalog\">\n{}\n{}\n</nav>\n", link(home + "index.html", "Catalog index"),
                       link(home + "rules/index.html", "Rules"));
  return out + fmt::format("<h1>{}</h1>\n</header>\n", escape_html(title));
}

}  // namespace

std::string finding_line(const Diagnostic& d) {
  std::string where = d.file;
  if (d.begin.known()) where += fmt::format(":{}:{}", d.begin.line, d.begin.col);
  return fmt::format("{} {}: {} ({})", d.code, name_of(d.severity), d.message, where);
}

std::string site_index_html(const std::vector<SiteProfileRow>& rows, std::size_t hardware_count) {
  std::size_t errors = 0, warnings = 0, notes = 0, failing = 0;
  for (const auto& r : rows) {
    errors += r.errors, warnings += r.warnings, notes += r.notes;
    failing += r.errors > 0 || !r.load_error.empty();
  }
  std::string body = site_header("", "Profile catalog");
  body += "<main id=\"main\">\n";
  body += fmt::format(
      "<p>{} {}, {} hardware {}. Lint found {} {}, {} {} and {} {}; {} {} errors and {} shown "
      "only under an UNCHECKED banner. See also the <a href=\"rules/index.html\">rules</a>.</p>\n",
      rows.size(), rows.size() == 1 ? "profile" : "profiles", hardware_count, hardware_count == 1 ? "entry" : "entries",
      errors, errors == 1 ? "error" : "errors", warnings, warnings == 1 ? "warning" : "warnings", notes,
      notes == 1 ? "note" : "notes", failing, failing == 1 ? "profile has" : "profiles have", failing == 1 ? "is" : "are");
  body +=
      "<div class=\"filter\" hidden>\n"
      "<label for=\"filter\">Filter profiles</label>\n"
      "<input type=\"search\" id=\"filter\" autocomplete=\"off\" aria-describedby=\"filter-count\">\n"
      "<span id=\"filter-count\" role=\"status\" aria-live=\"polite\"></span>\n"
      "</div>\n";
  body +=
      "<table id=\"catalog\">\n<caption>Every profile with its verdicts and lint findings</caption>\n"
      "<thead>\n<tr><th scope=\"col\">Id</th><th scope=\"col\">Title</th><th scope=\"col\">Hardware</th>"
      "<th scope=\"col\" data-type=\"number\">Nodes</th><th scope=\"col\">Memory verdict</th>"
      "<th scope=\"col\">Calculator verdict</th>"
      "<th scope=\"col\">Commercial recommendation</th><th scope=\"col\" data-type=\"number\">Errors</th>"
      "<th scope=\"col\" data-type=\"number\">Warnings</th><th scope=\"col\" data-type=\"number\">Notes</th></tr>\n"
      "</thead>\n<tbody>\n";
  for (const auto& r : rows) {
    body += "<tr>";
    body += fmt::format("<td>{}</td>", r.page.empty() ? escape_html(r.id) : link(r.page, r.id));
    if (!r.load_error.empty()) {
      body += fmt::format("<td class=\"error-text\">does not load: {}</td><td>-</td><td data-key=\"-1\">-</td><td>-</td><td>-</td><td>-</td>",
                          escape_html(r.load_error));
    } else {
      const std::string title = r.errors > 0 ? "UNCHECKED: " + r.title : r.title;
      body += fmt::format("<td>{}</td>", escape_html(title));
      body += fmt::format("<td>{}</td>", r.hardware_page.empty() ? escape_html(r.hardware_id + " (not in this catalog)")
                                                                 : link(r.hardware_page, r.hardware_id));
      body += fmt::format("<td data-key=\"{}\">{}</td>", r.nodes == "unknown" ? "-1" : escape_html(r.nodes), escape_html(r.nodes));
      body += fmt::format("<td>{}</td>", verdict_cell(r.memory_verdict, "fits", "does not fit"));
      body += fmt::format("<td>{}</td>", verdict_cell(r.calculator_verdict, "fits", "does not fit"));
      body += fmt::format("<td>{}</td>", verdict_cell(r.commercial, "possible", "blocked"));
    }
    body += fmt::format("<td>{}</td><td>{}</td><td>{}</td></tr>\n", r.errors, r.warnings, r.notes);
  }
  body += "</tbody>\n</table>\n";
  if (failing > 0) {
    body += "<section aria-labelledby=\"s-errors\">\n<h2 id=\"s-errors\">Profiles with errors</h2>\n";
    for (const auto& r : rows) {
      if (r.errors == 0 && r.load_error.empty()) continue;
      body += fmt::format("<h3>{}</h3>\n", r.page.empty() ? escape_html(r.id) : link(r.page, r.id));
      std::vector<Diagnostic> errs;
      for (const auto& d : r.findings)
        if (d.severity == Severity::error) errs.push_back(d);
      body += findings_list(errs, "rules/");
    }
    body += "</section>\n";
  }
  body += "</main>\n<footer>\n<p>Built by brief site. Verdicts are brief's derived verdicts; nothing on this page is computed by the page.</p>\n</footer>\n";
  return html_page("Profile catalog - brief", body);
}

std::string site_hardware_html(const SiteHardwarePage& page) {
  const Hardware& hw = *page.hardware;
  std::string body = site_header("../", hw.name.value.empty() ? hw.id.value : hw.name.value);
  body += "<main id=\"main\">\n<dl class=\"fields\">\n";
  const auto field = [&](const std::string& label, const std::string& value) {
    body += fmt::format("<dt>{}</dt><dd>{}</dd>\n", escape_html(label), html_value(value));
  };
  field("Hardware id", hw.id.value);
  // A count the entry leaves out is unknown, as in the brief's hardware fields: never 0.
  const auto count = [](const Located<int64_t>& n) { return n.present ? std::to_string(n.value) : "unknown"; };
  field("Accelerators per node", count(hw.accelerators_per_node));
  field("Most nodes", count(hw.max_nodes));
  for (const auto& pool : hw.pools) {
    const std::string name = "Pool " + pool.id.value;
    field(name, pool_multiplicity(hw, pool));
    field(name + " nominal", join_nonempty({sentence(format_bytes_with_why(pool.nominal.value)),
                                   pool.nominal_source.value.empty() ? "" : sentence("Source: " + pool.nominal_source.value)},
                                  " "));
    field(name + " usable", join_nonempty({sentence(format_bytes_with_why(pool.usable.value)),
                                  pool.usable_source.value.empty() ? "" : sentence("Source: " + pool.usable_source.value)},
                                 " "));
    if (!pool.bandwidth.value.empty()) field(name + " bandwidth", pool.bandwidth.value);
  }
  if (!hw.interconnect.value.empty()) field("Interconnect", hw.interconnect.value);
  body += "</dl>\n";
  const auto list = [&](const std::string& id, const std::string& title, const TextList& items) {
    if (items.empty()) return;
    body += fmt::format("<h2 id=\"{}\">{}</h2>\n<ul>\n", id, title);
    for (const auto& t : items) body += fmt::format("<li>{}</li>\n", escape_html(t.value));
    body += "</ul>\n";
  };
  list("s-notes", "Notes", hw.notes);
  list("s-sources", "Sources", hw.sources);
  body += "<h2 id=\"s-profiles\">Profiles on this hardware</h2>\n";
  if (page.profiles.empty()) body += "<p>None in this catalog.</p>\n";
  else {
    body += "<ul>\n";
    for (const auto& [id, href] : page.profiles) body += fmt::format("<li>{}</li>\n", link(href, id));
    body += "</ul>\n";
  }
  body += "<h2 id=\"s-findings\">Lint findings</h2>\n" + findings_list(page.findings, "../rules/");
  body += "</main>\n";
  return html_page((hw.name.value.empty() ? hw.id.value : hw.name.value) + " - brief", body);
}

std::string site_rule_html(const RuleInfo& rule, const std::string& text) {
  const std::string title = fmt::format("{} {}", rule.code, rule.name);
  std::string body = site_header("../", title);
  body += "<main id=\"main\">\n";
  body += fmt::format("<p>{} ({}, family {}). The text of <code>brief explain {}</code>:</p>\n", escape_html(std::string(rule.summary)),
                      name_of(rule.severity), escape_html(name_of(rule.family())), escape_html(std::string(rule.code)));
  body += fmt::format("<pre class=\"plain\" tabindex=\"0\">\n{}</pre>\n", escape_html_lines(text));
  body += "</main>\n";
  return html_page(title + " - brief", body);
}

std::string site_rules_index_html(const std::vector<RuleInfo>& rules) {
  std::string body = site_header("../", "Rules");
  body += "<main id=\"main\">\n<table>\n<caption>Every rule brief checks</caption>\n<thead>\n"
          "<tr><th scope=\"col\">Code</th><th scope=\"col\">Name</th><th scope=\"col\">Severity</th><th scope=\"col\">Summary</th></tr>\n"
          "</thead>\n<tbody>\n";
  for (const auto& r : rules)
    body += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                        link(file_stem(r.code) + ".html", std::string(r.code)), escape_html(std::string(r.name)),
                        name_of(r.severity), escape_html(std::string(r.summary)));
  body += "</tbody>\n</table>\n</main>\n";
  return html_page("Rules - brief", body);
}

}  // namespace brief::rendering
