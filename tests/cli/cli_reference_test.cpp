// docs/cli.md and the man page list every option of every command that --help lists (issue
// 22): the command tree run() parses with is walked, so a new option fails here until its
// command's section of the reference and its SYNOPSIS line of docs/brief.1 name it.
#include <catch2/catch.hpp>

#include <cctype>
#include <string>
#include <vector>

#include "cli/app.h"
#include "test_paths.h"

namespace {

// The text of docs/cli.md from the heading that starts with `heading` up to the next heading
// of the same or a higher level.
std::string reference_section(const std::string& doc, const std::string& heading) {
  const auto at = doc.find("\n" + heading);
  REQUIRE(at != std::string::npos);
  const std::string level = heading.substr(0, heading.find(' ') + 1);  // "### "
  std::size_t end = at + 1;
  for (;;) {
    end = doc.find("\n#", end + 1);
    if (end == std::string::npos) break;
    const auto hashes = doc.find_first_not_of('#', end + 1) - (end + 1);
    if (hashes <= level.size() - 1) break;
  }
  return doc.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

// The choices of an option with a CLI::IsMember check ("{text,json}" in its type name).
std::vector<std::string> option_choices(const CLI::Option& opt) {
  const std::string type = opt.get_type_name();
  const auto open = type.find('{'), close = type.find('}');
  std::vector<std::string> out;
  if (open == std::string::npos || close == std::string::npos) return out;
  std::string item;
  for (char c : type.substr(open + 1, close - open - 1)) {
    if (c == ',') out.push_back(item), item.clear();
    else item += c;
  }
  out.push_back(item);
  return out;
}

// The reference's line for `option` (its table row), "" when there is none.
std::string line_of(const std::string& section, const std::string& option) {
  const auto at = section.find("| `" + option);
  const auto short_at = at == std::string::npos ? section.find("`, `" + option) : at;
  if (short_at == std::string::npos) return {};
  const auto start = section.rfind('\n', short_at) + 1;
  return section.substr(start, section.find('\n', short_at) - start);
}

// `word` in `line` on its own: `md` in `markdown\|md\|json`, not in `markdown` alone.
bool has_choice(const std::string& line, const std::string& word) {
  for (auto at = line.find(word); at != std::string::npos; at = line.find(word, at + 1)) {
    const auto edge = [](char c) { return !(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_'); };
    if ((at == 0 || edge(line[at - 1])) && (at + word.size() == line.size() || edge(line[at + word.size()]))) return true;
  }
  return false;
}

// Each long option of `app` (`--format`), without CLI11's --help and brief's --version.
std::vector<std::string> long_options(const CLI::App& app) {
  std::vector<std::string> out;
  for (const CLI::Option* opt : app.get_options())
    for (const auto& l : opt->get_lnames())
      if (l != "help" && l != "version") out.push_back("--" + l);
  return out;
}

}  // namespace

TEST_CASE("docs/cli.md names every option of every command in the command's own section", "[cli][docs]") {
  const std::string doc = brief::test::read_file(brief::test::source_path("docs/cli.md"));
  const brief::cli::Cli tree;
  const auto commands = tree.app.get_subcommands({});
  REQUIRE(commands.size() >= 11);  // the walk itself found the commands
  std::size_t checked = 0;
  for (const CLI::App* cmd : commands) {
    const std::string section = reference_section(doc, "### `brief " + cmd->get_name());
    for (const auto& option : long_options(*cmd)) {
      INFO("brief " << cmd->get_name() << " " << option);
      // In a table row or the prose: `--format ...` or `--allow-errors`.
      CHECK(section.find("`" + option) != std::string::npos);
      ++checked;
    }
    // Every choice --help offers is in the option's row (`render -f md`).
    for (const CLI::Option* opt : cmd->get_options()) {
      if (opt->get_lnames().empty()) continue;
      const std::string row = line_of(section, "--" + opt->get_lnames().front());
      for (const auto& choice : option_choices(*opt)) {
        INFO("brief " << cmd->get_name() << " --" << opt->get_lnames().front() << " " << choice << "\n" << row);
        CHECK(has_choice(row, choice));
      }
    }
  }
  const std::string globals = reference_section(doc, "## Global options");
  for (const auto& option : long_options(tree.app)) {
    INFO("global " << option);
    CHECK(globals.find("`" + option) != std::string::npos);
    ++checked;
  }
  CHECK(checked >= 40);
}

namespace {

// The man page's SYNOPSIS line of `brief NAME`: from `.B brief NAME` to the next request.
std::string man_synopsis(const std::string& man, const std::string& name) {
  const std::string head = "\n.B brief " + name + "\n";
  const auto at = man.find(head);
  REQUIRE(at != std::string::npos);
  const auto start = at + head.size();
  return man.substr(start, man.find("\n.", start) - start);
}

// `--stdin-filename` as roff writes it: every '-' escaped.
std::string roff(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

}  // namespace

TEST_CASE("docs/brief.1 names every option and choice of every command in its SYNOPSIS", "[cli][docs]") {
  const std::string man = brief::test::read_file(brief::test::source_path("docs/brief.1"));
  const brief::cli::Cli tree;
  std::size_t checked = 0;
  for (const CLI::App* cmd : tree.app.get_subcommands({})) {
    const std::string synopsis = man_synopsis(man, cmd->get_name());
    for (const CLI::Option* opt : cmd->get_options()) {
      if (opt->get_lnames().empty()) continue;
      const std::string option = "--" + opt->get_lnames().front();
      if (option == "--help") continue;
      INFO("brief " << cmd->get_name() << " " << option << "\n" << synopsis);
      // The long name, or the short one that stands for it (`-f` for --format).
      bool named = synopsis.find(roff(option)) != std::string::npos;
      for (const auto& s : opt->get_snames()) named = named || synopsis.find("\\fB" + roff("-" + s) + "\\fR") != std::string::npos;
      CHECK(named);
      for (const auto& choice : option_choices(*opt)) {
        INFO(choice);
        CHECK(synopsis.find("\\fI" + roff(choice) + "\\fR") != std::string::npos);
      }
      ++checked;
    }
  }
  const auto globals_at = man.find(".SH GLOBAL OPTIONS");
  REQUIRE(globals_at != std::string::npos);
  const std::string globals = man.substr(globals_at, man.find(".SH", globals_at + 1) - globals_at);
  for (const auto& option : long_options(tree.app)) {
    INFO("global " << option);
    CHECK(globals.find(roff(option)) != std::string::npos);
  }
  CHECK(checked >= 40);
}
