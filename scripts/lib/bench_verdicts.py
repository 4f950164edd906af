"""The verdicts of scripts/bench: reads the harness's JMH exports of each run (round-N/**/*.jmh.json under the folder
given, the base's SimulateSpeed in round-N/base), takes each benchmark's median (p50) in each run (the animation step
and its peers: their fastest tenth, p10, and the medians beside it; simulate-interleaved and frame-rows-in-turn, which
time both sides within each iteration: their median ratio), forms the same-run ratios, and prints the median of the
runs' ratios as a JSON list of {name, value, unit, target, met, note}, the machine last (as overlay-sim-bench --json).

    python3 scripts/lib/bench_verdicts.py WORK BASE
    python3 scripts/lib/bench_verdicts.py --merge [--table] LIST.json …   one list (or a table) of several such lists
"""

import glob
import json
import os
import statistics
import sys


def medians_of_run(folder):
    """{benchmark: {metric: p50}} of one run; times in nanoseconds, custom metrics as recorded."""
    run = {}
    for path in glob.glob(os.path.join(folder, "**", "*.jmh.json"), recursive=True):
        for element in json.load(open(path)):
            name = element["benchmark"].rsplit(".", 1)[-1]
            metrics = {}
            for metric, values in element.get("secondaryMetrics", {}).items():
                p50 = values["scorePercentiles"]["50.0"]
                # JMH gives times in microseconds, to the nanosecond.
                metrics[metric] = p50 * 1000 if values.get("scoreUnit") == "μs" else p50
            # The fastest tenth of the iterations: the 10th percentile of the time is the time at the 90th of the
            # throughput (the harness's primary metric, iterations a second), read through the median's pair.
            throughput = element.get("primaryMetric", {}).get("scorePercentiles", {})
            if metrics.get("Time (wall clock)") and throughput.get("50.0") and throughput.get("90.0"):
                metrics["fastest tenth"] = metrics["Time (wall clock)"] * throughput["50.0"] / throughput["90.0"]
            run[name] = metrics
    return run


def wall(run, name):
    """Median wall-clock nanoseconds of one iteration of `name` in that run, or None."""
    value = run.get(name, {}).get("Time (wall clock)")
    return value if value else None


def fastest_tenth(run, name):
    """Wall-clock nanoseconds of one iteration of `name` at the 10th percentile (its fastest tenth) in that run."""
    value = run.get(name, {}).get("fastest tenth")
    return value if value else None


def custom(run, name, metric):
    return run.get(name, {}).get(metric)


def median(values):
    values = [value for value in values if value is not None]
    return statistics.median(values) if values else None


def fmt(value, digits=2):
    return "—" if value is None else f"{value:,.{digits}f}"


def figure(name, value, unit, target, met, note):
    return {"name": name, "value": value, "unit": unit, "target": target, "met": met, "note": note}


def per_run(runs, ratio):
    """The ratio in each run (None where a side is missing) and their median."""
    values = []
    for run in runs:
        try:
            values.append(ratio(run))
        except (TypeError, ZeroDivisionError):
            values.append(None)
    return values, median(values)


def runs_note(values, digits=3):
    return "runs: " + ", ".join(fmt(value, digits) for value in values)


def timed_in_turn(runs, benchmark, ratio_metric, one_after_the_other):
    """A ratio from `benchmark`, which times both sides within each iteration: the median of its custom metric
    `ratio_metric` (thousandths) in each run, and their median; where no run exported it, the ratio of two benchmarks
    measured one after the other (`one_after_the_other` of a run) instead. Returns the runs' values, their median,
    whether they are in turn, and a note on the one-after-the-other ratio."""
    sequential, sequential_value = per_run(runs, one_after_the_other)
    sequence = f"one after the other {fmt(sequential_value, 3)} × ({runs_note(sequential)})"
    values, value = per_run(runs, lambda run: custom(run, benchmark, ratio_metric) / 1000)
    if value is None:
        return sequential, sequential_value, False, sequence
    return values, value, True, sequence


