#!/usr/bin/env python3
"""Solver workloads S1-S4 of the Plumb benchmark spec, run with kiwisolver.

The spec is docs/benchmarks.md. This is the peer side of Plumb's
solver benchmarks: the same constraint systems, added in the same order, timed
with time.perf_counter_ns on the solver calls only (Variable, Expression and
Constraint objects are built before the timer starts). Like Plumb's side,
every timed phase ends with updateVariables and reading every variable's value.
Every run uses a fresh Solver; the build + solve before S3 and S4 is not timed.

Workloads (--workload):
  s1       S1 chain of N views, build + solve: the 5N + 5 addConstraint
           calls in the documented order, then updateVariables and reads.
           check = sum of the N view widths (expected 50 * N).
  s2s/s2i  S2 N cards of three labels, stacked / independent rows,
           build + solve. check = C.h (C.y == 0; expected 130 * N).
  s3       S3 resize on S2s: C.w's required constraint is removed, C.w
           becomes an edit variable of strength "strong" and its current
           width is suggested (all untimed); then 100 drag
           suggestions 568 -> 320 (equal steps, both ends included) and 100
           rotation suggestions 320, 568, 320, ... (the last is 568). Each
           suggestion is suggestValue + updateVariables + reading every
           variable's value. Times are ms per suggestion: the mean over the
           200 (median_ms etc.), the mean per phase, the first suggestion
           alone and the median suggestion.
           check = sum of all label widths after the last suggestion,
           check_height = C.h after the last suggestion.
  s3i      the same on S2i.
  s3chain  S3 on S1: every suggested width gets the offset 58 * N - 528.
           check = sum of the view widths after the last suggestion.
  s4       S4 hide + unhide on S2s: in every card K with K mod 10 == 5 the
           country label is hidden (8 constraints removed, one bridge added),
           values read, then everything is unhidden (bridges removed,
           originals re-added), values read. Timed from the first removal to
           the end of the second read (per phase too; the check is untimed).
           check = C.h after hiding.
  s4i      the same on S2i.
  s4chain  S4 on S1: every view i with i mod 10 == 5 and i < N - 1 is hidden.
           check = x of the last view after hiding.

Priorities map to kiwi strengths as numbers: optional priority p is
strength.create(0, 0, p), required is strength.required (spec, "Peers").

Output: exactly one JSON object on stdout, e.g.
  {"workload": "s1", "size": 100, "median_ms": 1.0, "min_ms": 0.9,
   "max_ms": 1.2, "check": 5000.0, "peer": "kiwisolver", "runs": 5, ...}
s3*/s4* add per-phase medians ("<phase>_median_ms"); s3/s3i add
check_height.
"""

import argparse
import json
import statistics
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

# Required constraints keep kiwi's default strength, strength.required.
# The S3 edit variable is strength.strong (1e6), above any sum of the
# optional weights here; Plumb uses priority 999, which as a kiwi weight
# would lose to the many p250 constraints it violates.
EDIT_STRENGTH = strength.strong


def prio(p):
    """Kiwi strength for an optional Apple-style priority p."""
    return strength.create(0, 0, p)


P250 = prio(250)
P750 = prio(750)


class View:
    """A view: four engine variables x, y, w, h."""

    __slots__ = ("x", "y", "w", "h")

    def __init__(self, name):
        self.x = Variable(name + ".x")
        self.y = Variable(name + ".y")
        self.w = Variable(name + ".w")
        self.h = Variable(name + ".h")

    @property
    def right(self):
        return self.x + self.w

    @property
    def bottom(self):
        return self.y + self.h

    def variables(self):
        return (self.x, self.y, self.w, self.h)


# ---------------------------------------------------------------------------
# Layouts: build the constraint lists (no solver involved)
# ---------------------------------------------------------------------------

