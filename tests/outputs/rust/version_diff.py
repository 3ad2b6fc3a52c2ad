#!/usr/bin/env python3
"""The Rust crate of two header versions differs only where the headers do.

    version_diff.py DLPACKGEN OLD.h NEW.h WORKDIR [--expect-caught]

Both headers are copied to WORKDIR/{old,new}/dlpack.h (one file name, so the
name does not show up as a difference) and their crates generated with
`dlpackgen generate --lang rust`. The header's identity (sha256 and the
declared version, in any of the spellings the crate uses) is normalised on
both sides. Every other line the crate diff adds or removes must be explained
by the header diff:

  * it names an identifier (a name with '_', a digit or an inner capital, not
    prose) from the header's changed lines, or a name the
    generator derives from one (any identifier-like value of a context node
    that carries such an identifier: the enumerator FLOAT8_E3M4 and the dtype
    text "float8_e3m4" of kDLFloat8_e3m4, the accessor of a flag macro), or
  * it is a comment whose words all occur in the header's changed lines, or
  * it holds no word at all (braces, blank doc lines), or
  * it belongs to a change region (the lines one edit of the diff adds or
    removes) that one of the lines above anchors: a new struct's attributes
    and impls come with its name.
A region nothing anchors is reported with file:line.

With --expect-caught, two changes the headers do not make are injected into
the new crate (a doc line, a size in layout.rs) and the check must report
both: the test of the test.
"""
import difflib
import hashlib
import os
import re
import shutil
import subprocess
import sys

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
WORD = re.compile(r"[A-Za-z0-9]+")
COMMENT = re.compile(r"^\s*(///|//!|//|#)")
NAMELIKE = re.compile(r"[_0-9A-Z]")


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"version_diff: {' '.join(cmd)} failed ({r.returncode}):\n{r.stderr}")
    return r.stdout


def yaml_scalars(text):
    """A minimal reader for --dump-context's YAML: yields, for each mapping,
    the list of its direct scalar values (block style, as dlpackgen writes it)."""
    nodes = {}  # indent -> list of scalar values of the mapping open at that indent
    for line in text.splitlines():
        stripped = line.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(line) - len(stripped)
        if stripped.startswith("- "):
            indent += 2
            stripped = stripped[2:]
        for k in [k for k in nodes if k > indent]:
            yield nodes.pop(k)
        m = re.match(r'^([A-Za-z0-9_]+):\s*(.*)$', stripped)
        if not m:
            continue
        value = m.group(2)
        if line.lstrip(" ").startswith("- "):  # a new list item starts a new mapping
            if indent in nodes:
                yield nodes.pop(indent)
        nodes.setdefault(indent, [])
        if value and value not in ("[]", "{}"):
            if value.startswith('"') and value.endswith('"'):
                value = value[1:-1]
            nodes[indent].append(value)
    yield from nodes.values()


def header_facts(path):
    data = open(path, "rb").read()
    return hashlib.sha256(data).hexdigest(), data.decode("utf-8", "replace")


def version_of(context):
    major = re.search(r'^  major: "?(\d+)"?$', context, re.M)
    minor = re.search(r'^  minor: "?(\d+)"?$', context, re.M)
    return (major.group(1), minor.group(1)) if major and minor else None


def normaliser(sha, version):
    subs = [(sha, "<SHA256>"), (sha[:12], "<SHA256>")]
    if version:
        ma, mi = version
        subs += [(f'"{ma}.{mi}.0"', '"<VERSION>"'), (f"({ma}, {mi})", "<VERSION>"), (f"+dlpack.{ma}.{mi}", "+dlpack.<VERSION>"),
                 (f"DLPack {ma}.{mi}", "DLPack <VERSION>"), (f" v{ma}.{mi} ", " v<VERSION> "),
                 (f" {ma}.{mi})", " <VERSION>)")]

    def apply(line):
        for a, b in subs:
            line = line.replace(a, b)
        return line
    return apply


def crate_files(root):
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            p = os.path.join(d, f)
            out[os.path.relpath(p, root)] = p
    return out


def inject(crate, known):
    """Two changes no header makes: a doc line and a wrong size."""
    lib = os.path.join(crate, "src", "lib.rs")
    text = open(lib).read().splitlines(keepends=True)
    i = next(i for i, l in enumerate(text) if l.startswith("pub struct "))
    text.insert(i, "/// dlpackgen injected qzx line\n")
    open(lib, "w").write("".join(text))
    layout = os.path.join(crate, "src", "layout.rs")
    text = open(layout).read().splitlines(keepends=True)
    for i, l in enumerate(text):
        m = re.search(r"size_of::<(\w+)>\(\) == (\d+)", l)
        if m and m.group(1) not in known:
            text[i] = l.replace(m.group(0), f"size_of::<{m.group(1)}>() == {int(m.group(2)) + 1}", 1)
            open(layout, "w").write("".join(text))
            return 2
    sys.exit("version_diff: no size assert of a type the headers leave alone, nothing to inject")


