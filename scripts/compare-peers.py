#!/usr/bin/env python3
"""Times `life run` against Golly's bgolly (and lifelib, when `import lifelib` works) on Golly's
own showcase patterns, whole process, alternating runs, and prints medians and ratios.

Get the peer and its pattern collection without installing the GUI:

    apt-get download golly && dpkg -x golly_*.deb DIR
    python3 scripts/compare-peers.py --golly DIR [--life .build/release/life] [--runs 3]

Each workload is a file of the collection (or one `life bench --export` writes, for the soups),
a generation count and the engines it is about: HashLife far jumps (ours `--algorithm hashlife`
against bgolly's HashLife) and every-generation runs (ours `--algorithm tiles` against QuickLife).
Times are wall-clock seconds of the whole process (reading the file, running, printing the
population), peak memory is the process's maximum resident set from /usr/bin/time. A ratio
below 1 means ours is faster or smaller. Exit status 1 when a run fails or two programs disagree
on the population.

With --families it times instead every rule family and bounded grid Golly runs, on seeded soups
and on files of Golly's own collection: ours as `life run` picks (auto) against bgolly's algorithm
for that family (QuickLife for two-state rules of range 1, Generations, Larger than Life).

With --folders it times each of Golly's rule folders in all: every file of Life-Like,
Non-Totalistic, Generations, Larger-than-Life and Life/Bounded-Grids run to --generations (1000 by
default), each file's median of --runs interleaved runs, ours as `life run` picks against bgolly's
algorithm for the folder's family; it prints each file, then each folder's total and ratio.

With --endings it times what finding an ending costs against the run itself, ours alone: `life
final` on a soup against `life run` to the generation `final` found (time and memory), `final
--max-generations 107` against `run --generations 107` on a line of a million cells (memory: the
detector keeps copies of a universe that grows to 100M cells), and how long `final --max-seconds
0.4` on the 2048 soup (whose ending takes longer) takes to answer.
"""
import argparse
import random
import os
import statistics
import subprocess
import sys
import tempfile
import time

# (name, path under the collection or "export:NAME", generations, kind)
WORKLOADS = [
    ("catacryst 2^30", "HashLife/catacryst.mc", 1 << 30, "leap"),
    ("metacatacryst 2^28", "HashLife/metacatacryst.mc", 1 << 28, "leap"),
    ("c4 sideways rake 2^40", "Life/Rakes/c4-sideways-rake.rle", 1 << 40, "leap"),
    ("LWSS breeder 2^30", "Life/Breeders/LWSS-breeder.rle", 1 << 30, "leap"),
    ("Turing machine 2^24", "Life/Signal-Circuitry/Turing-Machine-3-state.rle", 1 << 24, "leap"),
    ("soup 1024 2^12", "export:hash-soup", 1 << 12, "leap"),
    # The three jumps the lifelib goal is set on.
    ("lifelib: catacryst 2^40", "HashLife/catacryst.mc", 1 << 40, "leap"),
    ("lifelib: c4 sideways rake 2^20", "Life/Rakes/c4-sideways-rake.rle", 1 << 20, "leap"),
    ("lifelib: soup 1024 2^10", "export:hash-soup", 1 << 10, "leap"),
    ("soup 1024 x2000", "export:soup-1024", 2000, "step"),
    ("soup 2048 x1000", "export:soup-2048", 1000, "step"),
    ("LWSS breeder x10000", "Life/Breeders/LWSS-breeder.rle", 10000, "step"),
    ("unit cell 512 x2000", "Life/Signal-Circuitry/Unit-Life-Cell-512x512.rle", 2000, "step"),
    ("Turing machine x10000", "Life/Signal-Circuitry/Turing-Machine-3-state.rle", 10000, "step"),
]

