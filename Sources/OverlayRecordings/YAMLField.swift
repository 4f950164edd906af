import OverlayFiles
import Yams

/// A YAML node with its path from the root (`devices[0].evdev.absinfo.53`), for messages that name the field and
/// the line the way the JSON readers do.
struct YAMLField {
    let file: String
    let path: String
    let node: Node

    /// The node's line in the file (1-based), or 0 when Yams does not know it.
    var line: Int { node.mark?.line ?? 0 }

    /// An error naming this field, its line and column, and `message`.
    func failure(_ message: String) -> FileFormatError {
        let position = node.mark.map { " (line \($0.line), column \($0.column))" } ?? ""
        return FileFormatError(file: file, field: path.isEmpty ? nil : path, message: message + position)
    }

    /// The members of a mapping, in file order, with their keys as strings.
    func mapping(_ expectation: String) throws -> [(key: String, field: YAMLField)] {
        guard case let .mapping(mapping) = node else { throw failure("expected \(expectation)") }
        return try mapping.map { pair in
            guard case let .scalar(key) = pair.key else {
                throw YAMLField(file: file, path: path, node: pair.key).failure("expected a plain key in \(expectation)")
            }
            return (key.string, YAMLField(file: file, path: Self.join(path, key.string), node: pair.value))
        }
    }

    /// The member named `key` of a mapping whose members are `members`, if present.
    static func member(_ key: String, in members: [(key: String, field: YAMLField)]) -> YAMLField? {
        members.first { $0.key == key }?.field
    }

    /// The elements of a sequence.
    func sequence(_ expectation: String) throws -> [YAMLField] {
        guard case let .sequence(sequence) = node else { throw failure("expected \(expectation)") }
        return sequence.enumerated().map { YAMLField(file: file, path: "\(path)[\($0.offset)]", node: $0.element) }
    }

    /// A decimal integer within `range`, or an error naming the range.
    func integer(_ range: ClosedRange<Int>, _ noun: String = "an integer") throws -> Int {
        guard case let .scalar(scalar) = node, scalar.style == .plain, let value = Int(scalar.string), range.contains(value) else {
            throw failure("expected \(noun) from \(range.lowerBound) to \(range.upperBound)\(found)")
        }
        return value
    }

    /// A string (plain or quoted scalar).
    func string(_ noun: String = "a string") throws -> String {
        guard case let .scalar(scalar) = node else { throw failure("expected \(noun)\(found)") }
        return scalar.string
    }

    /// ", found …" describing the node, for messages.
    private var found: String {
        switch node {
        case let .scalar(scalar):
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            return ", found \(text.isEmpty ? "nothing" : "`\(text)`")"
        case .mapping: return ", found a mapping"
        case .sequence: return ", found a list"
        case .alias: return ", found an alias"
        }
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
