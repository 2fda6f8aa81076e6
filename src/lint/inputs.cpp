#include "lint/inputs.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "brief/catalog.h"
#include "brief/codes.h"
#include "brief/embedded_files.h"
#include "brief/lint.h"
#include "brief/opened_input.h"
#include "brief/output.h"
#include "brief/rules.h"
#include "lint/parallel.h"

namespace brief::lint {
namespace fs = std::filesystem;
namespace {

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
  note_input_folder(root.string());  // an output (a site) must not replace a folder being read
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
      if (ec) {
        // An entry that cannot even be looked at (a path past PATH_MAX, a race with its
        // removal) is a finding, never a silent skip that would leave a folder unchecked.
        const bool too_long = ec == std::errc::filename_too_long;
        problems.push_back(input_error(p.generic_string(), codes::BY018, fmt::format("cannot read: {}", ec.message()),
                                       too_long ? kPathTooLongHint
                                                : "fix its permissions, or lint the files you can read by name"));
        ec.clear();
        continue;
      }
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
  for (auto& f : found) out.push_back({std::move(f), std::nullopt, true, root_index, false, false});
}

// True when the walk of `root` could not read something under it (BY018): then "no file in
// this folder" would be false, since the folder was not wholly seen.
bool unreadable_under(const std::string& root, const std::vector<Diagnostic>& problems) {
  const std::string prefix = fs::path(root).generic_string();
  for (const auto& d : problems)
    if (d.code == std::string_view(codes::BY018) && d.file.starts_with(prefix)) return true;
  return false;
}

// The built-in catalog, under paths that say so: "profiles/x.yaml" could be a different
// file of the working directory (or none), and a report must not point there.
std::vector<InputFile> embedded_catalog() {
  std::vector<InputFile> out;
  for (const auto& f : embedded_files())
    if (f.path.starts_with("profiles/") && is_yaml(fs::path(f.path)))
      out.push_back({built_in_path(f.path), f.bytes});
  return out;
}

// What the format key says of a file, read by the loader's own scan before anything is parsed.
struct Triage {
  bool hardware = false;
  bool foreign = false;  // walked, and its first format key is not brief's: not linted
};

}  // namespace

std::string InputSet::text_of(const InputFile& in) const {
  if (in.embedded) return std::string(*in.embedded);
  if (in.from_stdin) {
    if (!stdin_text_) throw InputError(stdin_error_);  // read once, at the start
    return *stdin_text_;
  }
  return read_input(in.path, limits);
}

InputSet collect_inputs(const std::vector<std::string>& paths, const LintOptions& options, unsigned jobs) {
  InputSet set;
  set.limits = LoadLimits{options.max_bytes};
  std::vector<InputFile>& inputs = set.files;
  std::vector<Diagnostic>& problems = set.problems;
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
    else if (fs::is_directory(p, ec)) expand_dir(p, k, inputs, problems);
    else if (fs::exists(st) || fs::is_symlink(st)) inputs.push_back({fs::path(p).generic_string(), std::nullopt});
    else problems.push_back(input_error(p, codes::BY016, "path not found", "give a profile file or a folder of profiles"));
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
  if (std::any_of(inputs.begin(), inputs.end(), [](const InputFile& f) { return f.from_stdin; })) {
    try {
      set.stdin_text_ = read_input("-", set.limits);
    } catch (const InputError& e) {
      set.stdin_error_ = e.diagnostics();  // reported by the per-file pass
    }
  }

  // Every core: the format key of each file (the loader's scan, not a parse).
  std::vector<Triage> triage(inputs.size());
  parallel_for(inputs.size(), jobs, [&](std::size_t i) {
    try {
      const std::string text = set.text_of(inputs[i]);
      if (inputs[i].walked && !is_brief_format(declared_format(text))) {
        triage[i].foreign = true;
        return;
      }
      triage[i].hardware = looks_like_hardware(text);
    } catch (const InputError&) {
      // unreadable: reported by the per-file pass with its located message
    }
  });

  // Walks lint brief's own files only: a YAML file of another format (a CI config, a
  // compose file) reached by a walk is left out. A walked folder with nothing left is an
  // error: a CI lint must never pass without reading anything.
  std::vector<std::size_t> kept_per_root(paths.size(), 0), foreign_per_root(paths.size(), 0);
  std::size_t kept = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (triage[i].foreign) {
      ++foreign_per_root[inputs[i].root];
      continue;
    }
    if (inputs[i].walked) ++kept_per_root[inputs[i].root];
    inputs[i].hardware = triage[i].hardware;
    if (kept != i) inputs[kept] = std::move(inputs[i]);  // never a self-move, which would empty the path
    ++kept;
  }
  inputs.resize(kept);
  for (std::size_t k = 0; k < paths.size(); ++k) {
    std::error_code ec;
    if (paths[k] == "-" || !fs::is_directory(paths[k], ec) || kept_per_root[k] > 0 || root_seen_before[k]) continue;
    if (unreadable_under(paths[k], problems)) continue;  // its BY018 says why nothing was found
    problems.push_back(input_error(
        paths[k], codes::BY019,
        foreign_per_root[k] ? fmt::format("nothing to lint: none of the {} YAML files in this folder is a brief/v1 "
                                          "or brief-hardware/v1 file", foreign_per_root[k])
                            : "nothing to lint: no *.yaml or *.yml file in this folder",
        "a walk lints files whose first format key is brief/v1 or brief-hardware/v1; name a file to lint it anyway"));
  }
  // Path order is the order findings are printed in, whatever order the paths were given.
  std::stable_sort(inputs.begin(), inputs.end(), [](const InputFile& a, const InputFile& b) { return a.path < b.path; });
  sort_findings(problems);
  return set;
}

}  // namespace brief::lint
