#!/usr/bin/env python3
"""The recipes of README.md and docs/, run as a user would run them.

    recipes.py list DOC...                     the recipe names, one a line
    recipes.py lint DOC...                     every code block is a recipe or says why not
    recipes.py run NAME WORK DOC... [-- ENV=VALUE...]
    recipes.py file NAME PATH DOC...           print the file step of NAME that writes PATH

Markup, in the Markdown itself (HTML comments, invisible when rendered):

    <!-- recipe: NAME -->                 the next fenced block is a shell step of NAME
    <!-- recipe: NAME file=PATH -->       the next fenced block is written to PATH
    <!-- recipe: NAME                     a hidden shell step: set-up a reader does not
    shell lines...                        copy, or assertions on what the visible steps did
    -->
    <!-- no-recipe: REASON -->            the next fenced block is no recipe, and why

The steps of one NAME, in document order and across the files given, run in
one fresh scratch directory WORK/NAME, each shell step under `bash -euo
pipefail`. What a step prints is shown; the first failing step fails the
recipe. Blocks are run exactly as written: the scratch environment is what a
user's would be (HOME inside the scratch directory, PATH with dlpackgen, zig,
pre-commit and cargo), plus DLPACK_HEADERS and DLPACKGEN_SOURCE for hidden
steps; a step passes variables on to the later ones as KEY=VALUE lines in the
file $RECIPE_ENV. `lint` fails on a fenced block of a shell, build or source language that
is neither a recipe nor marked `no-recipe`, and on a recipe marker not followed
by a block.
"""
import os
import re
import subprocess
import sys

# Fenced blocks in these languages are what users copy: each is a recipe or says why not.
RECIPE_LANGS = {"sh", "bash", "shell", "console", "cmake", "yaml", "yml", "toml", "zig", "rust", "c", "cpp",
                "c++", "python", "py"}
MARKER = re.compile(r"^<!--\s*(recipe|no-recipe):\s*(.*?)(?:\n(.*?))?-->", re.S | re.M)
FENCE = re.compile(r"^(```+|~~~+)\s*([\w+-]*)[^\n]*\n(.*?)^\1\s*$", re.S | re.M)


class Step:
    def __init__(self, doc, line, kind, text, path=None):
        self.doc, self.line, self.kind, self.text, self.path = doc, line, kind, text, path

    def where(self):
        return f"{self.doc}:{self.line}"


def parse(doc):
    """Steps by recipe name, and lint problems, of one Markdown file."""
    text = open(doc, encoding="utf-8").read()
    line_of = lambda pos: text.count("\n", 0, pos) + 1
    steps, problems = {}, []
    fences = [(m.start(), m.end(), m.group(2).lower(), m.group(3)) for m in FENCE.finditer(text)]
    claimed = set()
    for m in MARKER.finditer(text):
        kind, head, body = m.group(1), m.group(2).strip(), m.group(3)
        if kind == "recipe" and body is not None and body.strip():
            name = head.split()[0] if head else ""
            if not name:
                problems.append(f"{doc}:{line_of(m.start())}: a hidden recipe step without a name")
                continue
            steps.setdefault(name, []).append(Step(doc, line_of(m.start()), "hidden", body))
            continue
        nxt = next((f for f in fences if f[0] >= m.end()), None)
        between = text[m.end():nxt[0]] if nxt else ""
        if nxt is None or between.strip():
            problems.append(f"{doc}:{line_of(m.start())}: '{kind}' marker not directly followed by a fenced block")
            continue
        claimed.add(nxt[0])
        if kind == "no-recipe":
            if not head:
                problems.append(f"{doc}:{line_of(m.start())}: no-recipe without a reason")
            continue
        words = head.split()
        if not words:
            problems.append(f"{doc}:{line_of(m.start())}: recipe marker without a name")
            continue
        name, options = words[0], dict(w.split("=", 1) for w in words[1:] if "=" in w)
        unknown = [w for w in words[1:] if not w.startswith("file=")]
        if unknown:
            problems.append(f"{doc}:{line_of(m.start())}: unknown recipe option(s) {unknown}")
        block_line = line_of(nxt[0]) + 1
        if "file" in options:
            steps.setdefault(name, []).append(Step(doc, block_line, "file", nxt[3], options["file"]))
        else:
            steps.setdefault(name, []).append(Step(doc, block_line, "shell", nxt[3]))
    for start, _, lang, _ in fences:
        if lang in RECIPE_LANGS and start not in claimed:
            problems.append(f"{doc}:{line_of(start)}: a ```{lang} block that is neither a recipe nor marked "
                            "<!-- no-recipe: REASON -->")
    return steps, problems


