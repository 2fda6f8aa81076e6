// Round 3 of the hostile-input guarantees (issue 21): reading nothing outside what was
// asked, never exit 0 on a file nothing checked, no output that destroys an input, no hang or
// unbounded allocation from a checkpoint, no temporary left by a signal, no silent override.
// Each case is an adversary's, beyond the one example of the issue.
#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "support/text_edit.h"
#include "brief/output.h"
#include "inspect/checkpoint_writer.h"
#include "security/security_files.h"
#include "support/sanitizer.h"

namespace fs = std::filesystem;
using brief::test::read_file;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::TempDir;

namespace {

using brief::test::replaced;

const std::string kSecret = "machine example.org login ci password hunter2-SECRET";

// A shipped profile that fails to load on a schema error only (no BY finding).
std::string unloadable_profile() {
  return replaced(brief::test::shipped_profile(), "\nid: glm53-limechain-c8", "\nid: [not, a, string]");
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A model folder with one small valid safetensors file.
void write_model(const fs::path& dir) {
  fs::create_directories(dir);
  brief::test::write_safetensors((dir / "model.safetensors").string(), {{"w", "F16", {4, 4}}});
}

}  // namespace

TEST_CASE("config discovery never follows a link out of the tree, never reads /proc or a fifo",
          "[security][reading]") {
  TempDir tmp("round3-config");
  tmp.write("secret/netrc", kSecret + "\n");
  brief::test::write_catalog(tmp.path / "repo/profiles", "p.yaml");
  const fs::path repo = tmp.path / "repo";
  struct Case {
    std::string name;
    fs::path link_at;  // the .brief.yaml
    std::string target;
    fs::path run_in;
  };
  const std::vector<Case> cases{
      {"a link to a netrc outside", repo / ".brief.yaml", (tmp.path / "secret/netrc").string(), repo},
      {"a relative link out", repo / ".brief.yaml", "../secret/netrc", repo},
      {"a link in a parent folder to a secret beside it, run below it", tmp.path / ".brief.yaml", "secret/netrc",
       repo / "profiles"},
      {"a link to a file inside the repository", repo / ".brief.yaml", "profiles/p.yaml", repo},
      {"a link to /proc/self/environ", repo / ".brief.yaml", "/proc/self/environ", repo},
      {"a broken link", repo / ".brief.yaml", "nowhere.yaml", repo},
  };
  for (const auto& c : cases) {
    CAPTURE(c.name);
    fs::remove(c.link_at);
    fs::create_symlink(c.target, c.link_at);
    const auto r = run_shell(fmt::format("BRIEF_TEST_ENV_SECRET=hunter2-SECRET {} lint profiles/p.yaml 2>&1 || "
                                         "true; {} lint p.yaml 2>&1; echo exit=$?",
                                         brief::test::quoted(brief::test::binary_path()),
                                         brief::test::quoted(brief::test::binary_path())),
                             c.run_in.string());
    CAPTURE(r.out);
    CHECK(has(r.out, "exit=2"));
    CHECK(has(r.out, "BY017"));
    CHECK(!has(r.out, "hunter2"));
    fs::remove(c.link_at);
  }

  SECTION("a fifo named .brief.yaml is refused at once") {
    REQUIRE(::mkfifo((repo / ".brief.yaml").c_str(), 0600) == 0);
    const auto started = std::chrono::steady_clock::now();
    const auto r = run_shell("timeout 20 " + brief::test::quoted(brief::test::binary_path()) + " lint profiles/p.yaml",
                             repo.string());
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "not a regular file"));
  }
  SECTION("--config naming /proc is refused, its text never quoted") {
    const auto r = run_shell("BRIEF_TEST_ENV_SECRET=hunter2-SECRET " + brief::test::quoted(brief::test::binary_path()) +
                                 " lint --config /proc/self/environ profiles/p.yaml",
                             repo.string());
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "/proc"));
    CHECK(!has(r.err + r.out, "hunter2"));
  }
  SECTION("discovery follows no link, even one inside the folder; --config names it") {
    tmp.write("repo/config/brief.yaml", "format: brief-config/v1\nignore: [BX]\n");
    fs::create_symlink("config/brief.yaml", repo / ".brief.yaml");
    const auto refused = run_brief({"lint", "profiles/p.yaml"}, repo.string());
    CHECK(refused.exit_code == 2);
    CHECK(has(refused.err, "symbolic link; not followed"));
    const auto r = run_brief({"lint", "-v", "--config", "config/brief.yaml", "profiles/p.yaml"}, repo.string());
    CAPTURE(r.err);
    CHECK(r.exit_code != 2);
    CHECK(has(r.err, "configuration: config/brief.yaml"));
  }
  SECTION("--config naming a file that is not brief's never quotes it") {
    const auto r = run_brief({"lint", "--config", (tmp.path / "secret/netrc").string(), "profiles/p.yaml"}, repo.string());
    CHECK(r.exit_code == 2);
    CHECK(!has(r.err + r.out, "hunter2"));
  }
}

