// Google Benchmark microbenchmarks of each stage, on the real profile: the YAML parse floor
// (YAML::Load into a Node tree), the loader, derive, each renderer and the checks. Numbers
// are per profile; bench/run.sh measures whole processes over whole catalogs.
#include <benchmark/benchmark.h>
#include <yaml-cpp/yaml.h>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "brief/load.h"
#include "brief/brief.h"
#include "brief/render.h"
#include "brief/lint.h"
#include "brief/rules.h"

namespace {

std::string read_source_file(const std::string& rel) {
  std::ifstream in(std::string(BRIEF_SOURCE_DIR) + "/" + rel, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + rel);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

const std::string& profile_text() {
  static const std::string text = read_source_file("profiles/glm53-limechain-c8.yaml");
  return text;
}

const std::string& hardware_text() {
  static const std::string text =
      read_source_file("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml");
  return text;
}

void set_bytes(benchmark::State& state) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(profile_text().size()));
}

// The floor the loader is held to: a yaml-cpp Node tree of the same text, thrown away.
void BM_parse_floor_yaml_load(benchmark::State& state) {
  for (auto _ : state) {
    YAML::Node tree = YAML::Load(profile_text());
    benchmark::DoNotOptimize(tree);
  }
  set_bytes(state);
}
BENCHMARK(BM_parse_floor_yaml_load);

void BM_load_profile(benchmark::State& state) {
  for (auto _ : state) {
    brief::Profile p = brief::load_profile(profile_text(), "profiles/glm53-limechain-c8.yaml");
    benchmark::DoNotOptimize(p);
  }
  set_bytes(state);
}
BENCHMARK(BM_load_profile);

void BM_load_hardware(benchmark::State& state) {
  for (auto _ : state) {
    brief::Hardware h = brief::load_hardware(hardware_text(), "profiles/hardware/x.yaml");
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_load_hardware);

struct Loaded {
  brief::Profile profile = brief::load_profile(profile_text(), "profiles/glm53-limechain-c8.yaml");
  brief::Hardware hardware =
      brief::load_hardware(hardware_text(), "profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml");
};

const Loaded& loaded() {
  static const Loaded l;
  return l;
}

void BM_derive(benchmark::State& state) {
  const Loaded& l = loaded();
  for (auto _ : state) {
    brief::Brief b = brief::derive(l.profile, &l.hardware);
    benchmark::DoNotOptimize(b);
  }
}
BENCHMARK(BM_derive);

const brief::Brief& derived() {
  static const brief::Brief b = brief::derive(loaded().profile, &loaded().hardware);
  return b;
}

void BM_render_text(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(brief::render_text(derived()));
}
BENCHMARK(BM_render_text);

void BM_render_markdown(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(brief::render_markdown(derived()));
}
BENCHMARK(BM_render_markdown);

void BM_render_json(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(brief::render_json(derived()));
}
BENCHMARK(BM_render_json);

void BM_check_profile(benchmark::State& state) {
  const Loaded& l = loaded();
  brief::CatalogSummary catalog;
  catalog.profile_ids = {l.profile.id.value};
  catalog.hardware_ids = {l.hardware.id.value};
  // What lint and the render gate do per file: derive once, then check the derived brief.
  for (auto _ : state) {
    auto findings = brief::check_profile(brief::derive(l.profile, &l.hardware), catalog);
    benchmark::DoNotOptimize(findings);
  }
}
BENCHMARK(BM_check_profile);

void BM_check_hardware(benchmark::State& state) {
  const Loaded& l = loaded();
  for (auto _ : state) {
    auto findings = brief::check_hardware(l.hardware);
    benchmark::DoNotOptimize(findings);
  }
}
BENCHMARK(BM_check_hardware);

// The whole lint driver on the real catalog folder: expand, read, load, check, cross-check.
void BM_lint_paths_profiles_dir(benchmark::State& state) {
  const std::vector<std::string> paths = {std::string(BRIEF_SOURCE_DIR) + "/profiles"};
  for (auto _ : state) {
    brief::LintResult r = brief::lint_paths(paths, {});
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_lint_paths_profiles_dir);

}  // namespace

BENCHMARK_MAIN();
