// Round 4 of the hostile-input guarantees (sec21): outputs that destroyed an input, work
// without a bound, numbers the command line misread, raw bytes on a terminal, files left
// unchecked without a word, text quoted from a file that is not brief's, paths past PATH_MAX.
// One TEST_CASE per class; each failed before its fix.
#include <catch2/catch.hpp>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>

#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "brief/terminal.h"
#include "inspect/checkpoint_writer.h"
#include "security/security_files.h"
#include "support/text_edit.h"

namespace fs = std::filesystem;
namespace bt = brief::test;

namespace round4 {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string brief_binary() { return bt::quoted(bt::binary_path()); }

// A byte a terminal acts on or hides: a C0 control but tab and line feed, DEL, a C1 control,
// the line and paragraph separators, a bidi or zero-width character, or invalid UTF-8.
bool has_raw_control(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const std::size_t n = brief::decode_utf8_at(text, i, &cp);
    if (n == 0) return true;
    if ((cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f) || cp == 0x2028 ||
        cp == 0x2029 || brief::is_invisible_or_bidi(cp))
      return true;
    i += n;
  }
  return false;
}

void write_model(const fs::path& dir) {
  fs::create_directories(dir);
  bt::write_safetensors((dir / "model.safetensors").string(), {{"w", "F16", {4, 4}}});
}

}  // namespace round4

TEST_CASE("round 4 inputs: no output replaces standard input or a listed licence, and --into takes no -o or -f",
          "[security][inputs]") {
  bt::TempDir tmp("round4-inputs");
  bt::write_catalog(tmp.path, "p.yaml");
  const std::string profile = bt::read_file((tmp.path / "p.yaml").string());
  SECTION("standard input redirected from the output file, for every command") {
    for (const std::string args : {"render - -o p.yaml", "lint --stdin-filename p.yaml --output json=p.yaml -",
                                   "render glm53-limechain-c8 -o p.yaml"}) {
      const auto r = bt::run_shell(round4::brief_binary() + " " + args + " < p.yaml", tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "input of this run"));
      CHECK(bt::read_file((tmp.path / "p.yaml").string()) == profile);
    }
  }
  SECTION("inspect -o onto a LICENSE file of the model folder it listed") {
    round4::write_model(tmp.path / "m");
    tmp.write("m/LICENSE", "the licence text\n");
    tmp.write("m/LICENCE.md", "the other licence\n");
    for (const std::string target : {"m/LICENSE", "m/LICENCE.md", "./m/../m/LICENSE"}) {
      const auto r = bt::run_brief({"inspect", "m", "-o", target}, tmp.str());
      CAPTURE(target, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "input of this run"));
    }
    CHECK(bt::read_file((tmp.path / "m/LICENSE").string()) == "the licence text\n");
    CHECK(bt::read_file((tmp.path / "m/LICENCE.md").string()) == "the other licence\n");
  }
  SECTION("inspect --into with -o or -f is a usage error, the profile unchanged") {
    round4::write_model(tmp.path / "m");
    for (const std::vector<std::string>& extra : std::vector<std::vector<std::string>>{
             {"-o", "out.txt"}, {"-f", "json"}, {"--format", "yaml"}, {"-o", "p.yaml"}}) {
      std::vector<std::string> args{"inspect", "m", "--into", "p.yaml"};
      args.insert(args.end(), extra.begin(), extra.end());
      const auto r = bt::run_brief(args, tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "--into"));
      CHECK(bt::read_file((tmp.path / "p.yaml").string()) == profile);
      CHECK_FALSE(fs::exists(tmp.path / "out.txt"));
    }
  }
}

