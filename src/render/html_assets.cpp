// The one stylesheet and the one script of every page brief writes. Both are constants, so
// the Content-Security-Policy can allow exactly them by hash and nothing else.
#include "render/html_page.h"

namespace brief::rendering {

const std::string& html_style() {
  static const std::string css = R"CSS(
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--muted:#4d4d4d;--line:#767676;--soft:#f3f3f3;
--link:#0b4fa8;--ok-bg:#e3f3e6;--ok-fg:#0b5a1f;--bad-bg:#fbe5e5;--bad-fg:#8a1111;--unk-bg:#fff1cc;--unk-fg:#5c3d00;
--np-bg:#ececec;--np-fg:#333}
@media (prefers-color-scheme:dark){:root{--bg:#141414;--fg:#ececec;--muted:#c2c2c2;--line:#8f8f8f;--soft:#222;
--link:#9cc4ff;--ok-bg:#12381d;--ok-fg:#b9f0c6;--bad-bg:#4a1414;--bad-fg:#ffd1d1;--unk-bg:#3d2f00;--unk-fg:#ffe7a3;
--np-bg:#2e2e2e;--np-fg:#e0e0e0}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,pre:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem}
.skip:focus{left:.5rem}
.page{max-width:72rem;margin:0 auto;padding:1rem 1.25rem 3rem}
header.top{border-bottom:2px solid var(--line);padding-bottom:.75rem;margin-bottom:1rem}
h1{font-size:1.7rem;line-height:1.25;margin:.25rem 0}
h2{font-size:1.3rem;border-bottom:1px solid var(--line);padding-bottom:.2rem;margin-top:2rem}
h3{font-size:1.08rem;margin-top:1.4rem}
.subtitle{color:var(--muted);margin:.25rem 0 .5rem}
.crumbs{font-size:.95rem;margin:0 0 .5rem}
.crumbs a{margin-right:1rem}
.badges{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0;padding:0;list-style:none}
.badge{display:inline-block;white-space:nowrap;border:2px solid currentColor;border-radius:.35rem;padding:.1rem .55rem;font-weight:600}
.badge.ok{background:var(--ok-bg);color:var(--ok-fg)}
.badge.bad{background:var(--bad-bg);color:var(--bad-fg)}
.badge.unk{background:var(--unk-bg);color:var(--unk-fg);border-style:dashed}
.layout{display:block}
nav.toc{font-size:.92rem}
@media (min-width:50rem){.layout{display:grid;grid-template-columns:minmax(12rem,16rem) 1fr;gap:2rem}
nav.toc{position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto}}
nav.toc ol{padding-left:1.8rem;margin:.25rem 0}
dl.fields{display:grid;grid-template-columns:minmax(10rem,max-content) 1fr;gap:.2rem 1rem;margin:.5rem 0}
dl.fields dt{font-weight:600}
dl.fields dd{margin:0}
table{border-collapse:collapse;margin:.5rem 0;max-width:100%}
th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:break-word}
thead th{background:var(--soft)}
.with-caveats{display:grid;grid-template-columns:minmax(0,max-content) minmax(14rem,1fr);gap:1rem;align-items:start}
@media (max-width:50rem){.with-caveats{display:block}}
.caveats{border-left:4px solid var(--line);padding-left:.75rem}
.caveats ul{margin:0;padding-left:1.1rem}
.v-unknown{background:var(--unk-bg);color:var(--unk-fg);border-bottom:2px dashed currentColor;padding:0 .2rem}
.v-unknown::before{content:"? "}
.v-absent{background:var(--np-bg);color:var(--np-fg);border-bottom:2px dotted currentColor;padding:0 .2rem;font-style:italic}
.v-absent::before{content:"\2205  "}
.unchecked{border:4px double var(--bad-fg);background:var(--bad-bg);color:var(--bad-fg);padding:.75rem 1rem;margin:1rem 0}
.unchecked h2{border:0;margin-top:0;color:inherit}
.unchecked a{color:inherit}
pre.plain{background:var(--soft);border:1px solid var(--line);padding:.75rem;overflow:auto;font:13px/1.4 ui-monospace,"DejaVu Sans Mono",monospace;white-space:pre}
button,input{font:inherit}
button.copy{border:2px solid var(--link);background:var(--bg);color:var(--link);border-radius:.35rem;padding:.35rem .9rem;font-weight:600;cursor:pointer}
th button.sort{all:unset;cursor:pointer;font-weight:700}
th button.sort::after{content:" \2195"}
th[aria-sort=ascending] button.sort::after{content:" \2191"}
th[aria-sort=descending] button.sort::after{content:" \2193"}
.filter{margin:1rem 0}
.filter input{padding:.3rem .5rem;border:2px solid var(--line);background:var(--bg);color:var(--fg);min-width:18rem}
.error-text{color:var(--bad-fg)}
footer{margin-top:3rem;color:var(--muted);font-size:.9rem}
@media print{nav.toc,.skip,.copy-controls,#plain,.filter{display:none}
.layout{display:block}body{font-size:11pt;background:#fff;color:#000}
a{color:#000}table,dl,.with-caveats{break-inside:avoid}h2,h3{break-after:avoid}
.badge,.v-unknown,.v-absent{background:none;color:#000}}
)CSS";
  return css;
}

const std::string& html_script() {
  static const std::string js = R"JS(
(function () {
  "use strict";
  var pre = document.getElementById("brief-text");
  var button = document.getElementById("copy-brief");
  var status = document.getElementById("copy-status");
  if (pre && button && status) {
    var controls = button.parentNode;
    controls.hidden = false;
    var selectText = function () {
      var details = pre.closest("details");
      if (details) details.open = true;
      var range = document.createRange();
      range.selectNodeContents(pre);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      pre.focus();
    };
    var refused = function () {
      selectText();
      status.textContent = "The clipboard was refused, so the plain-text brief is selected: press Ctrl+C (Cmd+C) to copy it.";
    };
    button.addEventListener("click", function () {
      var text = pre.textContent;
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(function () {
          status.textContent = "Copied the plain-text brief (" + text.length + " characters).";
        }, refused);
      } else {
        refused();
      }
    });
  }
  var table = document.getElementById("catalog");
  var filter = document.getElementById("filter");
  if (table && filter) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var count = document.getElementById("filter-count");
    filter.parentNode.hidden = false;
    var apply = function () {
      var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var hit = words.every(function (w) { return text.indexOf(w) !== -1; });
        row.hidden = !hit;
        if (hit) shown += 1;
      });
      count.textContent = shown + " of " + rows.length + " profiles shown.";
    };
    filter.addEventListener("input", apply);
    var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
    heads.forEach(function (th, column) {
      var sortButton = document.createElement("button");
      sortButton.type = "button";
      sortButton.className = "sort";
      sortButton.textContent = th.textContent;
      th.textContent = "";
      th.appendChild(sortButton);
      th.setAttribute("aria-sort", "none");
      sortButton.addEventListener("click", function () {
        var ascending = th.getAttribute("aria-sort") !== "ascending";
        var numeric = th.getAttribute("data-type") === "number";
        var key = function (row) {
          var cell = row.cells[column];
          var k = cell.getAttribute("data-key");
          if (k === null) k = cell.textContent;
          return numeric ? Number(k) : k.toLowerCase();
        };
        rows.sort(function (a, b) {
          var x = key(a), y = key(b);
          var order = x < y ? -1 : x > y ? 1 : 0;
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
        heads.forEach(function (other) { other.setAttribute("aria-sort", "none"); });
        th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      });
    });
  }
})();
)JS";
  return js;
}

}  // namespace brief::rendering
