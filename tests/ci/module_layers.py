#!/usr/bin/env python3
"""The generator's modules stay layered (docs/contributing.md, "Repository layout").

Each folder of generator/ is a module; `#include "other/x.h"` makes it depend on
`other`. The check fails when those dependencies form a cycle (naming it) or
when a source file of a module is longer than MAX_LINES.

  module_layers.py GENERATOR_DIR [--max-lines N]   check a tree
  module_layers.py --self-test WORK_DIR            the check fails where it must
"""
import os
import re
import shutil
import sys

INCLUDE = re.compile(r'\s*#\s*include\s+"([A-Za-z0-9_]+)/')
MAX_LINES = 500


def graph(root):
    modules = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and d != "include")
    deps, long_files = {m: set() for m in modules}, []
    for m in modules:
        for name in sorted(os.listdir(os.path.join(root, m))):
            if not name.endswith((".cpp", ".h")):
                continue
            with open(os.path.join(root, m, name), encoding="utf-8") as f:
                lines = f.readlines()
            long_files.append((f"{m}/{name}", len(lines)))
            for line in lines:
                r = INCLUDE.match(line)
                if r and r.group(1) in deps and r.group(1) != m:
                    deps[m].add(r.group(1))
    return deps, long_files


def find_cycle(deps):
    state, stack = {}, []

    def visit(u):
        state[u] = 1
        stack.append(u)
        for v in sorted(deps[u]):
            if state.get(v) == 1:
                return stack[stack.index(v):] + [v]
            if v not in state:
                c = visit(v)
                if c:
                    return c
        stack.pop()
        state[u] = 2
        return None

    for m in sorted(deps):
        if m not in state:
            c = visit(m)
            if c:
                return c
    return None


def check(root, max_lines):
    deps, files = graph(root)
    problems = []
    cycle = find_cycle(deps)
    if cycle:
        problems.append("modules include each other in a cycle: " + " -> ".join(cycle))
    for path, n in files:
        if n > max_lines:
            problems.append(f"{path}: {n} lines (at most {max_lines}: split it)")
    return deps, problems


def self_test(work):
    shutil.rmtree(work, ignore_errors=True)

    def write(path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    write(f"{work}/util/a.h", "#pragma once\n")
    write(f"{work}/model/m.h", '#include "util/a.h"\n')
    write(f"{work}/render/r.cpp", '#include "model/m.h"\n#include <vector>\n')
    deps, problems = check(work, 3)
    assert not problems, problems
    assert deps == {"model": {"util"}, "render": {"model"}, "util": set()}, deps
    write(f"{work}/util/b.cpp", '#include "render/r.h"\n')  # util -> render -> model -> util
    _, problems = check(work, 3)
    assert problems == ["modules include each other in a cycle: model -> util -> render -> model"], problems
    os.remove(f"{work}/util/b.cpp")
    write(f"{work}/model/long.cpp", "//\n" * 4)
    _, problems = check(work, 3)
    assert problems == ["model/long.cpp: 4 lines (at most 3: split it)"], problems
    print("module_layers: self-test passed")


def main(argv):
    if argv[:1] == ["--self-test"]:
        self_test(argv[1])
        return 0
    max_lines = int(argv[argv.index("--max-lines") + 1]) if "--max-lines" in argv else MAX_LINES
    deps, problems = check(argv[0], max_lines)
    for p in problems:
        print(f"module_layers: {p}", file=sys.stderr)
    if problems:
        return 1
    for m in sorted(deps):
        print(f"{m}: {' '.join(sorted(deps[m])) or '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
