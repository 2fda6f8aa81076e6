#!/usr/bin/env python3
"""Writes GGUF v3 files with typed metadata of every scalar type, arrays (strings, nested),
block-quantized tensors and non-default alignment, for brief inspect and @huggingface/gguf
to read side by side. Data sections are holes (truncate): a file can be hundreds of GB."""
import os
import struct
import sys

# ggml type id -> (values per block, bytes per block), ggml/src/ggml.c
TYPES = {0: (1, 4), 1: (1, 2), 2: (32, 18), 8: (32, 34), 12: (256, 144), 14: (256, 210), 30: (1, 2), 39: (32, 17)}


def s(v):
    b = v.encode()
    return struct.pack("<Q", len(b)) + b


def value(t, v):
    if t == 8:
        return s(v)
    if t == 9:
        et, items = v
        return struct.pack("<IQ", et, len(items)) + b"".join(value(et, x) for x in items)
    fmt = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}[t]
    return struct.pack("<" + fmt, v)


def write(path, kvs, tensors, alignment=32):
    out = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(kvs))
    for k, t, v in kvs:
        out += s(k) + struct.pack("<I", t) + value(t, v)
    offset = 0
    for name, dims, ty in tensors:
        out += s(name) + struct.pack("<I", len(dims)) + b"".join(struct.pack("<Q", d) for d in dims)
        out += struct.pack("<IQ", ty, offset)
        n = 1
        for d in dims:
            n *= d
        blk, size = TYPES[ty]
        offset = (offset + n // blk * size + alignment - 1) // alignment * alignment
    out += b"\0" * (-len(out) % alignment)
    with open(path, "wb") as f:
        f.write(out)
    os.truncate(path, len(out) + offset)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    write(os.path.join(folder, "small.gguf"),
          [("general.architecture", 8, "llama"), ("general.license", 8, "apache-2.0"),
           ("llama.block_count", 4, 2), ("llama.attention.head_count", 4, 8), ("u8", 0, 7), ("i8", 1, -3),
           ("u16", 2, 9), ("i16", 3, -9), ("i32", 5, -1), ("f32", 6, 0.5), ("flag", 7, True),
           ("u64", 10, 1 << 40), ("i64", 11, -(1 << 40)), ("f64", 12, 0.25),
           ("tokenizer.ggml.tokens", 9, (8, ["a", "bb", "ccc"])), ("nested", 9, (9, [(4, [1, 2]), (4, [3])]))],
          [("token_embd.weight", [256, 10], 12), ("blk.0.attn_q.weight", [64, 64], 8),
           ("blk.0.attn_norm.weight", [64], 0), ("blk.0.ffn_up_exps.weight", [256, 32, 4], 14),
           ("blk.1.ffn_down.weight", [64, 64], 30), ("output.weight", [64, 10], 39), ("odd", [32, 3], 2)])
    write(os.path.join(folder, "aligned64.gguf"),
          [("general.architecture", 8, "qwen2"), ("general.alignment", 4, 64)],
          [("a", [32], 0), ("b", [32, 3], 8), ("c", [256], 12)], alignment=64)
    write(os.path.join(folder, "huge.gguf"), [("general.architecture", 8, "deepseek2")],
          [(f"blk.{i}.ffn_down_exps.weight", [7168, 2048, 256], 12) for i in range(150)])


if __name__ == "__main__":
    main(sys.argv[1])