# (name, "soup:RULE:SIDE" or a path under the collection, generations, bgolly's algorithm)
FAMILY_WORKLOADS = [
    ("B3/S23 soup 1024 x5000", "soup:B3/S23:1024", 5000, "QuickLife"),
    ("INT B2n3/S23-q 1024 x5000", "soup:B2n3/S23-q:1024", 5000, "QuickLife"),
    ("INT B3/S2-i34q 2048 x2000", "soup:B3/S2-i34q:2048", 2000, "QuickLife"),
    ("hex B245/S3H 1024 x2000", "soup:B245/S3H:1024", 2000, "QuickLife"),
    ("vN B2/S013V 1024 x2000", "soup:B2/S013V:1024", 2000, "QuickLife"),
    ("B0 B013/S012345 1024 x5000", "soup:B013/S012345:1024", 5000, "QuickLife"),
    ("B0 B0123478/S34678 1024 x1000", "soup:B0123478/S34678:1024", 1000, "QuickLife"),
    ("torus :T512+7,512 x2000", "soup:B3/S23:T512+7,512:512", 2000, "QuickLife"),
    ("Klein :K512*,512 x2000", "soup:B2n3/S23-q:K512*,512:512", 2000, "QuickLife"),
    ("cross-surface :C512 x2000", "soup:B3/S23:C512,512:512", 2000, "QuickLife"),
    ("sphere :S512 x2000", "soup:B36/S23:S512:512", 2000, "QuickLife"),
    ("bounded plane :P512 x2000", "soup:B3/S23:P512,512:512", 2000, "QuickLife"),
    ("Golly Bounded-Grids x5000", "Life/Bounded-Grids/herringbone-agar-p14.rle", 5000, "QuickLife"),
    ("Golly Non-Totalistic x5000", "Non-Totalistic/Sierpinski-builder.rle", 5000, "QuickLife"),
    ("Gen 345/2/4 512 x1000", "soup:345/2/4:512", 1000, "Generations"),
    ("Gen /2/3 512 x1000", "soup:/2/3:512", 1000, "Generations"),
    ("Gen 345/2/4 :T512 x1000", "soup:345/2/4:T512,512:512", 1000, "Generations"),
    ("Gen /2/3 :K1024* x1000", "soup:/2/3:K1024*,1024:64", 1000, "Generations"),
    ("Golly Generations x2000", "Generations/Fireworks.mcl", 2000, "Generations"),
    ("LtL R5 512 x200", "soup:R5,C0,M1,S34..58,B34..45,NM:512", 200, "Larger than Life"),
    ("LtL R5 :T512 x200", "soup:R5,C0,M1,S34..58,B34..45,NM:T512,512:512", 200, "Larger than Life"),
    ("Golly LtL :T400 x1000", "Larger-than-Life/BugCollection.rle", 1000, "Larger than Life"),
    ("Golly LtL :P700 x1000", "Larger-than-Life/GunCollection.rle", 1000, "Larger than Life"),
]


def soup(directory, spec):
    """Writes the seeded soup "soup:RULE[:GRID]:SIDE" (half the cells alive, a live cell of a
    Generations rule in state 1) and returns its path."""
    parts = spec.split(":")[1:]
    side = int(parts[-1])
    rule = ":".join(parts[:-1])
    rng = random.Random(side * 7919 + len(rule))
    rows = ["".join("A" if rng.random() < 0.5 else "." for _ in range(side)) for _ in range(side)]
    path = os.path.join(directory, "soup-" + "".join(c if c.isalnum() else "_" for c in rule) + f"-{side}.rle")
    with open(path, "w") as f:
        f.write(f"x = {side}, y = {side}, rule = {rule}\n" + "$".join(rows) + "!\n")
    return path

# (name, "export:NAME" or "soup:RULE:SIDE"): soups whose endings `life final` finds
ENDING_WORKLOADS = [
    ("soup 1024 (bench)", "export:soup-1024"),
    ("soup 2048 (bench)", "export:soup-2048"),
    ("soup 512", "soup:B3/S23:512"),
    ("HighLife soup 512", "soup:B36/S23:512"),
]

# (folder under the collection, bgolly's algorithm for its family)
FOLDERS = [
    ("Life-Like", "QuickLife"),
    ("Non-Totalistic", "QuickLife"),
    ("Generations", "Generations"),
    ("Larger-than-Life", "Larger than Life"),
    ("Life/Bounded-Grids", "QuickLife"),
]