TEST_CASE("inspect refuses shards, index, config and card that are links out of the folder",
          "[security][reading]") {
  TempDir tmp("round3-shard-link");
  // Outside the model: a file whose first 8 bytes would be read as a header length.
  tmp.write("outside/secret.bin", kSecret);
  brief::test::write_safetensors((tmp.path / "outside/other.safetensors").string(), {{"x", "F16", {2}}});
  for (const std::string name : {"model-00002-of-00002.safetensors", "config.json", "README.md",
                                 "model.safetensors.index.json", "extra.gguf"}) {
    CAPTURE(name);
    const fs::path model = tmp.path / ("model-" + std::to_string(std::hash<std::string>{}(name) % 100000));
    write_model(model);
    fs::create_symlink(tmp.path / "outside/secret.bin", model / name);
    const auto r = run_brief({"inspect", model.string()});
    CAPTURE(r.err);
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "symbolic link out of the model folder"));
    CHECK(!has(r.err + r.out, "hunter2"));
    CHECK(!has(r.err, "header length"));
  }
  SECTION("a link to a shard inside the folder, and a Hugging Face cache snapshot, are read") {
    const fs::path model = tmp.path / "inside";
    write_model(model);
    fs::create_directories(model / "sub");
    fs::rename(model / "model.safetensors", model / "sub/real.safetensors");
    fs::create_symlink("sub/real.safetensors", model / "model.safetensors");
    CHECK(run_brief({"inspect", model.string()}).exit_code == 0);

    const fs::path hub = tmp.path / "models--org--name";
    fs::create_directories(hub / "blobs");
    brief::test::write_safetensors((hub / "blobs").string() + "/0123abcd", {{"w", "F16", {4}}});
    fs::create_directories(hub / "snapshots/rev");
    fs::create_symlink("../../blobs/0123abcd", hub / "snapshots/rev/model.safetensors");
    const auto r = run_brief({"inspect", (hub / "snapshots/rev").string()});
    CAPTURE(r.err);
    CHECK(r.exit_code == 0);
  }
}

TEST_CASE("a file no rule checked is reported whatever the configuration silences", "[security][unchecked]") {
  TempDir tmp("round3-unchecked");
  brief::test::write_catalog(tmp.path / "profiles", "p.yaml", unloadable_profile());
  const std::vector<std::string> configs{
      "ignore: [BS]",
      "select: [BR505]",
      "per_file_ignores:\n  - files: \"profiles/*\"\n    ignore: [B]",
      "per_file_ignores:\n  - files: \"**\"\n    ignore: [BS, BM, BL, BP, BO, BR, BH, BC, BV, BX]",
  };
  for (const auto& config : configs) {
    CAPTURE(config);
    tmp.write(".brief.yaml", "format: brief-config/v1\n" + config + "\n");
    const auto human = run_brief({"lint", "profiles/p.yaml"}, tmp.str());
    CAPTURE(human.out, human.err);
    CHECK(human.exit_code == 1);
    CHECK(has(human.out, "BS007"));
    CHECK(has(human.out, "(0 files checked, 1 not checked)"));
    CHECK(!has(human.out, "no findings"));
    const auto json = run_brief({"lint", "-f", "json", "profiles/p.yaml"}, tmp.str());
    CHECK(json.exit_code == 1);
    CHECK(has(json.out, "\"files_not_checked\": 1"));
    CHECK(has(json.out, "\"files_checked\": 0"));
    CHECK(has(run_brief({"lint", "-f", "sarif", "profiles/p.yaml"}, tmp.str()).out, "\"ruleId\": \"BS007\""));
    const auto github = run_brief({"lint", "-f", "github", "profiles/p.yaml"}, tmp.str());
    CHECK(has(github.out, "BS007"));
    CHECK(has(github.out, "1 not checked"));
  }
  SECTION("flags silence findings the same way, never the unchecked file") {
    fs::remove(tmp.path / ".brief.yaml");
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"lint", "--ignore", "BS", "profiles/p.yaml"},
             {"lint", "--select", "BM101", "profiles/p.yaml"},
             {"lint", "--ignore", "BS,BR", "profiles"}}) {
      const auto r = run_brief(args, tmp.str());
      CAPTURE(args, r.out);
      CHECK(r.exit_code == 1);
      CHECK(has(r.out, "BS007"));
    }
    // Every BY code is always reported, so an ignore of BY could drop nothing: refused.
    const auto by = run_brief({"lint", "--ignore", "BS,BY", "profiles"}, tmp.str());
    CHECK(by.exit_code == 2);
    CHECK(has(by.err, "'BY' cannot be ignored"));
  }
  SECTION("a clean file beside it is counted as checked") {
    brief::test::write_file(tmp.path / "profiles/q.yaml",
                            replaced(brief::test::shipped_profile(), "\nid: glm53-limechain-c8", "\nid: other-id"));
    fs::remove(tmp.path / ".brief.yaml");
    const auto r = run_brief({"lint", "--select", "BR505", "profiles"}, tmp.str());
    CAPTURE(r.out);
    CHECK(has(r.out, "(2 files checked, 1 not checked)"));  // q.yaml and the hardware entry
  }
}

