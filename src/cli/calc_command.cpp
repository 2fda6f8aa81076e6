// `brief calc <id|path>`: the calculator verdict for a profile's model facts, at its serving
// facts or at the contexts and slot counts given (a sweep prints one row per point), and the
// longest context that fits when it can be known. Numbers come from derive; this file formats.
#include <unistd.h>

#include <fmt/format.h>

#include "brief/plural.h"

#include <iostream>
#include <map>
#include <memory>
#include <sstream>

#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/diagnostic.h"
#include "brief/output.h"
#include "brief/report.h"
#include "brief/rules.h"
#include "cli/app.h"
#include "cli/commands.h"
#include "cli/decimal_option.h"
#include "cli/profile_source.h"
#include "derive/calculator.h"
#include "load/format_limits.h"
#include "model/names.h"
#include "render/json_sections.h"
#include "render/enum_phrases.h"
#include "render/wrap.h"

namespace brief::cli {
namespace {

struct CalcOptions {
  std::string target;
  std::string contexts, slots;
  std::string kv_dtype, state_dtype, temporal_state_dtype;
  std::optional<uint64_t> tp, pp;
  std::string runtime, speculative;
  std::optional<uint64_t> block_size, batched_tokens;
  std::vector<std::string> assumptions;
  bool max_context = false;
  bool allow_errors = false;
  std::string format = "text";
  std::string output;
};

// A sweep's points (contexts x slot counts) at most: each is a calculation and a row.
constexpr std::size_t kMaxSweepPoints = 10'000;

// A token count (a context, slots, a block size, batched tokens) from the command line: 1 to
// 2^32, as inspect bounds a count read from a checkpoint.
constexpr uint64_t kMaxTokenCount = uint64_t{1} << 32;

// "32768,131072" -> numbers; the option's validator (whole_number_list) checked every item.
std::vector<uint64_t> number_list(const std::string& text) {
  std::vector<uint64_t> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(std::stoull(item));
  return out;
}

calc::Request request_of(const CalcOptions& o, const Profile& profile) {
  calc::Request r = calc::request_from_profile(profile);
  if (!o.kv_dtype.empty()) r.kv_dtype = o.kv_dtype, r.kv_dtype_source = "--kv-dtype";
  if (!o.state_dtype.empty()) r.state_dtype = o.state_dtype, r.state_dtype_source = "--state-dtype";
  if (!o.temporal_state_dtype.empty())
    r.temporal_state_dtype = o.temporal_state_dtype, r.temporal_state_dtype_source = "--temporal-state-dtype";
  if (o.tp) r.tp = o.tp, r.tp_source = "--tp";
  if (o.pp) r.pp = o.pp, r.pp_source = "--pp";
  if (!o.runtime.empty()) r.runtime = o.runtime, r.runtime_source = "--runtime";
  if (o.block_size) r.block_size = o.block_size, r.block_size_source = "--block-size";
  if (o.batched_tokens) r.max_num_batched_tokens = o.batched_tokens, r.batched_tokens_source = "--max-num-batched-tokens";
  if (!o.speculative.empty()) r.speculative = o.speculative, r.speculative_source = "--speculative";
  for (const auto& text : o.assumptions) {
    std::string error;
    const auto a = calc::parse_assumption(text, &error);
    if (!a) throw CLI::ValidationError("--assume", error);
    // Two values for one term would silently keep one of them: say which two disagree.
    for (const auto& earlier : r.assumptions)
      if (earlier.term == a->term)
        throw CLI::ValidationError("--assume", fmt::format("'{}' is assumed twice ({} and {}); give each term once",
                                                           a->term, earlier.as_written, a->as_written));
    r.assumptions.push_back(*a);
  }
  for (const auto* dtype : {&r.kv_dtype, &r.state_dtype, &r.temporal_state_dtype})
    if (!dtype->empty() && !calc::cache_element_size(*dtype) && !(dtype == &r.kv_dtype && calc::is_model_dtype(*dtype)))
      throw CLI::ValidationError("dtype", fmt::format("unknown dtype '{}' (known: {})", *dtype, calc::cache_dtype_names()));
  return r;
}

// The text output holds 80 columns (docs/output-formats.md): each line wraps under its own
// indent plus a hang, with the one wrapping helper the text brief uses.
constexpr int kCalcTextWidth = 80;
std::string calc_line(std::string_view text, std::string_view indent = "", std::string_view hang = "  ") {
  return rendering::wrap(text, kCalcTextWidth, indent, std::string(indent) + std::string(hang));
}

// An approximate capacity at its stated precision ("about 79.6 GiB"), never padded with digits.
std::string bytes_cell(const Bytes& b) { return format_binary_bytes(b); }

std::string verdict_text(const CalculatorVerdict& v) {
  std::string out = calc_line(fmt::format("Calculator verdict: {}", name_of(v.kind)));
  for (const auto& in : v.inputs) out += calc_line(fmt::format("{}: {} ({})", in.name, in.value, in.source), "  ", "    ");
  for (const auto& n : v.nodes) {
    out += calc_line(fmt::format("{}: low {}, high {}, usable {}", n.pool_label, bytes_cell(n.low), bytes_cell(n.high),
                            bytes_cell(n.usable)));
    for (const auto& t : n.terms) {
      const bool low = t.low.is_known(), high = t.high.is_known();
      const std::string value = low && high && t.low == t.high ? format_bytes(t.high)
                                : low && high                  ? fmt::format("[{}, {}]", format_bytes(t.low), format_bytes(t.high))
                                : low                          ? fmt::format("at least {}", format_bytes(t.low))
                                : high                         ? fmt::format("at most {}", format_bytes(t.high))
                                                               : std::string("unknown");
      out += calc_line(fmt::format("{}: {}{}", t.label, value, t.estimate ? " (estimate)" : ""), "  ", "    ");
      if (!t.formula.empty()) out += calc_line(fmt::format("= {}", t.formula), "    ", "  ");
      for (const auto& b : t.bounds)
        out += calc_line(fmt::format("{}: {}{}{}", b.name, b.bytes.is_known() ? format_bytes(b.bytes) : std::string("unknown"),
                                b.formula.empty() ? std::string() : " = " + b.formula,
                                b.source.empty() ? std::string() : fmt::format(" (source: {})", b.source)),
                    "    ");
      for (const auto& a : t.assumptions) out += calc_line(a, "    ");
      for (const auto& m : t.missing) out += calc_line(fmt::format("missing: {}", m), "    ");
    }
  }
  for (const auto& r : v.reasons) out += calc_line(r.text);
  return out;
}

// The largest high bound over the nodes ("unknown" when any is): one cell of a sweep.
std::string worst_node(const CalculatorVerdict& v) {
  uint64_t worst = 0;
  for (const auto& n : v.nodes) {
    if (!n.high.is_known()) return "unknown";
    worst = std::max(worst, n.high.value());
  }
  return v.nodes.empty() ? "unknown" : format_binary(worst);
}

void run_calc(Context& ctx, const CalcOptions& o) {
  // The same gate as `brief render`: the checks of lint, schema findings included (exit 1);
  // with --allow-errors every verdict is marked unchecked.
  const CheckedTarget checked = check_target(ctx, o.target);
  if (!pass_gate(ctx, checked, o.allow_errors, {"no calculator verdict", "computes it, marked UNCHECKED"})) return;
  const bool unchecked = checked.has_errors();
  const LoadedProfile& loaded = *checked.loaded;
  const Hardware* hw = loaded.hardware ? &*loaded.hardware : nullptr;
  const calc::Request base = request_of(o, loaded.profile);
  // The profile's own point unless the command line gives a list.
  auto points_of = [](const std::string& list, std::optional<uint64_t> own) {
    std::vector<std::optional<uint64_t>> out;
    if (list.empty()) out.push_back(own);
    else
      for (uint64_t v : number_list(list)) out.push_back(v);
    return out;
  };
  const auto contexts = points_of(o.contexts, base.context);
  // A context past the model's own limit is refused, the limit named: no runtime serves it.
  if (const auto limit = calc::model_context_limit(loaded.profile.model); limit && !o.contexts.empty())
    for (const auto& c : contexts)
      if (c && *c > *limit)
        throw CLI::ValidationError("--context", fmt::format("{} tokens is past the model's limit of {} tokens "
                                                            "(model max_position_embeddings)",
                                                            group_thousands(*c), group_thousands(*limit)));
  const auto slots = points_of(o.slots, base.slots);
  // Every point is a calculation and a row: the product of the two lists is bounded.
  if (const std::size_t n = contexts.size() * slots.size(); n > kMaxSweepPoints)
    throw CLI::ValidationError("--context x --slots",
                               fmt::format("{} x {} = {} points; a sweep has at most {} (split it into several runs)",
                                           contexts.size(), slots.size(), group_thousands(n),
                                           group_thousands(kMaxSweepPoints)));
  const bool sweep = contexts.size() * slots.size() > 1;

  std::string out;
  rendering::ojson json = rendering::ojson::object();
  rendering::ojson points = rendering::ojson::array();
  std::vector<std::string> rows;
  for (const auto& c : contexts)
    for (const auto& s : slots) {
      calc::Request r = base;
      r.context = c;
      r.slots = s;
      if (!o.contexts.empty()) r.context_source = "--context";
      if (!o.slots.empty()) r.slots_source = "--slots";
      const CalculatorVerdict v = calc::calculate(loaded.profile, hw, r);
      if (o.format == "json") {
        points.push_back(rendering::calculator_json(v));
      } else if (sweep) {
        rows.push_back(fmt::format("{:>12}  {:>6}  {:>14}  {}{}\n", c ? group_thousands(*c) : "unknown",
                                   s ? group_thousands(*s) : "unknown", worst_node(v), name_of(v.kind),
                                   unchecked ? " (UNCHECKED)" : ""));
        // Every row says what it rests on, as the single verdict does: why this verdict (a
        // refused TP, ranks that cannot be placed), what is missing, what is assumed.
        for (const auto& reason : v.reasons) rows.push_back(calc_line(reason.text, "    "));
        for (const auto& m : v.missing) rows.push_back(calc_line(fmt::format("missing: {}", m.text), "    "));
        for (const auto& a : v.assumptions) rows.push_back(calc_line(a.text, "    "));
      } else {
        if (unchecked) out += calc_line("UNCHECKED: the profile has errors (see stderr); this verdict was computed anyway.");
        out += verdict_text(v);
        for (const auto& m : v.missing) out += calc_line(fmt::format("missing: {}", m.text));
        for (const auto& a : v.assumptions) out += calc_line(fmt::format("assumption: {}", a.text));
      }
    }
  if (sweep && o.format != "json") {
    out += fmt::format("{:>12}  {:>6}  {:>14}  {}\n", "context", "slots", "largest node", "verdict");
    for (const auto& r : rows) out += r;
    out += calc_line("largest node: the high bound of the fullest node; nodes are never added.");
  }
  if (o.max_context) {
    rendering::ojson all = rendering::ojson::array();
    for (const auto& s : slots) {
      calc::Request r = base;
      r.slots = s;
      const calc::MaxContext m = calc::max_context(loaded.profile, hw, r, calc::kContextTokenLimit);
      const std::string at = s ? fmt::format(" at {} {}", group_thousands(*s), noun_for(static_cast<int64_t>(*s), "slot")) : std::string();
      rendering::ojson mj = rendering::ojson::object();
      mj["slots"] = s ? rendering::ojson(*s) : rendering::ojson("unknown");
      mj["model_limit"] = m.model_limit ? rendering::ojson(*m.model_limit) : rendering::ojson("unknown");
      mj["stopped_at_model_limit"] = m.stopped_at_model_limit;
      if (m.tokens) {
        out += calc_line(fmt::format("longest context that fits{}: {} tokens{}", at, group_thousands(*m.tokens),
                           m.stopped_at_model_limit ? " (the model's limit, max_position_embeddings; memory allows more)"
                           : m.model_limit || *m.tokens == 0 ? ""
                                                             : " (the model's own limit is unknown: max_position_embeddings "
                                                               "is not in the model facts)"));
        mj["tokens"] = *m.tokens;
      } else {
        out += calc_line(fmt::format("longest context that fits{}: unknown", at));
        for (const auto& x : m.missing) out += calc_line(fmt::format("missing: {}", x), "  ");
        mj["tokens"] = "unknown";
      }
      mj["missing"] = rendering::strings_json(m.missing);
      all.push_back(std::move(mj));
    }
    json["max_context"] = std::move(all);
  }
  if (o.format == "json") {
    json["profile"] = loaded.profile.id.value;
    json["unchecked"] = unchecked;
    json["points"] = std::move(points);
    out = json.dump(2) + "\n";
  }
  write_output(o.output, out);
  ctx.exit_code = exit_ok;
}

}  // namespace

void add_calc_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<CalcOptions>();
  auto* cmd = app.add_subcommand("calc", "Compute the calculator verdict from a profile's model facts");
  cmd->add_option("profile", o->target, "A catalog id or a profile path")->required();
  // A context up to the calculator's own bound (2^40 tokens, what --max-context searches to).
  cmd->add_option("--context", o->contexts, "Context per request, or a comma list to sweep (32768,131072)")
      ->check(whole_number_list(1, calc::kContextTokenLimit));
  cmd->add_option("--slots", o->slots, "Concurrent sequences, or a comma list to sweep (1,4,8)")
      ->check(whole_number_list(1, kMaxTokenCount));
  cmd->add_option("--kv-dtype", o->kv_dtype, "KV cache dtype (bf16, fp8, q8_0, ...)");
  cmd->add_option("--state-dtype", o->state_dtype,
                  "State dtype of linear-attention layers: the conv state, and the temporal state unless the next is given");
  cmd->add_option("--temporal-state-dtype", o->temporal_state_dtype,
                  "The temporal (SSM) state's own dtype, e.g. fp32 (vLLM --mamba-ssm-cache-dtype)");
  // The profile's own bound on each parallel degree (docs/profile-format.md, Limits).
  const auto degree = whole_number(1, static_cast<uint64_t>(load::FormatLimits::parallel_degree));
  cmd->add_option("--tp", o->tp, "Tensor parallelism (1 to 4096)")->check(degree);
  cmd->add_option("--pp", o->pp, "Pipeline parallelism (1 to 4096)")->check(degree);
  cmd->add_option("--runtime", o->runtime, "The serving runtime whose KV reservation is the upper bound")
      ->check(CLI::IsMember({"vllm", "llama.cpp", "sglang"}));
  cmd->add_option("--block-size", o->block_size, "vLLM's KV block size in tokens (--block-size)")
      ->check(whole_number(1, kMaxTokenCount));
  cmd->add_option("--max-num-batched-tokens", o->batched_tokens,
                  "Tokens one step may take: vLLM's max_num_batched_tokens, llama.cpp's n_ubatch")
      ->check(whole_number(1, kMaxTokenCount));
  cmd->add_option("--speculative", o->speculative, "Speculative decoding: none, mtp (MTP layers resident), draft-model")
      ->check(CLI::IsMember({"none", "mtp", "draft-model"}));
  cmd->add_option("--assume", o->assumptions,
                  "An explicit, labelled assumption: workspace=4GiB, drafter=1GiB..2GiB, weights=80GB. Repeatable.");
  cmd->add_flag("--max-context", o->max_context, "Also print the longest context that fits, if it can be known");
  cmd->add_flag("--allow-errors", o->allow_errors,
                "Compute even when checks find errors; the verdict is marked UNCHECKED");
  cmd->add_option("-f,--format", o->format, "text or json")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  cmd->add_option("-o,--output", o->output, "Write to this file instead of stdout");
  cmd->footer(
      "Examples:\n"
      "  brief calc glm53-limechain-c8\n"
      "  brief calc my-profile.yaml --context 32768,131072,1048576 --slots 1,4,8 --kv-dtype bf16\n"
      "  brief calc my-profile.yaml --assume workspace=4GiB --max-context");
  cmd->callback([&ctx, o] { run_calc(ctx, *o); });
}

}  // namespace brief::cli
