import OverlayFiles

/// Reading `evemu-record` files, and `evemu-describe` device descriptions, as a one-device recording.
///
/// Both are lines of text; `#` starts a comment (evemu-record's `# EVEMU` header spells the device out in
/// comments too, for people). The device is described by `N: name`, `I: bus vendor product version` (hex),
/// `P:` the input properties as a bit mask (hex bytes, lowest first, continued on the next `P:` line), `B: type`
/// followed by that event type's code mask the same way, and `A: code min max fuzz flat resolution` (the code in
/// hex, the rest decimal) for each absolute axis. Each event is `E: sec.usec type code value`: the time in
/// seconds with microseconds, type and code in hex, the value in decimal.
enum EvemuRecording {
    /// Reads the recording at `path`; with `description`, the device lines are taken from that file instead
    /// (a recording of events only).
    static func load(path: String, description: String?) throws -> LibinputRecording {
        let bytes = try FileFormatError.readFile(atPath: path, limit: LibinputRecording.fileSizeLimit)
        let described = try description.map { ($0, try FileFormatError.readFile(atPath: $0, limit: LibinputRecording.fileSizeLimit)) }
        return try decode(bytes, file: path, description: described)
    }

    /// Decodes a recording from its bytes, its device from `description` (file name and bytes) when given.
    static func decode(_ bytes: [UInt8], file: String, description: (file: String, bytes: [UInt8])? = nil) throws -> LibinputRecording {
        if bytes.isEmpty { throw FileFormatError(file: file, message: "file is empty") }
        var parser = Parser(file: file)
        try parser.read(bytes, events: true)
        if let description {
            var described = Parser(file: description.file)
            try described.read(description.bytes, events: false)
            guard described.describesDevice else {
                throw FileFormatError(
                    file: description.file, message: "has no device description (`N:`, `B:`, `A:` lines of evemu-describe)")
            }
            described.device.events = parser.device.events
            return LibinputRecording(devices: [described.device])
        }
        guard parser.describesDevice else {
            throw FileFormatError(
                file: file,
                message: "has no device description (`N:`, `B:`, `A:` lines): the recording is cut before them, or give the "
                    + "device's evemu-describe output with --desc")
        }
        return LibinputRecording(devices: [parser.device])
    }

    private struct Parser {
        let file: String
        var device = LibinputDevice(name: "", axes: [:], properties: [], events: [], line: 1)
        var describesDevice = false
        /// The bit masks read so far, by `B:` type (the properties under -1).
        private var masks: [Int: [UInt8]] = [:]

        init(file: String) { self.file = file }

        mutating func read(_ bytes: [UInt8], events: Bool) throws {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw FileFormatError(file: file, message: "is not UTF-8 text (an evemu recording is text)")
            }
            var number = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                number += 1
                var line = rawLine
                if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
                let trimmed = line.trimmingWhitespace()
                guard !trimmed.isEmpty else { continue }
                guard trimmed.count >= 2, trimmed.dropFirst().first == ":" else {
                    throw failure(number, "expected an evemu line (`N:`, `I:`, `P:`, `B:`, `A:` or `E:`), found `\(trimmed.prefix(40))`")
                }
                let fields = trimmed.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                switch trimmed.first {
                case "N":
                    device.name = String(trimmed.dropFirst(2).trimmingWhitespace())
                    describesDevice = true
                case "I", "L", "S":
                    break
                case "P":
                    masks[-1, default: []] += try fields.map { UInt8(try hex($0, 0...0xff, number, "a property mask byte")) }
                case "B":
                    guard let type = fields.first else { throw failure(number, "expected `B: type mask bytes…`") }
                    let eventType = try hex(type, 0...0x1f, number, "an event type")
                    masks[eventType, default: []] += try fields.dropFirst().map { UInt8(try hex($0, 0...0xff, number, "a mask byte")) }
                    describesDevice = true
                case "A":
                    try readAxis(fields, number)
                    describesDevice = true
                case "E":
                    guard events else { throw failure(number, "an event (`E:`) in a device description") }
                    device.events.append(try event(fields, number))
                default:
                    throw failure(number, "`\(trimmed.prefix(2))` is not an evemu line (`N:`, `I:`, `P:`, `B:`, `A:` or `E:`)")
                }
            }
            device.properties = Self.bits(masks[-1] ?? [])
            device.keyCodes = Self.bits(masks[EvdevCode.key] ?? [])
        }

        private mutating func readAxis(_ fields: [String], _ line: Int) throws {
            guard fields.count == 6 || fields.count == 5 else {
                throw failure(line, "expected `A: code min max fuzz flat resolution`, found \(fields.count) values")
            }
            let code = try hex(fields[0], 0...0x3f, line, "an EV_ABS code")
            let numbers = try fields.dropFirst().map { try decimal($0, line, "an axis value") }
            guard numbers[0] <= numbers[1] else {
                throw failure(line, "the axis maximum \(numbers[1]) is below its minimum \(numbers[0])")
            }
            let resolution = numbers.count == 5 ? numbers[4] : 0
            guard resolution >= 0 else { throw failure(line, "the resolution is negative") }
            device.axes[code] = AbsoluteAxis(
                minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: resolution)
        }

        private func event(_ fields: [String], _ line: Int) throws -> EvdevEvent {
            guard fields.count == 4 else {
                throw failure(line, "expected `E: sec.usec type code value`, found \(fields.count) values")
            }
            let time = fields[0].split(separator: ".", omittingEmptySubsequences: false)
            guard time.count == 2, let seconds = Int(time[0]), (0...Int(Int32.max)).contains(seconds), !time[1].isEmpty,
                time[1].count <= 6, time[1].allSatisfy(\.isASCII), let fraction = Int(time[1]), fraction >= 0
            else {
                throw failure(line, "expected a time such as `12.345678` (seconds and microseconds), found `\(fields[0].prefix(24))`")
            }
            let microseconds = fraction * [1, 10, 100, 1000, 10_000, 100_000, 1_000_000][6 - time[1].count]
            return EvdevEvent(
                seconds: seconds, microseconds: microseconds, type: try hex(fields[1], 0...0x1f, line, "an event type"),
                code: try hex(fields[2], 0...0x2ff, line, "an event code"), value: try decimal(fields[3], line, "a value"),
                line: line)
        }

        private func hex(_ text: String, _ range: ClosedRange<Int>, _ line: Int, _ noun: String) throws -> Int {
            let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
            guard digits.count <= 8, let value = Int(digits, radix: 16), range.contains(value) else {
                throw failure(
                    line,
                    "expected \(noun) in hexadecimal, 0x\(String(range.lowerBound, radix: 16)) to "
                        + "0x\(String(range.upperBound, radix: 16)), found `\(text.prefix(24))`")
            }
            return value
        }

        private func decimal(_ text: String, _ line: Int, _ noun: String) throws -> Int {
            guard text.count <= 12, let value = Int(text), (Int(Int32.min)...Int(Int32.max)).contains(value) else {
                throw failure(line, "expected \(noun), a 32-bit decimal integer, found `\(text.prefix(24))`")
            }
            return value
        }

        private func failure(_ line: Int, _ message: String) -> FileFormatError {
            FileFormatError(file: file, message: "line \(line): \(message)")
        }

        /// The bit numbers set in a mask whose bytes come lowest first.
        private static func bits(_ bytes: [UInt8]) -> Set<Int> {
            var set: Set<Int> = []
            for (index, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(index * 8 + bit) }
            }
            return set
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns.
    fileprivate func trimmingWhitespace() -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else { return "" }
        return self[start...end]
    }
}
