#!/usr/bin/env python3
"""Joins solver-compare's table and kiwi_bench.py's into one with the ratio ours / Kiwi.

    python3 kiwi/compare.py ours.txt kiwi.txt
"""
import sys


def read(path):
    table = {}
    with open(path) as f:
        next(f)
        for line in f:
            workload, operation, ns = line.strip().split("|")
            table[(workload, operation)] = float(ns)
    return table


ours = read(sys.argv[1])
kiwi = read(sys.argv[2])
print("| Workload | Operation | OpenTableView (ns) | Kiwi (ns) | ours / Kiwi |")
print("|---|---|---:|---:|---:|")
for key, ns in ours.items():
    other = kiwi.get(key)
    ratio = "%.2f" % (ns / other) if other else "—"
    print("| %s | %s | %.0f | %s | %s |" % (key[0], key[1], ns, "%.0f" % other if other else "—", ratio))
