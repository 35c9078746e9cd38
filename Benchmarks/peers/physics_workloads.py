#!/usr/bin/env python3
"""Physics workloads P1 (pile) and P2 (pyramid) of the Plumb benchmark spec,
run with pymunk (Chipmunk2D) and Box2D's Python binding.

The spec is docs/benchmarks.md. This is the peer side of
`plumb bench physics`: the same scenes, with the same constants, stepped 600
times at 1/60 s; only the stepping is timed (time.perf_counter_ns around the
600 step calls; building the world is not timed). A run's figure is the mean
ms per step; median_ms / min_ms / max_ms are over the runs (wall clock),
cpu_median_ms the same median by process CPU time (time.process_time_ns),
which a busy shared machine inflates less. Every run builds a fresh world.

Constants (spec): UIKit-like coordinates (origin top-left, +y down), gravity
(0, +1000) pt/s^2, step 1/60 s, boxes 50 x 50 pt, density 1 per pt^2,
friction 0.5, elasticity 0, sleeping after 0.5 s of rest.

Workloads (--workload):
  pile     P1: a closed container x in [0, 1000], y in [0, 2000] of four
           static segments; N boxes spawned at rest, unrotated: box i has
           row r = i div 18, column c = i mod 18, centre
           x = 30 + 55c + ((7i mod 5) - 2), y = 30 + 65r.
           check = "sleeping=K/N escaped=E" after 600 steps (E: centres
           outside the container).
  pyramid  P2: a static ground segment (-1000, 1000)-(2000, 1000), widened to
           (500 - 50N, 1000)-(500 + 50N, 1000) when that is wider; base N,
           row r (0 = bottom) has N - r boxes, box k of row r centred at
           x = 500 + (k - (N - 1 - r)/2) * 50, y = 1000 - 25 - 50r.
           check = "standing=true|false maxDisp=D": standing when every box
           is within 12.5 pt of its start and |angle| < 0.1 rad after 600
           steps; D is the largest displacement in pt.

Engines (--engine):
  pymunk   Chipmunk2D through pymunk, in points. space.iterations = 10 (as
           the spec's anchor figure), sleep_time_threshold = 0.5 s, the
           default idle speed threshold (|g| * dt) and collision slop.
           Chipmunk multiplies the two shapes' friction coefficients where
           Plumb and Box2D take sqrt(muA * muB), so every shape gets
           friction sqrt(0.5): the contact coefficient is 0.5 as in the
           other engines (--pymunk-raw-friction gives the shapes 0.5, i.e.
           contacts 0.25).
  box2d    Box2D 2.3 through PyPI `box2d` (module Box2D, the 2.x API), in
           metres at 100 pt/m (docs/dynamics.md 15.3): gravity 10 m/s^2, boxes
           0.5 x 0.5 m of density 10,000 kg/m^2 (1 per pt^2), edges for the
           segments; 8 velocity and 3 position iterations (Box2D's
           recommended values); sleeping is Box2D's own (b2_timeToSleep is
           0.5 s). Displacements are converted back to points.

Output: one JSON line per engine on stdout, the same shape as Plumb's
benches, e.g.
  {"workload": "pile", "size": 500, "engine": "pymunk", "median_ms": 0.64,
   "min_ms": 0.62, "max_ms": 0.70, "check": "sleeping=0/500 escaped=0",
   "runs": 5, "engine_version": "7.3.1", ...}
An engine that cannot be imported is skipped with a message on stderr (the
exit status is 1 if nothing ran).
"""

import argparse
import json
import math
import statistics
import sys
import time

GRAVITY = 1000.0          # pt/s^2, +y down
DT = 1.0 / 60.0
STEPS = 600
BOX = 50.0                # pt
DENSITY = 1.0             # per pt^2
FRICTION = 0.5
ELASTICITY = 0.0
SLEEP_TIME = 0.5          # s
CONTAINER_W = 1000.0
CONTAINER_H = 2000.0
GROUND_Y = 1000.0
GROUND_X0, GROUND_X1 = -1000.0, 2000.0
STAND_DISP = 12.5         # pt
STAND_ANGLE = 0.1         # rad

PYMUNK_ITERATIONS = 10
BOX2D_PT_PER_M = 100.0
BOX2D_VELOCITY_ITERATIONS = 8
BOX2D_POSITION_ITERATIONS = 3


# ---------------------------------------------------------------------------
# Scenes (engine-independent): static segments and box centres, in points
# ---------------------------------------------------------------------------

