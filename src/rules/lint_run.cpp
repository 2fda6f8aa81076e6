// The lint driver: files in, sorted findings out, on every core, in memory that does not grow
// with the catalog. Each file is read, loaded and checked by one worker and then dropped:
// only its findings survive (and its text, when a finding must quote it). Cross-file facts
// (which profile ids exist, which files declare them) are small summaries gathered by a
// cheap scan before the workers start, and verified against the real parse afterwards.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include "brief/catalog.h"
#include "brief/embedded_files.h"
#include "brief/load.h"
#include "brief/rules.h"
#include "rules/id_scan.h"

namespace brief {
namespace fs = std::filesystem;
namespace {

struct InputFile {
  std::string path;                          // as shown in findings
  std::optional<std::string_view> embedded;  // the text, for files of the built-in catalog
  bool walked = false;                       // reached by a folder walk, not named
  std::size_t root = 0;                      // the walked folder's index in the paths
  bool from_stdin = false;                   // "-": path is "-" or the --stdin-filename
};

// What pass 0 learns of a file without parsing it.
struct Triage {
  bool hardware = false;
  bool unreadable = false;
  bool foreign = false;  // walked, and its first format key is not brief's: not linted
};

// What one worker leaves behind for a file with findings. Clean files leave nothing but
// their id, so memory does not grow with the catalog beyond a few bytes a file.
struct Outcome {
  std::vector<Diagnostic> findings;
  std::optional<std::string> text;  // kept only when a finding quotes it
  bool input_error = false;
};

bool is_yaml(const fs::path& p) { return p.extension() == ".yaml" || p.extension() == ".yml"; }

Diagnostic input_error(const std::string& path, std::string code, std::string message, std::string hint) {
  Diagnostic d;
  d.file = path;
  d.code = std::move(code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

// A folder walk, recursively, in a stable order. What it reads and what it refuses
// (docs/cli.md, "Which files lint reads"): hidden folders are skipped; *.yaml / *.yml regular
// files are candidates; a symbolic link is followed only to a regular file inside the folder
// being walked (never to a secret elsewhere on the machine); a link leading outside, a broken
// link, a fifo, a socket or a device named *.yaml, and a folder that cannot be read are
// findings (BY016-BY018), never a silent skip. Links to folders are not entered.
void expand_dir(const fs::path& root, std::size_t root_index, std::vector<InputFile>& out,
                std::vector<Diagnostic>& problems) {
  std::error_code ec;
  const fs::path real_root = fs::canonical(root, ec);
  std::vector<std::string> found;
  std::vector<fs::path> pending{root};
  while (!pending.empty()) {
    const fs::path dir = std::move(pending.back());
    pending.pop_back();
    fs::directory_iterator it(dir, ec), end;
    if (ec) {
      problems.push_back(input_error(dir.generic_string(), codes::BY018, fmt::format("cannot read folder: {}", ec.message()),
                                     "fix its permissions, or lint the files you can read by name"));
      continue;
    }
    for (; it != end; it.increment(ec)) {
      const fs::path& p = it->path();
      const std::string name = p.filename().string();
      const fs::file_status st = it->symlink_status(ec);
      if (fs::is_directory(st)) {
        if (!name.starts_with(".")) pending.push_back(p);
        continue;
      }
      if (!is_yaml(p)) continue;
      const std::string shown = p.generic_string();
      if (fs::is_symlink(st)) {
        std::error_code link_ec;
        const fs::path target = fs::canonical(p, link_ec);
        if (link_ec) {
          problems.push_back(input_error(shown, codes::BY016, "broken symbolic link", "remove the link or restore its target"));
        } else if (!real_root.empty() && !path_is_within(target, real_root)) {
          problems.push_back(input_error(shown, codes::BY017, "symbolic link to a file outside the folder being walked; not followed",
                                         "a walk never reads outside its folder: name the file itself to lint it"));
        } else if (!fs::is_regular_file(target, link_ec)) {
          problems.push_back(input_error(shown, codes::BY017, "symbolic link to something that is not a regular file",
                                         "lint reads regular files only"));
        } else {
          found.push_back(shown);
        }
        continue;
      }
      if (fs::is_regular_file(st)) found.push_back(shown);
      else problems.push_back(input_error(shown, codes::BY017, "not a regular file (a fifo, socket or device)",
                                          "lint reads regular files only; rename it if it is not a profile"));
    }
    if (ec) {
      problems.push_back(input_error(dir.generic_string(), codes::BY018, fmt::format("cannot read folder: {}", ec.message()),
                                     "fix its permissions"));
      ec.clear();
    }
  }
  std::sort(found.begin(), found.end());
  for (auto& f : found) out.push_back({std::move(f), std::nullopt, true, root_index});
}

std::vector<InputFile> embedded_catalog() {
  std::vector<InputFile> out;
  for (const auto& f : embedded_files())
    if (f.path.starts_with("profiles/") && is_yaml(fs::path(f.path))) out.push_back({std::string(f.path), f.bytes});
  return out;
}

// Runs work(i) for i in [0, n) on `jobs` threads; each index exactly once. Results go into
// per-index slots, so the output order never depends on scheduling.
template <class Work>
void parallel_for(std::size_t n, unsigned jobs, Work work) {
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(std::max<std::size_t>(n, 1))));
  if (jobs == 1) {
    for (std::size_t i = 0; i < n; ++i) work(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < jobs; ++t)
    threads.emplace_back([&] {
      for (std::size_t i = next++; i < n; i = next++) work(i);
    });
  for (auto& t : threads) t.join();
}

// The text a reporter may quote: only the lines findings start on, every other line left
// empty (line numbers unchanged). A file with one finding keeps a few hundred bytes, not
// its whole text, so memory stays flat however many files have findings.
std::string quoted_lines_only(const std::string& text, const std::vector<Diagnostic>& findings) {
  std::set<uint32_t> wanted;
  for (const auto& d : findings)
    if (d.begin.known()) wanted.insert(d.begin.line);
  std::string out;
  uint32_t line = 1;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    if (wanted.count(line)) out.append(text, pos, end - pos);
    if (end == text.size()) break;
    out.push_back('\n');
    pos = end + 1;
    ++line;
  }
  return out;
}

unsigned effective_jobs(unsigned requested) {
  if (requested != 0) return requested;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores == 0 ? 1 : cores;
}

}  // namespace

LintResult lint_paths(const std::vector<std::string>& paths, const LintOptions& options) {
  LintResult result;
  const LoadLimits limits{options.max_bytes};
  const unsigned jobs = effective_jobs(options.jobs);

  std::vector<InputFile> inputs;
  std::vector<Diagnostic> walk_problems;
  if (paths.empty()) inputs = embedded_catalog();
  for (std::size_t k = 0; k < paths.size(); ++k) {
    const std::string& p = paths[k];
    std::error_code ec;
    const fs::file_status st = fs::symlink_status(p, ec);
    // A named file is always linted (read_input refuses what is not a regular file, with
    // its code); a named folder is walked; a name that is nothing is an error.
    if (p == "-") {
      InputFile in{options.stdin_filename.empty() ? p : options.stdin_filename, std::nullopt};
      in.from_stdin = true;
      inputs.push_back(std::move(in));
    }
    else if (fs::is_directory(p, ec)) expand_dir(p, k, inputs, walk_problems);
    else if (fs::exists(st) || fs::is_symlink(st)) inputs.push_back({fs::path(p).generic_string(), std::nullopt});
    else walk_problems.push_back(input_error(p, codes::BY016, "path not found", "give a profile file or a folder of profiles"));
  }
  // A file named twice (a folder and a file in it, `a.yaml ./a.yaml`, a link beside its
  // target) is checked once: files are the same when their real paths are.
  // A walked folder whose files were all checked already (`lint a a`) is not empty.
  std::vector<bool> root_seen_before(paths.size(), false);
  {
    std::set<std::string> seen;
    std::erase_if(inputs, [&](const InputFile& f) {
      if (f.embedded || f.from_stdin) return !seen.insert(f.path).second;
      std::error_code ec;
      const fs::path real = fs::weakly_canonical(f.path, ec);
      const bool again = !seen.insert(ec ? f.path : real.string()).second;
      if (again && f.walked) root_seen_before[f.root] = true;
      return again;
    });
  }

  // Standard input can be read once only: keep its text from the start.
  std::optional<std::string> stdin_text;
  auto text_of = [&](const InputFile& in) -> std::string {
    if (in.embedded) return std::string(*in.embedded);
    if (in.from_stdin) {
      if (!stdin_text) stdin_text = read_input("-", limits);
      return *stdin_text;
    }
    return read_input(in.path, limits);
  };
  if (std::any_of(inputs.begin(), inputs.end(), [](const InputFile& f) { return f.from_stdin; })) {
    InputFile in{"-", std::nullopt};
    in.from_stdin = true;
    text_of(in);
  }

  // Pass 0, every core: which files are hardware entries, and which id each profile declares.
  std::vector<Triage> triage(inputs.size());
  std::vector<std::string> ids(inputs.size());  // profile id per file; empty: none known
  parallel_for(inputs.size(), jobs, [&](std::size_t i) {
    try {
      const std::string text = text_of(inputs[i]);
      if (inputs[i].walked && !is_brief_format(declared_format(text))) {
        triage[i].foreign = true;
        return;
      }
      triage[i].hardware = looks_like_hardware(text);
      if (!triage[i].hardware) ids[i] = scan_top_level_id(text).value_or("");
    } catch (const InputError&) {
      triage[i].unreadable = true;  // reported by pass 1 with its located message
    }
  });

  // Walks lint brief's own files only: a YAML file of another format (a CI config, a
  // compose file) reached by a walk is left out. A walked folder with nothing left is an
  // error: a CI lint must never pass without reading anything.
  {
    std::vector<std::size_t> kept_per_root(paths.size(), 0), foreign_per_root(paths.size(), 0);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      if (triage[i].foreign) {
        if (inputs[i].walked) ++foreign_per_root[inputs[i].root];
        continue;
      }
      if (inputs[i].walked) ++kept_per_root[inputs[i].root];
      if (kept != i) {  // never a self-move, which would empty the path
        inputs[kept] = std::move(inputs[i]);
        triage[kept] = triage[i];
        ids[kept] = std::move(ids[i]);
      }
      ++kept;
    }
    inputs.resize(kept);
    triage.resize(kept);
    ids.resize(kept);
    for (std::size_t k = 0; k < paths.size(); ++k) {
      std::error_code ec;
      if (paths[k] == "-" || !fs::is_directory(paths[k], ec) || kept_per_root[k] > 0 || root_seen_before[k]) continue;
      walk_problems.push_back(input_error(
          paths[k], codes::BY019,
          foreign_per_root[k] ? fmt::format("nothing to lint: none of the {} YAML files in this folder is a brief/v1 "
                                            "or brief-hardware/v1 file", foreign_per_root[k])
                              : "nothing to lint: no *.yaml or *.yml file in this folder",
          "a walk lints files whose first format key is brief/v1 or brief-hardware/v1; name a file to lint it anyway"));
    }
  }
  for (auto& d : walk_problems) result.findings.push_back(std::move(d));
  if (!walk_problems.empty()) result.input_error = true;

