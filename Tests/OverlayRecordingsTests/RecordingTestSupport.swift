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

    /// One device entry: `properties` (1 = INPUT_PROP_DIRECT), `axes` (absinfo lines), frames of
    /// [sec, usec, type, code, value] rows (each frame gets its SYN_REPORT appended at the frame's first time).
    static func device(
        name: String = "Test Touchscreen", properties: [Int] = [1], axes: String = touchscreenAxes,
        frames: [[[Int]]]
    ) -> String {
        var text = """
            - node: /dev/input/event4
              evdev:
                # Name: \(name)
                name: "\(name)"
                id: [24, 10182, 3643, 256]
                codes:
                  0: [0, 1, 2, 3] # EV_SYN
                  1: [330] # EV_KEY
                  3: [0, 1, 47, 53, 54, 57] # EV_ABS
                absinfo:
            \(axes)
                properties: [\(properties.map(String.init).joined(separator: ", "))]
              events:

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
