/// The path of a field inside a file, such as `events[3].x`, rendered only when an error needs it.
///
/// Decoding a large trace visits millions of fields; building a string for each would dominate the time, so
/// the path keeps its last index and key apart and renders on demand.
struct JSONFieldPath: Sendable, CustomStringConvertible {
    private var prefix: String
    private var index: Int?
    private var key: String?

    /// The top-level value.
    static let root = JSONFieldPath(prefix: "", index: nil, key: nil)

    private init(prefix: String, index: Int?, key: String?) {
        self.prefix = prefix
        self.index = index
        self.key = key
    }

    /// True for the top-level value (errors about it have no field).
    var isRoot: Bool { prefix.isEmpty && index == nil && key == nil }

    /// The rendered path, e.g. `notches[1].fraction`.
    var description: String {
        var text = prefix
        if let index { text += "[\(index)]" }
        if let key { text += text.isEmpty ? key : "." + key }
        return text
    }

    /// The path of member `name` of this object.
    func appending(key name: String) -> JSONFieldPath {
        if key == nil {
            var path = self
            path.key = name
            return path
        }
        return JSONFieldPath(prefix: description, index: nil, key: name)
    }

    /// The path of element `position` of this array.
    func appending(index position: Int) -> JSONFieldPath {
        JSONFieldPath(prefix: description, index: position, key: nil)
    }

    /// Element paths that share one rendered prefix, so iterating an array renders its path once.
    func elementPaths(count: Int) -> [JSONFieldPath] {
        let base = description
        return (0..<count).map { JSONFieldPath(prefix: base, index: $0, key: nil) }
    }
}

/// The accepted range of a number field, and how to say it in a message.
struct JSONNumberRange: Sendable {
    var lower: Double?
    var lowerInclusive = true
    var upper: Double?
    var upperInclusive = true

    /// Any finite number.
    static let any = JSONNumberRange()
    /// Finite and ≥ 0.
    static let nonNegative = JSONNumberRange(lower: 0)
    /// Finite and > 0.
    static let positive = JSONNumberRange(lower: 0, lowerInclusive: false)

    /// Whether `value` lies in the range.
    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// E.g. "a finite number ≥ 0", "a finite number between 1 and 4", "a finite number > 0 and ≤ 60".
    var expectation: String {
        let low = lower.map(JSONNumberFormat.string(for:))
        let high = upper.map(JSONNumberFormat.string(for:))
        switch (low, high) {
        case (nil, nil):
            return "a finite number"
        case let (low?, nil):
            return "a finite number \(lowerInclusive ? "≥" : ">") \(low)"
        case let (nil, high?):
            return "a finite number \(upperInclusive ? "≤" : "<") \(high)"
        case let (low?, high?):
            if lowerInclusive, upperInclusive { return "a finite number between \(low) and \(high)" }
            return "a finite number \(lowerInclusive ? "≥" : ">") \(low) and \(upperInclusive ? "≤" : "<") \(high)"
        }
    }
}

/// A value in a file together with where it is, with typed accessors that throw `FileFormatError`s naming
/// the field and saying what was expected and found.
struct JSONFieldReader {
    /// The file, for messages.
    let file: String
    /// Where the value is.
    let path: JSONFieldPath
    /// The value itself.
    let value: JSONValue

    /// An error about this field.
    func failure(_ message: String) -> FileFormatError {
        FileFormatError(file: file, field: path.isRoot ? nil : path.description, message: message)
    }

    /// An "expected X, found Y" error about this field.
    func mismatch(_ expectation: String) -> FileFormatError {
        failure("expected \(expectation), found \(value.foundDescription)")
    }

    /// A finite number within `range`.
    func number(_ range: JSONNumberRange = .any) throws -> Double {
        guard case let .number(number) = value, range.contains(number) else {
            throw mismatch(range.expectation)
        }
        return number
    }

    /// A number without a fraction within `range`.
    func integer(_ range: ClosedRange<Int>) throws -> Int {
        guard case let .number(number) = value, number.rounded() == number,
            number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else {
            throw mismatch(JSONFieldReader.integerExpectation(range))
        }
        return Int(number)
    }

    /// "an integer between A and B".
    static func integerExpectation(_ range: ClosedRange<Int>) -> String {
        "an integer between \(range.lowerBound) and \(range.upperBound)"
    }

    /// `true` or `false`.
    func bool() throws -> Bool {
        guard case let .bool(flag) = value else { throw mismatch("true or false") }
        return flag
    }

    /// A non-empty string of at most `maximumLength` characters.
    func string(maximumLength: Int = 4096) throws -> String {
        guard case let .string(text) = value, !text.isEmpty, text.count <= maximumLength else {
            throw mismatch("a non-empty string of at most \(maximumLength) characters")
        }
        return text
    }

