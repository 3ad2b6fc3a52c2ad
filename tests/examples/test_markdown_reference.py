#!/usr/bin/env python3
"""End-to-end test of the Markdown reference example language (examples/markdown-reference).

The language is data only and makes one page per struct, per enum and per
target (the descriptor's `fan_out`). For every dlpack.h in --headers:
generate it (twice: the output must not change, and `generate --check` must
agree), and compare the pages with the schema `dlpackgen parse` writes for
the header: exactly one page per struct, enum and target and nothing else,
every struct's per-target size, alignment and field offsets, every
enumerator's value, every target's struct sizes. Then the fan-out's life
cycle: a header upgrade (v0.8 -> v1.3) adds pages that `--check` calls
missing, a downgrade with `--prune` removes the pages of structs the header
no longer has, `--target` makes one target page. Last, a header written here
with Markdown in its names' docs and in its file name: no raw HTML or
link syntax reaches the pages.

Usage:
  python test_markdown_reference.py --dlpackgen BIN --headers DIR --examples DIR --work TMPDIR

Plain Python (no pytest); PyYAML (which pre-commit brings into the project's
venv) reads the schemas. Prints one line per failure and `N passed, M failed`;
exits 1 when anything failed.
"""

import argparse
import pathlib
import re
import shutil
import subprocess
import sys

import yaml

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from harness import check, equal, finish  # noqa: E402

def run(args, *cmd):
    return subprocess.run([args.dlpackgen, *cmd], capture_output=True, text=True)


def generate(args, header, out, *extra):
    return run(args, "generate", "-q", "--header", str(header), "--templates", str(args.examples / "markdown-reference"),
               "--lang", "reference", "--out", str(out), *extra)