def verdicts(runs, base):
    figures = []
    count = len(runs)

    # Ours against RK4 (Advance), one 60 Hz step of the same move; an iteration is 1,000 steps. Each side at the
    # fastest tenth of its iterations: our step issues about three instructions a cycle and RK4's waits on its own
    # results, so a neighbour busy on the other thread of the physical core (which nothing in the guest can see or
    # choose) halves ours and hardly touches RK4's; their medians then measure the neighbour, 0.66 in a quiet spell
    # and 1.0–1.2 in a busy one, while the fastest tenths measure each method when the core is its own.
    step = lambda run, name: fastest_tenth(run, name) / 1000
    at_median = lambda run, name: wall(run, name) / 1000
    values, value = per_run(runs, lambda run: step(run, "animation-step") / step(run, "rk4-step"))
    median_values, median_value = per_run(runs, lambda run: at_median(run, "animation-step") / at_median(run, "rk4-step"))
    side = lambda name, measure: median(per_run(runs, lambda r: measure(r, name))[0])
    figures.append(figure(
        "animation-step-vs-rk4", value, "×", "≤ 0.7 × RK4's step", value is not None and value <= 0.7,
        f"ns per 60 Hz step of 0.3 s ζ 0.7, the fastest tenth of each side's iterations (medians of {count} runs): "
        f"ours {fmt(side('animation-step', step))} (as the container runs it), RK4 8 ms (Advance) "
        f"{fmt(side('rk4-step', step))}, Euler (Wave) {fmt(side('euler-step', step))}; {runs_note(values)}; at the "
        f"median iteration ours {fmt(side('animation-step', at_median))}, RK4 {fmt(side('rk4-step', at_median))}, "
        f"{fmt(median_value, 3)} × ({runs_note(median_values)})"))

    # Simulation against the base build: the same session replayed by each build's libraries. The verdict is
    # `simulate-interleaved`, where every iteration times both builds in turn (alternating which goes first), so that
    # a slow spell of the machine falls on both sides; the two in-process runs, one after the other, give the speeds
    # and their own ratio beside it (a spell there can fall on one side only). Without the simulation timers (a base
    # given as a program only) the in-process ratio is the verdict.
    values, value, in_turn, sequence = timed_in_turn(
        runs, "simulate-interleaved", "base-per-ours",
        lambda run: wall(run, "simulate-session-base") / wall(run, "simulate-session"))
    speed = lambda name: median(per_run(runs, lambda r: 10 / (wall(r, name) / 1e9))[0])
    microseconds = lambda metric: fmt(median([custom(run, "simulate-interleaved", metric) for run in runs]), 0)
    session = (f"a 10 s scripted maps session replayed with a frame record per step, in process: ours "
               f"{fmt(speed('simulate-session'), 0)} × real time, {base} {fmt(speed('simulate-session-base'), 0)} × real "
               f"time, {sequence}")
    note = (f"the two builds in turn within each iteration (median µs of 40 replays: ours "
            f"{microseconds('ours-microseconds')}, {base} {microseconds('base-microseconds')}); {runs_note(values)}; "
            f"{session}" if in_turn
            else f"not interleaved (no simulate-interleaved in the export: no simulation timers, or it failed; see the "
                 f"harness's output); {session}")
    figures.append(figure(
        "simulate-vs-base", value, "×", f"≥ 1.0 × {base}'s speed", value is not None and value >= 1.0, note))

    # A headless frame against a memcpy of its pixels, medians.
    values, value = per_run(runs, lambda run: wall(run, "frame") / wall(run, "frame-memcpy"))
    frame = median(per_run(runs, lambda r: wall(r, "frame") / 1e6)[0])
    copy = median(per_run(runs, lambda r: wall(r, "frame-memcpy") / 1e6)[0])
    figures.append(figure(
        "frame-vs-memcpy", value, "×", "median ≤ 6 × a memcpy of its pixels", value is not None and value <= 6,
        f"maps 390×844 pt @2 during a drag: frame {fmt(frame)} ms, memcpy of its 5.3 MB {fmt(copy, 3)} ms; "
        f"{runs_note(values)}"))
    # A million rows' frame against the 100 rows', drawn in turn within each iteration of `frame-rows-in-turn` (the
    # two benchmarks' own medians, measured 4 s each one after the other, in the note).
    values, value, in_turn, sequence = timed_in_turn(
        runs, "frame-rows-in-turn", "million-per-hundred", lambda run: wall(run, "frame-million-rows") / wall(run, "frame"))
    million = median(per_run(runs, lambda r: wall(r, "frame-million-rows") / 1e6)[0])
    frames = lambda metric: fmt(median([custom(run, "frame-rows-in-turn", metric) for run in runs]), 0)
    note = (f"1,000,000 rows against 100, a frame of each in turn within each iteration (median µs: "
            f"{frames('million-rows-microseconds')} against {frames('hundred-rows-microseconds')}); {runs_note(values)}; "
            f"the two benchmarks' medians ({fmt(million)} ms) {sequence}" if in_turn
            else f"not in turn (no frame-rows-in-turn in the export; see the harness's output); 1,000,000 rows: "
                 f"{fmt(million)} ms; {sequence}")
    figures.append(figure(
        "frame-million-rows", value, "×", "≤ 1.1 × the 100-row frame", value is not None and value <= 1.1, note))

    # 100,000 pointer events in one step: a generous absolute bound (about 20 × what it takes), and it must land.
    values, value = per_run(runs, lambda run: wall(run, "pointer-flood") / 1e6)
    landing = [custom(run, "pointer-flood", "landing-error") for run in runs]
    landed = all(error is not None and error <= 1000 for error in landing)
    figures.append(figure(
        "pointer-flood", value, "ms", "≤ 20 ms, ends where the last event says", value is not None and value <= 20 and landed,
        f"landing error {', '.join(fmt(error, 0) for error in landing)} nanopoints (≤ 1,000 is landed); {runs_note(values)}"))

    # check's checkpoints per second against the base build's.
    rate = lambda run, name: custom(run, name, "checkpoints") / (wall(run, name) / 1e9)
    values, value = per_run(runs, lambda run: rate(run, "check") / rate(run, "check-base"))
    checkpoints = median([custom(run, "check", "checkpoints") for run in runs])
    figures.append(figure(
        "check-vs-base", value, "×", f"≥ 2 × {base}'s checkpoints/s", value is not None and value >= 2,
        f"overlay-sim check Assets/suites/maps, each build's default jobs ({fmt(checkpoints, 0)} checkpoints): ours "
        f"{fmt(median(per_run(runs, lambda r: rate(r, 'check'))[0]), 1)}, {base} "
        f"{fmt(median(per_run(runs, lambda r: rate(r, 'check-base'))[0]), 1)} checkpoints/s; {runs_note(values)}"))

    # simulate's peak memory: a 1-day trace against a 1-minute one.
    peak = lambda run, name: custom(run, name, "peak-rss")
    values, value = per_run(runs, lambda run: peak(run, "simulate-peak-rss-1day") / peak(run, "simulate-peak-rss-1min"))
    day = median([peak(run, "simulate-peak-rss-1day") for run in runs])
    minute = median([peak(run, "simulate-peak-rss-1min") for run in runs])
    figures.append(figure(
        "simulate-memory-flat", value, "×", "1-day ÷ 1-minute trace peak within 10 % (0.9…1.1)",
        value is not None and 0.9 <= value <= 1.1,
        f"peak RSS of overlay-sim simulate: 1 minute {fmt(minute and minute / 1000, 1)} MB, 1 day (a 5 s cycle every "
        f"10 min) {fmt(day and day / 1000, 1)} MB; {runs_note(values)}"))

    for item in figures:
        if item["value"] is None:
            item["met"] = None
            item["note"] = "not measured (a side is missing: see the harness's output); " + item["note"]
    return figures