TEST_CASE("round 4 work: -j and calc sweeps and GGUF counts are bounded, and a zero interval is no layout",
          "[security][bounds]") {
  bt::TempDir tmp("round4-work");
  bt::write_catalog(tmp.path, "p.yaml");
  SECTION("-j past 1024 is a usage error naming the bound, for lint and site") {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"lint", "-j", "99999999", "p.yaml"},
             {"lint", "--jobs", "1025", "p.yaml"},
             {"site", ".", "-o", "out", "-j", "4294967295"},
             {"site", ".", "-o", "out", "-j", "18446744073709551617"}}) {
      const auto r = bt::run_brief(args, tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "from 0 to 1024"));
      CHECK_FALSE(round4::has(r.err, "out of memory"));
    }
    CHECK(bt::run_brief({"lint", "-j", "1024", "p.yaml"}, tmp.str()).exit_code != 2);
  }
  SECTION("a calc sweep past 10,000 points is a usage error naming the count") {
    std::string contexts, slots;
    for (int i = 1; i <= 200; ++i) contexts += (i > 1 ? "," : "") + std::to_string(i * 1000);
    for (int i = 1; i <= 51; ++i) slots += (i > 1 ? "," : "") + std::to_string(i);
    const auto r = bt::run_brief({"calc", "p.yaml", "--context", contexts, "--slots", slots}, tmp.str());
    CAPTURE(r.err);
    CHECK(r.exit_code == 2);
    CHECK(round4::has(r.err, "200 x 51 = 10,200 points"));
    CHECK(r.out.empty());
  }
  SECTION("a GGUF block_count past 65,536 is a located error, as config.json's is") {
    fs::create_directories(tmp.path / "g");
    for (const uint32_t layers : {4294967295u, 65537u}) {
      bt::write_gguf((tmp.path / "g/model.gguf").string(),
                              {{"general.architecture", "llama"}}, {{"llama.block_count", layers}},
                              {{"w", {4}, 0, 8}});
      const auto r = bt::run_brief({"inspect", "g", "-f", "yaml"}, tmp.str());
      CAPTURE(layers, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "model.gguf:byte "));
      CHECK(round4::has(r.err, fmt::format("'llama.block_count': {} is more than 65536", layers)));
      CHECK_FALSE(round4::has(r.out, std::to_string(layers)));
    }
  }
  SECTION("a non-positive full_attention_interval or sliding_window_pattern leaves the layout unknown, with why") {
    round4::write_model(tmp.path / "m");
    for (const std::string config :
         {R"({"model_type":"qwen3_next","num_hidden_layers":4,"full_attention_interval":0,"num_attention_heads":8})",
          R"({"model_type":"qwen3_next","num_hidden_layers":4,"full_attention_interval":-4,"num_attention_heads":8})",
          R"({"model_type":"x","num_hidden_layers":4,"sliding_window_pattern":0,"sliding_window":8})"}) {
      tmp.write("m/config.json", config);
      const auto r = bt::run_brief({"inspect", "m"}, tmp.str());
      CAPTURE(config, r.out, r.err);
      CHECK(r.exit_code == 0);
      CHECK(round4::has(r.out, "positive"));
      CHECK_FALSE(round4::has(r.out, "full-attention"));
    }
  }
}