class Chain:
    """S1: N views in a row inside C (W0 = 58 N + 40)."""

    def __init__(self, n):
        self.n = n
        c = self.container = View("C")
        views = self.views = [View("V%d" % i) for i in range(n)]
        self.initial_width = 58 * n + 40
        self.width_constraint = c.w == self.initial_width
        self.constraints = [c.x == 0, c.y == 0, self.width_constraint,
                            c.h == 64]
        # own[i]: the five constraints of view i, leading link included.
        self.own = []
        for i, v in enumerate(views):
            if i == 0:
                leading = v.x == c.x + 20
            else:
                leading = v.x == views[i - 1].right + 8
            five = [v.w >= 10, (v.w == 50) | P250, leading,
                    v.y == c.y + 10, v.h == 44]
            self.own.append(five)
            self.constraints.extend(five)
        self.constraints.append(views[-1].right <= c.x + c.w - 20)
        assert len(self.constraints) == 5 * n + 5

    def variables(self):
        out = list(self.container.variables())
        for v in self.views:
            out.extend(v.variables())
        return out

    def hide_plan(self):
        """S4 on S1: (removed, bridge) for each hidden view, in index order."""
        plan = []
        for i in range(5, self.n - 1, 10):
            removed = self.own[i] + [self.own[i + 1][2]]
            bridge = self.views[i + 1].x == self.views[i - 1].right + 8
            plan.append((removed, bridge))
        return plan

    def width_sum(self):
        return sum(v.w.value() for v in self.views)


class Cells:
    """S2: N cards (a cell and three labels) in C.w == 320."""

    INTRINSIC = ((21, 120), (17, 80), (60, None))  # (height, width or None)

    def __init__(self, n, stacked):
        self.n = n
        c = self.container = View("C")
        self.initial_width = 320
        self.width_constraint = c.w == self.initial_width
        self.constraints = [c.x == 0, c.y == 0, self.width_constraint]
        self.cards = []  # (cell, [L0, L1, L2])
        self.country = []  # per card: the eight constraints of L1, in order
        self.country_bridge_target = []  # per card: L2.y == bottom(L1) + 8
        prev = None
        for k in range(n):
            cell = View("cell%d" % k)
            labels = [View("L%d_%d" % (k, j)) for j in range(3)]
            add = self.constraints.extend
            if stacked:
                top = cell.y == (c.y if prev is None else prev.bottom)
            else:
                top = cell.y == c.y + 130 * k
            add([cell.x == c.x, cell.right == c.x + c.w, top])
            horizontal = []
            for lab in labels:
                horizontal.append([lab.x == cell.x + 8,
                                   lab.right == cell.right - 8])
                add(horizontal[-1])
            l0, l1, l2 = labels
            vertical = [l0.y == cell.y + 8, l1.y == l0.bottom + 8,
                        l2.y == l1.bottom + 8, cell.bottom == l2.bottom + 8]
            add(vertical)
            intrinsic = []
            for lab, (ih, iw) in zip(labels, self.INTRINSIC):
                own = [(lab.h >= ih) | P750, (lab.h <= ih) | P250]
                if iw is not None:
                    own += [(lab.w >= iw) | P750, (lab.w <= iw) | P250]
                intrinsic.append(own)
                add(own)
            # Country label: leading, trailing, both vertical links and
            # its four intrinsic constraints.
            self.country.append(horizontal[1] + vertical[1:3] + intrinsic[1])
            self.cards.append((cell, labels))
            prev = cell
        self.constraints.append(c.bottom == prev.bottom)

    def variables(self):
        out = list(self.container.variables())
        for cell, labels in self.cards:
            out.extend(cell.variables())
            for lab in labels:
                out.extend(lab.variables())
        return out

    def hide_plan(self):
        """S4 on S2: (removed, bridge) for each card K with K mod 10 == 5."""
        plan = []
        for k in range(5, self.n, 10):
            l0, _, l2 = self.cards[k][1]
            plan.append((self.country[k], l2.y == l0.bottom + 8))
        return plan

    def label_width_sum(self):
        return sum(lab.w.value() for _, labels in self.cards for lab in labels)


def make_layout(base, n):
    if base == "chain":
        return Chain(n)
    return Cells(n, stacked=(base == "s2s"))


# ---------------------------------------------------------------------------
# Workloads: each returns (timings in ms, extra result fields) for one run
# ---------------------------------------------------------------------------

def now():
    return time.perf_counter_ns()


def ms(t0, t1):
    return (t1 - t0) / 1e6


def read_all(solver, variables):
    """updateVariables, then read every value (as Plumb's side reads them)."""
    solver.updateVariables()
    for var in variables:
        var.value()


def build_and_solve(layout):
    solver = Solver()
    add = solver.addConstraint
    for cons in layout.constraints:
        add(cons)
    solver.updateVariables()
    return solver


def run_build(base, n):
    layout = make_layout(base, n)
    constraints = layout.constraints
    variables = layout.variables()
    solver = Solver()
    add = solver.addConstraint
    t0 = now()
    for cons in constraints:
        add(cons)
    read_all(solver, variables)
    t1 = now()
    if base == "chain":
        check = layout.width_sum()
    else:
        check = layout.container.h.value()
    return {"total": ms(t0, t1)}, {"check": check}