TEST_CASE("no output may be, contain or replace an input, for every command", "[security][inputs]") {
  TempDir tmp("round3-inputs");
  brief::test::write_catalog(tmp.path / "a/cat", "p.yaml");
  write_model(tmp.path / "model");
  tmp.write("model/config.json", R"({"num_hidden_layers": 2, "num_attention_heads": 4})");
  const std::string weights_before = read_file((tmp.path / "model/model.safetensors").string());
  const std::string config_before = read_file((tmp.path / "model/config.json").string());
  struct Case {
    std::vector<std::string> args;
  };
  const std::vector<std::vector<std::string>> cases{
      {"inspect", "model/model.safetensors", "-o", "model/model.safetensors"},
      {"inspect", "model", "-o", "model/config.json"},
      {"inspect", "model", "-o", "model/model.safetensors", "-f", "json"},
      {"inspect", "./model/", "-o", "model/./model.safetensors", "-f", "yaml"},
      {"render", "a/cat/p.yaml", "-o", "a/cat/p.yaml"},
      {"calc", "a/cat/p.yaml", "-o", "a/cat/hardware/nvidia-dgx-spark-128gb-unified.yaml"},
  };
  for (const auto& args : cases) {
    const auto r = run_brief(args, tmp.str());
    CAPTURE(args, r.err);
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "input of this run"));
  }
  CHECK(read_file((tmp.path / "model/model.safetensors").string()) == weights_before);
  CHECK(read_file((tmp.path / "model/config.json").string()) == config_before);

  SECTION("site onto its catalog, or onto a folder holding it, even with a site marker") {
    tmp.write("a/cat/.brief-site", "marker\n");
    tmp.write("a/.brief-site", "marker\n");
    for (const auto& [input, output] : std::vector<std::pair<std::string, std::string>>{
             {"a/cat", "a/cat"}, {"a/cat", "a"}, {"a/cat/", "./a"}, {"a/cat/p.yaml", "a"}}) {
      const auto r = run_brief({"site", input, "-o", output}, tmp.str());
      CAPTURE(input, output, r.err);
      CHECK(r.exit_code == 2);
      CHECK(has(r.err, "input of this run"));
      CHECK(fs::exists(tmp.path / "a/cat/p.yaml"));
      CHECK(fs::exists(tmp.path / "a/cat/hardware/nvidia-dgx-spark-128gb-unified.yaml"));
    }
    // A link to the catalog is the catalog.
    fs::create_directory_symlink(tmp.path / "a", tmp.path / "link-to-a");
    const auto r = run_brief({"site", "a/cat", "-o", "link-to-a"}, tmp.str());
    CHECK(r.exit_code == 2);
    CHECK(fs::exists(tmp.path / "a/cat/p.yaml"));
    // Beside the catalog is fine.
    CHECK(run_brief({"site", "a/cat", "-o", "site"}, tmp.str()).exit_code == 0);
  }
}

TEST_CASE("inspect opens nothing that is not a regular file without blocking", "[security][hang]") {
  TempDir tmp("round3-fifo");
  for (const std::string name : {"model.safetensors", "model.gguf", "config.json", "README.md",
                                 "model.safetensors.index.json"}) {
    CAPTURE(name);
    const fs::path model = tmp.path / ("m-" + std::to_string(std::hash<std::string>{}(name) % 100000));
    if (name != "model.safetensors") write_model(model);
    fs::create_directories(model);
    REQUIRE(::mkfifo((model / name).c_str(), 0600) == 0);
    const auto started = std::chrono::steady_clock::now();
    const auto r = run_shell("timeout 20 " + brief::test::quoted(brief::test::binary_path()) + " inspect " +
                             brief::test::quoted(model.string()));
    CAPTURE(r.err);
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "not a regular file"));
  }
  SECTION("a fifo given as the profile, or /dev/zero, ends at once too") {
    REQUIRE(::mkfifo((tmp.path / "p.yaml").c_str(), 0600) == 0);
    const auto r = run_shell("timeout 20 " + brief::test::quoted(brief::test::binary_path()) + " render p.yaml",
                             tmp.str());
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "BY017"));
  }
}

