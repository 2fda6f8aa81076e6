// `brief inspect PATH`: facts measured from a local checkpoint's headers (never its tensor
// data), as text, JSON or a YAML fragment for a profile. A malformed or hostile file is a
// located error and exit 2.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <new>

#include "brief/diagnostic.h"
#include "brief/load.h"
#include "brief/output.h"
#include "cli/app.h"
#include "brief/terminal.h"
#include "cli/commands.h"
#include "derive/model_agreement.h"
#include "inspect/checkpoint.h"
#include "inspect/error.h"
#include "inspect/profile_merge.h"
#include "inspect/report_format.h"

namespace brief::cli {

void add_inspect_command(CLI::App& app, Context& ctx) {
  struct Options {
    std::string path, format = "text", output, into;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("inspect", "Measure model facts from a local checkpoint's headers (safetensors, GGUF)");
  cmd->add_option("path", o->path, "A model folder or one .safetensors / .gguf file")->required();
  auto* format = cmd->add_option("-f,--format", o->format, "text, json, or yaml (a fragment to paste into a profile)")
                     ->check(CLI::IsMember({"text", "json", "yaml"}))
                     ->capture_default_str();
  auto* output = cmd->add_option("-o,--output", o->output, "Write to this file instead of stdout");
  // --into writes one thing, the profile itself: a --format or -o beside it would be ignored.
  cmd->add_option("--into", o->into,
                  "Write the model section and the checkpoint-files row into this existing profile (atomically; "
                  "every other line kept); not with -o or -f")
      ->excludes(format)
      ->excludes(output);
  cmd->footer(
      "Examples:\n"
      "  brief inspect ./my-model\n"
      "  brief inspect ./my-model --format json | jq '.classes'\n"
      "  brief inspect ./my-model --into my-profile.yaml");
  cmd->callback([&ctx, o] {
    try {
      const inspect::Inspection ins = inspect::inspect_path(o->path);
      if (!o->into.empty()) {
        // The profile is read and then replaced in place, so it is not an input the output
        // registry would protect; a fifo or device is still refused before it could block.
        std::error_code ec;
        if (!std::filesystem::is_regular_file(o->into, ec))
          throw inspect::InspectError::about_file(o->into, "not a regular file: --into takes an existing profile",
                                                  "give the profile's path (brief new writes one)");
        std::ifstream in(o->into, std::ios::binary);
        if (!in) throw inspect::InspectError::about_file(o->into, "cannot read the profile", "give an existing profile");
        std::stringstream text;
        text << in.rdbuf();
        const std::string model_section = inspect::format_model_section(ins);
        std::string merged = inspect::merge_into_profile(text.str(), model_section, inspect::format_ledger_item(ins));
        bool state_row_added = false;
        // The merged profile must load before it replaces the old one: nothing half-written.
        try {
          // Linear-attention layers keep a recurrent state: without a row for it the profile
          // would contradict its own model section (BM112), so the row is added, bytes unknown.
          const Profile first = load_profile(merged, o->into);
          if (derivation::lacks_state_row(first)) {
            merged = inspect::merge_into_profile(merged, model_section, inspect::format_state_item(ins));
            state_row_added = true;
          }
          // A state row the checkpoint's layout has no layer for is the profile's own claim:
          // refused, never deleted behind the user's back.
          if (const std::string stray = derivation::stray_state_row(first); !stray.empty()) {
            fmt::print(stderr,
                       "brief: {} was not changed: its row '{}' holds a recurrent state (access recurrent-state), but "
                       "the checkpoint's layout has no linear-attention layer, so the result would fail lint (BM112)\n"
                       "  hint: remove the row or make it role: not-present, then run --into again\n",
                       o->into, stray);
            ctx.exit_code = exit_input_error;
            return;
          }
          (void)load_profile(merged, o->into);
        } catch (const InputError& e) {
          print_input_error(std::cerr, e);
          fmt::print(stderr, "brief: {} was not changed: the merged profile does not load\n", terminal_text(o->into));
          ctx.exit_code = exit_input_error;
          return;
        }
        write_output(o->into, merged);
        fmt::print(stderr, "brief: wrote the model section{}{} into {}\n",
                   ins.files.empty() ? "" : " and the checkpoint-files row",
                   state_row_added ? " and a recurrent-state row (its bytes unknown: brief calc sizes them)" : "",
                   terminal_text(o->into));
        ctx.exit_code = exit_ok;
        return;
      }
      const std::string text = o->format == "json"   ? inspect::format_json(ins)
                               : o->format == "yaml" ? inspect::format_yaml(ins)
                                                     : inspect::format_text(ins);
      write_output(o->output, text);
      ctx.exit_code = exit_ok;
    } catch (const inspect::InspectError& e) {
      fmt::print(stderr, "{}", e.located());
      ctx.exit_code = exit_input_error;
    } catch (const std::bad_alloc&) {
      // Located: which checkpoint asked for more memory than there is.
      fmt::print(stderr, "{}: error: out of memory while inspecting it\n  hint: a header this large is malformed or hostile\n",
                 terminal_text(o->path));
      ctx.exit_code = exit_input_error;
    }
  });
}

}  // namespace brief::cli