def measure(command, allowed=(0,)):
    """(seconds, peak MiB, last line of output) of one run, or raises with its error.

    Wall-clock time from just before the start to the exit (perf_counter, so short runs are not
    rounded to 10 ms; /usr/bin/time's own start costs about a millisecond, the same for every
    program), peak resident memory of the program from /usr/bin/time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + command,
                              capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if done.returncode not in allowed:
            raise RuntimeError(f"{' '.join(command)}: {done.stderr.strip()[-300:]}")
        kib = report.read().split()[-1]
    return seconds, int(kib) / 1024, (done.stdout.strip().splitlines() or [""])[-1]


def ours(life, path, generations, kind):
    algorithm = ["--algorithm", "hashlife" if kind == "leap" else "tiles"] if kind in ("leap", "step") else []
    seconds, mib, line = measure([life, "run", path, "--generations", str(generations)] + algorithm)
    # "generation N: population P, ..."
    population = int(line.split("population ")[1].split(",")[0])
    return seconds, mib, population


def golly(bgolly, path, generations, kind):
    algorithm = "HashLife" if kind == "leap" else "QuickLife" if kind == "step" else kind
    # RuleLoader reads the rule's file from Golly's Rules folder, beside bgolly in the package.
    rules = ["-s", os.path.join(os.path.dirname(bgolly), "../share/golly/Rules/")] if algorithm == "RuleLoader" else []
    seconds, mib, line = measure([bgolly, "-a", algorithm] + rules + ["-m", str(generations), "-i", str(generations), "-M", "4000", path])
    # bgolly prints "<generation>: <population>" for the last step.
    population = int(line.split(":")[-1].strip().replace(",", ""))
    return seconds, mib, population


LIFELIB_RUN = """
import sys, lifelib
sess = lifelib.load_rules('b3s23')
lt = sess.lifetree(memory=4000)
pattern = lt.load(sys.argv[1])
print(pattern[int(sys.argv[2])].population)
"""


def lifelib_runner():
    """A runner for lifelib when it imports, else None."""
    check = subprocess.run([sys.executable, "-c", "import lifelib"], capture_output=True)
    if check.returncode != 0:
        return None

    # The first use builds lifelib's rule library (a minute or so): not part of any timing.
    subprocess.run([sys.executable, "-c", "import lifelib; lifelib.load_rules('b3s23')"], capture_output=True)

    def run(path, generations, kind):
        seconds, mib, line = measure([sys.executable, "-c", LIFELIB_RUN, path, str(generations)])
        return seconds, mib, int(line)
    return run


def endings(life, exported, runs):
    """The --endings table: `final` against `run` to the same generation; 0, or 1 when a run failed."""
    print(f"{'workload':30} {'final s':>8} {'run s':>8} {'ratio':>6} {'final MiB':>9} {'run MiB':>9} {'ratio':>6}")
    rows = []
    for name, where in ENDING_WORKLOADS:
        path = soup(exported, where) if where.startswith("soup:") else os.path.join(exported, where[7:] + ".rle")
        found = subprocess.run([life, "final", "--json", path], capture_output=True, text=True, check=True)
        generation = int(found.stdout.split('"generation": ')[1].split(",")[0])
        rows.append((f"{name} to {generation}", [life, "final", path], [life, "run", path, "--generations", str(generation)], (0,)))
    line = os.path.join(exported, "line-1000000.rle")
    with open(line, "w") as f:
        f.write("x = 1000000, y = 1, rule = B3/S23\n1000000o!\n")
    rows.append(("line of 10^6 cells to 107", [life, "final", line, "--max-generations", "107"],
                 [life, "run", line, "--generations", "107"], (0, 3)))
    for name, final, run, allowed in rows:
        times, memory = ([], []), ([], [])
        for _ in range(runs):
            for k, command in enumerate((final, run)):
                seconds, mib, _ = measure(command, allowed if k == 0 else (0,))
                times[k].append(seconds)
                memory[k].append(mib)
        t, m = [statistics.median(v) for v in times], [statistics.median(v) for v in memory]
        print(f"{name:30} {t[0]:8.3f} {t[1]:8.3f} {t[0] / t[1]:6.2f} {m[0]:9.0f} {m[1]:9.0f} {m[0] / m[1]:6.2f}", flush=True)
    # The line stops at the memory budget first (its cell lists would pass it at 127): the time
    # limit is shown on the 2048 soup instead, stopped well before its ending.
    big = os.path.join(exported, "soup-2048.rle")
    answers = [measure([life, "final", big, "--max-seconds", "0.4"], (0, 3))[0] for _ in range(runs)]
    starts = [measure([life, "final", big, "--max-generations", "1"], (0, 3))[0] for _ in range(runs)]
    print(f"\n`final --max-seconds 0.4` on the 2048 soup answers after {statistics.median(answers):.3f} s, of which "
          f"{statistics.median(starts):.3f} s start and reading (`--max-generations 1`); medians of {runs}")
    return 0


def rule_loader_needed(path):
    """Whether bgolly runs the file only through RuleLoader (LifeHistory: Golly 3.3 reads it from its Rules folder)."""
    with open(path, errors="replace") as f:
        for line in f:
            if line.lstrip().startswith("x"):
                return "lifehistory" in line.lower()
    return False


def folders(life, bgolly, patterns, generations, runs):
    """The --folders table: each rule folder in all against bgolly; 0, or 1 when a run failed or disagreed."""
    failed = False
    totals = []
    for folder, algorithm in FOLDERS:
        files = sorted(os.path.join(root, name) for root, _, names in os.walk(os.path.join(patterns, folder))
                       for name in names if name.lower().endswith((".rle", ".mcl")))
        spent = {"life": 0.0, "bgolly": 0.0}
        print(f"{folder}: {len(files)} files at {generations} generations")
        for path in files:
            times = {"life": [], "bgolly": []}
            populations = {}
            try:
                for _ in range(runs):
                    for program, run in (("life", lambda: ours(life, path, generations, "auto")),
                                         ("bgolly", lambda: golly(bgolly, path, generations,
                                                                   "RuleLoader" if rule_loader_needed(path) else algorithm))):
                        seconds, _, populations[program] = run()
                        times[program].append(seconds)
            except (RuntimeError, ValueError, IndexError) as error:
                print(f"  {os.path.basename(path):45} failed: {error}")
                failed = True
                continue
            if populations["life"] != populations["bgolly"]:
                print(f"  {os.path.basename(path):45} populations differ: {populations}")
                failed = True
            t = {p: statistics.median(v) for p, v in times.items()}
            for program in spent:
                spent[program] += t[program]
            print(f"  {os.path.basename(path):45} {t['life'] * 1000:9.2f} ms {t['bgolly'] * 1000:9.2f} ms {t['life'] / t['bgolly']:6.2f}",
                  flush=True)
        totals.append((folder, spent["life"], spent["bgolly"]))
    print(f"\n{'folder':20} {'life s':>8} {'bgolly s':>8} {'ratio':>6}")
    for folder, ours_total, golly_total in totals:
        print(f"{folder:20} {ours_total:8.3f} {golly_total:8.3f} {ours_total / golly_total:6.2f}")
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--golly", required=True, help="folder the golly .deb was extracted into")
    parser.add_argument("--life", default=".build/release/life")
    parser.add_argument("--runs", type=int, default=3, help="alternating runs of each program (median taken)")
    parser.add_argument("--only", help="run the workloads whose names contain this")
    parser.add_argument("--families", action="store_true", help="every rule family and bounded grid against bgolly")
    parser.add_argument("--endings", action="store_true", help="`life final` against `life run` to the same generation")
    parser.add_argument("--folders", action="store_true", help="each of Golly's rule folders in all against bgolly")
    parser.add_argument("--generations", type=int, default=1000, help="generations for --folders")
    args = parser.parse_args()
    bgolly = os.path.join(args.golly, "usr/bin/bgolly")
    patterns = os.path.join(args.golly, "usr/share/golly/Patterns")
    if args.folders:
        return folders(args.life, bgolly, patterns, args.generations, args.runs)
    exported = tempfile.mkdtemp(prefix="life-peers-")
    subprocess.run([args.life, "bench", "--export", exported], check=True, capture_output=True)
    if args.endings:
        return endings(args.life, exported, args.runs)
    lifelib = None if args.families else lifelib_runner()
    programs = [("life", lambda p, g, k: ours(args.life, p, g, k)), ("bgolly", lambda p, g, k: golly(bgolly, p, g, k))]
    if lifelib:
        programs.append(("lifelib", lifelib))
    elif not args.families:
        print("lifelib not importable (pip install python-lifelib): its column is left out\n")
    header = f"{'workload':30} {'life s':>8} {'golly s':>8} {'ratio':>6} {'life MiB':>9} {'golly MiB':>9} {'ratio':>6}"
    if lifelib:
        header += f" {'lifelib s':>9} {'MiB':>7}"
    print(header)
    failed = False
    for name, where, generations, kind in FAMILY_WORKLOADS if args.families else WORKLOADS:
        if args.only and args.only not in name:
            continue
        if where.startswith("soup:"):
            path = soup(exported, where)
        elif where.startswith("export:"):
            path = os.path.join(exported, where[7:] + ".rle")
        else:
            path = os.path.join(patterns, where)
        times = {p: [] for p, _ in programs}
        memory = {p: [] for p, _ in programs}
        populations = {}
        try:
            for _ in range(args.runs):
                for program, run in programs:
                    seconds, mib, population = run(path, generations, kind)
                    times[program].append(seconds)
                    memory[program].append(mib)
                    populations[program] = population
        except (RuntimeError, ValueError, IndexError) as error:
            print(f"{name:30} failed: {error}")
            failed = True
            continue
        if len(set(populations.values())) != 1:
            print(f"{name:30} populations differ: {populations}")
            failed = True
        t = {p: statistics.median(v) for p, v in times.items()}
        m = {p: statistics.median(v) for p, v in memory.items()}
        line = (f"{name:30} {t['life']:8.3f} {t['bgolly']:8.3f} {t['life'] / max(t['bgolly'], 1e-3):6.2f} "
                f"{m['life']:9.0f} {m['bgolly']:9.0f} {m['life'] / max(m['bgolly'], 1e-3):6.2f}")
        if lifelib:
            line += f" {t['lifelib']:9.2f} {m['lifelib']:7.0f}"
        print(line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