    /// One of the raw values of `T`, e.g. "expected one of header, overlay, anywhere, found \"top\"".
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
        guard case let .string(text) = value, let choice = T(rawValue: text) else {
            throw mismatch(JSONFieldReader.choiceExpectation(T.allCases.map(\.rawValue)))
        }
        return choice
    }

    /// "one of a, b, c".
    static func choiceExpectation(_ names: [String]) -> String {
        "one of " + names.joined(separator: ", ")
    }

    /// The elements of an array, each with its own path; more than `maximumCount` is an error.
    func array(maximumCount: Int = Int.max, noun: String = "elements") throws -> [JSONFieldReader] {
        guard case let .array(elements) = value else { throw mismatch("an array") }
        if elements.count > maximumCount {
            throw failure("expected at most \(maximumCount) \(noun), found \(elements.count)")
        }
        let paths = path.elementPaths(count: elements.count)
        return zip(elements, paths).map { JSONFieldReader(file: file, path: $1, value: $0) }
    }

    /// An object whose keys must all be in `allowedKeys` (the first unknown key is reported, listing them).
    func object(allowedKeys: [String]) throws -> JSONObjectReader {
        guard case let .object(members) = value else { throw mismatch("an object") }
        let reader = JSONObjectReader(file: file, path: path, members: members)
        try reader.rejectUnknownKeys(allowedKeys)
        return reader
    }
}

/// The members of an object, looked up by key.
struct JSONObjectReader {
    /// The file, for messages.
    let file: String
    /// Where the object is.
    let path: JSONFieldPath
    /// The members in file order.
    let members: [(String, JSONValue)]

    /// Fails on the first key not in `allowedKeys`.
    func rejectUnknownKeys(_ allowedKeys: [String]) throws {
        // Index loops rather than `contains` or for-in: this runs for every event of large traces, and in
        // debug builds iterators over arrays of tuples cost a runtime metadata lookup each time.
        var position = 0
        while position < members.count {
            let key = members[position].0
            position += 1
            var candidate = 0
            while candidate < allowedKeys.count, allowedKeys[candidate] != key { candidate += 1 }
            if candidate < allowedKeys.count { continue }
            let list = allowedKeys.joined(separator: ", ")
            throw FileFormatError(
                file: file, field: path.appending(key: key).description,
                message: "unknown field (expected one of: \(list))")
        }
    }

    /// The member `key`, or nil when it is absent or `null` (null means "use the default" everywhere).
    func optional(_ key: String) -> JSONFieldReader? {
        var position = 0
        while position < members.count {
            if members[position].0 == key {
                let value = members[position].1
                if case .null = value { return nil }
                return JSONFieldReader(file: file, path: path.appending(key: key), value: value)
            }
            position += 1
        }
        return nil
    }

    /// The member `key`; absent or null gives "missing (expected …)".
    /// The expectation is an autoclosure because it is only needed when the key is missing.
    func required(_ key: String, expecting expectation: @autoclosure () -> String) throws -> JSONFieldReader {
        guard let field = optional(key) else {
            throw FileFormatError(
                file: file, field: path.appending(key: key).description,
                message: "missing (expected \(expectation()))")
        }
        return field
    }

    /// A required number within `range`.
    func number(_ key: String, _ range: JSONNumberRange) throws -> Double {
        try required(key, expecting: range.expectation).number(range)
    }

    /// An optional number within `range`, or `fallback`.
    func number(_ key: String, _ range: JSONNumberRange, default fallback: Double) throws -> Double {
        try optional(key)?.number(range) ?? fallback
    }

    /// A required integer within `range`.
    func integer(_ key: String, _ range: ClosedRange<Int>) throws -> Int {
        try required(key, expecting: JSONFieldReader.integerExpectation(range)).integer(range)
    }

    /// An optional integer within `range`, or `fallback`.
    func integer(_ key: String, _ range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        try optional(key)?.integer(range) ?? fallback
    }

    /// An optional boolean, or `fallback`.
    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        try optional(key)?.bool() ?? fallback
    }

    /// A required non-empty string.
    func string(_ key: String, maximumLength: Int = 4096) throws -> String {
        try required(key, expecting: "a non-empty string of at most \(maximumLength) characters")
            .string(maximumLength: maximumLength)
    }

    /// A required enum-like string.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws -> T where T.RawValue == String {
        try required(key, expecting: JSONFieldReader.choiceExpectation(T.allCases.map(\.rawValue))).choice(type)
    }

    /// An optional enum-like string, or `fallback`.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, default fallback: T) throws -> T where T.RawValue == String {
        try optional(key)?.choice(T.self) ?? fallback
    }
}
