#!/usr/bin/env python3
"""Checks `plumb schema` against the spec fixtures (run by .ci/run after `swift test`).

Usage: Tests/Schema/validate.py PLUMB_BINARY

- The schema is a valid draft-07 JSON Schema.
- Every spec fixture validates against it: Tests/Fixtures/*.yaml and *.json but bad-*, the spec
  part (above `---`) of every Tests/Fixtures/layout/*.yaml, the spec `plumb convert` writes
  (Tests/Fixtures/Golden/ib-constraints.yaml), the Fuzz fixtures `plumb check` accepts, and
  every ```yaml block of README.md and docs/*.md.
- Every error fixture (Tests/Fixtures/bad-*.yaml and the Fuzz fixtures `plumb check` refuses)
  fails the schema or makes `plumb check` exit 2.

Needs PyPI's jsonschema and PyYAML. Exits 1 on any failure, listing each.
"""
import json
import pathlib
import re
import subprocess
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "Fixtures"


def spec_document(path):
    """The spec of a fixture: its first YAML document (a layout fixture's expectations follow `---`)."""
    with open(path, encoding="utf-8") as file:
        return next(yaml.safe_load_all(file))


def documented_specs():
    """(where, spec) for every ```yaml block of README.md and docs/*.md."""
    for path in [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r"^```yaml\n(.*?)^```", text, re.S | re.M):
            line = text.count("\n", 0, match.start()) + 2
            yield f"{path.relative_to(ROOT)}:{line}", next(yaml.safe_load_all(match.group(1)))


def check_status(plumb, path):
    """The exit status of `plumb check FILE`."""
    return subprocess.run([plumb, "check", str(path)], capture_output=True).returncode


def main():
    plumb = sys.argv[1]
    schema = json.loads(subprocess.run([plumb, "schema"], capture_output=True, check=True).stdout)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)

    valid = sorted(p for p in FIXTURES.glob("*.yaml") if not p.name.startswith("bad-"))
    valid += sorted(FIXTURES.glob("*.json")) + sorted((FIXTURES / "layout").glob("*.yaml"))
    valid.append(FIXTURES / "Golden" / "ib-constraints.yaml")
    errors = sorted(FIXTURES.glob("bad-*.yaml"))
    for path in sorted((FIXTURES / "Fuzz").glob("*.yaml")):
        (errors if check_status(plumb, path) == 2 else valid).append(path)

    specs = [(str(path.relative_to(ROOT)), spec_document(path)) for path in valid]
    specs += list(documented_specs())
    failures = []
    for name, spec in specs:
        for error in validator.iter_errors(spec):
            where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
            failures.append(f"{name}: {where}: {error.message}")
    rejected_by_schema = 0
    for path in errors:
        if not validator.is_valid(spec_document(path)):
            rejected_by_schema += 1
        elif check_status(plumb, path) != 2:
            failures.append(f"{path.relative_to(ROOT)}: an error fixture the schema accepts and plumb check does not refuse")

    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(
        f"schema: {len(specs)} specs checked ({len(specs) - len(valid)} from the docs), {len(errors)} error fixtures "
        f"({rejected_by_schema} rejected by the schema, the others by plumb check), {len(failures)} problems"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
