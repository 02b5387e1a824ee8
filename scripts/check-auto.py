#!/usr/bin/env python3
"""Checks `life run --algorithm auto` against the better of the two engines on every pattern of a
folder (Golly's collection: `apt-get download golly && dpkg -x golly_*.deb DIR`, then
DIR/usr/share/golly/Patterns/Life).

For each pattern and generation count it times `--algorithm hashlife` and `--algorithm tiles`
(whole process, release build; the slower one is stopped once it passes ten times the faster),
then `auto`, and prints auto's time over the better engine's. Exit status 1 when any ratio is
over the limit (1.5 by default, with 0.1 s of slack for process start on tiny runs).

    python3 scripts/check-auto.py --life .build/release/life --generations 100000 DIR/Patterns/Life
"""
import argparse
import json
import os
import subprocess
import sys
import time

EXTENSIONS = (".rle", ".mc", ".lif", ".life", ".cells")


def timed(life, path, generations, algorithm, timeout):
    """Seconds the run took and its JSON result, or (None, reason) when it failed or ran out of time."""
    start = time.monotonic()
    try:
        done = subprocess.run([life, "run", path, "--generations", str(generations), "--algorithm", algorithm, "--json"],
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"over {timeout:.1f} s"
    seconds = time.monotonic() - start
    if done.returncode != 0:
        return None, done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}"
    return seconds, json.loads(done.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--life", default=".build/release/life")
    parser.add_argument("--generations", type=int, action="append")
    parser.add_argument("--limit", type=float, default=1.5)
    parser.add_argument("--slack", type=float, default=0.1, help="seconds forgiven on top of the limit")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    counts = args.generations or [100_000]
    paths = sorted(os.path.join(root, name) for folder in args.folders for root, _, names in os.walk(folder)
                   for name in names if name.lower().endswith(EXTENSIONS))
    worst, failures = 0.0, 0
    print(f"{'pattern':48} {'gens':>8} {'hashlife':>9} {'tiles':>9} {'auto':>9} {'ratio':>6}  auto ran")
    for generations in counts:
        for path in paths:
            name = os.path.relpath(path, os.path.commonpath(args.folders))[:48]
            hash_s, hash_r = timed(args.life, path, generations, "hashlife", args.timeout)
            tiles_timeout = min(args.timeout, 10 * hash_s + 1) if hash_s else args.timeout
            tiles_s, tiles_r = timed(args.life, path, generations, "tiles", tiles_timeout)
            known = [s for s in (hash_s, tiles_s) if s is not None]
            if not known:
                print(f"{name:48} {generations:>8} neither engine finished: {hash_r} / {tiles_r}")
                continue
            best = min(known)
            auto_s, auto_r = timed(args.life, path, generations, "auto", args.limit * best + args.slack + 5)
            fmt = lambda s: f"{s:9.3f}" if s is not None else f"{'-':>9}"
            if auto_s is None:
                ratio, ran = float("inf"), str(auto_r)
            else:
                ratio, ran = auto_s / best, auto_r["algorithm"]
            over = auto_s is None or auto_s > args.limit * best + args.slack
            failures += over
            worst = max(worst, ratio)
            print(f"{name:48} {generations:>8} {fmt(hash_s)} {fmt(tiles_s)} {fmt(auto_s)} {ratio:6.2f}  {ran}{'  OVER' if over else ''}",
                  flush=True)
    print(f"worst ratio {worst:.2f}; {failures} over {args.limit}x (+{args.slack} s)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
