// validate.cjs WORK TOOLS_NODE_MODULES: every .html page under WORK/site, WORK/site-mixed and WORK/hostile
// through html-validate (its html-validate:standard preset), and every .cdx.json under
// WORK/bom through CycloneDX's JsonStrictValidator for spec 1.6. Exit 1 on any error.
"use strict";
const fs = require("fs");
const path = require("path");
const [work, modules] = process.argv.slice(2);
const { HtmlValidate } = require(path.join(modules, "html-validate"));
const CDX = require(path.join(modules, "@cyclonedx/cyclonedx-library"));

function filesUnder(dir, suffix) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(p, suffix));
    else if (entry.name.endsWith(suffix)) out.push(p);
  }
  return out.sort();
}

async function main() {
  let failures = 0;
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
  for (const group of ["site", "site-mixed", "hostile"]) {
    const pages = filesUnder(path.join(work, group), ".html");
    if (pages.length === 0) {
      console.error(`no pages under ${group}/`);
      failures += 1;
    }
    let errors = 0;
    for (const page of pages) {
      const report = await validator.validateString(fs.readFileSync(page, "utf8"), page);
      for (const result of report.results)
        for (const m of result.messages) {
          if (m.severity < 2) continue;
          errors += 1;
          if (errors <= 20) console.error(`${path.relative(work, page)}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}`);
        }
    }
    console.log(`html-validate (html-validate:standard): ${pages.length} ${group} pages, ${errors} errors`);
    failures += errors;
  }
  const cdx = new CDX.Validation.JsonStrictValidator(CDX.Spec.Version.v1dot6);
  const boms = filesUnder(path.join(work, "bom"), ".cdx.json");
  if (boms.length === 0) {
    console.error("no CycloneDX documents under bom/");
    failures += 1;
  }
  for (const bom of boms) {
    const errors = await cdx.validate(fs.readFileSync(bom, "utf8"));
    if (errors === null) {
      console.log(`CycloneDX 1.6 JsonStrictValidator: ${path.basename(bom)} valid`);
    } else {
      failures += 1;
      console.error(`CycloneDX 1.6 JsonStrictValidator: ${path.basename(bom)} invalid:\n${JSON.stringify(errors, null, 2).slice(0, 4000)}`);
    }
  }
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
