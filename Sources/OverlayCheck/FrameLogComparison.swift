import OverlayFiles

/// Compares two frame logs (JSON Lines) line by line as parsed JSON: numbers may differ by a tolerance, every
/// other value (strings, booleans, nulls, the callbacks, the set of fields) must match exactly. Comparing parsed
/// values rather than bytes keeps the check independent of how numbers are printed.
public enum FrameLogComparison {
    /// The first difference between two logs.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        /// The line (1-based).
        public var line: Int
        /// The line's time, when it has one.
        public var time: Double?
        /// The field inside the line (`height`, `events[1]`), nil when a whole line is missing or extra.
        public var field: String?
        /// The approved and the actual value, as JSON text.
        public var expected: String
        public var actual: String
        /// The numeric tolerance used.
        public var tolerance: Double

        public var description: String {
            let at = "line \(line)" + (time.map { " (t \(JSONNumberFormat.string(for: $0)))" } ?? "")
            let toleranceText = "numeric tolerance \(JSONNumberFormat.string(for: tolerance))"
            guard let field else { return "\(at): expected \(expected), got \(actual) (\(toleranceText))" }
            return "\(at): field `\(field)` expected \(expected), got \(actual) (\(toleranceText))"
        }
    }

    /// The lines of a log, without a trailing empty line.
    public static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// How many lines `lines(text)` gives, counted without making them.
    public static func lineCount(_ text: String) -> Int {
        var newlines = 0
        for byte in text.utf8 where byte == 0x0A { newlines += 1 }
        guard let last = text.utf8.last else { return 0 }
        return last == 0x0A ? newlines : newlines + 1
    }

    /// The first difference between `expected` (the approved log, from `expectedFile`) and `actual`, or nil.
    /// - Throws: `FileFormatError` naming `expectedFile` and the line when an approved line is not JSON.
    ///
    /// Equal logs, and equal lines, are passed without parsing: a line of ours is JSON, so an approved line with the
    /// same bytes is too, and equal values differ by no tolerance. Only lines that differ as text are parsed.
    public static func firstDifference(
        expected: String, actual: String, expectedFile: String,
        tolerance: Double
    ) throws -> Difference? {
        if expected == actual { return nil }
        let expectedLines = lines(expected), actualLines = lines(actual)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            if index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] { continue }
            guard index < expectedLines.count else {
                return Difference(
                    line: index + 1, time: nil, field: nil,
                    expected: "the end of the log (\(expectedLines.count) lines)",
                    actual: "another line: \(String(actualLines[index].prefix(120)))", tolerance: tolerance)
            }
            let approved: JSONValue
            do {
                approved = try JSONParser.parse(Array(expectedLines[index].utf8))
            } catch let error as JSONSyntaxError {
                throw FileFormatError(file: expectedFile, message: "line \(index + 1): \(error.message)")
            }
            guard index < actualLines.count else {
                return Difference(
                    line: index + 1, time: time(of: approved), field: nil, expected: "a line",
                    actual: "the end of the log (\(actualLines.count) lines)", tolerance: tolerance)
            }
            // The actual log is ours; a line that does not parse is compared as text.
            let produced = (try? JSONParser.parse(Array(actualLines[index].utf8))) ?? .string(String(actualLines[index]))
            if let (field, want, got) = firstDifference(approved, produced, path: "", tolerance: tolerance) {
                return Difference(
                    line: index + 1, time: time(of: approved), field: field.isEmpty ? nil : field,
                    expected: want, actual: got, tolerance: tolerance)
            }
        }
        return nil
    }

    /// The `(t, height)` pairs of a log's step lines (the `final` line left out), for the trajectory plot.
    public static func heights(_ text: String) -> [(time: Double, height: Double)] {
        lines(text).compactMap { line in
            guard let value = try? JSONParser.parse(Array(line.utf8)), value["final"] == nil,
                case let .number(time)? = value["t"], case let .number(height)? = value["height"]
            else { return nil }
            return (time, height)
        }
    }

    private static func time(of line: JSONValue) -> Double? {
        if case let .number(time)? = line["t"] { return time }
        return nil
    }

    /// The first differing field under `path`, with both values as JSON text.
    private static func firstDifference(
        _ expected: JSONValue, _ actual: JSONValue, path: String,
        tolerance: Double
    ) -> (String, String, String)? {
        func text(_ value: JSONValue) -> String { JSONWriter.compact(value) }
        switch (expected, actual) {
        case let (.number(a), .number(b)):
            return abs(a - b) <= tolerance ? nil : (path, text(expected), text(actual))
        case let (.object(a), .object(b)):
            for (key, value) in a {
                let field = path.isEmpty ? key : path + "." + key
                guard let other = b.first(where: { $0.0 == key })?.1 else { return (field, text(value), "no such field") }
                if let difference = firstDifference(value, other, path: field, tolerance: tolerance) { return difference }
            }
            if let extra = b.first(where: { key in !a.contains { $0.0 == key.0 } }) {
                return (path.isEmpty ? extra.0 : path + "." + extra.0, "no such field", text(extra.1))
            }
            return nil
        case let (.array(a), .array(b)):
            for index in 0..<min(a.count, b.count) {
                if let difference = firstDifference(a[index], b[index], path: "\(path)[\(index)]", tolerance: tolerance) {
                    return difference
                }
            }
            return a.count == b.count ? nil : (path, text(expected), text(actual))
        default:
            return expected == actual ? nil : (path, text(expected), text(actual))
        }
    }
}
