// The three completion scripts against the command line itself (brief::cli::Cli, the CLI11
// tree run() parses with): every command, every option of every command, every global
// option and every choice of an option appears in bash, zsh and fish alike. A new option or
// choice fails here until each script offers it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "brief/id_grammar.h"
#include "cli/app.h"
#include "test_paths.h"

// Catch2 2.x has no CHECK_MESSAGE: the message rides on a scoped INFO.
#define CHECK_MESSAGE(cond, msg) \
  do {                           \
    INFO(msg);                   \
    CHECK(cond);                 \
  } while (false)

namespace {

struct OptionSpec {
  std::vector<std::string> names;    // "--format", "-f"
  std::vector<std::string> choices;  // from a CLI::IsMember check: "{text,json}"
};

std::vector<std::string> choices_of(const CLI::Option& opt) {
  static const std::regex set(R"(\{([^{}]*)\})");
  std::smatch m;
  const std::string type = opt.get_type_name();
  std::vector<std::string> out;
  if (!std::regex_search(type, m, set)) return out;
  std::stringstream items(m[1].str());
  for (std::string item; std::getline(items, item, ',');) out.push_back(item);
  return out;
}

// Named options of `app` (positionals are offered as ids or files, not as words), without
// --help (CLI11's own) and --version.
std::vector<OptionSpec> options_of(const CLI::App& app) {
  std::vector<OptionSpec> out;
  for (const CLI::Option* opt : app.get_options()) {
    OptionSpec spec;
    for (const auto& l : opt->get_lnames()) spec.names.push_back("--" + l);
    for (const auto& s : opt->get_snames()) spec.names.push_back("-" + s);
    if (spec.names.empty() || spec.names.front() == "--help" || spec.names.front() == "--version") continue;
    spec.choices = choices_of(*opt);
    out.push_back(spec);
  }
  return out;
}

std::vector<std::string> positional_choices(const CLI::App& app) {
  std::vector<std::string> out;
  for (const CLI::Option* opt : app.get_options())
    if (opt->get_lnames().empty() && opt->get_snames().empty())
      for (const auto& c : choices_of(*opt)) out.push_back(c);
  return out;
}

std::string script(const char* name) { return brief::test::read_file(brief::test::source_path(std::string("completions/") + name)); }

bool has_word(const std::string& text, const std::string& word) {
  // A word: not part of a longer option or name (`--format` is not in `--formats`).
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const auto edge = [](char c) { return !(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'); };
    const bool before = at == 0 || edge(text[at - 1]);
    const bool after = at + word.size() == text.size() || edge(text[at + word.size()]);
    if (before && after) return true;
  }
  return false;
}

std::string joined(const std::vector<std::string>& words, const std::string& sep) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : sep) + w;
  return out;
}

// The lines of `text` from the first line matching `start` up to the first later line
// matching `end` (inclusive).
std::string block(const std::string& text, const std::regex& start, const std::regex& end) {
  std::stringstream in(text);
  std::string line, out;
  bool inside = false;
  while (std::getline(in, line)) {
    if (!inside && std::regex_search(line, start)) inside = true;
    if (!inside) continue;
    out += line + "\n";
    if (std::regex_search(line, end) && out != line + "\n") break;
  }
  return out;
}

std::vector<std::string> lines_with(const std::string& text, const std::string& part) {
  std::stringstream in(text);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);)
    if (line.find(part) != std::string::npos) out.push_back(line);
  return out;
}

struct Tree {
  brief::cli::Cli cli;
  std::vector<const CLI::App*> commands() const { return cli.app.get_subcommands({}); }
};

}  // namespace

TEST_CASE("the command tree the completions are checked against is whole", "[cli][completion]") {
  const Tree tree;
  // A guard on the walk itself: were get_options or get_type_name to change, every check
  // below would pass vacuously.
  REQUIRE(tree.commands().size() >= 11);
  const CLI::App* lint = tree.cli.app.get_subcommand("lint");
  bool format_seen = false;
  for (const auto& o : options_of(*lint))
    if (o.names.front() == "--format") {
      format_seen = true;
      CHECK(joined(o.choices, " ") == "human json sarif github junit");
    }
  CHECK(format_seen);
  CHECK(joined(positional_choices(*tree.cli.app.get_subcommand("schema")), " ") == "profile hardware brief findings config");
}