TEST_CASE("inspect parses linearly and bounds every count before allocating by it", "[security][bounds]") {
  TempDir tmp("round3-linear");
  SECTION("40,000 tensors in one header") {
    std::vector<brief::test::StTensor> tensors;
    for (int i = 0; i < 40'000; ++i) tensors.push_back({fmt::format("model.layers.{}.mlp.w{}", i / 8, i % 8), "F16", {8}});
    fs::create_directories(tmp.path / "big");
    brief::test::write_safetensors((tmp.path / "big/model.safetensors").string(), tensors);
    const auto started = std::chrono::steady_clock::now();
    const auto r = run_brief({"inspect", (tmp.path / "big").string(), "-f", "json"});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    CAPTURE(seconds, r.err);
    CHECK(r.exit_code == 0);
    CHECK(seconds < 10.0);  // under a second on Release; sanitizers and a shared machine get slack
  }
  SECTION("a hostile layer count is a located error, never an allocation") {
    for (const std::string value : {"4000000000", "9223372036854775807", "18446744073709551615", "4e9", "-3", "65537",
                                    "2.5"}) {
      CAPTURE(value);
      write_model(tmp.path / "m");
      tmp.write("m/config.json", "{\"model_type\": \"llama\", \"num_hidden_layers\": " + value +
                                     ", \"sliding_window_pattern\": 2, \"num_attention_heads\": 8}");
      // A 4 GB address-space limit proves no allocation by the count; AddressSanitizer
      // reserves terabytes of shadow memory at start, so its build checks the error alone.
      const auto r = run_shell(std::string(brief::test::kUnderAddressSanitizer ? "" : "ulimit -v 4000000; ") +
                               brief::test::quoted(brief::test::binary_path()) + " inspect " +
                               brief::test::quoted((tmp.path / "m").string()));
      CAPTURE(r.err);
      CHECK(r.exit_code == 2);
      CHECK(has(r.err, "config.json:byte "));
      CHECK(has(r.err, "'num_hidden_layers'"));
    }
    tmp.write("m/config.json", R"({"num_hidden_layers": 61, "num_attention_heads": 8, "head_dim": null})");
    CHECK(run_brief({"inspect", (tmp.path / "m").string()}).exit_code == 0);
  }
  SECTION("a duplicate key inside a header entry is refused, as the reference reader does") {
    const std::string header =
        R"({"w":{"dtype":"F16","shape":[2],"dtype":"F32","data_offsets":[0,4]}})";
    std::string bytes;
    brief::test::put_u64(bytes, header.size());
    brief::test::write_raw((tmp.path / "dup.safetensors").string(), bytes + header, 8 + header.size() + 4);
    const auto r = run_brief({"inspect", (tmp.path / "dup.safetensors").string()});
    CAPTURE(r.err);
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "duplicate key 'dtype'"));
  }
}

TEST_CASE("a signal removes a temporary folder with its files, a later run removes a stale one",
          "[security][signal]") {
  TempDir tmp("round3-folder-signal");
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) {
    CAPTURE(sig);
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::close(ready[0]);
      brief::install_signal_cleanup();
      brief::TemporaryFolder folder((tmp.path / "site").string());
      fs::create_directories(fs::path(folder.path()) / "profiles");
      for (int i = 0; i < 21; ++i) std::ofstream(fs::path(folder.path()) / fmt::format("profiles/p{}.html", i)) << "<p>";
      (void)!::write(ready[1], "x", 1);
      ::pause();
      ::_exit(0);
    }
    ::close(ready[1]);
    char c = 0;
    REQUIRE(::read(ready[0], &c, 1) == 1);
    ::close(ready[0]);
    ::kill(child, sig);
    int status = 0;
    ::waitpid(child, &status, 0);
    CHECK((WIFSIGNALED(status) && WTERMSIG(status) == sig));
    for (const auto& e : fs::directory_iterator(tmp.path)) CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);
  }
  SECTION("stale temporaries of a dead run are removed by the next site run; others are kept") {
    brief::test::write_catalog(tmp.path / "cat", "p.yaml");
    const pid_t dead = ::fork();
    if (dead == 0) ::_exit(0);
    ::waitpid(dead, nullptr, 0);
    tmp.write(".out.tmp-AAAAAA/.brief-temporary", std::to_string(dead) + "\n");
    tmp.write(".out.tmp-AAAAAA/index.html", "partial");
    tmp.write(".out.tmp-BBBBBB/.brief-temporary", std::to_string(::getpid()) + "\n");  // a live run's
    tmp.write(".out.tmp-CCCCCC/mine.txt", "not brief's");                               // no mark
    const auto r = run_brief({"site", "cat", "-o", "out"}, tmp.str());
    CAPTURE(r.err);
    CHECK(r.exit_code == 0);
    CHECK(!fs::exists(tmp.path / ".out.tmp-AAAAAA"));
    CHECK(fs::exists(tmp.path / ".out.tmp-BBBBBB"));
    CHECK(fs::exists(tmp.path / ".out.tmp-CCCCCC/mine.txt"));
    CHECK(!fs::exists(tmp.path / "out/.brief-temporary"));
    CHECK(fs::exists(tmp.path / "out/.brief-site"));
  }
}

