// browser.cjs WORK TOOLS_NODE_MODULES [--screenshots DIR]: Debian's chromium, headless,
// driven by puppeteer-core over the pages in WORK (served from 127.0.0.1 by this script):
// the index's filter hides rows and its columns sort, the copy button puts exactly the text
// brief (WORK/expected.txt) on the clipboard and falls back to selecting it when the
// clipboard is refused, no console error, no request but the page itself, and axe-core
// reports no violation on the brief page and the index, in light and dark mode.
"use strict";
const fs = require("fs");
const http = require("http");
const os = require("os");
const path = require("path");
const [work, modules, flag, shotDir] = process.argv.slice(2);
const puppeteer = require(path.join(modules, "puppeteer-core"));
const axeSource = fs.readFileSync(path.join(modules, "axe-core", "axe.min.js"), "utf8");

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok" : "FAIL"}: ${what}`);
  if (!ok) failures += 1;
}

function serve(root) {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = path.join(root, rel);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = file.endsWith(".html") ? "text/html; charset=utf-8" : "application/json";
    res.writeHead(200, { "content-type": type });
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

// Opens url in a fresh page; records console errors and every request the page makes.
async function open(browser, url, options = {}) {
  const page = await browser.newPage();
  const record = { errors: [], requests: [] };
  page.on("console", (m) => { if (m.type() === "error") record.errors.push(m.text()); });
  page.on("pageerror", (e) => record.errors.push(String(e)));
  page.on("request", (r) => record.requests.push(r.url()));
  if (options.dark) await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "dark" }]);
  if (options.noScript) await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url, { waitUntil: "load" });
  return { page, record };
}

async function axe(page, label) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")})`);
  });
  for (const v of result) console.error(`  axe ${label}: ${v}`);
  check(result.length === 0, `axe-core: no violations on ${label} (${result.length})`);
}

function onlyThePage(record, url, label) {
  // Chromium asks for /favicon.ico on its own (not the page: it has no icon link); the
  // server answers 404. Every other request would be the page's.
  const others = record.requests.filter((u) => u !== url && !u.endsWith("/favicon.ico"));
  check(others.length === 0, `${label}: no request but the page itself (${others.join(", ") || "none"})`);
  check(record.errors.length === 0, `${label}: no console errors (${record.errors.join(" | ") || "none"})`);
}

