#!/usr/bin/env python3
"""Sparse checkpoints for bench/inspect_bench.sh: a 60-shard safetensors folder (330 GB) and
a GGUF of about the same size (317 GB). Data sections are holes; only headers are written."""
import json
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "inspect", "gguf_reader_agreement"))
import make_gguf  # noqa: E402

out = sys.argv[1]
st = os.path.join(out, "st60")
os.makedirs(st, exist_ok=True)
for i in range(1, 61):
    header, offset = {"__metadata__": {"format": "pt"}}, 0
    for e in range(8):  # 8 experts x (2816 x 131072) BF16 per shard, plus small tensors
        n = 2816 * 131072 * 2
        header[f"model.layers.{i}.mlp.experts.{e}.down_proj.weight"] = {"dtype": "BF16", "shape": [2816, 131072], "data_offsets": [offset, offset + n]}
        offset += n
    for k in range(40):
        n = 7168 * 2
        header[f"model.layers.{i}.extra.{k}.norm.weight"] = {"dtype": "BF16", "shape": [7168], "data_offsets": [offset, offset + n]}
        offset += n
    h = json.dumps(header).encode()
    h += b" " * (-(len(h) + 8) % 8)
    path = os.path.join(st, f"model-{i:05}-of-00060.safetensors")
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h)
    os.truncate(path, 8 + len(h) + offset)
make_gguf.write(os.path.join(out, "big.gguf"), [("general.architecture", 8, "deepseek2")],
                [(f"blk.{i}.ffn_down_exps.weight", [7168, 2048, 256], 12) for i in range(150)])