TEST_CASE("a repeated --assume term is an error, not a silent override", "[security][override]") {
  TempDir tmp("round3-assume");
  brief::test::write_catalog(tmp.path, "p.yaml");
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"calc", "p.yaml", "--assume", "workspace=1GiB", "--assume", "workspace=50GiB"},
           {"calc", "p.yaml", "--assume", "workspace=1GiB", "--assume", "drafter=1GiB", "--assume", "workspace=1GiB"},
           {"calc", "p.yaml", "--assume", "workspace=3GiB", "--assume", "workspace=1GiB..2GiB"}}) {
    const auto r = run_brief(args, tmp.str());
    CAPTURE(args, r.err);
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "assumed twice"));
  }
}

TEST_CASE("CycloneDX emits only valid SPDX ids and expressions as such, lint says what is wrong",
          "[security][spdx]") {
  TempDir tmp("round3-spdx");
  struct Case {
    std::string spdx;
    bool valid;
  };
  const std::vector<Case> cases{
      {"MIT+", false},
      {"(MIT", false},
      {"MIT)", false},
      {"Apache-2.0 WITH Commons-Clause", false},
      {"MIT AND", false},
      {"MIT OR OR Apache-2.0", false},
      {"GPL-2.0-only WITH Classpath-exception-2.0", true},
      {"(MIT OR Apache-2.0)", true},
      {"MIT AND LicenseRef-custom", true},
  };
  for (const auto& c : cases) {
    CAPTURE(c.spdx);
    brief::test::write_catalog(tmp.path, "p.yaml",
                               replaced(brief::test::shipped_profile(), "    spdx: MIT\n", "    spdx: \"" + c.spdx + "\"\n"));
    const auto bom = run_brief({"render", "p.yaml", "-f", "cyclonedx", "--allow-errors"}, tmp.str());
    const auto lint = run_brief({"lint", "p.yaml", "--select", "BL201"}, tmp.str());
    CAPTURE(bom.err, lint.out);
    const bool as_spdx = has(bom.out, "\"id\": \"" + c.spdx + "\"") || has(bom.out, "\"expression\": \"" + c.spdx + "\"");
    CHECK(as_spdx == c.valid);
    CHECK(has(lint.out, "BL201") == !c.valid);
  }
}

TEST_CASE("CycloneDX reads the derived license state: not stated is not 'not read'", "[security][spdx]") {
  TempDir tmp("round3-text-read");
  brief::test::write_catalog(tmp.path, "p.yaml");
  const auto bom = run_brief({"render", "p.yaml", "-f", "cyclonedx", "--allow-errors"}, tmp.str());
  CAPTURE(bom.err);
  CHECK(has(bom.out, "\"value\": \"not-stated\""));
  CHECK(has(bom.out, "\"value\": \"not-read\""));
}

TEST_CASE("numbers on the command line are decimal", "[security][decimal]") {
  TempDir tmp("round3-decimal");
  brief::test::write_catalog(tmp.path, "p.yaml");
  for (const std::string value : {"0x100000", "020000", "1e6", "+100000", "100000B", " 100000"}) {
    const auto r = run_brief({"--max-bytes", value, "lint", "p.yaml"}, tmp.str());
    CAPTURE(value, r.err);
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "--max-bytes"));
  }
  CHECK(run_brief({"--max-bytes", "100000", "lint", "p.yaml"}, tmp.str()).exit_code != 2);
}