async function main() {
  const server = await serve(work);
  const base = `http://127.0.0.1:${server.address().port}`;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brief-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    userDataDir,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           "--disable-dev-shm-usage"],
  });
  try {
    const briefUrl = `${base}/site/profiles/glm53-limechain-c8.html`;
    const indexUrl = `${base}/site-mixed/index.html`;
    if (flag === "--screenshots") {
      fs.mkdirSync(shotDir, { recursive: true });
      for (const [url, name] of [[briefUrl, "brief-page.png"], [indexUrl, "site-index.png"]]) {
        const { page } = await open(browser, url);
        await page.screenshot({ path: path.join(shotDir, name) });
        console.log(`wrote ${name}`);
        await page.close();
      }
      return;
    }
    const expected = fs.readFileSync(path.join(work, "expected.txt"), "utf8");
    await browser.defaultBrowserContext().overridePermissions(base, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"]);

    // The brief page: the copy button, then the clipboard.
    {
      const { page, record } = await open(browser, briefUrl);
      check(await page.$eval(".copy-controls", (e) => !e.hidden), "brief page: the copy button is shown when scripts run");
      await page.click("#copy-brief");
      await page.waitForFunction(() => document.getElementById("copy-status").textContent !== "", { timeout: 5000 });
      const status = await page.$eval("#copy-status", (e) => e.textContent);
      const clip = await page.evaluate(() => navigator.clipboard.readText());
      check(status.startsWith("Copied"), `brief page: status says copied ("${status}")`);
      check(clip === expected, `brief page: the clipboard holds exactly \`brief render glm53-limechain-c8\` (${clip.length} of ${expected.length} characters)`);
      await axe(page, "the brief page");
      onlyThePage(record, briefUrl, "brief page");
      await page.close();
    }
    // Clipboard refused: the text is selected instead.
    {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto(briefUrl, { waitUntil: "load" });
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException("refused", "NotAllowedError"));
      });
      await page.click("#copy-brief");
      await page.waitForFunction(() => document.getElementById("copy-status").textContent !== "", { timeout: 5000 });
      // The range's own text: Selection.toString() drops a final newline, the range does not.
      const selected = await page.evaluate(() => window.getSelection().getRangeAt(0).toString());
      const status = await page.$eval("#copy-status", (e) => e.textContent);
      check(selected === expected, `clipboard refused: the whole text brief is selected (${selected.length} characters)`);
      check(status.startsWith("The clipboard was refused"), `clipboard refused: the status says so ("${status}")`);
      check(errors.length === 0, "clipboard refused: no page errors");
      await context.close();
    }
    // Hostile strings in every prose field: no dialog, no error, no request.
    {
      const url = `${base}/site-mixed/profiles/hostile-strings.html`;
      const { page, record } = await open(browser, url);
      const dialogs = [];
      page.on("dialog", async (d) => { dialogs.push(d.message()); await d.dismiss(); });
      await page.click("#copy-brief");
      await new Promise((r) => setTimeout(r, 300));
      check(dialogs.length === 0, "hostile profile: no script of the profile ran (no dialog)");
      const scripts = await page.$$eval("script", (s) => s.length);
      const images = await page.$$eval("img, iframe, svg, base, button", (s) => s.length);
      check(scripts === 1 && images === 1, `hostile profile: one script, no injected element (${scripts} scripts, ${images} img/iframe/svg/base/button)`);
      onlyThePage(record, url, "hostile profile");
      await page.close();
    }
    // Dark mode and no JavaScript.
    {
      const { page } = await open(browser, briefUrl, { dark: true });
      await axe(page, "the brief page in dark mode");
      await page.close();
      const nojs = await open(browser, briefUrl, { noScript: true });
      const text = await nojs.page.$eval("#brief-text", (e) => e.textContent);
      check(text === expected, "without JavaScript: the plain-text brief is on the page");
      check(await nojs.page.$eval(".copy-controls", (e) => e.hidden), "without JavaScript: no dead copy button");
      await nojs.page.close();
    }
    // The index: filter, sort, axe.
    {
      const { page, record } = await open(browser, indexUrl);
      const visible = () => page.$$eval("#catalog tbody tr", (rows) => rows.filter((r) => !r.hidden).length);
      const total = await visible();
      check(total >= 3, `index: ${total} rows`);
      await page.type("#filter", "claims-a-fit");
      check((await visible()) === 1, "index: the filter 'claims-a-fit' leaves one row");
      await page.$eval("#filter", (e) => { e.value = ""; });
      await page.type("#filter", "no-such-profile-anywhere");
      check((await visible()) === 0, "index: a filter matching nothing hides every row");
      const count = await page.$eval("#filter-count", (e) => e.textContent);
      check(count === `0 of ${total} profiles shown.`, `index: the count says so ("${count}")`);
      await page.$eval("#filter", (e) => { e.value = ""; e.dispatchEvent(new Event("input")); });
      check((await visible()) === total, "index: clearing the filter shows every row again");
      const firstId = () => page.$eval("#catalog tbody tr td", (td) => td.textContent);
      await page.click("#catalog thead th:nth-child(1) button");
      const ascending = await firstId();
      await page.click("#catalog thead th:nth-child(1) button");
      const descending = await firstId();
      const sort = await page.$eval("#catalog thead th:nth-child(1)", (th) => th.getAttribute("aria-sort"));
      check(ascending !== descending && sort === "descending", `index: the id column sorts both ways (${ascending} / ${descending})`);
      await axe(page, "the index");
      onlyThePage(record, indexUrl, "index");
      await page.close();
      const shipped = await open(browser, `${base}/site/index.html`);
      await axe(shipped.page, "the index of profiles/");
      onlyThePage(shipped.record, `${base}/site/index.html`, "index of profiles/");
      await shipped.page.close();
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