def files_of(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def snapshot(root):
    return {f: (root / f).read_bytes() for f in files_of(root)}


def table_rows(page, first_cell):
    """The cells of each table row whose first cell matches `first_cell` (a regex)."""
    rows = []
    for line in page.splitlines():
        if not line.startswith("| "):
            continue
        # Split on '|' not escaped by a backslash.
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if cells and re.fullmatch(first_cell, cells[0]):
            rows.append(cells)
    return rows


def link(folder, name):
    """A link to a page, its text escaped for Markdown (x86\\_64 for x86_64)."""
    return r"\[%s\]\(\.\./%s/%s\.md\)" % (re.escape(name.replace("_", "\\_")), folder, re.escape(name))


def check_header(args, header):
    stem = header.stem
    out = args.work / stem
    shutil.rmtree(out, ignore_errors=True)
    r = generate(args, header, out)
    if not check("%s: generate" % stem, r.returncode == 0, r.stderr):
        return
    schema_run = run(args, "parse", str(header))
    if not check("%s: parse" % stem, schema_run.returncode == 0, schema_run.stderr):
        return
    schema = yaml.safe_load(schema_run.stdout)
    root = out / "reference"
    structs = schema.get("structs") or []
    enums = schema.get("enums") or []
    triples = [t["triple"] for t in schema["targets"]]
    want = sorted(["README.md"] + ["structs/%s.md" % s["name"] for s in structs] +
                  ["enums/%s.md" % e["name"] for e in enums] + ["targets/%s.md" % t for t in triples])
    equal("%s: one page per struct, enum and target" % stem, files_of(root), want)

    for s in structs:
        page = (root / "structs" / ("%s.md" % s["name"])).read_text()
        check("%s: %s page title" % (stem, s["name"]), page.startswith("# struct %s\n" % s["name"].replace("_", "\\_")),
              page.splitlines()[0])
        fields = s.get("fields") or []
        equal("%s: %s field rows" % (stem, s["name"]),
              [row[0] for row in table_rows(page, r"`[^`]*`")], ["`%s`" % f["name"] for f in fields])
        for triple in triples:
            rows = table_rows(page, link("targets", triple))
            if not check("%s: %s has a layout row for %s" % (stem, s["name"], triple), len(rows) == 1, page):
                continue
            layout = s["layout"][triple]
            got = rows[0][1:]
            want_row = [str(layout["size"]), str(layout["align"])] + [str(f["offset"][triple]) for f in fields]
            equal("%s: %s layout on %s" % (stem, s["name"], triple), got, want_row)

    for e in enums:
        page = (root / "enums" / ("%s.md" % e["name"])).read_text()
        rows = table_rows(page, r"`[^`]*`")
        got = [(row[0].strip("`"), row[1].split(" ")[0].strip("`")) for row in rows]
        equal("%s: %s enumerators" % (stem, e["name"]), got,
              [(n["name"], str(n["value"])) for n in e.get("enumerators") or []])

    for t in triples:
        page = (root / "targets" / ("%s.md" % t)).read_text()
        for s in structs:
            rows = table_rows(page, link("structs", s["name"]))
            want_row = [[str(s["layout"][t]["size"]), str(s["layout"][t]["align"])]]
            equal("%s: %s lists %s" % (stem, t, s["name"]), [row[1:] for row in rows], want_row)

    index = (root / "README.md").read_text()
    for s in structs:
        check("%s: index links %s" % (stem, s["name"]), "](structs/%s.md)" % s["name"] in index)

    before = snapshot(root)
    r = generate(args, header, out)
    check("%s: second generate" % stem, r.returncode == 0, r.stderr)
    check("%s: deterministic" % stem, snapshot(root) == before)
    r = generate(args, header, out, "--check")
    equal("%s: --check on fresh pages" % stem, r.returncode, 0)


def check_life_cycle(args):
    old, new = args.headers / "dlpack-v0.8.h", args.headers / "dlpack-v1.3-torch.h"
    if not (old.exists() and new.exists()):
        check("life cycle: v0.8 and v1.3 headers present", False, str(args.headers))
        return
    out = args.work / "life-cycle"
    shutil.rmtree(out, ignore_errors=True)
    equal("life cycle: generate v0.8", generate(args, old, out).returncode, 0)
    r = generate(args, new, out, "--check")
    equal("life cycle: --check after an upgrade", r.returncode, 1)
    check("life cycle: --check names the new struct's page",
          "reference/structs/DLManagedTensorVersioned.md" in r.stdout + r.stderr, r.stdout + r.stderr)
    equal("life cycle: generate v1.3", generate(args, new, out, "--prune").returncode, 0)
    check("life cycle: v1.3 page written", (out / "reference/structs/DLManagedTensorVersioned.md").exists())
    equal("life cycle: downgrade with --prune", generate(args, old, out, "--prune").returncode, 0)
    check("life cycle: --prune removes the page of a struct the header lost",
          not (out / "reference/structs/DLManagedTensorVersioned.md").exists())
    equal("life cycle: one target", generate(args, old, out, "--prune", "--target", "x86_64-linux-gnu").returncode, 0)
    equal("life cycle: one target page", files_of(out / "reference/targets"), ["x86_64-linux-gnu.md"])


HOSTILE = """\
#include <stdint.h>
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0
/*! \\brief A <script>alert(1)</script> [link](http://evil.example) | pipe */
typedef enum {
  /*! \\brief <img src=x onerror=y> */
  kDL_A_B = 1,
} DL_Kind_t;
/*! \\brief Row | breaker ` tick */
typedef struct {
  /*! \\brief cell | splitter <b>bold</b> */
  int32_t a_b;
  DL_Kind_t kind;
} DL_Pair_t;
"""


def check_hostile(args):
    header = args.work / "evil|[x](y)<b>.h"
    header.write_text(HOSTILE)
    out = args.work / "hostile"
    shutil.rmtree(out, ignore_errors=True)
    r = generate(args, header, out, "--target", "x86_64-linux-gnu")
    if not check("hostile: generate", r.returncode == 0, r.stderr):
        return
    root = out / "reference"
    equal("hostile: pages", files_of(root),
          ["README.md", "enums/DL_Kind_t.md", "structs/DL_Pair_t.md", "targets/x86_64-linux-gnu.md"])
    for f in files_of(root):
        text = (root / f).read_text()
        # Markup counts only where no backslash escapes its first character.
        for raw in ("<script", "<img", "<b>", "](http", "[x](y)", "[link]"):
            found = re.search(r"(?<!\\)" + re.escape(raw), text)
            check("hostile: %s has no raw %r" % (f, raw), not found,
                  next((l for l in text.splitlines() if found and found.group(0) in l), ""))
    page = (root / "structs/DL_Pair_t.md").read_text()
    # Every row of the field table has exactly three cells: no doc text split one.
    rows = [l for l in page.splitlines() if l.startswith("| `")]
    equal("hostile: field rows", len(rows), 2)
    for row in rows:
        equal("hostile: cells in %r" % row, len(re.split(r"(?<!\\)\|", row)) - 2, 3)
    index = (root / "README.md").read_text()
    check("hostile: the banner escapes the header's file name", "evil\\|\\[x\\](y)&lt;b&gt;.h" in index,
          index.splitlines()[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dlpackgen", required=True, help="the dlpackgen binary")
    parser.add_argument("--headers", required=True, type=pathlib.Path, help="directory of dlpack*.h")
    parser.add_argument("--examples", required=True, type=pathlib.Path, help="the examples/ directory")
    parser.add_argument("--work", required=True, type=pathlib.Path, help="scratch directory")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    headers = sorted(args.headers.glob("dlpack*.h"))
    check("headers found in %s" % args.headers, bool(headers))
    for header in headers:
        check_header(args, header)
    check_life_cycle(args)
    check_hostile(args)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
