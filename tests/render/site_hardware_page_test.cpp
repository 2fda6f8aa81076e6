// The site's hardware page shows what the entry states: a count it leaves out (a new user's
// `brief new --hardware` scaffold has neither) is unknown, never 0 accelerators or 0 nodes.
#include <catch2/catch.hpp>

#include "render/html_site.h"
#include "support/text_checks.h"

using brief::test::contains;

TEST_CASE("site hardware page: an accelerator or node count left out is unknown, not 0", "[render][site]") {
  brief::Hardware hw;
  hw.id = {"scaffolded-box", {}, true};
  hw.name = {"A scaffolded box", {}, true};
  brief::rendering::SiteHardwarePage page;
  page.hardware = &hw;
  const std::string unstated = brief::rendering::site_hardware_html(page);
  CHECK(contains(unstated, "<dt>Accelerators per node</dt><dd><span class=\"v-unknown\">unknown</span></dd>"));
  CHECK(contains(unstated, "<dt>Most nodes</dt><dd><span class=\"v-unknown\">unknown</span></dd>"));
  CHECK_FALSE(contains(unstated, "<dd>0</dd>"));

  hw.accelerators_per_node = {8, {}, true};
  hw.max_nodes = {2, {}, true};
  const std::string stated = brief::rendering::site_hardware_html(page);
  CHECK(contains(stated, "<dt>Accelerators per node</dt><dd>8</dd>"));
  CHECK(contains(stated, "<dt>Most nodes</dt><dd>2</dd>"));
}