  // Hardware entries: few; loaded and checked first, because profiles are checked against them.
  std::map<std::string, Outcome> hardware_outcomes;
  std::map<std::string, Hardware> hardware_in_set;  // by id
  CatalogSummary summary;
  const Catalog catalog(options.catalog_dirs);
  for (auto& id : catalog.profile_ids()) summary.profile_ids.insert(id);
  for (auto& id : catalog.hardware_ids()) summary.hardware_ids.insert(id);
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (!triage[i].hardware) continue;
    Outcome& out = hardware_outcomes[inputs[i].path];
    std::string text;
    try {
      text = text_of(inputs[i]);
      std::optional<Hardware> hw = load_hardware_with_findings(text, inputs[i].path, limits, out.findings);
      if (hw) {
        for (auto& d : check_hardware(*hw)) out.findings.push_back(std::move(d));
        summary.hardware_ids.insert(hw->id.value);
        hardware_in_set.emplace(hw->id.value, std::move(*hw));
      }
      if (!out.findings.empty()) out.text = quoted_lines_only(text, out.findings);
    } catch (const InputError& e) {
      out.findings = e.diagnostics();
      if (!text.empty()) out.text = quoted_lines_only(text, out.findings);
      out.input_error = true;
    }
  }

  // Hardware a profile names but the set lacks: from a hardware/ folder beside the profile,
  // the --profiles folders, then the built-in catalog. Loaded once per file, shared by workers.
  std::mutex hardware_mutex;
  std::map<std::string, std::optional<Hardware>> hardware_by_path;
  std::vector<Diagnostic> hardware_load_errors;
  auto resolve_hardware = [&](const Profile& p) -> const Hardware* {
    const std::string& id = p.hardware.id.value;
    if (auto it = hardware_in_set.find(id); it != hardware_in_set.end()) return &it->second;
    std::vector<std::string> dirs = options.catalog_dirs;
    if (p.path != "-") dirs.insert(dirs.begin(), fs::path(p.path).parent_path().string());
    const Catalog near(dirs);
    auto file = near.find_hardware(id);
    if (!file) return nullptr;
    std::lock_guard lock(hardware_mutex);
    auto [it, fresh] = hardware_by_path.try_emplace(file->path);
    if (fresh) {
      try {
        it->second = load_hardware(near.text_of(*file, options.max_bytes), file->path, limits);
      } catch (const InputError& e) {
        for (const auto& d : e.diagnostics()) hardware_load_errors.push_back(d);
      }
    }
    return it->second ? &*it->second : nullptr;
  };
  // Hardware resolved near a profile counts as known for every profile of the set.
  std::set<std::string> profile_dirs;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    if (!triage[i].hardware && !triage[i].unreadable && inputs[i].path != "-" && !inputs[i].embedded)
      profile_dirs.insert(fs::path(inputs[i].path).parent_path().string());
  for (const auto& dir : profile_dirs)
    for (auto& id : Catalog({dir}).hardware_ids()) summary.hardware_ids.insert(id);

  // The set's profile ids join the summary; only ids declared by two or more files are
  // listed with their files (what the duplicate-id rule needs), not one entry per file.
  const CatalogSummary base_summary = summary;
  auto add_set_ids = [&](CatalogSummary& s) {
    // Files in id order (stable, so file order within one id is the input order): equal ids
    // stand side by side, and duplicates need no map of every id.
    std::vector<uint32_t> by_id;
    by_id.reserve(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i)
      if (!ids[i].empty()) by_id.push_back(static_cast<uint32_t>(i));
    std::stable_sort(by_id.begin(), by_id.end(), [&](uint32_t a, uint32_t b) { return ids[a] < ids[b]; });
    s.linted_ids.reserve(by_id.size());
    for (std::size_t k = 0; k < by_id.size(); ++k) {
      const std::string& id = ids[by_id[k]];
      s.linted_ids.push_back(id);
      const bool same_as_previous = k > 0 && ids[by_id[k - 1]] == id;
      const bool same_as_next = k + 1 < by_id.size() && ids[by_id[k + 1]] == id;
      if (same_as_previous || same_as_next) s.linted_profile_files[id].push_back(inputs[by_id[k]].path);
    }
  };

  // Pass 1, every core: read, load, check, drop. Runs a second time only when the scan
  // misread some id (flow-style mappings, say), so cross-file findings always rest on ids
  // that the parser itself found.
  std::vector<std::unique_ptr<Outcome>> outcomes(inputs.size());
  for (int attempt = 0; attempt < 2; ++attempt) {
    add_set_ids(summary);
    std::mutex corrections_mutex;
    std::map<std::size_t, std::string> corrected_ids;  // only where the scan was wrong
    parallel_for(inputs.size(), jobs, [&](std::size_t i) {
      outcomes[i].reset();
      if (triage[i].hardware) return;
      std::string parsed_id;  // a file that does not load declares no id
      std::string text;
      try {
        text = text_of(inputs[i]);
        // Schema findings are findings: the other rules still run when the file is usable.
        std::vector<Diagnostic> findings;
        std::optional<Profile> profile = load_profile_with_findings(text, inputs[i].path, limits, findings);
        if (profile) {
          parsed_id = profile->id.value;
          for (auto& d : check_profile(derive(*profile, resolve_hardware(*profile)), summary))
            findings.push_back(std::move(d));
        }
        if (!findings.empty()) {
          std::string quoted = quoted_lines_only(text, findings);
          outcomes[i] = std::make_unique<Outcome>(Outcome{std::move(findings), std::move(quoted), false});
        }
        if (options.keep_profile && profile) options.keep_profile(inputs[i].path, std::move(*profile));
      } catch (const InputError& e) {
        // Syntax findings quote their line too, when the text could be read.
        std::optional<std::string> quoted;
        if (!text.empty()) quoted = quoted_lines_only(text, e.diagnostics());
        outcomes[i] = std::make_unique<Outcome>(Outcome{e.diagnostics(), std::move(quoted), true});
      }
      if (parsed_id != ids[i]) {
        std::lock_guard lock(corrections_mutex);
        corrected_ids.emplace(i, std::move(parsed_id));
      }
    });
    if (corrected_ids.empty()) break;
    for (auto& [i, id] : corrected_ids) ids[i] = std::move(id);
    summary = base_summary;
  }

  result.files.reserve(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    Outcome* out = triage[i].hardware ? &hardware_outcomes[inputs[i].path] : outcomes[i].get();
    if (out != nullptr) {
      result.input_error |= out->input_error;
      if (out->text) result.sources[inputs[i].path] = std::move(*out->text);
      for (auto& d : out->findings) result.findings.push_back(std::move(d));
    }
    result.files.push_back(std::move(inputs[i].path));
  }
  for (auto& d : hardware_load_errors) result.findings.push_back(std::move(d));
  if (!hardware_load_errors.empty()) result.input_error = true;
  sort_findings(result.findings);
  std::sort(result.files.begin(), result.files.end());
  return result;
}

}  // namespace brief
