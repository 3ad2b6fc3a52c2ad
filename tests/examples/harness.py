"""A tiny test harness for the example languages' end-to-end tests: each check
counts as passed or failed, a failure prints one line, and the script ends with
`N passed, M failed` and exit status 1 when anything failed (finish())."""

import traceback

COUNTS = {"passed": 0, "failed": 0}


def check(what, condition, detail=""):
    if condition:
        COUNTS["passed"] += 1
    else:
        COUNTS["failed"] += 1
        print("FAIL: %s%s" % (what, (": " + detail) if detail else ""))
    return condition


def equal(what, got, want):
    return check(what, got == want, "got %r, want %r" % (got, want))


def guarded(what, fn, *args):
    """Runs one test step; an exception in it counts as one failure."""
    try:
        return fn(*args)
    except Exception:  # noqa: BLE001 - the test reports every error as a failure
        COUNTS["failed"] += 1
        print("FAIL: %s raised:\n%s" % (what, traceback.format_exc()))
        return None


def finish():
    """Prints the counts; the exit status for sys.exit()."""
    print("%d passed, %d failed" % (COUNTS["passed"], COUNTS["failed"]))
    return 1 if COUNTS["failed"] else 0
