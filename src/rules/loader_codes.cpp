// Registry entries of the codes the loader emits (input guards BY0xx, schema BS0xx), so that
// `brief explain BS001` works and every reporter can name them. The checks live in src/load.
#include "rules/rule.h"

namespace brief::rules {
namespace {

// The family is the code's letter (BY input, BS schema); these only keep the entries short.
constexpr RuleInfo input(Code code, std::string_view name, std::string_view summary, std::string_view rationale,
                         std::string_view bad, std::string_view good) {
  return RuleInfo{code, name, Severity::error, summary, rationale, bad, good, false};
}
constexpr RuleInfo schema(Code code, std::string_view name, std::string_view summary, std::string_view rationale,
                          std::string_view bad, std::string_view good) {
  return RuleInfo{code, name, Severity::error, summary, rationale, bad, good, false};
}

constexpr std::string_view kAsWritten =
    "A profile is read exactly as written, so that every fact has one location and one meaning.";

}  // namespace

const std::vector<RuleInfo>& loader_rule_infos() {
  static const std::vector<RuleInfo> infos = {
      input(codes::BY000, "input-unavailable", "the input cannot be found or read",
            "A profile id that names no file, or a file that cannot be opened, leaves nothing to check; "
            "brief stops with exit code 2 rather than report a clean run.",
            "brief lint profiles/missing.yaml", "brief lint profiles/glm53-limechain-c8.yaml"),
      input(codes::BY001, "file-too-large", "the file is larger than the input size limit",
            "A profile is about 15 KB. A much larger input is a mistake or an attack; the limit "
            "(--max-bytes) keeps brief from reading it into memory.",
            "a 2 GB file given as a profile", "a profile of a few KB, or --max-bytes raised on purpose"),
      input(codes::BY002, "invalid-utf8", "the text is not valid UTF-8",
            "Invalid bytes would pass through a YAML parser unchanged and reach briefs, JSON and terminals.",
            "title: caf\\xe9 (Latin-1)", "title: café (UTF-8)"),
      input(codes::BY003, "nul-byte", "the text contains a NUL byte",
            "A NUL byte means a binary file; a YAML parser would report a misleading error instead.",
            "a binary file", "a YAML text file"),
      input(codes::BY004, "control-character", "the text contains a control character",
            "Control characters other than tab, CR and LF (escape sequences among them) would reach "
            "a reader's terminal or hide text.",
            "title: GLM\\x1b[2J", "title: GLM"),
      input(codes::BY005, "misplaced-bom", "a byte-order mark appears after the start of the text",
            "A byte-order mark is allowed only as the very first bytes of a file.",
            "id: a\\ufeffb", "id: ab"),
      input(codes::BY006, "yaml-syntax", "the text is not valid YAML", kAsWritten, "id: [unclosed", "id: closed"),
      input(codes::BY007, "trailing-content", "content follows the end of the single YAML document",
            "A YAML loader may silently return only the first of several documents and ignore trailing junk; "
            "a profile is one document.",
            "id: a\n---\nid: b", "id: a"),
      input(codes::BY008, "nesting-too-deep", "maps and sequences nest deeper than the limit",
            "A profile nests about 6 levels; deep nesting is an attack on recursive readers.",
            "[[[[[[[[[[...]]]]]]]]]]", "components:\n  - id: a"),
      input(codes::BY009, "anchor", "the text declares a YAML anchor",
            std::string_view("Anchors and aliases let one value stand for many (a \"billion laughs\" document "
                             "expands without limit); a profile writes every value out."),
            "defaults: &d {runs: 1}", "runs: 1"),
      input(codes::BY010, "alias", "the text uses a YAML alias", kAsWritten, "runs: *d", "runs: 1"),
      input(codes::BY011, "merge-key", "the text uses a merge key (<<)", kAsWritten, "<<: *defaults", "runs: 1"),
      input(codes::BY012, "explicit-tag", "the text uses an explicit tag", "Each key's type is fixed by the format; "
            "a tag would change how a value is read.", "runs: !!str 1", "runs: 1"),
      input(codes::BY013, "non-scalar-key", "a mapping key is not a scalar", kAsWritten, "? [a, b]\n: 1", "a: 1"),
      input(codes::BY014, "unclosed-quote", "a quoted scalar is not closed",
            "An unclosed quote can run on to the end of the text and swallow the keys after it.", "title: \"GLM\nid: x",
            "title: \"GLM\"\nid: x"),
      input(codes::BY015, "empty-document", "the file holds no YAML document",
            "An empty file or one with only comments is not a profile.", "# only a comment", "format: brief/v1"),
      input(codes::BY016, "file-not-found", "the file does not exist",
            "A path that names nothing leaves nothing to check; a clean report would be a lie.",
            "brief lint profiles/glm53-limechain-c9.yaml", "brief lint profiles/glm53-limechain-c8.yaml"),
      input(codes::BY017, "not-a-regular-file", "the path is not a regular file",
            "Directories, devices and fifos are not profiles (a device like /dev/zero never ends); "
            "`brief lint` takes directories and searches them itself. In a folder walk, a fifo, socket "
            "or device named *.yaml, and a symbolic link to a file outside the folder being walked, "
            "are reported rather than read or skipped: a link in a stranger's pull request must not "
            "put a secret from elsewhere on the machine into a report.",
            "brief render /dev/zero", "brief lint profiles/"),
      input(codes::BY018, "unreadable-file", "the file cannot be read",
            "Permissions or I/O errors stop the read; brief reports them instead of an empty profile.",
            "a profile without read permission", "a readable profile"),
      input(codes::BY019, "nothing-to-lint", "a folder given to lint holds no brief file",
            "A CI lint that reads nothing must not pass: a folder whose YAML files are all of other "
            "formats (a walk lints only files whose first format key is brief/v1 or "
            "brief-hardware/v1) or that holds no YAML at all is an error, not \"no findings\".",
            "brief lint /etc", "brief lint profiles/"),
      schema(codes::BS001, "unknown-key", "a key is not part of the format",
             "A misspelt key (fille_size) would otherwise be ignored, and its fact lost. The message "
             "suggests the closest allowed key.",
             "    fille_size: unknown", "    file_size: unknown"),
      schema(codes::BS002, "wrong-type", "a value has the wrong type",
             "A quoted \"123\" where a count is expected, a list where text is expected, or yes/on for a "
             "boolean would each be read as something else by a lenient reader.",
             "  nodes: \"2\"", "  nodes: 2"),
      schema(codes::BS003, "duplicate-key", "a mapping has the same key twice",
             "A YAML loader may keep one of the two silently; the other fact would be lost.",
             "id: a\nid: b", "id: a"),
      schema(codes::BS004, "missing-field", "a required field is missing",
             "Required fields (format, id, title, hardware, components, licenses, claims ...) are the "
             "facts every brief needs; see docs/profile-format.md.",
             "claims:\n  memory_fit: false", "claims:\n  commercial_recommendation: false\n  memory_fit: false\n"
             "  deployment_done: false\n  runtime_claimed: false"),
      schema(codes::BS005, "invalid-value", "a value is outside the allowed values or range",
             "Enumerations (roles, kinds, commercial use) have a fixed set of values, counts are not "
             "negative, byte quantities are whole numbers of bytes. Counts and lists have upper bounds "
             "(64 nodes, 4096 per parallel degree, 256 rows, 32 arms ...; docs/profile-format.md, Limits) "
             "and all byte counts of a profile together stay below 2^64, so every accepted file costs "
             "time and memory linear in its size.",
             "    role: weight", "    role: weights"),
      schema(codes::BS006, "id-grammar", "an id is outside the id grammar",
             "Ids name files, appear in shell completion and are compared byte by byte: an id with a "
             "space, a shell metacharacter, a zero-width or a bidirectional character could run a "
             "command in a completion script or look the same as a different id. Profile and hardware "
             "ids are [a-z0-9][a-z0-9._-]*, other ids [A-Za-z0-9][A-Za-z0-9._-]*, at most 128 characters.",
             "id: glm53-lime\u200bchain-c8", "id: glm53-limechain-c8"),
      schema(codes::BS007, "not-checked", "no rule could check the file: it did not load",
             "A configuration may silence findings (`ignore: [BS]`, `select: [BR505]`, a per-file ignore "
             "of everything), never the fact that a file could not be checked: a profile whose schema "
             "errors stop it loading would otherwise pass as \"no findings\". This finding is reported "
             "whatever is selected or ignored, and the summary counts such files apart from the checked ones.",
             "id: [not, a, string]", "id: glm53-limechain-c8"),
  };
  return infos;
}

}  // namespace brief::rules
