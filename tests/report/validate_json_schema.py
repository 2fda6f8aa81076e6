#!/usr/bin/env python3
"""Validates a JSON document against a JSON Schema; exit 77 (skip) without python3-jsonschema."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from skip import skip  # noqa: E402  exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1

try:
    import jsonschema
except ImportError:
    skip("python3-jsonschema is not installed (Debian: python3-jsonschema)")

schema_path, doc_path = sys.argv[1], sys.argv[2]
with open(schema_path) as s, open(doc_path) as d:
    schema, doc = json.load(s), json.load(d)
jsonschema.Draft202012Validator.check_schema(schema)
errors = list(jsonschema.Draft202012Validator(schema).iter_errors(doc))
for e in errors:
    print(f"{doc_path}: {'/'.join(map(str, e.path))}: {e.message}")
print(f"{len(errors)} errors")
sys.exit(1 if errors else 0)