TEST_CASE("round 4 numbers: every numeric option is decimal and range-checked with one message",
          "[security][decimal]") {
  bt::TempDir tmp("round4-numbers");
  bt::write_catalog(tmp.path, "p.yaml");
  struct Option {
    std::vector<std::string> before;  // the command line up to the option
    std::string name, low, high;
    std::vector<std::string> after;
  };
  const std::vector<Option> options{
      {{"calc", "p.yaml"}, "--tp", "1", "4096", {}},
      {{"calc", "p.yaml"}, "--pp", "1", "4096", {}},
      {{"calc", "p.yaml"}, "--context", "1", "1099511627776", {}},  // the calculator's 2^40
      {{"calc", "p.yaml"}, "--slots", "1", "4294967296", {}},
      {{"calc", "p.yaml", "--runtime", "vllm"}, "--block-size", "1", "4294967296", {}},
      {{"calc", "p.yaml", "--runtime", "vllm"}, "--max-num-batched-tokens", "1", "4294967296", {}},
      {{"render", "p.yaml"}, "--width", "40", "400", {}},
      {{"lint", "p.yaml"}, "-j", "0", "1024", {}},
      {{"site", "p.yaml", "-o", "site"}, "--jobs", "0", "1024", {}},
      {{}, "--max-bytes", "1", "1073741824", {"lint", "p.yaml"}},
  };
  for (const auto& o : options) {
    const std::string past = std::to_string(std::stoull(o.high) + 1);
    const std::string below = o.low == "0" ? "-1" : std::to_string(std::stoull(o.low) - 1);
    for (const std::string& bad : {std::string("0x4"), std::string("010"), std::string("18446744073709551617"), past,
                                  below, std::string("+5"), std::string("1e3"), std::string("")}) {
      std::vector<std::string> args = o.before;
      args.push_back(o.name);
      args.push_back(bad);
      args.insert(args.end(), o.after.begin(), o.after.end());
      const auto r = bt::run_brief(args, tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, fmt::format("must be a whole number from {} to {}, written in decimal", o.low, o.high)));
      CHECK(round4::has(r.err, "got '" + bad + "'"));
      CHECK_FALSE(round4::has(r.err, "000000"));  // no 300-digit double
    }
    std::vector<std::string> args = o.before;
    args.push_back(o.name);
    args.push_back(o.high == "4294967296" ? "8" : o.high);
    args.insert(args.end(), o.after.begin(), o.after.end());
    const auto r = bt::run_brief(args, tmp.str());
    CAPTURE(args, r.err);
    CHECK(r.exit_code != 2);
  }
  SECTION("every item of a sweep list takes the same rule") {
    const auto r = bt::run_brief({"calc", "p.yaml", "--context", "1000,0x10,2000"}, tmp.str());
    CHECK(r.exit_code == 2);
    CHECK(round4::has(r.err, "got '0x10'"));
  }
}