def pile_scene(n):
    segments = [((0, 0), (CONTAINER_W, 0)),
                ((CONTAINER_W, 0), (CONTAINER_W, CONTAINER_H)),
                ((CONTAINER_W, CONTAINER_H), (0, CONTAINER_H)),
                ((0, CONTAINER_H), (0, 0))]
    boxes = []
    for i in range(n):
        r, c = divmod(i, 18)
        boxes.append((30 + 55 * c + ((7 * i) % 5 - 2), 30 + 65 * r))
    return segments, boxes


def pyramid_scene(n):
    x0 = min(GROUND_X0, 500 - BOX * n)
    x1 = max(GROUND_X1, 500 + BOX * n)
    segments = [((x0, GROUND_Y), (x1, GROUND_Y))]
    boxes = []
    for r in range(n):
        for k in range(n - r):
            boxes.append((500 + (k - (n - 1 - r) / 2) * BOX,
                          GROUND_Y - BOX / 2 - BOX * r))
    return segments, boxes


SCENES = {"pile": pile_scene, "pyramid": pyramid_scene}


def check(workload, starts, states):
    """states: (x, y, angle, sleeping) per box, in points and radians."""
    n = len(starts)
    if workload == "pile":
        sleeping = sum(1 for s in states if s[3])
        escaped = sum(1 for x, y, _, _ in states
                      if not (0 <= x <= CONTAINER_W and 0 <= y <= CONTAINER_H))
        return "sleeping=%d/%d escaped=%d" % (sleeping, n, escaped), {
            "sleeping": sleeping, "escaped": escaped}
    max_disp = max(math.hypot(x - x0, y - y0)
                   for (x0, y0), (x, y, _, _) in zip(starts, states))
    max_angle = max(abs(a) for _, _, a, _ in states)
    standing = max_disp <= STAND_DISP and max_angle < STAND_ANGLE
    return "standing=%s maxDisp=%.2f" % ("true" if standing else "false",
                                          max_disp), {
        "max_disp": round(max_disp, 4), "max_angle": round(max_angle, 6),
        # largest horizontal and vertical moves (+y down: negative = up)
        "max_dx": round(max((x - x0 for (x0, _), (x, _, _, _)
                             in zip(starts, states)), key=abs), 4),
        "max_dy": round(max((y - y0 for (_, y0), (_, y, _, _)
                             in zip(starts, states)), key=abs), 4),
        "sleeping": sum(1 for s in states if s[3])}


# ---------------------------------------------------------------------------
# Engines: build(segments, boxes) -> (step, states); version()
# ---------------------------------------------------------------------------

class Pymunk:
    name = "pymunk"

    def __init__(self, raw_friction=False):
        import pymunk
        self.pymunk = pymunk
        # Chipmunk multiplies the shapes' coefficients (muA * muB).
        self.friction = FRICTION if raw_friction else math.sqrt(FRICTION)
        self.contact_friction = self.friction ** 2

    def version(self):
        return self.pymunk.version

    def extra(self):
        return {"engine_detail": "Chipmunk2D " + self.pymunk.chipmunk_version,
                "iterations": PYMUNK_ITERATIONS,
                "contact_friction": round(self.contact_friction, 6)}

    def build(self, segments, boxes):
        pm = self.pymunk
        space = pm.Space()
        space.gravity = (0, GRAVITY)
        space.iterations = PYMUNK_ITERATIONS
        space.sleep_time_threshold = SLEEP_TIME
        for a, b in segments:
            seg = pm.Segment(space.static_body, a, b, 0)
            seg.friction = self.friction
            seg.elasticity = ELASTICITY
            space.add(seg)
        bodies = []
        for x, y in boxes:
            body = pm.Body()
            body.position = (x, y)
            shape = pm.Poly.create_box(body, (BOX, BOX))
            shape.density = DENSITY
            shape.friction = self.friction
            shape.elasticity = ELASTICITY
            space.add(body, shape)
            bodies.append(body)

        def step():
            s = space.step
            for _ in range(STEPS):
                s(DT)

        def states():
            return [(b.position.x, b.position.y, b.angle, b.is_sleeping)
                    for b in bodies]

        return step, states


