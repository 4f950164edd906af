#!/usr/bin/env python3
"""Writes two-fingers-libevemu.events with the real evemu library (libevemu, evemu-tools 2.7).

evemu-device needs /dev/uinput, which the test machines lack, so evemu-capture.c stands in for the kernel: it reads
the device description below with evemu_read, writes it with evemu_write (as evemu-record and evemu-describe do),
and passes the events below, as struct input_event, through a pipe to evemu_record, the function that
evemu-record calls on the device node. What the file says is therefore exactly what evemu writes: the header, the
commented description, the N:/I:/P:/B:/A: lines, times from 0.000001, values as %04d and the comment of each event.
The gesture: two fingers on a 1080 x 2340 panel at about 120 Hz (jittered), the first flicks up, the second lands
mid-flick, the first lifts, then the second. Needs gcc and libevemu-dev: python3 Tests/Recordings/make-evemu-capture.py
"""
import os
import random
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

DESCRIPTION = """# EVEMU 1.3
N: OverlaySim Test Touchscreen
I: 0018 27c6 0e3b 0100
P: 02 00 00 00 00 00 00 00
B: 00 1b 00 00 00 00 00 00 00
""" + "".join(
    f"B: 01 {' '.join(line)}\n"
    for line in [["00"] * 8] * 5 + [["20", "24", "00", "00", "00", "00", "00", "00"]] + [["00"] * 8] * 6
) + """B: 03 03 00 00 00 00 80 61 02
B: 04 20 00 00 00 00 00 00 00
A: 00 0 1079 0 0 16
A: 01 0 2339 0 0 16
A: 2f 0 9 0 0 0
A: 30 0 255 0 0 0
A: 35 0 1079 0 0 16
A: 36 0 2339 0 0 16
A: 39 0 65535 0 0 0
"""


def events():
    """The kernel's events: (microseconds since boot, type, code, value), one SYN_REPORT per frame."""
    rng = random.Random(23)
    start, period = 5217_403_116, 8333
    # Per frame: slot -> (x, y) down, or None for a lift; slots absent keep still.
    frames = [{0: (540, 1900)}, {0: (541, 1890)}, {0: (543, 1865)}, {0: (546, 1820)},
              {0: (550, 1750), 1: (300, 2000)}, {0: (555, 1650), 1: (301, 1985)}, {0: (561, 1530), 1: (303, 1950)},
              {0: (568, 1400), 1: (306, 1890)}, {0: None, 1: (310, 1800)}, {1: (315, 1690)}, {1: (321, 1570)},
              {1: None}]
    out, slot, ids, state, tools = [], 0, {}, {}, 0
    for index, frame in enumerate(frames):
        t = start + index * period + rng.randint(-300, 300)
        for s, where in sorted(frame.items()):
            if s != slot:
                out.append((t, 3, 47, s))
                slot = s
            if where is None:
                out.append((t, 3, 57, -1))
                del ids[s], state[s]
                continue
            if s not in ids:
                ids[s] = 214 + s
                out.append((t, 3, 57, ids[s]))
                out.append((t, 3, 48, 6))
            old = state.get(s, (None, None))
            if where[0] != old[0]:
                out.append((t, 3, 53, where[0]))
            if where[1] != old[1]:
                out.append((t, 3, 54, where[1]))
            state[s] = where
        count = len(ids)
        if count != tools:
            if tools == 0:
                out.append((t, 1, 330, 1))
            elif count == 0:
                out.append((t, 1, 330, 0))
            for code, n in ((325, 1), (333, 2)):
                if (tools == n) != (count == n):
                    out.append((t, 1, code, int(count == n)))
            tools = count
        if state:
            first = state[min(state)]
            out.append((t, 3, 0, first[0]))
            out.append((t, 3, 1, first[1]))
        out.append((t, 4, 5, index * period))
        out.append((t, 0, 0, 0))
    return out


def main():
    with tempfile.TemporaryDirectory() as work:
        description, kernel = os.path.join(work, "panel.desc"), os.path.join(work, "kernel.events")
        with open(description, "w") as f:
            f.write(DESCRIPTION)
        with open(kernel, "w") as f:
            for t, kind, code, value in events():
                f.write(f"E: {t // 1_000_000}.{t % 1_000_000:06d} {kind:04x} {code:04x} {value}\n")
        harness = os.path.join(work, "evemu-capture")
        subprocess.run(["gcc", "-O1", "-o", harness, os.path.join(HERE, "evemu-capture.c"), "-levemu"], check=True)
        recording = subprocess.run([harness, description, kernel], check=True, capture_output=True, text=True).stdout
    # The header names the machine that ran this (kernel, DMI): keep the kernel line, drop the machine's DMI.
    lines = [line for line in recording.splitlines(keepends=True) if not line.startswith("# DMI:")]
    with open(os.path.join(HERE, "two-fingers-libevemu.events"), "w") as f:
        f.writelines(lines)


if __name__ == "__main__":
    main()