TEST_CASE("round 4 terminal: inspect and diff print nothing raw from a file, a name or an argument",
          "[security][terminal]") {
  bt::TempDir tmp("round4-terminal");
  const std::string hostile = "\x1b]8;;http://evil/\x07x\x1b]8;;\x07\xc2\x9b" "2J\xe2\x80\xa8\xe2\x80\xa9\r\xe2\x80\xae";
  auto clean = [&](const std::vector<std::string>& args, int exit_code) {
    const auto r = bt::run_brief(args, tmp.str());
    CAPTURE(args, r.out, r.err);
    CHECK(r.exit_code == exit_code);
    CHECK_FALSE(round4::has_raw_control(r.out));
    CHECK_FALSE(round4::has_raw_control(r.err));
  };
  SECTION("the one escaping function escapes the line and paragraph separators") {
    CHECK(brief::terminal_text("a\xe2\x80\xa8" "b\xe2\x80\xa9" "c") == "a\\u{2028}b\\u{2029}c");
  }
  SECTION("config.json model_type with OSC 8, C1, LS, PS, CR and NUL: text, json and yaml") {
    round4::write_model(tmp.path / "m");
    tmp.write("m/config.json", R"({"model_type":"\u001b]8;;http://evil/\u0007x\u009b2J\u2028\u2029\r\u0000",)"
                               R"("num_hidden_layers":1,"num_attention_heads":4})");
    for (const std::string format : {"text", "json", "yaml"}) clean({"inspect", "m", "-f", format}, 0);
  }
  SECTION("GGUF general.architecture with ESC, C1 and invalid UTF-8") {
    fs::create_directories(tmp.path / "g");
    bt::write_gguf((tmp.path / "g/model.gguf").string(), {{"general.architecture", "\x1b[31mllama\xc2\x9b\xff"}},
                   {}, {{"token_embd.weight", {8, 4}, 0, 128}});
    for (const std::string format : {"text", "json", "yaml"}) clean({"inspect", "g", "-f", format}, 0);
  }
  SECTION("a model folder whose name holds ESC, CR and U+2028, and a README license with NUL") {
    const std::string name = "m\x1b[2J\r\xe2\x80\xa8x";
    round4::write_model(tmp.path / name);
    tmp.write(name + "/README.md", std::string("---\nlicense: mit") + '\0' + "\x1b[2J\n---\n");
    for (const std::string format : {"text", "yaml"}) clean({"inspect", name, "-f", format}, 0);
  }
  SECTION("errors on stderr: a weight_map shard, an unknown dtype, a duplicate GGUF key, a missing path") {
    round4::write_model(tmp.path / "w");
    tmp.write("w/model.safetensors.index.json", R"({"weight_map":{"model.layers.0.mlp.w":"\u001b[31mx\u0007.safetensors"}})");
    clean({"inspect", "w"}, 2);
    fs::create_directories(tmp.path / "d");
    bt::write_safetensors((tmp.path / "d/model.safetensors").string(), {{"w", "\x1b[2J\xc2\x85", {2}, 2}});
    clean({"inspect", "d"}, 2);
    fs::create_directories(tmp.path / "k");
    bt::write_gguf((tmp.path / "k/model.gguf").string(), {{"\x1b[2Jk\xc2\x9b", "a"}, {"\x1b[2Jk\xc2\x9b", "b"}}, {},
                   {{"w", {4}, 0, 8}});
    clean({"inspect", "k"}, 2);
    clean({"inspect", "nowhere" + hostile}, 2);
  }
  SECTION("diff prints before and after values escaped") {
    bt::write_catalog(tmp.path, "p.yaml");
    const std::string profile = bt::read_file((tmp.path / "p.yaml").string());
    const auto title = profile.find("\ntitle: ");
    REQUIRE(title != std::string::npos);
    const auto end = profile.find('\n', title + 1);
    tmp.write("q.yaml", profile.substr(0, title) + "\ntitle: \"\\e[2J\\e]0;pwned\\a \\L \\P \\u202e\"" + profile.substr(end));
    clean({"diff", "p.yaml", "q.yaml"}, 1);
  }
  SECTION("lint and render: LS and PS from a key or a title are escaped") {
    bt::write_catalog(tmp.path, "p.yaml");
    const std::string profile = bt::read_file((tmp.path / "p.yaml").string());
    const auto title = profile.find("\ntitle: ");
    const auto end = profile.find('\n', title + 1);
    tmp.write("p.yaml", profile.substr(0, title) + "\ntitle: \"T \\L \\P \\N\"" + profile.substr(end));
    clean({"render", "p.yaml"}, 0);
    clean({"render", "p.yaml", "-f", "markdown"}, 0);
    tmp.write("u.yaml", profile.substr(0, title) + "\n\"k\\L\\P\": 1" + profile.substr(title));
    clean({"lint", "u.yaml"}, 1);
  }
}