class Box2D:
    name = "box2d"

    def __init__(self):
        import Box2D as b2  # PyPI `box2d` 2.3.x installs the 2.x module Box2D
        self.b2 = b2

    def version(self):
        return self.b2.__version__

    def extra(self):
        # pybox2d 2.3.x wraps Box2D 2.3 (its b2Version is not readable
        # from Python); the binding's version is engine_version.
        return {"engine_detail": "pybox2d (Box2D 2.3)",
                "iterations": "%d velocity / %d position" % (
                    BOX2D_VELOCITY_ITERATIONS, BOX2D_POSITION_ITERATIONS),
                "pt_per_m": BOX2D_PT_PER_M}

    def build(self, segments, boxes):
        b2 = self.b2
        k = BOX2D_PT_PER_M
        world = b2.b2World(gravity=(0, GRAVITY / k), doSleep=True)
        ground = world.CreateStaticBody()
        for (ax, ay), (bx, by) in segments:
            ground.CreateEdgeFixture(vertices=[(ax / k, ay / k),
                                               (bx / k, by / k)],
                                     friction=FRICTION,
                                     restitution=ELASTICITY)
        half = BOX / 2 / k
        density = DENSITY * k * k  # per m^2
        bodies = []
        for x, y in boxes:
            body = world.CreateDynamicBody(position=(x / k, y / k), angle=0)
            body.CreatePolygonFixture(box=(half, half), density=density,
                                      friction=FRICTION,
                                      restitution=ELASTICITY)
            bodies.append(body)

        def step():
            s = world.Step
            for _ in range(STEPS):
                s(DT, BOX2D_VELOCITY_ITERATIONS, BOX2D_POSITION_ITERATIONS)

        def states():
            out = []
            for b in bodies:
                p = b.position
                out.append((p[0] * k, p[1] * k, b.angle, not b.awake))
            return out

        return step, states


def run(engine, workload, n, runs):
    segments, boxes = SCENES[workload](n)
    per_step = []
    cpu_per_step = []  # process CPU time: less sensitive to a busy machine
    summary = details = None
    for _ in range(runs):
        step, states = engine.build(segments, boxes)
        c0 = time.process_time_ns()
        t0 = time.perf_counter_ns()
        step()
        t1 = time.perf_counter_ns()
        c1 = time.process_time_ns()
        per_step.append((t1 - t0) / 1e6 / STEPS)
        cpu_per_step.append((c1 - c0) / 1e6 / STEPS)
        run_summary, run_details = check(workload, boxes, states())
        if summary is not None and run_summary != summary:
            details["deterministic"] = False
        else:
            summary, details = run_summary, run_details
    result = {
        "workload": workload,
        "size": n,
        "engine": engine.name,
        "median_ms": round(statistics.median(per_step), 6),
        "min_ms": round(min(per_step), 6),
        "max_ms": round(max(per_step), 6),
        "check": summary,
        "runs": runs,
        "cpu_median_ms": round(statistics.median(cpu_per_step), 6),
        "bodies": len(boxes),
        "steps": STEPS,
        "engine_version": engine.version(),
    }
    result.update(engine.extra())
    result.update(details)
    return result


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Run a Plumb physics benchmark workload (P1 pile, P2 "
                    "pyramid) in pymunk and/or Box2D; one JSON line per "
                    "engine.")
    parser.add_argument("--workload", required=True, choices=sorted(SCENES))
    parser.add_argument("--size", required=True, type=int,
                        help="N: boxes (pile) or base (pyramid)")
    parser.add_argument("--runs", type=int, default=5,
                        help="fresh-world repetitions (default 5)")
    parser.add_argument("--engine", default="all",
                        choices=["pymunk", "box2d", "all"])
    parser.add_argument("--pymunk-raw-friction", action="store_true",
                        help="give pymunk shapes friction 0.5 (contacts "
                             "0.25) instead of sqrt(0.5) (contacts 0.5)")
    args = parser.parse_args(argv)
    if args.size < 1:
        parser.error("--size must be at least 1")
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    wanted = ["pymunk", "box2d"] if args.engine == "all" else [args.engine]
    ran = 0
    for name in wanted:
        try:
            if name == "pymunk":
                engine = Pymunk(raw_friction=args.pymunk_raw_friction)
            else:
                engine = Box2D()
        except ImportError as error:
            pip = "pymunk" if name == "pymunk" else "box2d"
            sys.stderr.write("%s skipped: cannot import it (%s); try "
                             "`pip install %s`\n" % (name, error, pip))
            continue
        json.dump(run(engine, args.workload, args.size, args.runs),
                  sys.stdout)
        sys.stdout.write("\n")
        sys.stdout.flush()
        ran += 1
    return 0 if ran else 1


if __name__ == "__main__":
    sys.exit(main())
