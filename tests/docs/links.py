#!/usr/bin/env python3
"""Every relative link and anchor of README.md and docs/ resolves.

    links.py ROOT DOC...

A link `[text](target)` or `<a href="target">` whose target is not a URL
(scheme:) must name a file or directory that exists relative to the document;
a `#anchor` (alone, or after a Markdown file) must be a heading of that file
as GitHub makes anchors (lowercase, punctuation dropped, spaces to '-',
repeats numbered -1, -2) or an explicit <a id/name>. Links inside code (fenced
blocks, `inline`) are not links. Prints each broken link as DOC:LINE: and
exits 1 when there is one.
"""
import os
import re
import sys

LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|<a\s+href=\"([^\"]+)\"")
IMAGE = re.compile(r"!\[[^\]]*\]\(\s*([^)\s]+)")
FENCE = re.compile(r"^(```+|~~~+).*?^\1\s*$", re.S | re.M)
INLINE = re.compile(r"`[^`\n]*`")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.M)
EXPLICIT = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")


def blank(m):
    return re.sub(r"[^\n]", " ", m.group(0))


def anchors(path, cache={}):
    if path not in cache:
        text = FENCE.sub(blank, open(path, encoding="utf-8").read())
        seen, found = {}, set(EXPLICIT.findall(text))
        for h in HEADING.findall(text):
            h = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", h)  # a link in a heading: its text
            slug = re.sub(r"[^\w\- ]", "", h.replace("`", "").strip().lower()).replace(" ", "-")
            n = seen.get(slug, 0)
            seen[slug] = n + 1
            found.add(slug if n == 0 else f"{slug}-{n}")
        cache[path] = found
    return cache[path]


def check(doc):
    text = open(doc, encoding="utf-8").read()
    code_free = INLINE.sub(blank, FENCE.sub(blank, text))
    problems = []
    for m in list(LINK.finditer(code_free)) + list(IMAGE.finditer(code_free)):
        target = next(g for g in m.groups() if g)
        line = code_free.count("\n", 0, m.start()) + 1
        if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
            continue  # a URL (https:, mailto:): not checked offline
        path, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(doc), path)) if path else doc
        if not os.path.exists(dest):
            problems.append(f"{doc}:{line}: {target}: no such file or directory")
            continue
        if anchor:
            if not dest.endswith(".md") or os.path.isdir(dest):
                problems.append(f"{doc}:{line}: {target}: an anchor into a file that is not Markdown")
            elif anchor not in anchors(dest):
                problems.append(f"{doc}:{line}: {target}: {os.path.relpath(dest)} has no heading '#{anchor}'")
    return problems


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    os.chdir(argv[1])
    docs = argv[2:]
    problems = [p for d in docs for p in check(os.path.relpath(d))]
    for p in problems:
        print(p)
    print(f"links: {len(docs)} documents, {len(problems)} broken links")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
