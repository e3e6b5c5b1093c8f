#!/usr/bin/env python3
"""Refreshes the example outputs in README.md from the built tool (run after `swift build`).

Each block between `<!-- output: ARGS -->` and `<!-- end output -->` is replaced by `$ migrate-audit ARGS`
and what the tool prints, run from the repository root with NO_COLOR=1 and no cache.
"""
import os, re, subprocess, sys
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.join(root, ".build/debug/migrate-audit")
readme = os.path.join(root, "README.md")
text = open(readme, encoding="utf-8").read()

def run(match):
    args = match.group(1).strip()
    env = dict(os.environ, NO_COLOR="1")
    out = subprocess.run([binary] + args.split(), cwd=root, env=env, capture_output=True, text=True).stdout
    return f"<!-- output: {args} -->\n```text\n$ migrate-audit {args}\n{out.rstrip()}\n```\n<!-- end output -->"

new = re.sub(r"<!-- output: (.*?) -->\n.*?<!-- end output -->", run, text, flags=re.S)
open(readme, "w", encoding="utf-8").write(new)
print("README.md examples refreshed" if new != text else "README.md examples unchanged", file=sys.stderr)