TEST_CASE("bash completes every command, option and choice", "[cli][completion]") {
  const Tree tree;
  const std::string bash = script("brief.bash");
  const auto commands_line = lines_with(bash, "_brief_commands=");
  REQUIRE(commands_line.size() == 1);
  const auto globals_line = lines_with(bash, "_brief_global_options=");
  REQUIRE(globals_line.size() == 1);
  for (const auto& o : options_of(tree.cli.app))
    for (const auto& n : o.names) CHECK_MESSAGE(has_word(globals_line[0], n), "bash: global " << n);
  for (const CLI::App* cmd : tree.commands()) {
    const std::string name = cmd->get_name();
    CHECK_MESSAGE(has_word(commands_line[0], name), "bash: command " << name);
    const auto opts = lines_with(bash, "    " + name + ") opts+=");
    if (!options_of(*cmd).empty()) CHECK_MESSAGE(opts.size() == 1, "bash: no option line for " << name);
    for (const auto& o : options_of(*cmd)) {
      for (const auto& n : o.names)
        CHECK_MESSAGE((!opts.empty() && has_word(opts[0], n)), "bash: " << name << " " << n);
      if (o.choices.empty()) continue;
      // The choices, offered in one _brief_words call, in the command's own order.
      const std::string words = "_brief_words \"$cur\" " + joined(o.choices, " ");
      // The call ends there (end of line, `;` or ` ;;`): no choice is missing from its end.
      bool offered = false;
      for (const auto& line : lines_with(bash, words)) {
        const std::string rest = line.substr(line.find(words) + words.size());
        offered |= rest.empty() || rest.starts_with(";") || rest.starts_with(" ;;");
      }
      CHECK_MESSAGE(offered, "bash: " << name << " " << o.names.front() << " choices " << joined(o.choices, " "));
    }
    const auto positional = positional_choices(*cmd);
    if (!positional.empty())
      CHECK_MESSAGE(!lines_with(bash, "_brief_words \"$cur\" " + joined(positional, " ")).empty(), "bash: " << name << " arguments");
  }
}

TEST_CASE("zsh completes every command, option and choice", "[cli][completion]") {
  const Tree tree;
  const std::string zsh = script("_brief");
  const std::string globals = block(zsh, std::regex("local -a global=\\("), std::regex("^  \\)$"));
  REQUIRE_FALSE(globals.empty());
  for (const auto& o : options_of(tree.cli.app))
    for (const auto& n : o.names) CHECK_MESSAGE(has_word(globals, n), "zsh: global " << n);
  const std::string commands = block(zsh, std::regex("local -a commands=\\("), std::regex("^  \\)$"));
  for (const CLI::App* cmd : tree.commands()) {
    const std::string name = cmd->get_name();
    CHECK_MESSAGE(commands.find("'" + name + ":") != std::string::npos, "zsh: command " << name);
    const std::string body = block(zsh, std::regex("^        " + name + "\\)"), std::regex(";;$"));
    CHECK_MESSAGE(!body.empty(), "zsh: no case for " << name);
    for (const auto& o : options_of(*cmd)) {
      for (const auto& n : o.names) CHECK_MESSAGE(has_word(body, n), "zsh: " << name << " " << n);
      if (!o.choices.empty())
        CHECK_MESSAGE(body.find(":(" + joined(o.choices, " ") + ")") != std::string::npos,
                      "zsh: " << name << " " << o.names.front() << " choices " << joined(o.choices, " "));
    }
    const auto positional = positional_choices(*cmd);
    if (!positional.empty())
      CHECK_MESSAGE(body.find(":(" + joined(positional, " ") + ")") != std::string::npos, "zsh: " << name << " arguments");
  }
}

