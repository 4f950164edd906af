/// A parsed JSON document.
///
/// Objects keep their members in file order (so messages and re-encoded files follow the author's order);
/// the parser rejects duplicate keys, so a key appears at most once.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; always finite (the parser rejects numbers that overflow a `Double`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// An object's members, in file order.
    case object([(String, JSONValue)])

    /// Structural equality; object members must match pairwise and in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case let (.bool(a), .bool(b)):
            return a == b
        case let (.number(a), .number(b)):
            return a == b
        case let (.string(a), .string(b)):
            return a == b
        case let (.array(a), .array(b)):
            return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default:
            return false
        }
    }

    /// The value of the member named `key`, when this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// A short phrase for error messages ("found …"): the value itself for scalars, "an array" or "an object"
    /// for containers, so a message never dumps a whole subtree.
    public var foundDescription: String {
        switch self {
        case .null:
            return "null"
        case let .bool(flag):
            return flag ? "true" : "false"
        case let .number(number):
            return JSONNumberFormat.string(for: number)
        case let .string(text):
            // Long strings are cut so one bad field cannot flood the terminal.
            let limit = 40
            if text.count > limit {
                return JSONWriter.quoted(String(text.prefix(limit))).dropLast() + "…\""
            }
            return JSONWriter.quoted(text)
        case .array:
            return "an array"
        case .object:
            return "an object"
        }
    }
}

/// How numbers are printed in messages and in written files.
public enum JSONNumberFormat {
    /// Integral values print without a fraction ("3", not "3.0"); everything else uses `Double.description`,
    /// the shortest text that reads back as the same `Double`, so written files round-trip exactly.
    public static func string(for value: Double) -> String {
        // 2^53: beyond it not every integer is representable, and description switches to exponent form anyway.
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
