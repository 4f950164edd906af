import OverlayFiles

/// The fields of one evemu line, checked as libevemu's reader checks them, with messages naming the line.
struct EvemuLine {
    let file: String
    let line: Int

    /// The values after the `X:` of a line, up to a `#` comment (evemu-record ends event lines with one).
    static func values(_ line: Substring) -> [String] {
        var body = line.dropFirst(2)
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        return body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// `E: sec.usec type code value`.
    func event(_ fields: [String]) throws -> EvdevEvent {
        guard fields.count == 4 else {
            throw failure("expected `E: sec.usec type code value`, found \(fields.count) value\(fields.count == 1 ? "" : "s")")
        }
        // Two integers, as evemu writes and reads them (`%lu.%06u`): the microseconds are a count, not a fraction.
        let time = fields[0].split(separator: ".", omittingEmptySubsequences: false)
        guard time.count == 2, time.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }), time[1].count <= 6,
            let seconds = Int(time[0]), (0...Int(Int32.max)).contains(seconds), let microseconds = Int(time[1]), microseconds >= 0
        else {
            throw failure(
                "expected a time `seconds.microseconds` such as `12.000345` (evemu writes six digits after the dot), "
                    + "found `\(fields[0].prefix(24))`")
        }
        return EvdevEvent(
            seconds: seconds, microseconds: microseconds, type: try hex(fields[1], 0...0x1f, "an event type"),
            code: try hex(fields[2], 0...0x2ff, "an event code"), value: try decimal(fields[3], "a value"), line: line)
    }

    /// The 8 bytes of a `P:` or `B:` line (evemu refuses any other count: a short line would shift every later bit).
    func maskBytes(_ fields: [String], _ form: String) throws -> [UInt8] {
        guard fields.count == 8 else {
            throw failure("expected `\(form)`, found \(fields.count) byte\(fields.count == 1 ? "" : "s") (a line cut short?)")
        }
        return try fields.map { UInt8(try hex($0, 0...0xff, "a mask byte")) }
    }

    /// `A: code min max fuzz flat resolution`; format 1.1 and older have no resolution.
    func axis(_ fields: [String]) throws -> (code: Int, axis: AbsoluteAxis) {
        guard fields.count == 6 || fields.count == 5 else {
            throw failure("expected `A: code min max fuzz flat resolution`, found \(fields.count) value\(fields.count == 1 ? "" : "s")")
        }
        let code = try hex(fields[0], 0...0x3f, "an EV_ABS code")
        let numbers = try fields.dropFirst().map { try decimal($0, "an axis value") }
        guard numbers[0] <= numbers[1] else {
            throw failure("the axis maximum \(numbers[1]) is below its minimum \(numbers[0])")
        }
        let resolution = numbers.count == 5 ? numbers[4] : 0
        guard resolution >= 0 else { throw failure("the resolution is negative") }
        return (code, AbsoluteAxis(minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: resolution))
    }

    /// A number in hexadecimal (evemu writes no `0x`; one is accepted).
    func hex(_ text: String, _ range: ClosedRange<Int>, _ noun: String) throws -> Int {
        let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
        guard digits.count <= 8, let value = Int(digits, radix: 16), range.contains(value) else {
            throw failure(
                "expected \(noun) in hexadecimal, 0x\(String(range.lowerBound, radix: 16)) to "
                    + "0x\(String(range.upperBound, radix: 16)), found `\(text.prefix(24))`")
        }
        return value
    }

    /// A 32-bit decimal integer, sign and leading zeros allowed (`-001`).
    func decimal(_ text: String, _ noun: String) throws -> Int {
        guard text.count <= 12, let value = Int(text), (Int(Int32.min)...Int(Int32.max)).contains(value) else {
            throw failure("expected \(noun), a 32-bit decimal integer, found `\(text.prefix(24))`")
        }
        return value
    }

    func failure(_ message: String) -> FileFormatError {
        FileFormatError(file: file, message: "line \(line): \(message)")
    }

    /// The bit numbers set in a mask whose bytes come lowest first.
    static func bits(_ bytes: [UInt8]) -> Set<Int> {
        var set: Set<Int> = []
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(index * 8 + bit) }
        }
        return set
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns.
    func trimmingEvemuBlanks() -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else { return "" }
        return self[start...end]
    }
}
