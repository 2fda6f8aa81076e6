#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema; exit 77 (skip) without python3-jsonschema."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from skip import skip  # noqa: E402  exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1

try:
    import jsonschema
except ImportError:
    skip("python3-jsonschema is not installed (Debian: python3-jsonschema)")

schema_path, doc_paths = sys.argv[1], sys.argv[2:]
if not doc_paths:
    sys.exit("usage: validate_json_schema.py SCHEMA DOCUMENT...")
with open(schema_path) as s:
    schema = json.load(s)
jsonschema.Draft202012Validator.check_schema(schema)
errors = 0
for doc_path in doc_paths:
    with open(doc_path) as d:
        doc = json.load(d)
    for e in jsonschema.Draft202012Validator(schema).iter_errors(doc):
        print(f"{doc_path}: {'/'.join(map(str, e.path))}: {e.message}")
        errors += 1
print(f"{len(doc_paths)} documents, {errors} errors")
sys.exit(1 if errors else 0)
