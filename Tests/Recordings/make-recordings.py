#!/usr/bin/env python3
"""Writes the test recordings in this folder, in the YAML format of libinput-record(1) (version 1).

There is no touchscreen on the machines that run the tests, so the recordings are made here: each gesture is
a finger path in window points of the 390 x 844 pt maps scene, sampled at the panel's rate, converted to the
panel's device units and written as the kernel sends it (multi-touch protocol B: only changed values, slots,
tracking ids, BTN_TOUCH and ABS_X/ABS_Y for the first contact, MSC_TIMESTAMP, one SYN_REPORT per frame).
Run it again after changing a gesture: python3 Tests/Recordings/make-recordings.py
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
WINDOW = (390.0, 844.0)

NAMES = {
    (0, 0): "SYN_REPORT", (3, 0): "ABS_X", (3, 1): "ABS_Y", (3, 47): "ABS_MT_SLOT", (3, 48): "ABS_MT_TOUCH_MAJOR",
    (3, 53): "ABS_MT_POSITION_X", (3, 54): "ABS_MT_POSITION_Y", (3, 57): "ABS_MT_TRACKING_ID",
    (1, 330): "BTN_TOUCH", (1, 325): "BTN_TOOL_FINGER", (1, 333): "BTN_TOOL_DOUBLETAP", (1, 272): "BTN_LEFT",
    (4, 5): "MSC_TIMESTAMP",
}
TYPES = {0: "EV_SYN", 1: "EV_KEY", 3: "EV_ABS", 4: "EV_MSC"}


class Panel:
    def __init__(self, name, node, ident, width, height, resolution, slots, direct=True, keys=(330,), msc=True):
        self.name, self.node, self.ident = name, node, ident
        self.width, self.height, self.resolution, self.slots = width, height, resolution, slots
        self.direct, self.keys, self.msc = direct, keys, msc

    def units(self, x, y):
        """Window points to device units (the whole range covers the window)."""
        return (round(x / WINDOW[0] * (self.width - 1)), round(y / WINDOW[1] * (self.height - 1)))

    def header(self):
        w, h, r = self.width - 1, self.height - 1, self.resolution
        abs_codes = [0, 1, 47, 48, 53, 54, 57]
        props = [1] if self.direct else [0, 2]
        lines = [
            f"- node: {self.node}",
            "  evdev:",
            f"    # Name: {self.name}",
            "    # ID: bus 0x%x vendor 0x%x product 0x%x version 0x%x" % tuple(self.ident),
            f"    # Size in mm: {w // r if r else 'unknown'}x{h // r if r else 'unknown'}",
            "    # Supported Events:",
            "    # Event type 0 (EV_SYN)",
            "    # Event type 1 (EV_KEY)",
        ] + [f"    #   Event code {k} ({NAMES[(1, k)]})" for k in self.keys] + [
            "    # Event type 3 (EV_ABS)",
        ] + [f"    #   Event code {c} ({NAMES[(3, c)]})" for c in abs_codes] + ([
            "    # Event type 4 (EV_MSC)",
            "    #   Event code 5 (MSC_TIMESTAMP)",
        ] if self.msc else []) + [
            "    # Properties:",
        ] + [f"    #   Property {p} ({'INPUT_PROP_DIRECT' if p == 1 else 'INPUT_PROP_POINTER' if p == 0 else 'INPUT_PROP_BUTTONPAD'})" for p in props] + [
            f"    name: \"{self.name}\"",
            f"    id: [{', '.join(str(v) for v in self.ident)}]",
            "    codes:",
            "      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN",
            f"      1: [{', '.join(str(k) for k in self.keys)}] # EV_KEY",
            f"      3: [{', '.join(str(c) for c in abs_codes)}] # EV_ABS",
        ] + (["      4: [5] # EV_MSC"] if self.msc else []) + [
            "    absinfo:",
            f"      0: [0, {w}, 0, 0, {r}]",
            f"      1: [0, {h}, 0, 0, {r}]",
            f"      47: [0, {self.slots - 1}, 0, 0, 0]",
            "      48: [0, 255, 0, 0, 0]",
            f"      53: [0, {w}, 0, 0, {r}]",
            f"      54: [0, {h}, 0, 0, {r}]",
            "      57: [0, 65535, 0, 0, 0]",
            f"    properties: [{', '.join(str(p) for p in props)}]",
            "  udev:",
            "    properties:",
            "    - ID_INPUT=1",
            "    - ID_INPUT_TOUCHSCREEN=1" if self.direct else "    - ID_INPUT_TOUCHPAD=1",
            "  quirks:",
            "  events:",
        ]
        return lines


class Recorder:
    """Turns per-frame contact positions into the rows the kernel would send."""

    def __init__(self, panel, start=0.0):
        self.panel = panel
        self.rows = []          # (usec, type, code, value)
        self.frames = []        # list of row lists
        self.slot = 0
        self.state = {}         # slot -> dict(id, x, y, major)
        self.last = {}          # slot -> last (x, y) sent, kept after a lift as the kernel does
        self.single = None      # slot followed by ABS_X/ABS_Y
        self.touching = False
        self.start = start

    def frame(self, t, contacts):
        """contacts: {slot: (tracking_id, x_pt, y_pt)} for the contacts down after this frame."""
        usec = round((self.start + t) * 1e6)
        rows = []
        for slot in sorted(set(self.state) | set(contacts)):
            old, new = self.state.get(slot), contacts.get(slot)
            if new is None and old is None:
                continue
            changes = []
            if new is None:
                changes.append((3, 57, -1))
            else:
                ident, x, y = new
                ux, uy = self.panel.units(x, y)
                if old is None or old["id"] != ident:
                    changes.append((3, 57, ident))
                lx, ly = self.last.get(slot, (None, None))
                if ux != lx:
                    changes.append((3, 53, ux))
                if uy != ly:
                    changes.append((3, 54, uy))
                if old is None:
                    changes.append((3, 48, 6))
                self.last[slot] = (ux, uy)
            if changes and slot != self.slot:
                rows.append((3, 47, slot))
                self.slot = slot
            rows.extend(changes)
        self.state = {slot: {"id": c[0]} for slot, c in contacts.items()}
        touching = bool(contacts)
        if touching and self.single not in contacts:
            self.single = min(contacts)
        if touching:
            ux, uy = self.panel.units(*contacts[self.single][1:])
            if not self.touching:
                rows.append((1, 330, 1))
            sx, sy = getattr(self, "single_sent", (None, None))
            if ux != sx:
                rows.append((3, 0, ux))
            if uy != sy:
                rows.append((3, 1, uy))
            self.single_sent = (ux, uy)
        elif self.touching:
            rows.append((1, 330, 0))
            self.single = None
        self.touching = touching
        if not rows:
            return
        if self.panel.msc:
            rows.append((4, 5, round(t * 1e6) % (1 << 31)))
        rows.append((0, 0, 0))
        self.frames.append([(usec,) + r for r in rows])

    def lines(self):
        out = []
        previous = None
        for frame in self.frames:
            out.append("  - evdev:")
            for usec, etype, code, value in frame:
                sec, us = divmod(usec, 1_000_000)
                if etype == 0:
                    delta = 0 if previous is None else round((usec - previous) / 1000)
                    comment = f"# ------------ SYN_REPORT (0) ---------- +{delta}ms"
                    previous = usec
                else:
                    comment = f"# {TYPES[etype]} / {NAMES[(etype, code)]:<24}{value:6d}"
                out.append(f"    - [{sec:3d}, {us:6d}, {etype:3d}, {code:3d}, {value:6d}] {comment}")
        return out


def write(name, devices):
    lines = [
        "# libinput record",
        "version: 1",
        f"ndevices: {len(devices)}",
        "libinput:",
        "  version: \"1.22.1\"",
        "  git: \"unknown\"",
        "system:",
        "  os: \"debian:12\"",
        "  kernel: \"6.1.0-18-amd64\"",
        "  dmi: \"dmi:bvnOverlaySim:bvr1.0:svnOverlaySim:pnTestPanel:\"",
        "devices:",
    ]
    for recorder in devices:
        lines += recorder.panel.header()
        lines += recorder.lines()
    with open(os.path.join(HERE, name), "w") as f:
        f.write("\n".join(lines) + "\n")


PHONE = Panel("Goodix Capacitive TouchScreen", "/dev/input/event4", (0x18, 0x27C6, 0x0E3B, 0x100), 1440, 3120, 20, 10)
FAST = Panel("FTS3528:00 2808:1015", "/dev/input/event5", (0x18, 0x2808, 0x1015, 0x100), 1080, 2400, 0, 10, msc=False)
PAD = Panel("SynPS/2 Synaptics TouchPad", "/dev/input/event7", (0x11, 0x2, 0x7, 0x1B1), 5888, 4820, 58, 5,
            direct=False, keys=(272, 325, 330, 333), msc=False)


def ease_out(u):
    return 1 - (1 - u) ** 2


def flick():
    """One finger on the maps header, a fast flick up (about 2000 pt/s at the lift), 120 Hz."""
    r = Recorder(PHONE)
    rate, t = 120, 0.0
    r.frame(0.0, {0: (211, 195.0, 668.0)})
    for i in range(1, 4):  # still for 25 ms
        r.frame(i / rate, {0: (211, 195.0, 668.0)})
    steps = 14
    for i in range(1, steps + 1):
        u = i / steps
        y = 668.0 - 260.0 * (u ** 1.6)  # accelerating up
        r.frame((3 + i) / rate, {0: (211, 195.0 + 6 * u, y)})
    r.frame((3 + steps + 1) / rate, {})
    return r


def slow_drag():
    """One finger drags the header up slowly (about 150 pt/s), rests 100 ms, lifts; 60 Hz."""
    r = Recorder(PHONE)
    rate = 60
    frames = 96
    for i in range(frames + 1):
        u = i / frames
        r.frame(i / rate, {0: (305, 200.0 - 10 * u, 665.0 - 240.0 * u)})
    for i in range(1, 7):
        r.frame((frames + i) / rate, {0: (305, 190.0, 425.0)})
    r.frame((frames + 7) / rate, {})
    return r


def two_fingers():
    """Finger A drags the header up and rests; finger B pans the map meanwhile (the overlay's drag keeps it: one
    gesture at a time); A lifts, B lifts; finger C taps in A's old slot at A's last x (so the kernel sends no
    ABS_MT_POSITION_X for it). 120 Hz."""
    r = Recorder(PHONE)
    rate = 120
    for i in range(0, 127):
        t = i / rate
        contacts = {}
        if t <= 0.6:
            u = min(t / 0.45, 1)
            contacts[0] = (1024, 250.0 - 20.0 * u, 670.0 - 270.0 * ease_out(u))
        if 0.15 <= t <= 0.7:
            u = min((t - 0.15) / 0.55, 1)
            contacts[1] = (1025, 90.0 + 120.0 * ease_out(u), 260.0 + 80.0 * ease_out(u))
        if 0.95 <= t <= 1.0:
            contacts[0] = (1026, 230.0, 120.0)
        r.frame(t, contacts)
    return r


def panel_240hz():
    """A 240 Hz panel: the flick of `flick` sampled twice as often, its timestamps off by up to ±1 ms (kept in
    order: the kernel's timestamps never go back)."""
    r = Recorder(FAST)
    rate, hold, steps = 240, 6, 28
    jitter = random.Random(240)
    last = -1.0

    def at(i):
        nonlocal last
        t = max(i / rate + jitter.uniform(-0.001, 0.001), last + 0.0002, 0.0)
        last = t
        return t

    for i in range(hold + 1):
        r.frame(at(i), {2: (7, 195.0, 668.0)})
    for i in range(1, steps + 1):
        u = i / steps
        r.frame(at(hold + i), {2: (7, 195.0 + 6 * u, 668.0 - 260.0 * (u ** 1.6))})
    r.frame(at(hold + steps + 1), {})
    return r


def touchpad_and_touchscreen():
    """A touchpad (two-finger scroll) recorded with the touchscreen (a short drag on the header)."""
    pad = Recorder(PAD)
    for i in range(0, 31):
        t = i / 80
        pad.frame(t, {0: (50, 150.0, 300.0 + 2 * i), 1: (51, 220.0, 300.0 + 2 * i)} if i < 30 else {})
    screen = Recorder(PHONE, start=1.25)
    for i in range(0, 37):
        t = i / 60
        screen.frame(t, {0: (77, 180.0, 680.0 - 5.0 * i)} if i < 36 else {})
    return [pad, screen]


if __name__ == "__main__":
    write("flick-one-finger.yml", [flick()])
    write("drag-slow.yml", [slow_drag()])
    write("two-fingers.yml", [two_fingers()])
    write("panel-240hz-jitter.yml", [panel_240hz()])
    write("touchpad-and-touchscreen.yml", touchpad_and_touchscreen())
