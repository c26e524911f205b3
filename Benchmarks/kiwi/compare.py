#!/usr/bin/env python3
"""Joins solver-compare's tables and kiwi_bench.py's into one, with the ratios ours / Kiwi.

    python3 kiwi/compare.py --ours ours-1.txt ours-2.txt --kiwi kiwi-1.txt kiwi-2.txt

With several runs of each (compare.sh alternates them), every figure is the least of its runs:
on a shared machine, noise only ever adds time. Columns: our time; Kiwi's as measured from
Python; the ratio; Kiwi less the Python floor (the same loop with the Kiwi calls replaced by a
no-op builtin), an estimate of the time inside Kiwi; and the ratio against that estimate.
"update" is our in-place constant change (Kiwi has none): it is compared with Kiwi's replace,
which is how a constant change is made with Kiwi.
"""
import sys


def read(paths):
    table = {}
    for path in paths:
        with open(path) as f:
            next(f)
            for line in f:
                workload, operation, ns = line.strip().split("|")
                key = (workload, operation)
                table[key] = min(table.get(key, float("inf")), float(ns))
    return table


args = sys.argv[1:]
if "--ours" in args:
    k = args.index("--kiwi")
    ours, kiwi = read(args[1:k]), read(args[k + 1 :])
else:
    ours, kiwi = read(args[:1]), read(args[1:2])

print("| Workload | Operation | OpenTableView (ns) | Kiwi (ns) | ours / Kiwi | Kiwi − Python floor (ns) | ours / that |")
print("|---|---|---:|---:|---:|---:|---:|")
for (workload, operation), ns in ours.items():
    theirs = "replace" if operation == "update" else operation
    other = kiwi.get((workload, theirs))
    floor = kiwi.get((workload, theirs + " floor"))
    label = "update (Kiwi: replace)" if operation == "update" else operation
    if other is None:
        print("| %s | %s | %.0f | — | — | — | — |" % (workload, label, ns))
        continue
    inside = other - floor if floor is not None else None
    print(
        "| %s | %s | %.0f | %.0f | %.2f | %s | %s |"
        % (
            workload,
            label,
            ns,
            other,
            ns / other,
            "%.0f" % inside if inside else "—",
            "%.2f" % (ns / inside) if inside and inside > 0 else "—",
        )
    )