def merge(paths, table):
    """The figures of several lists in order, their machine entries joined into one at the end."""
    figures, machines = [], []
    for path in paths:
        for item in json.load(open(path)):
            (machines if item["name"] == "machine" else figures).append(item)
    figures.append(figure("machine", None, "", "", None, " | ".join(item["note"] for item in machines)))
    if not table:
        print(json.dumps(figures, ensure_ascii=False, indent=1))
        return
    rows = [["figure", "measured", "target", "met", "notes"]]
    for item in figures[:-1]:
        value = "—" if item["value"] is None else f"{item['value']:.4g} {item['unit']}".strip()
        met = {True: "yes", False: "NO", None: "—"}[item["met"]]
        rows.append([item["name"], value, item["target"], met, item["note"]])
    widths = [max(len(row[index]) for row in rows) for index in range(4)]
    print("machine: " + figures[-1]["note"] + "\n")
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[4])


def main():
    if sys.argv[1] == "--merge":
        table = len(sys.argv) > 2 and sys.argv[2] == "--table"
        merge(sys.argv[3 if table else 2:], table)
        return
    work, base = sys.argv[1], sys.argv[2]
    rounds = sorted(glob.glob(os.path.join(work, "round-*")))
    runs = [medians_of_run(folder) for folder in rounds]
    figures = verdicts(runs, base)
    machine = []
    if os.path.exists(os.path.join(work, "machine.txt")):
        machine = [line.strip() for line in open(os.path.join(work, "machine.txt")) if line.strip()]
    figures.append(figure("machine", None, "", "", None, "; ".join(machine + [f"{len(runs)} runs, medians of their ratios"])))
    print(json.dumps(figures, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