TEST_CASE("fish completes every command, option and choice", "[cli][completion]") {
  const Tree tree;
  const std::string fish = script("brief.fish");
  const auto commands_line = lines_with(fish, "set -l commands ");
  REQUIRE(commands_line.size() == 1);
  // A fish line for an option names it as `-l format` or `-s f`.
  const auto fish_name = [](const std::string& n) { return n.starts_with("--") ? "-l " + n.substr(2) : "-s " + n.substr(1); };
  for (const auto& o : options_of(tree.cli.app))
    for (const auto& n : o.names) {
      bool found = false;
      for (const auto& line : lines_with(fish, "complete -c brief " ))
        found |= line.find(" -n ") == std::string::npos && has_word(line, fish_name(n));
      CHECK_MESSAGE(found, "fish: global " << n);
    }
  for (const CLI::App* cmd : tree.commands()) {
    const std::string name = cmd->get_name();
    CHECK_MESSAGE(has_word(commands_line[0], name), "fish: command " << name);
    CHECK_MESSAGE(!lines_with(fish, "-a " + name + " -d").empty(), "fish: command " << name << " is not offered");
    std::vector<std::string> own;  // the lines that apply when this command was typed
    for (const auto& line : lines_with(fish, "__fish_seen_subcommand_from "))
      if (line.find("not __fish_seen") == std::string::npos) {
        const auto from = line.find("__fish_seen_subcommand_from ") + 28;
        const std::string listed = line.substr(from, line.find('\'', from) - from);
        if (has_word(listed, name)) own.push_back(line);
      }
    for (const auto& o : options_of(*cmd)) {
      std::string line;
      for (const auto& l : own)
        if (has_word(l, fish_name(o.names.front()))) line = l;
      CHECK_MESSAGE(!line.empty(), "fish: " << name << " " << o.names.front());
      for (const auto& n : o.names) CHECK_MESSAGE(has_word(line, fish_name(n)), "fish: " << name << " " << n);
      if (!o.choices.empty())
        CHECK_MESSAGE(line.find("-a '" + joined(o.choices, " ") + "'") != std::string::npos,
                      "fish: " << name << " " << o.names.front() << " choices " << joined(o.choices, " "));
    }
    const auto positional = positional_choices(*cmd);
    if (!positional.empty()) {
      bool found = false;
      for (const auto& l : own) found |= l.find("-a '" + joined(positional, " ") + "'") != std::string::npos;
      CHECK_MESSAGE(found, "fish: " << name << " arguments");
    }
  }
}

namespace {

// The characters a bracket expression admits ("a-z0-9._-": ranges, '-' last is literal).
std::string bracket_chars(const std::string& expr) {
  std::string out;
  for (std::size_t i = 0; i < expr.size(); ++i) {
    if (i + 2 < expr.size() && expr[i + 1] == '-') {
      for (char c = expr[i]; c <= expr[i + 2]; ++c) out += c;
      i += 2;
    } else {
      out += expr[i];
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The printable ASCII characters the catalog id grammar admits first / after the first.
std::string catalog_id_chars(bool first) {
  std::string out;
  for (char c = ' '; c <= '~'; ++c) {
    const std::string id = first ? std::string(1, c) : std::string("a") + c;
    if (brief::is_catalog_id_text(id)) out += c;
  }
  return out;
}

}  // namespace

TEST_CASE("the three completions filter profile ids by the catalog id grammar", "[cli][completion]") {
  // The first anchored pattern after `list --ids` in each script is its profile-id filter.
  static const std::regex pattern(R"(\^\[([^\]]+)\]\[([^\]]+)\]\*\$)");
  for (const char* name : {"brief.bash", "_brief", "brief.fish"}) {
    INFO(name << ": the id grammar is " << brief::kCatalogIdGrammar);
    const std::string text = script(name);
    const std::size_t at = text.find("list --ids");
    REQUIRE(at != std::string::npos);
    std::smatch m;
    const std::string rest = text.substr(at);
    REQUIRE(std::regex_search(rest, m, pattern));
    CHECK(bracket_chars(m[1].str()) == catalog_id_chars(true));
    CHECK(bracket_chars(m[2].str()) == catalog_id_chars(false));
  }
  // `brief new` accepts an id with '_' (is_catalog_id_text), so completion must offer it.
  CHECK(brief::is_catalog_id_text("my_model"));
}
