#!/usr/bin/env python3
"""The straightforward independent safetensors reader brief inspect is timed against: for
every *.safetensors of a folder, the u64 header length, json.loads of the header, and the
sum of tensor byte spans. No checks beyond what json and struct do."""
import json
import os
import struct
import sys

total = tensors = 0
folder = sys.argv[1]
for name in sorted(os.listdir(folder)):
    if not name.endswith(".safetensors"):
        continue
    with open(os.path.join(folder, name), "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    for key, t in header.items():
        if key != "__metadata__":
            total += t["data_offsets"][1] - t["data_offsets"][0]
            tensors += 1
print(tensors, total)