def comment_spans(lines):
    """Line index -> (first, last) line of the comment it lies in: a /* */
    block, or a run of // lines."""
    spans, i = {}, 0
    while i < len(lines):
        text = lines[i].strip()
        if text.startswith("/*"):
            j = i
            while "*/" not in lines[j][lines[j].find("/*") + 2 if j == i else 0:] and j + 1 < len(lines):
                j += 1
        elif text.startswith("//"):
            j = i
            while j + 1 < len(lines) and lines[j + 1].strip().startswith("//"):
                j += 1
        else:
            i += 1
            continue
        for k in range(i, j + 1):
            spans[k] = (i, j)
        i = j + 1
    return spans


def next_code_line(lines, i):
    while i < len(lines) and (not lines[i].strip() or lines[i].strip().startswith(("//", "/*", "*"))):
        i += 1
    return lines[i] if i < len(lines) else ""


def explain(line, derived, words):
    """Why one changed line is explained on its own, or None."""
    plain = line.replace("\\", "")
    if any(t in derived for t in IDENT.findall(plain)):
        return "identifier"
    text = COMMENT.sub("", plain)
    if not WORD.findall(text):
        return "no words"
    if COMMENT.match(plain) and all(w.lower() in words for w in WORD.findall(text)):
        return "comment words"
    return None


def main(argv):
    expect_caught = "--expect-caught" in argv
    argv = [a for a in argv if a != "--expect-caught"]
    if len(argv) != 5:
        sys.exit(__doc__)
    dlpackgen, old_h, new_h, work = argv[1:]
    shutil.rmtree(work, ignore_errors=True)
    sides = {}
    for side, src in (("old", old_h), ("new", new_h)):
        d = os.path.join(work, side)
        os.makedirs(d)
        h = os.path.join(d, "dlpack.h")
        shutil.copyfile(src, h)
        run([dlpackgen, "generate", "--header", h, "--lang", "rust", "--out", os.path.join(d, "out"), "-q"])
        ctx = run([dlpackgen, "generate", "--header", h, "--lang", "rust", "--dump-context"])
        sha, text = header_facts(h)
        sides[side] = {"crate": os.path.join(d, "out", "rust"), "context": ctx, "norm": normaliser(sha, version_of(ctx)),
                       "header": text}

    old, new = sides["old"], sides["new"]
    hold = [old["norm"](l) for l in old["header"].splitlines()]
    hnew = [new["norm"](l) for l in new["header"].splitlines()]
    changed, blocks = [], []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=hold, b=hnew, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        changed += hold[i1:i2] + hnew[j1:j2]
        # A changed line inside a comment changes the documentation of the
        # declaration after the comment: the whole comment and that
        # declaration's names count as changed (`/*` -> `/*!` turns a comment
        # into a doc comment without changing a word of it).
        for lines, lo, hi in ((hold, i1, i2), (hnew, j1, j2)):
            spans = comment_spans(lines)
            for i in range(lo, hi):
                if i in spans:
                    first, last = spans[i]
                    blocks += lines[first:last + 1] + [next_code_line(lines, last + 1)]
    idents = {t for l in changed + blocks for t in IDENT.findall(l) if NAMELIKE.search(t[1:])}
    words = {w.lower() for l in changed + blocks for w in WORD.findall(l)}
    if not changed:
        print("version_diff: the headers differ in nothing but their identity")

    # Names the generator derives from a changed identifier.
    derived = set(idents)
    for side in (old, new):
        for values in yaml_scalars(side["context"]):
            if any(v in idents for v in values):
                derived.update(v for v in values if IDENT.fullmatch(v) and v not in ("true", "false"))

    crates = [old["crate"], new["crate"]]
    if expect_caught:
        injected = inject(new["crate"], derived)

    ofiles, nfiles = crate_files(crates[0]), crate_files(crates[1])
    unexplained, reasons = [], {"identifier": 0, "comment words": 0, "no words": 0, "region": 0}
    for rel in sorted(set(ofiles) | set(nfiles)):
        a = [old["norm"](l) for l in open(ofiles[rel]).read().splitlines()] if rel in ofiles else []
        b = [new["norm"](l) for l in open(nfiles[rel]).read().splitlines()] if rel in nfiles else []
        sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
        for tag, i1, i2, j1, j2 in sm.get_opcodes():
            if tag == "equal":
                continue
            # One change region: the lines one edit of the diff adds or removes.
            region = [("-", i1 + k, l) for k, l in enumerate(a[i1:i2])] + [("+", j1 + k, l) for k, l in enumerate(b[j1:j2])]
            why = [explain(line, derived, words) for _, _, line in region]
            if any(w in ("identifier", "comment words") for w in why):
                for w in why:
                    reasons[w or "region"] += 1
            else:
                unexplained += [f"{rel}:{n + 1}: {sign} {line.strip()}" for sign, n, line in region]

    total = sum(reasons.values()) + len(unexplained)
    print(f"version_diff: {os.path.basename(old_h)} -> {os.path.basename(new_h)}: {len(changed)} header lines "
          f"changed, {total} crate lines changed, explained by " +
          ", ".join(f"{k}: {v}" for k, v in reasons.items()))
    if expect_caught:
        if len(unexplained) < injected:
            print("version_diff: FAILED to report the injected changes:\n  " + "\n  ".join(unexplained))
            return 1
        print(f"version_diff: the {injected} injected changes were reported:\n  " + "\n  ".join(unexplained))
        return 0
    if unexplained:
        print("version_diff: crate lines no header change explains:\n  " + "\n  ".join(unexplained))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
