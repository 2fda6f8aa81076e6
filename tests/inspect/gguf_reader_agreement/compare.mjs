// brief inspect and @huggingface/gguf read the same GGUF files: the same tensors (name,
// ggml type, shape, offset) and the same start of the data section. Exit 1 on a difference.
import { execFileSync } from "node:child_process";
import { gguf, GGMLQuantizationType } from "@huggingface/gguf";

const [brief, ...files] = process.argv.slice(2);
let failures = 0;
const fail = (msg) => { console.error(`FAIL ${msg}`); failures++; };
for (const file of files) {
  const ours = JSON.parse(execFileSync(brief, ["inspect", file, "--format", "json"], { maxBuffer: 1 << 28 }));
  const theirs = await gguf(file, { allowLocalFile: true });
  const mine = ours.files[0];
  if (BigInt(mine.header_bytes) !== BigInt(theirs.tensorDataOffset))
    fail(`${file}: data offset ${mine.header_bytes} vs ${theirs.tensorDataOffset}`);
  if (mine.tensors.length !== theirs.tensorInfos.length)
    fail(`${file}: ${mine.tensors.length} tensors vs ${theirs.tensorInfos.length}`);
  theirs.tensorInfos.forEach((t, i) => {
    const m = mine.tensors[i];
    if (!m) return;
    const type = GGMLQuantizationType[t.dtype];
    if (m.name !== t.name) fail(`${file}#${i}: name ${m.name} vs ${t.name}`);
    if (m.dtype !== type) fail(`${file}:${t.name}: dtype ${m.dtype} vs ${type}`);
    if (BigInt(m.begin) !== BigInt(t.offset)) fail(`${file}:${t.name}: offset ${m.begin} vs ${t.offset}`);
    if (m.shape.map(String).join(",") !== t.shape.map(String).join(",")) fail(`${file}:${t.name}: shape`);
  });
  console.log(`${file}: ${mine.tensors.length} tensors agree`);
}
process.exit(failures ? 1 : 0);
