// node agreement.cjs SOURCE_DIR BRIEF_BINARY NODE_MODULES
// The JSON Schemas in schemas/ and brief's loader must agree on every file we ship or test:
//  - every shipped profile / hardware entry opens with a yaml-language-server $schema comment
//    that resolves to the right schema file;
//  - every shipped profile and good fixture is valid for ajv AND loads in brief;
//  - every bad schema fixture (tests/bad with a BS code, tests/rules/BS*/bad.yaml) is
//    rejected by ajv AND by brief, except the gaps listed in schema-gaps.txt (what JSON
//    Schema cannot see, each with its reason); a listed gap that ajv does reject fails too,
//    so the list never goes stale;
//  - `brief schema NAME` prints the shipped file byte for byte.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [src, brief, modules] = process.argv.slice(2);
const Ajv2020 = require(path.join(modules, 'ajv/dist/2020')).default;
const addFormats = require(path.join(modules, 'ajv-formats')).default;
const YAML = require(path.join(modules, 'yaml'));

const rel = (p) => path.relative(src, p);
const failures = [];
let checks = 0;
function expect(ok, what) {
  checks++;
  if (!ok) failures.push(what);
}

function loadSchema(name) {
  const file = path.join(src, 'schemas', `${name}.schema.json`);
  if (!fs.existsSync(file)) return null;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(fs.readFileSync(file, 'utf8')));
  const printed = spawnSync(brief, ['schema', name]);
  expect(printed.status === 0 && printed.stdout.equals(fs.readFileSync(file)),
         `brief schema ${name} does not print schemas/${name}.schema.json byte for byte`);
  return validate;
}

const schemas = { profile: loadSchema('profile'), hardware: loadSchema('hardware') };
// The schemas ship with brief: one gone missing is a failure, not a reason to skip.
for (const [name, validate] of Object.entries(schemas)) {
  if (!validate) {
    console.error(`FAIL: schemas/${name}.schema.json does not exist`);
    process.exit(1);
  }
}

function kindOf(text) {
  return /^format:\s*brief-hardware\//m.test(text) ? 'hardware' : 'profile';
}

// What ajv says: null when valid, else the first errors as text. A YAML error (duplicate
// key, broken syntax) rejects the file before the schema is consulted, as an editor would.
function schemaVerdict(file) {
  const text = fs.readFileSync(file, 'utf8');
  const validate = schemas[kindOf(text)];
  let data;
  try {
    data = YAML.parse(text, { schema: 'core', uniqueKeys: true, prettyErrors: false });
  } catch (e) {
    return { error: `yaml: ${e.message.split('\n')[0]}` };
  }
  if (validate(data)) return { error: null };
  const e = validate.errors.slice(0, 3).map((x) => `${x.instancePath || '/'} ${x.message}`);
  return { error: e.join('; ') };
}

// What brief's loader says: a file it rejects gets an input (BY) or schema (BS) finding.
// Schema findings exit 1, like any finding (docs/cli.md), so the codes decide, not the exit.
function loaderRejects(file) {
  const r = spawnSync(brief, ['lint', '--no-config', '-f', 'json', file], { encoding: 'utf8' });
  if (r.status === 2 && !r.stdout) return true;  // not even a report: unusable input
  try {
    return JSON.parse(r.stdout).findings.some((f) => /^B[SY]\d{3}$/.test(f.code));
  } catch (e) {
    return r.status === 2;
  }
}

function yamlFiles(dir, recursive) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && recursive) out.push(...yamlFiles(p, true));
    else if (e.isFile() && /\.ya?ml$/.test(e.name)) out.push(p);
  }
  return out.sort();
}

// 1. The editor comment of every shipped file.
for (const file of [...yamlFiles(path.join(src, 'profiles'), true)]) {
  const first = fs.readFileSync(file, 'utf8').split('\n', 1)[0];
  const m = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
  expect(m, `${rel(file)}: the first line is not '# yaml-language-server: $schema=...'`);
  if (!m) continue;
  const want = path.join(src, 'schemas', `${kindOf(fs.readFileSync(file, 'utf8'))}.schema.json`);
  expect(path.resolve(path.dirname(file), m[1]) === want, `${rel(file)}: $schema=${m[1]} is not ${rel(want)}`);
}

// Known disagreements, each with its reason (schema-gaps.txt).
const gaps = new Map();
for (const line of fs.readFileSync(path.join(__dirname, 'schema-gaps.txt'), 'utf8').split('\n')) {
  const m = /^(\S+)\s+(.+)$/.exec(line);
  if (m && !line.startsWith('#')) gaps.set(m[1], m[2]);
}

// 2. Good files: valid for both.
const good = [
  ...yamlFiles(path.join(src, 'profiles'), true),
  ...yamlFiles(path.join(src, 'tests/fixtures'), true),
  ...yamlFiles(path.join(src, 'tests/diff/fixtures'), true),
  ...yamlFiles(path.join(src, 'tests/rules'), true).filter((f) => !/\/bad\.ya?ml$/.test(f)),
];
for (const file of good) {
  const v = schemaVerdict(file);
  if (gaps.has(rel(file)))
    expect(v.error !== null, `${rel(file)}: listed in schema-gaps.txt but the schema accepts it now; remove the line`);
  else
    expect(v.error === null, `${rel(file)}: the schema rejects a good file: ${v.error}`);
  expect(!loaderRejects(file), `${rel(file)}: the loader rejects a good file`);
}

// 3. Bad schema fixtures: rejected by both, unless a listed gap.
const bad = [];
for (const line of fs.readFileSync(path.join(src, 'tests/bad/expectations.txt'), 'utf8').split('\n')) {
  const m = /^(\S+\.ya?ml)\s+(BS\d*)/.exec(line);
  if (m) bad.push(path.join(src, 'tests/bad', m[1]));
}
for (const dir of fs.existsSync(path.join(src, 'tests/rules')) ? fs.readdirSync(path.join(src, 'tests/rules')) : []) {
  const f = path.join(src, 'tests/rules', dir, 'bad.yaml');
  if (/^BS\d+$/.test(dir) && fs.existsSync(f)) bad.push(f);
}
for (const file of bad) {
  const v = schemaVerdict(file);
  const gap = gaps.get(rel(file));
  if (gap) expect(v.error === null, `${rel(file)}: listed in schema-gaps.txt but the schema rejects it now; remove the line`);
  else expect(v.error !== null, `${rel(file)}: the schema accepts a bad fixture`);
  expect(loaderRejects(file), `${rel(file)}: the loader accepts a bad fixture`);
}

for (const f of failures) console.error(`FAIL: ${f}`);
const passed = checks - failures.length;
console.log(`schema agreement: ${good.length} good files, ${bad.length} bad fixtures (${gaps.size} known gaps)`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
