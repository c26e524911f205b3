#!/usr/bin/env python3
"""Times Kiwi (kiwisolver, the C++ Cassowary implementation) on the workloads solver-compare
exports, with the same loops and clock as solver-compare, so the ratios are same-run figures.

    swift run -c release --scratch-path ../.build-solver-bench solver-compare export kiwi/workloads.json
    python3 kiwi/kiwi_bench.py kiwi/workloads.json

Constraint objects are made before the clock starts; what is timed is the solver's calls
(addConstraint, suggestValue, removeConstraint, updateVariables) plus Python's call overhead,
which cannot be avoided from Python. Each operation is also timed with the Kiwi calls replaced by
a C builtin that does nothing ("<operation> floor"): Kiwi's time less that floor estimates the
time spent inside Kiwi (see README.md).

Kiwi folds strengths into one number; the priorities of the workloads map to it as
1000 -> required, 750 -> strong, 500 -> medium, 250 -> weak, 50 -> weak / 100.
Kiwi has no in-place constant change: "update" is not measured here.
"""
import json
import operator
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {
    1000.0: kiwi.strength.required,
    750.0: kiwi.strength.strong,
    500.0: kiwi.strength.medium,
    250.0: kiwi.strength.weak,
    50.0: kiwi.strength.create(0, 0, 0.01),
}


def make(spec, variables, constant=None):
    expression = sum((variables[int(i)] * c for i, c in spec["terms"]), 0)
    expression = expression + (spec["constant"] if constant is None else constant)
    if spec["op"] == "==":
        constraint = expression == 0
    elif spec["op"] == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | STRENGTHS[float(spec["priority"])]


def measure(batches, per_batch, body):
    samples = []
    for _ in range(batches):
        start = time.perf_counter_ns()
        body(per_batch)
        samples.append((time.perf_counter_ns() - start) / per_batch)
    samples.sort()
    return samples[len(samples) // 2]


def workload(system):
    variables = [kiwi.Variable("x%d" % i) for i in range(system["variableCount"])]
    constraints = [make(c, variables) for c in system["constraints"]]
    big = len(constraints) >= 1000

    def build():
        solver = kiwi.Solver()
        add = solver.addConstraint
        for c in constraints:
            add(c)
        solver.updateVariables()
        return solver

    # Check that Kiwi finds the same solution as OpenTableViewConstraintSolver.
    build()
    expected = system.get("expected")
    if expected:
        worst = max(abs(v.value() - e) for v, e in zip(variables, expected))
        if worst > 1e-6:
            print("# %s: Kiwi's solution differs by %g" % (system["name"], worst), file=sys.stderr)

    def run_build(n):
        for _ in range(n):
            build()

    suggest_solver = build()
    edit = variables[system["editVariable"]]
    suggest_solver.addEditVariable(edit, STRENGTHS[float(system["editPriority"])])
    values = system["editValues"]
    step = [0]

    def run_suggest(n):
        suggest = suggest_solver.suggestValue
        update = suggest_solver.updateVariables
        for _ in range(n):
            step[0] += 1
            suggest(edit, values[step[0] % len(values)])
            update()

    replace_solver = build()
    spec = system["constraints"][system["replaceIndex"]]
    replacements = [make(spec, variables, c) for c in system["replaceConstants"]]
    current = [constraints[system["replaceIndex"]]]

    def run_replace(n):
        remove = replace_solver.removeConstraint
        add = replace_solver.addConstraint
        update = replace_solver.updateVariables
        for _ in range(n):
            step[0] += 1
            # A fresh constraint each time, as UIKit's constant change (a new constraint
            # object with the same expression), made before the clock in `replacements`.
            nxt = replacements[step[0] % len(replacements)]
            if nxt is current[0]:
                nxt = make(spec, variables, system["replaceConstants"][step[0] % len(replacements)])
            remove(current[0])
            add(nxt)
            current[0] = nxt
            update()

    # Python's own share: the same loops with every Kiwi call replaced by a C builtin that does
    # nothing of substance with as many arguments (id, operator.is_, ().__len__), so
    # "Kiwi - floor" estimates the time spent inside Kiwi.
    one = id
    two = operator.is_
    none = ().__len__

    def floor_build(n):
        for _ in range(n):
            none()
            add = one
            for c in constraints:
                add(c)
            none()

    def floor_suggest(n):
        suggest = two
        update = none
        for _ in range(n):
            step[0] += 1
            suggest(edit, values[step[0] % len(values)])
            update()

    def floor_replace(n):
        remove = one
        add = one
        update = none
        for _ in range(n):
            step[0] += 1
            nxt = replacements[step[0] % len(replacements)]
            if nxt is current[0]:
                nxt = replacements[0]
            remove(current[0])
            add(nxt)
            update()

    rows = []
    for name, run, floor, per_batch in [
        ("build", run_build, floor_build, 5 if big else 500),
        ("suggest", run_suggest, floor_suggest, 500 if big else 5000),
        ("replace", run_replace, floor_replace, 500 if big else 5000),
    ]:
        rows.append((name, measure(15, per_batch, run)))
        rows.append((name + " floor", measure(15, per_batch, floor)))
    return rows


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "kiwi/workloads.json"
    with open(path) as f:
        systems = json.load(f)
    print("workload|operation|ns per operation (Kiwi %s)" % kiwi.__version__)
    for system in systems:
        for operation, ns in workload(system):
            print("%s|%s|%.0f" % (system["name"], operation, ns))


if __name__ == "__main__":
    main()