TEST_CASE("round 4 unchecked: no file, selection, configuration or hardware folder is dropped in silence",
          "[security][unchecked]") {
  bt::TempDir tmp("round4-unchecked");
  bt::write_catalog(tmp.path / "profiles", "glm53-limechain-c8.yaml");
  const std::string profile = bt::shipped_profile();
  SECTION("a walk reports a file of a brief format version it does not read, and counts it not checked") {
    bt::write_file(tmp.path / "profiles/v2.yaml", bt::replaced(profile, "format: brief/v1", "format: brief/v2"));
    bt::write_file(tmp.path / "profiles/hardware/v2-hw.yaml",
                   bt::replaced(bt::shipped_hardware(), "format: brief-hardware/v1", "format: brief-hardware/v2"));
    const auto r = bt::run_brief({"lint", "profiles"}, tmp.str());
    CAPTURE(r.out, r.err);
    CHECK(r.exit_code != 0);
    CHECK(round4::has(r.out, "profiles/v2.yaml:4:9: error[BS005]: unsupported format 'brief/v2'"));
    CHECK(round4::has(r.out, "profiles/v2.yaml: error[BS007]"));
    CHECK(round4::has(r.out, "v2-hw.yaml"));
    CHECK(round4::has(r.out, "(2 files checked, 2 not checked)"));
    const auto json = bt::run_brief({"lint", "profiles", "-f", "json"}, tmp.str());
    CHECK(round4::has(json.out, "\"files_not_checked\": 2"));
  }
  SECTION("a select the ignore cancels is a usage error, from flags or the configuration") {
    const auto r = bt::run_brief({"lint", "--select", "BR506", "--ignore", "BR506", "profiles"}, tmp.str());
    CAPTURE(r.err);
    CHECK(r.exit_code == 2);
    CHECK(round4::has(r.err, "leave no rule to report"));
    tmp.write(".brief.yaml", "format: brief-config/v1\nselect: [BR50]\nignore: [BR]\n");
    const auto c = bt::run_brief({"lint", "profiles"}, tmp.str());
    CAPTURE(c.err);
    CHECK(c.exit_code == 2);
    CHECK(round4::has(c.err, "leave no rule to report"));
    // A select that keeps an always-reported code checks something.
    CHECK(bt::run_brief({"lint", "--select", "BM,BR", "--ignore", "BR", "profiles"}, tmp.str()).exit_code != 2);
  }
  SECTION("--config with --no-config is a usage error, whatever the order and whether the file exists") {
    tmp.write("cfg.yaml", "format: brief-config/v1\nignore: [BR502]\n");
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"lint", "--config", "cfg.yaml", "--no-config", "profiles"},
             {"lint", "--no-config", "--config", "cfg.yaml", "profiles"},
             {"lint", "--config", "missing.yaml", "--no-config", "profiles"}}) {
      const auto r = bt::run_brief(args, tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "--no-config"));
      CHECK(r.out.empty());
    }
  }
  SECTION("a hardware folder or file linked out of the tree is reported, not replaced by the built-in entry") {
    bt::write_file(tmp.path / "outside/hw/nvidia-dgx-spark-128gb-unified.yaml", bt::shipped_hardware());
    bt::write_file(tmp.path / "repo/p.yaml", profile);
    fs::create_directory_symlink(tmp.path / "outside/hw", tmp.path / "repo/hardware");
    bt::write_file(tmp.path / "repo2/p.yaml", profile);
    fs::create_directories(tmp.path / "repo2/hardware");
    fs::create_symlink(tmp.path / "outside/hw/nvidia-dgx-spark-128gb-unified.yaml",
                       tmp.path / "repo2/hardware/nvidia-dgx-spark-128gb-unified.yaml");
    for (const std::string repo : {"repo", "repo2"})
      for (const std::string command : {"lint", "render", "calc"}) {
        const auto r = bt::run_brief({command, repo + "/p.yaml"}, tmp.str());
        CAPTURE(repo, command, r.out, r.err);
        CHECK(r.exit_code == 2);
        CHECK(round4::has(r.out + r.err, repo + "/hardware/nvidia-dgx-spark-128gb-unified.yaml: error[BY017]"));
        CHECK(round4::has(r.out + r.err, "out of the catalog folder"));
      }
  }
}