def collect(docs):
    steps, problems = {}, []
    for doc in docs:
        s, p = parse(doc)
        problems += p
        for name, items in s.items():
            steps.setdefault(name, []).extend(items)
    return steps, problems


def read_env(path, env):
    """KEY=VALUE lines of `path` into env; whether the file was there."""
    if not os.path.exists(path):
        return False
    for line in open(path):
        if "=" in line:
            k, v = line.rstrip("\n").split("=", 1)
            env[k] = v
    return True


def run(name, work, docs, env_args):
    steps, problems = collect(docs)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    if name not in steps:
        print(f"recipes: no recipe named '{name}' in {' '.join(docs)}", file=sys.stderr)
        return 1
    env = dict(os.environ)
    for a in env_args:
        k, v = a.split("=", 1)
        env[k] = v
    scratch = os.path.join(work, name)
    subprocess.run(["rm", "-rf", scratch], check=True)
    os.makedirs(os.path.join(scratch, "home"))
    env["HOME"] = os.path.join(scratch, "home")
    setup = env.get("RECIPE_SETUP")
    if setup:  # prepares HOME (the installed tool, git identity): what a user's machine has
        r = subprocess.run(["bash", setup, scratch, name], env=env)
        if r.returncode != 0:
            print(f"recipes: FAILED: set-up of '{name}' ({setup}) exited {r.returncode}", file=sys.stderr)
            return 1
        read_env(os.path.join(scratch, "recipe.env"), env)
    project = os.path.join(scratch, "project")
    os.makedirs(project, exist_ok=True)
    # A step exports variables to the later ones by writing KEY=VALUE lines to
    # $RECIPE_ENV (as a CI runner's $GITHUB_ENV).
    env["RECIPE_ENV"] = os.path.join(scratch, "step.env")
    for i, step in enumerate(steps[name], 1):
        print(f"--- recipe {name}, step {i}: {step.kind} at {step.where()}" +
              (f" -> {step.path}" if step.path else ""), flush=True)
        if step.kind == "file":
            path = os.path.join(project, step.path)
            os.makedirs(os.path.dirname(path) or project, exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(step.text)
            continue
        print(step.text.rstrip("\n"), flush=True)
        r = subprocess.run(["bash", "-euo", "pipefail", "-c", step.text], cwd=project, env=env)
        if r.returncode != 0:
            print(f"recipes: FAILED: recipe '{name}', step at {step.where()} exited {r.returncode}", file=sys.stderr)
            return 1
        if read_env(env["RECIPE_ENV"], env):
            os.remove(env["RECIPE_ENV"])
    print(f"recipes: '{name}' ran {len(steps[name])} steps from {', '.join(sorted({s.doc for s in steps[name]}))}")
    return 0


def file_step(name, path, docs):
    """The text a recipe writes to `path` (for tests that use the documented file as it is)."""
    steps, problems = collect(docs)
    found = [s for s in steps.get(name, []) if s.kind == "file" and s.path == path]
    if problems or len(found) != 1:
        print("\n".join(problems) or f"recipes: recipe '{name}' writes {path} {len(found)} times, not once",
              file=sys.stderr)
        return 1
    sys.stdout.write(found[0].text)
    return 0


def main(argv):
    if len(argv) >= 5 and argv[1] == "file":
        return file_step(argv[2], argv[3], argv[4:])
    if len(argv) < 2 or argv[1] not in ("list", "lint", "run"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[1] == "run":
        if len(argv) < 5:
            print(__doc__, file=sys.stderr)
            return 2
        rest = argv[4:]
        docs, env_args = (rest[:rest.index("--")], rest[rest.index("--") + 1:]) if "--" in rest else (rest, [])
        return run(argv[2], argv[3], docs, env_args)
    steps, problems = collect(argv[2:])
    if argv[1] == "list":
        print("\n".join(sorted(steps)))
        return 1 if problems else 0
    for p in problems:
        print(f"recipes: {p}", file=sys.stderr)
    blocks = sum(len(v) for v in steps.values())
    print(f"recipes: {len(argv) - 2} documents, {len(steps)} recipes, {blocks} steps, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
