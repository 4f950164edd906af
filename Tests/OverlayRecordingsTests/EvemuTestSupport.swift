import Foundation

@testable import OverlayRecordings

/// Builds evemu descriptions and events laid out as libevemu 2.7 writes them (see Tests/Recordings/evemu-capture.c).
enum EvemuText {
    /// A device description: the `# EVEMU` header, `N:`, `I:`, `P:` (unless `properties` is nil: a kernel before
    /// 2.6.38), `B:` lines of 8 bytes for EV_SYN, EV_KEY (12 lines, to KEY_MAX) and EV_ABS, and `A:` lines (with the
    /// resolution unless `resolution` is false, as in format 1.1).
    static func description(
        name: String = "Evemu Panel", version: String? = "1.3", properties: [Int]? = [1], keys: [Int] = [330],
        axes: [Int: (Int, Int)] = [0: (0, 1439), 1: (0, 3119), 0x2f: (0, 9), 0x35: (0, 1439), 0x36: (0, 3119), 0x39: (0, 65535)],
        resolution: Bool = true
    ) -> String {
        var text = version.map { "# EVEMU \($0)\n# Input device name: \"\(name)\"\n" } ?? ""
        text += "N: \(name)\nI: 0018 27c6 0e3b 0100\n"
        if let properties { text += "P: " + mask(properties, bytes: 8).joined(separator: " ") + "\n" }
        text += "B: 00 0b 00 00 00 00 00 00 00\n"
        let keyMask = mask(keys, bytes: 96)
        for line in 0..<12 { text += "B: 01 " + keyMask[(line * 8)..<(line * 8 + 8)].joined(separator: " ") + "\n" }
        text += "B: 03 " + mask(Array(axes.keys), bytes: 8).joined(separator: " ") + "\n"
        for code in axes.keys.sorted() {
            let (minimum, maximum) = axes[code]!
            let units = (code == 0 || code == 1 || code == 0x35 || code == 0x36) ? 20 : 0
            text += String(format: "A: %02x %d %d 0 0", code, minimum, maximum) + (resolution ? " \(units)" : "") + "\n"
        }
        return text
    }

    /// Event lines as evemu-record writes them (`E: %lu.%06u %04x %04x %04d` and a comment); a frame per row of
    /// (seconds, [(type, code, value)]), each ended by its SYN_REPORT.
    static func events(_ frames: [(Double, [(Int, Int, Int)])]) -> String {
        var text = "################################\n#      Waiting for events      #\n################################\n"
        for (time, rows) in frames {
            let micros = Int((time * 1e6).rounded())
            let stamp = String(format: "%d.%06d", micros / 1_000_000, micros % 1_000_000)
            for (type, code, value) in rows + [(0, 0, 0)] {
                text += String(format: "E: %@ %04x %04x %04d\t# a comment\n", stamp, type, code, value)
            }
        }
        return text
    }

    /// A tap at device position (x, y) from `start`, lifted 50 ms later (ABS_MT_* and BTN_TOUCH).
    static func tap(_ start: Double, x: Int, y: Int, id: Int = 1) -> [(Double, [(Int, Int, Int)])] {
        [(start, [(3, 0x39, id), (3, 0x35, x), (3, 0x36, y), (1, 330, 1)]), (start + 0.05, [(3, 0x39, -1), (1, 330, 0)])]
    }

    private static func mask(_ bits: [Int], bytes: Int) -> [String] {
        var mask = [UInt8](repeating: 0, count: bytes)
        for bit in bits { mask[bit / 8] |= 1 << (bit % 8) }
        return mask.map { String(format: "%02x", $0) }
    }
}
