#!/bin/sh
# How dlpackgen scales with the size of a header: synthetic headers
# (bench/scale/make_header.py: N enumerators, N/10 structs, function pointers
# and macros on top of v1.0) for N = 10, 100, 1000, 10000, and one enum of
# 100,000 enumerators; for each, the best of RUNS wall-clock times of `parse`,
# `generate` (all five built-in languages, from the schema) and `abi-diff`
# (against a copy with one macro changed), with the ratio to the previous N;
# then one struct of N fields and N macros (SCALE_SIZES, default
# 1000,10000,100000) with the peak memory of `parse` and `generate` too.
# Linear growth is a ratio of about 10 per 10x.
#
#   bench/scale/run.sh BUILD_DIR [HEADERS_DIR] [RUNS]
set -eu
build=${1:?usage: run.sh BUILD_DIR [HEADERS_DIR] [RUNS]}
headers=${2:-"$(dirname "$0")/../../../shared/headers"}
runs=${3:-3}
exec python3 - "$build/dlpackgen" "$headers/dlpack-v1.0.h" "$(dirname "$0")/make_header.py" "$runs" <<'PY'
import os, subprocess, sys, tempfile, time
dlpackgen, base, make, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
work = tempfile.mkdtemp(prefix="dlpackgen-scale-")

peak = {}  # command kind -> peak resident memory (MiB) of its last run

def best(cmd, abi=False, kind=None):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        err = p.stderr.read()
        _, status, usage = os.wait4(p.pid, 0)
        times.append(time.perf_counter() - t)
        code = os.waitstatus_to_exitcode(status)
        p.returncode = code
        if kind:
            peak[kind] = usage.ru_maxrss / 1024
        # abi-diff's exit code is a bitmask: 1 (error) and 2 (usage) are failures
        if (code & 3 if abi else code) != 0:
            sys.exit(f"{' '.join(cmd)} exited {code}: {err.decode()}")
    return min(times)

def case(label, header_text):
    h = os.path.join(work, label + ".h")
    open(h, "w").write(header_text)
    variant = os.path.join(work, label + "-b.h")
    open(variant, "w").write(header_text.replace("#define SYNTH_MACRO_0 (0ULL << 2)", "#define SYNTH_MACRO_0 (1ULL << 2)"))
    schema = os.path.join(work, label + ".yaml")
    t_parse = best([dlpackgen, "parse", h, "-o", schema])
    subprocess.run([dlpackgen, "parse", variant, "-o", schema + ".b.yaml"], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    t_gen = best([dlpackgen, "generate", "-q", "--schema", schema, "--out", os.path.join(work, label + "-out"),
                  "--lang", "cpp,rust,zig,cuda,hip"])
    t_diff = best([dlpackgen, "abi-diff", schema, schema + ".b.yaml"], abi=True)
    return t_parse, t_gen, t_diff

rows, prev = [], None
for n in (10, 100, 1000, 10000):
    text = subprocess.run([sys.executable, make, base, str(n)], check=True, capture_output=True, text=True).stdout
    t = case(f"n{n}", text)
    ratio = "" if prev is None else ", ".join(f"{a / b:.1f}x" for a, b in zip(t, prev))
    rows.append((f"{n}", t, ratio))
    prev = t
print("| N | parse s | generate s | abi-diff s | ratio to N/10 (parse, generate, abi-diff) |")
print("| ---: | ---: | ---: | ---: | --- |")
for n, t, ratio in rows:
    print(f"| {n} | {t[0]:.2f} | {t[1]:.2f} | {t[2]:.2f} | {ratio} |")
text = open(base).read()
at = text.rfind("#ifdef __cplusplus")
values = ",\n".join(f"  kBig_{i} = {i}" for i in range(100000))
t = case("enum100k", text[:at] + "typedef enum {\n" + values + "\n} BigEnum;\n#define SYNTH_MACRO_0 (0ULL << 2)\n" + text[at:])
print(f"| one enum of 100,000 enumerators | {t[0]:.2f} | {t[1]:.2f} | {t[2]:.2f} | |")

# One struct of N fields and N macros, N up to 100,000: time and peak memory
# of `parse` (all nine targets) and `generate` (the five built-in languages).
def grow(label, make_decls, sizes):
    print()
    print(f"| {label} | parse s | parse MiB | generate s | generate MiB | ratio to N/10 (parse, generate s) |")
    print("| ---: | ---: | ---: | ---: | ---: | --- |")
    last = None
    for n in sizes:
        h = os.path.join(work, f"{label.split()[0]}{n}.h")
        open(h, "w").write(text[:at] + make_decls(n) + text[at:])
        schema = h + ".yaml"
        tp = best([dlpackgen, "parse", h, "-o", schema], kind="parse")
        tg = best([dlpackgen, "generate", "-q", "--schema", schema, "--out", h + "-out",
                   "--lang", "cpp,rust,zig,cuda,hip"], kind="generate")
        ratio = "" if last is None else f"{tp / last[0]:.1f}x, {tg / last[1]:.1f}x"
        print(f"| {n} | {tp:.2f} | {peak['parse']:.0f} | {tg:.2f} | {peak['generate']:.0f} | {ratio} |")
        last = (tp, tg)

sizes = [int(s) for s in os.environ.get("SCALE_SIZES", "1000,10000,100000").split(",")]
grow("fields of one struct",
     lambda n: "typedef struct {\n" + "".join(f"  int32_t f{i};\n" for i in range(n)) + "} Wide;\n", sizes)
grow("macros", lambda n: "".join(f"#define SYNTH_M_{i} ({i}ULL << 2)\n" for i in range(n)), sizes)
PY