TEST_CASE("round 4 reading: a file that is not brief's is never quoted, by excerpt or by message",
          "[security][reading]") {
  bt::TempDir tmp("round4-reading");
  tmp.write("secret/netrc", "machine example.org login ci password hunter2-SECRET\n");
  const std::vector<std::pair<std::string, std::string>> files{
      {"n.yaml", "machine example.org login ci password hunter2-SECRET\n"},
      {"keys.yaml", "password: hunter2-SECRET\ntoken: \"hunter2-SECRET\"\npassword: hunter2-SECRET\n"},
      {"fmt.yaml", "format: hunter2-SECRET\nid: x\n"},
      {"seq.yaml", "- hunter2-SECRET\n"},
      {"flow.yaml", "{hunter2-SECRET: 1, format: x}\n"},
  };
  for (const auto& [name, text] : files) tmp.write(name, text);
  fs::create_symlink(tmp.path / "secret/netrc", tmp.path / "pr.yaml");
  std::vector<std::string> names{"pr.yaml"};
  for (const auto& [name, text] : files) names.push_back(name);
  for (const auto& name : names) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"lint", name}, {"lint", "-f", "json", name}, {"lint", "-f", "github", name}, {"lint", "-f", "sarif", name},
             {"render", name}, {"calc", name}, {"lint", "--config", name, "n.yaml"}}) {
      const auto r = bt::run_brief(args, tmp.str());
      CAPTURE(args, r.out, r.err);
      CHECK(r.exit_code != 0);
      CHECK_FALSE(round4::has(r.out + r.err, "hunter2"));
    }
  }
  // A brief file keeps its quoted line.
  bt::write_catalog(tmp.path / "ok", "p.yaml");
  const auto r = bt::run_brief({"lint", "ok/p.yaml"}, tmp.str());
  CHECK(round4::has(r.out, " | "));
}

namespace round4 {

// `bytes` as `name` in a folder `levels` deep below `top`, made through descriptors (no one
// path to the bottom can be opened); returns the path of the deepest folder.
std::string deep_file(const std::string& top, std::size_t levels, const std::string& name, const std::string& bytes) {
  const std::string step(200, 'd');
  int fd = ::open(top.c_str(), O_RDONLY | O_DIRECTORY);
  std::string path = top;
  for (std::size_t i = 0; i < levels && fd >= 0; ++i) {
    ::mkdirat(fd, step.c_str(), 0700);
    const int next = ::openat(fd, step.c_str(), O_RDONLY | O_DIRECTORY);
    ::close(fd);
    fd = next;
    path += "/" + step;
  }
  const int file = ::openat(fd, name.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (file >= 0 && ::write(file, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size())) ::close(file);
  ::close(fd);
  return path;
}

}  // namespace round4

TEST_CASE("round 4 paths: a path past PATH_MAX is reported as too long, with a hint about its length",
          "[security][walk]") {
  bt::TempDir tmp("round4-path-max");
  round4::write_model(tmp.path / "m");
  const std::string weights = bt::read_file((tmp.path / "m/model.safetensors").string());
  const std::size_t levels = PATH_MAX / 201 + 2;
  const std::string model = round4::deep_file(tmp.str() + "/i", (fs::create_directories(tmp.path / "i"), levels),
                                              "model.safetensors", weights);
  const std::string profile = round4::deep_file(tmp.str() + "/r", (fs::create_directories(tmp.path / "r"), levels),
                                                "p.yaml", bt::shipped_profile());
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"inspect", model}, {"inspect", model + "/model.safetensors"}, {"render", profile + "/p.yaml"},
           {"calc", profile + "/p.yaml"}}) {
    const auto r = bt::run_brief(args, tmp.str());
    CAPTURE(args[0], r.out.substr(0, 500), r.err.substr(r.err.size() > 600 ? r.err.size() - 600 : 0));
    CHECK(r.exit_code == 2);
    CHECK(round4::has(r.out + r.err, "too long"));
    CHECK(round4::has(r.out + r.err, "PATH_MAX"));
    CHECK_FALSE(round4::has(r.out + r.err, "no such file"));
    CHECK_FALSE(round4::has(r.out + r.err, "permissions"));
  }
  CHECK(std::system(("rm -rf '" + tmp.str() + "/i' '" + tmp.str() + "/r'").c_str()) == 0);
}
