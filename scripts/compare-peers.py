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
"""
import argparse
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
    ("soup 1024 x2000", "export:soup-1024", 2000, "step"),
    ("soup 2048 x1000", "export:soup-2048", 1000, "step"),
    ("LWSS breeder x10000", "Life/Breeders/LWSS-breeder.rle", 10000, "step"),
    ("unit cell 512 x2000", "Life/Signal-Circuitry/Unit-Life-Cell-512x512.rle", 2000, "step"),
    ("Turing machine x10000", "Life/Signal-Circuitry/Turing-Machine-3-state.rle", 10000, "step"),
]


def measure(command):
    """(seconds, peak MiB, last line of output) of one run, or raises with its error.

    Wall-clock time from just before the start to the exit (perf_counter, so short runs are not
    rounded to 10 ms; /usr/bin/time's own start costs about a millisecond, the same for every
    program), peak resident memory of the program from /usr/bin/time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + command,
                              capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)}: {done.stderr.strip()[-300:]}")
        kib = report.read().split()[-1]
    return seconds, int(kib) / 1024, (done.stdout.strip().splitlines() or [""])[-1]


def ours(life, path, generations, kind):
    algorithm = "hashlife" if kind == "leap" else "tiles"
    seconds, mib, line = measure([life, "run", path, "--generations", str(generations), "--algorithm", algorithm])
    # "generation N: population P, ..."
    population = int(line.split("population ")[1].split(",")[0])
    return seconds, mib, population


def golly(bgolly, path, generations, kind):
    algorithm = "HashLife" if kind == "leap" else "QuickLife"
    seconds, mib, line = measure([bgolly, "-a", algorithm, "-m", str(generations), "-i", str(generations), "-M", "4000", path])
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--golly", required=True, help="folder the golly .deb was extracted into")
    parser.add_argument("--life", default=".build/release/life")
    parser.add_argument("--runs", type=int, default=3, help="alternating runs of each program (median taken)")
    parser.add_argument("--only", help="run the workloads whose names contain this")
    args = parser.parse_args()
    bgolly = os.path.join(args.golly, "usr/bin/bgolly")
    patterns = os.path.join(args.golly, "usr/share/golly/Patterns")
    exported = tempfile.mkdtemp(prefix="life-peers-")
    subprocess.run([args.life, "bench", "--export", exported], check=True, capture_output=True)
    lifelib = lifelib_runner()
    programs = [("life", lambda p, g, k: ours(args.life, p, g, k)), ("bgolly", lambda p, g, k: golly(bgolly, p, g, k))]
    if lifelib:
        programs.append(("lifelib", lifelib))
    else:
        print("lifelib not importable (pip install python-lifelib): its column is left out\n")
    header = f"{'workload':24} {'life s':>8} {'golly s':>8} {'ratio':>6} {'life MiB':>9} {'golly MiB':>9} {'ratio':>6}"
    if lifelib:
        header += f" {'lifelib s':>9} {'MiB':>7}"
    print(header)
    failed = False
    for name, where, generations, kind in WORKLOADS:
        if args.only and args.only not in name:
            continue
        path = os.path.join(exported, where[7:] + ".rle") if where.startswith("export:") else os.path.join(patterns, where)
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
            print(f"{name:24} failed: {error}")
            failed = True
            continue
        if len(set(populations.values())) != 1:
            print(f"{name:24} populations differ: {populations}")
            failed = True
        t = {p: statistics.median(v) for p, v in times.items()}
        m = {p: statistics.median(v) for p, v in memory.items()}
        line = (f"{name:24} {t['life']:8.2f} {t['bgolly']:8.2f} {t['life'] / max(t['bgolly'], 1e-3):6.2f} "
                f"{m['life']:9.0f} {m['bgolly']:9.0f} {m['life'] / max(m['bgolly'], 1e-3):6.2f}")
        if lifelib:
            line += f" {t['lifelib']:9.2f} {m['lifelib']:7.0f}"
        print(line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
