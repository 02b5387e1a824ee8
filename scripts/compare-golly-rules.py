#!/usr/bin/env python3
"""Runs patterns of every rule family Golly knows through `life run` and bgolly side by side and
prints, for each pattern and generation, whether the populations agree.

Usage: python3 scripts/compare-golly-rules.py [--golly DIR] [--life PATH] [--generations 1,10,100,1000]
                                              [--soups | --soups-only] [--timeout SECONDS] [FILE ...]

DIR is an unpacked Debian golly package (apt-get download golly && dpkg -x golly_*.deb DIR); by
default /tmp/golly/x. With no FILE it takes Golly's Life-Like, Non-Totalistic, Generations and
Larger-than-Life folders and Life/Bounded-Grids; --soups adds seeded soups on every neighbourhood
and bounded grid. Exit status 1 when any row disagrees.
"""
import argparse, os, random, re, subprocess, sys, tempfile

FOLDERS = ["Life-Like", "Non-Totalistic", "Generations", "Larger-than-Life", "Life/Bounded-Grids"]
SOUP_RULES = ["B3/S23", "B36/S23H", "B2/S013V", "B2n3/S23-q", "B3/S2-i34q", "B2-a/S12", "B013/S23", "B0123478/S34678",
              "345/2/4", "/2/3", "23/3/4V", "2/13/21H", "R2,C0,M1,S5..8,B4..6,NM", "R3,C0,M0,S8..14,B7..10,NN",
              "R3,C3,M1,S9..16,B8..12,NC",
              # Seeded random MAP tables (Moore, hexagonal, von Neumann), as in Tests/Fixtures/Golly.
              "MAPYANKSiIgwDigIGgPaoBBICEJoiiksQMCgRwQEQSRbAoOoBAIZAAbVRVCMnAaC8AGVAgkQBOEWggKIVpEsGQEHQ",
              "MAPcWyTcAB/GKA+Q0TiCKFJDg",
              "MAPIKEwOQ",
              # History rules: Golly 3.3 runs LifeHistory from its Rules folder (RuleLoader).
              "LifeHistory"]
SOUP_GRIDS = ["", ":P40,30", ":T40,30", ":T40+3,30", ":T40,30-2", ":T0,30", ":K40*,30", ":K40,30*", ":K40*+1,30",
              ":C40,30", ":S36"]


def algorithm_for(rule):
    if rule.split(":")[0].lower() == "lifehistory":
        return "RuleLoader"
    if re.match(r"^\s*R\d+,", rule) or re.match(r"^\d+,\d+,\d+,\d+,\d+", rule):
        return "Larger than Life"
    if rule.count("/") == 2 or re.match(r"^[gG]\d", rule):
        return "Generations"
    return "QuickLife"


def rule_of(path):
    with open(path, errors="replace") as f:
        for line in f:
            m = re.search(r"rule\s*=\s*([^\s]+)", line)
            if m and line.lstrip().startswith("x"):
                return m.group(1)
            if line.startswith("#RULE"):
                return line.split(None, 1)[1].strip()
    return "B3/S23"


def bgolly(golly, path, generations, timeout):
    rule = rule_of(path)
    exe = os.path.join(golly, "usr/bin/bgolly")
    top = max(generations)
    algorithm = algorithm_for(rule)
    rules = ["-s", os.path.join(golly, "usr/share/golly/Rules/")] if algorithm == "RuleLoader" else []
    try:
        out = subprocess.run([exe, "-a", algorithm, *rules, "-m", str(top), "-i", "1", path],
                             capture_output=True, text=True, timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        return None
    pops = {}
    for line in out.splitlines():
        m = re.match(r"^([\d,]+): ([\d,]+)$", line.strip())
        if m:
            pops[int(m.group(1).replace(",", ""))] = int(m.group(2).replace(",", ""))
    return {g: pops.get(g) for g in generations}


def life(exe, path, generation, timeout):
    try:
        run = subprocess.run([exe, "run", path, "--generations", str(generation)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    m = re.search(r"population (\d+)", run.stdout)
    return int(m.group(1)) if m else (run.stderr.strip().splitlines() or ["no output"])[-1][:100]


def soups(directory):
    rng = random.Random(2026)
    paths = []
    for rule in SOUP_RULES:
        for grid in SOUP_GRIDS:
            ltl = rule.startswith("R")
            if ltl and grid not in ("", ":P40,30", ":T40,30"):
                continue
            states = 7 if rule.endswith("History") else 3 if rule.count("/") == 2 or ",C3," in rule else 2
            width, height = 20, 16
            rows = []
            for _ in range(height):
                row = ""
                for _ in range(width):
                    if states == 7:
                        # Every History state, mostly on (A) or off (.), a few marked, start and boundary cells.
                        row += rng.choice("AAAA.....BCDEF")
                    else:
                        row += ("A" if states > 2 else "o") if rng.random() < 0.4 else ("." if states > 2 else "b")
                rows.append(row)
            name = re.sub(r"[^A-Za-z0-9]+", "_", rule + grid)
            path = os.path.join(directory, f"soup_{name}.rle")
            with open(path, "w") as f:
                f.write(f"x = {width}, y = {height}, rule = {rule}{grid}\n" + "$".join(rows) + "!\n")
            paths.append(path)
    return paths


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--golly", default="/tmp/golly/x")
    parser.add_argument("--life", default=".build/release/life")
    parser.add_argument("--generations", default="1,10,100,1000")
    parser.add_argument("--soups", action="store_true")
    parser.add_argument("--soups-only", action="store_true")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    generations = [int(g) for g in args.generations.split(",")]
    patterns = os.path.join(args.golly, "usr/share/golly/Patterns")
    files = list(args.files)
    if not files and not args.soups_only:
        for folder in FOLDERS:
            for root, _, names in os.walk(os.path.join(patterns, folder)):
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith((".rle", ".mcl", ".lif", ".life"))]
    scratch = tempfile.mkdtemp(prefix="life-golly-")
    if args.soups or args.soups_only:
        files += soups(scratch)
    agree = total = 0
    for path in files:
        expected = bgolly(args.golly, path, generations, args.timeout)
        for g in generations:
            want = expected.get(g) if expected else None
            if want is None:
                print(f"skip  {os.path.relpath(path, patterns) if path.startswith(patterns) else os.path.basename(path)} @{g}: bgolly gave no figure")
                continue
            got = life(args.life, path, g, args.timeout)
            total += 1
            ok = got == want
            agree += ok
            name = os.path.relpath(path, patterns) if path.startswith(patterns) else os.path.basename(path)
            print(f"{'ok   ' if ok else 'DIFF '} {name} @{g}: golly {want}, life {got}")
    print(f"{agree} of {total} agree")
    sys.exit(0 if agree == total else 1)


if __name__ == "__main__":
    main()
