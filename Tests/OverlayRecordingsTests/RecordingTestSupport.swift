import Foundation
import OverlayFiles

@testable import OverlayRecordings

/// Builds small `libinput record` files in the format's own layout, for tests that need one edge case each.
enum RecordingText {
    /// A touchscreen with 0…1439 × 0…3119 positions, 20 units/mm, 10 slots (like Tests/Recordings' phone).
    static let touchscreenAxes = """
              0: [0, 1439, 0, 0, 20]
              1: [0, 3119, 0, 0, 20]
              47: [0, 9, 0, 0, 0]
              53: [0, 1439, 0, 0, 20]
              54: [0, 3119, 0, 0, 20]
              57: [0, 65535, 0, 0, 0]
        """

    /// One device entry: `properties` (1 = INPUT_PROP_DIRECT), `keys` (EV_KEY codes), `axes` (absinfo lines), frames of
    /// [sec, usec, type, code, value] rows (each frame gets its SYN_REPORT appended at the frame's first time).
    static func device(
        name: String = "Test Touchscreen", properties: [Int] = [1], keys: [Int] = [330], axes: String = touchscreenAxes,
        udev: [String] = [], frames: [[[Int]]]
    ) -> String {
        let udevLines = udev.isEmpty ? "" : "  udev:\n    properties:\n" + udev.map { "    - \($0)\n" }.joined()
        var text = """
            - node: /dev/input/event4
              evdev:
                # Name: \(name)
                name: "\(name)"
                id: [24, 10182, 3643, 256]
                codes:
                  0: [0, 1, 2, 3] # EV_SYN
                  1: [\(keys.map(String.init).joined(separator: ", "))] # EV_KEY
                  3: [0, 1, 47, 53, 54, 57] # EV_ABS
                absinfo:
            \(axes)
                properties: [\(properties.map(String.init).joined(separator: ", "))]
            \(udevLines)  events:

            """
        for frame in frames {
            text += "  - evdev:\n"
            for row in frame + [[frame.first?[0] ?? 0, frame.first?[1] ?? 0, 0, 0, 0]] {
                text += "    - [" + row.map(String.init).joined(separator: ", ") + "]\n"
            }
        }
        return text
    }

    /// A whole recording of `devices` (entries from `device`).
    static func recording(_ devices: String...) -> String {
        """
        # libinput record
        version: 1
        ndevices: \(devices.count)
        libinput:
          version: "1.22.1"
        system:
          os: "debian:12"
        devices:

        """ + devices.joined()
    }

    /// A frame's rows at one instant: (type, code, value) triples.
    static func at(_ seconds: Double, _ rows: (Int, Int, Int)...) -> [[Int]] {
        let micros = Int((seconds * 1_000_000).rounded())
        return rows.map { [micros / 1_000_000, micros % 1_000_000, $0.0, $0.1, $0.2] }
    }

    /// The Tests/Recordings folder.
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recordings")
    }

    static func decode(_ text: String) throws -> LibinputRecording {
        try LibinputRecording.decode(Array(text.utf8), file: "test.yml")
    }

    static func convert(_ text: String, window: DeviceSize = DeviceSize(), options: RecordingImportOptions = .init()) throws
        -> TouchscreenImport
    {
        try TouchscreenImport.convert(decode(text), file: "test.yml", window: window, options: options)
    }
}

/// A flick up the maps header, written as a panel sends it, for the clock tests: slot 0 comes down, rests, moves
/// up with an easing that ends fast, and lifts. `scans` are the panel's scan times (µs), `stamp` gives each
/// frame's kernel time from its scan time and its number; `resting` more fingers lie still in other slots, and
/// with `doubleFrames` each scan comes as two frames `doubleFrames` µs apart (the others' pressure, then the
/// moving finger).
struct FlickRecording {
    var scans: [Int]
    var stamp: (Int, Int) -> Int
    var resting = 0
    var doubleFrames: Int?

    /// The libinput recording's text.
    var text: String {
        let abs = EvdevCode.absolute
        var frames: [[[Int]]] = []
        func frame(_ micros: Int, _ rows: [(Int, Int, Int)]) {
            frames.append(rows.map { [micros / 1_000_000, micros % 1_000_000, $0.0, $0.1, $0.2] })
        }
        let moving = scans.count - 2
        for (number, scan) in scans.enumerated() {
            let time = stamp(scan, number)
            if number == 0 {
                var rows: [(Int, Int, Int)] = [(abs, EvdevCode.multiTouchTrackingID, 1), (abs, 53, 720), (abs, 54, 2480)]
                for finger in 0..<resting {
                    rows += [(abs, 47, finger + 1), (abs, 57, finger + 2), (abs, 53, 200 + 300 * finger), (abs, 54, 3000)]
                }
                frame(time, rows + [(abs, 47, 0)])
                continue
            }
            if number == scans.count - 1 {
                frame(time, [(abs, 57, -1)])
                continue
            }
            // Up the screen, ending fast: y = 2480 − 1800 u², u from 0 to 1 over the moving frames.
            let u = min(1, Double(number) / Double(moving))
            let move = [(abs, 54, 2480 - Int((1800 * u * u).rounded()))]
            if let gap = doubleFrames, resting > 0 {
                frame(time, (0..<resting).flatMap { [(abs, 47, $0 + 1), (abs, 58, 40 + number % 3)] } + [(abs, 47, 0)])
                frame(time + gap, move)
            } else {
                frame(time, move)
            }
        }
        return RecordingText.recording(RecordingText.device(frames: frames))
    }
}