def resize_widths(offset):
    """S3: 100 drag widths 568 -> 320, then 100 of 320, 568, 320, ..."""
    drag = [568 - 248 * k / 99 + offset for k in range(100)]
    rotation = [(320 if k % 2 == 0 else 568) + offset for k in range(100)]
    return drag, rotation


def run_resize(base, n):
    layout = make_layout(base, n)
    solver = build_and_solve(layout)
    c = layout.container
    # The swap keeps the current width: kiwi's edit constraint starts at
    # C.w == 0, so the current width is suggested (untimed) first.
    solver.removeConstraint(layout.width_constraint)
    solver.addEditVariable(c.w, EDIT_STRENGTH)
    solver.suggestValue(c.w, layout.initial_width)
    solver.updateVariables()
    variables = layout.variables()
    offset = 58 * n - 528 if base == "chain" else 0
    suggest = solver.suggestValue
    update = solver.updateVariables
    steps = {}  # phase -> ms of each suggestion
    for name, widths in zip(("drag", "rotation"), resize_widths(offset)):
        times = steps[name] = []
        for width in widths:
            t0 = now()
            suggest(c.w, width)
            update()
            for var in variables:
                var.value()
            times.append(ms(t0, now()))
    every = steps["drag"] + steps["rotation"]
    timings = {
        "total": statistics.mean(every),
        "drag": statistics.mean(steps["drag"]),
        "rotation": statistics.mean(steps["rotation"]),
        "first": every[0],
        "step": statistics.median(every),
    }
    if base == "chain":
        extra = {"check": layout.width_sum()}
    else:
        extra = {"check": layout.label_width_sum(),
                 "check_height": c.h.value()}
    return timings, extra


def run_hide(base, n):
    layout = make_layout(base, n)
    solver = build_and_solve(layout)
    plan = layout.hide_plan()
    variables = layout.variables()
    add = solver.addConstraint
    remove = solver.removeConstraint
    t0 = now()
    for removed, bridge in plan:
        for cons in removed:
            remove(cons)
        add(bridge)
    read_all(solver, variables)
    t1 = now()
    if base == "chain":
        check = layout.views[-1].x.value()
    else:
        check = layout.container.h.value()
    t2 = now()
    for removed, bridge in plan:
        remove(bridge)
        for cons in removed:
            add(cons)
    read_all(solver, variables)
    t3 = now()
    timings = {"total": ms(t0, t1) + ms(t2, t3), "hide": ms(t0, t1),
               "unhide": ms(t2, t3)}
    return timings, {"check": check}


# workload name -> (runner, layout base)
WORKLOADS = {
    "s1": (run_build, "chain"),
    "s2s": (run_build, "s2s"),
    "s2i": (run_build, "s2i"),
    "s3": (run_resize, "s2s"),
    "s3i": (run_resize, "s2i"),
    "s3chain": (run_resize, "chain"),
    "s4": (run_hide, "s2s"),
    "s4i": (run_hide, "s2i"),
    "s4chain": (run_hide, "chain"),
}


def clean(value):
    """Round away float noise (49.99999999 -> 50.0); ms keep ns resolution."""
    return round(value, 6)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Run a Plumb solver benchmark workload with kiwisolver "
                    "and print one JSON object.")
    parser.add_argument("--workload", required=True, choices=sorted(WORKLOADS))
    parser.add_argument("--size", required=True, type=int, help="N")
    parser.add_argument("--runs", type=int, default=5,
                        help="fresh-solver repetitions (default 5)")
    args = parser.parse_args(argv)
    if args.size < 1:
        parser.error("--size must be at least 1")
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    runner, base = WORKLOADS[args.workload]
    samples = {}
    extra = {}
    for _ in range(args.runs):
        timings, extra = runner(base, args.size)
        for key, value in timings.items():
            samples.setdefault(key, []).append(value)

    total = samples.pop("total")
    result = {
        "workload": args.workload,
        "size": args.size,
        "median_ms": clean(statistics.median(total)),
        "min_ms": clean(min(total)),
        "max_ms": clean(max(total)),
        "check": clean(extra.pop("check")),
        "peer": "kiwisolver",
        "runs": args.runs,
        "peer_version": kiwisolver.__version__,
    }
    for key, values in samples.items():  # per-phase medians (s3*, s4*)
        result[key + "_median_ms"] = clean(statistics.median(values))
    for key, value in extra.items():
        result[key] = clean(value)
    if args.workload.startswith("s3"):
        result["per"] = "suggestion"
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
