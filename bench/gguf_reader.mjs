// The independent GGUF reader brief inspect is timed against: @huggingface/gguf on a local
// file, summing tensor infos. Run from a folder whose node_modules has the package.
import { gguf } from "@huggingface/gguf";
const { tensorInfos } = await gguf(process.argv[2], { allowLocalFile: true });
console.log(tensorInfos.length);
