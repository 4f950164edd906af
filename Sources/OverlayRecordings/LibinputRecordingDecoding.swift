import Foundation
import OverlayFiles
import Yams

/// Reading `libinput record` files (YAML): the format of libinput-record(1), version 1.
extension LibinputRecording {
    /// The largest recording accepted: minutes of continuous two-finger touches at 120 Hz, as libinput record
    /// writes them (one commented line per event), and about 250 MB of parsed YAML at most.
    public static let fileSizeLimit = 16 * 1_048_576

    /// Reads and decodes the recording at `path`; the size is checked before the file is read.
    /// - Throws: `FileFormatError` naming the file, the field or line, and what was expected.
    public static func load(path: String) throws -> LibinputRecording {
        try decode(FileFormatError.readFile(atPath: path, limit: fileSizeLimit), file: path)
    }

    /// Decodes a recording from its bytes. The text is scanned for what could make parsing costly (aliases,
    /// deep nesting, too many values) before Yams builds any node; then unknown keys are ignored, as the format
    /// asks, and every field that is used is checked.
    public static func decode(_ bytes: [UInt8], file: String) throws -> LibinputRecording {
        if bytes.isEmpty { throw FileFormatError(file: file, message: "file is empty") }
        try YAMLSafetyScan.check(bytes, file: file)
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw FileFormatError(file: file, message: "is not UTF-8 text (a libinput recording is YAML)")
        }
        let root: Node
        do {
            guard let node = try Parser(yaml: text).singleRoot() else {
                throw FileFormatError(file: file, message: "holds no YAML document")
            }
            root = node
        } catch let error as YamlError {
            throw FileFormatError(file: file, message: describe(error))
        }
        let top = try YAMLField(file: file, path: "", node: root).mapping("a libinput recording (a mapping with version and devices)")
        guard let version = YAMLField.member("version", in: top) else {
            throw FileFormatError(file: file, field: "version", message: "missing: a libinput recording starts with `version: 1`")
        }
        let number = try version.integer(0...Int(Int32.max), "the format version")
        guard number == 1 else { throw version.failure("version \(number) is not supported (only version 1)") }
        guard let devicesField = YAMLField.member("devices", in: top) else {
            throw FileFormatError(file: file, field: "devices", message: "missing: the list of recorded devices")
        }
        let entries = try devicesField.sequence("a list of devices")
        guard !entries.isEmpty else { throw devicesField.failure("the list of devices is empty") }
        return LibinputRecording(devices: try entries.map(decodeDevice))
    }

    private static func decodeDevice(_ entry: YAMLField) throws -> LibinputDevice {
        let members = try entry.mapping("a device (node, evdev, events)")
        guard let evdevField = YAMLField.member("evdev", in: members) else {
            throw entry.failure("the device has no `evdev` description")
        }
        let evdev = try evdevField.mapping("the device's evdev description (name, absinfo, properties)")
        let name = try YAMLField.member("name", in: evdev)?.string("the device name") ?? ""
        let axes = try YAMLField.member("absinfo", in: evdev).map(decodeAxes) ?? [:]
        let properties =
            try YAMLField.member("properties", in: evdev).map { field in
                Set(try field.sequence("a list of INPUT_PROP numbers").map { try $0.integer(0...0x1f, "an INPUT_PROP number") })
            } ?? []
        var keyCodes: Set<Int> = []
        if let codes = try YAMLField.member("codes", in: evdev)?.mapping("evdev codes by type") {
            if let keys = YAMLField.member(String(EvdevCode.key), in: codes) {
                keyCodes = Set(try keys.sequence("a list of EV_KEY codes").map { try $0.integer(0...0x2ff, "a key code") })
            }
        }
        var udevProperties: [String: String] = [:]
        if let udev = try YAMLField.member("udev", in: members)?.mapping("the device's udev description (properties)"),
            let list = YAMLField.member("properties", in: udev), !isNull(list.node)
        {
            for entry in try list.sequence("a list of udev properties (`NAME=value`)") {
                let text = try entry.string("a udev property (`NAME=value`)")
                guard let equals = text.firstIndex(of: "=") else {
                    throw entry.failure("expected `NAME=value`, found `\(text.prefix(40))`")
                }
                udevProperties[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
        }
        guard YAMLField.member("events", in: members) != nil else {
            throw entry.failure("the device has no `events`: the recording ends before them (cut short?)")
        }
        var events: [EvdevEvent] = []
        if let eventsField = YAMLField.member("events", in: members), case let .sequence(groups) = eventsField.node {
            // Rows are nearly every node of a recording: they are read straight from the nodes, and a field (with
            // its path for the message) is made only for a row that is wrong.
            events.reserveCapacity(groups.count * 6)
            for (groupIndex, group) in groups.enumerated() {
                let groupField = YAMLField(file: entry.file, path: "\(eventsField.path)[\(groupIndex)]", node: group)
                guard case let .mapping(mapping) = group else { throw groupField.failure("expected an event group such as `evdev: [...]`") }
                // Other groups (hid, libinput) are not device events; they are skipped, as the format allows.
                guard let rows = mapping.first(where: { $0.key.scalar?.string == "evdev" })?.value else { continue }
                guard case let .sequence(rowNodes) = rows else {
                    throw YAMLField(file: entry.file, path: groupField.path + ".evdev", node: rows)
                        .failure("expected a list of [sec, usec, type, code, value] events")
                }
                for (rowIndex, row) in rowNodes.enumerated() {
                    if let event = quickEvent(row) {
                        events.append(event)
                    } else {
                        events.append(
                            try decodeEvent(YAMLField(file: entry.file, path: "\(groupField.path).evdev[\(rowIndex)]", node: row)))
                    }
                }
            }
        } else if let eventsField = YAMLField.member("events", in: members), !isNull(eventsField.node) {
            throw eventsField.failure("expected a list of event groups")
        }
        return LibinputDevice(
            name: name, axes: axes, properties: properties, keyCodes: keyCodes, udevProperties: udevProperties, events: events,
            line: entry.line)
    }

    /// `absinfo`: `{code: [min, max, fuzz, flat, resolution]}` as libinput record writes it, or a list of
    /// `[code, min, max, fuzz, flat, resolution]` as the man page's prose describes it.
    private static func decodeAxes(_ field: YAMLField) throws -> [Int: AbsoluteAxis] {
        var axes: [Int: AbsoluteAxis] = [:]
        func axis(_ values: [YAMLField]) throws -> AbsoluteAxis {
            let numbers = try values.map { try $0.integer(Int(Int32.min)...Int(Int32.max)) }
            guard numbers[0] <= numbers[1] else {
                throw values[1].failure("the axis maximum \(numbers[1]) is below its minimum \(numbers[0])")
            }
            guard numbers[4] >= 0 else { throw values[4].failure("the resolution is negative") }
            return AbsoluteAxis(minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers[4])
        }
        if case .sequence = field.node {
            for entry in try field.sequence("absinfo") {
                let values = try entry.sequence("[code, min, max, fuzz, flat, resolution]")
                guard values.count == 6 else { throw entry.failure("expected [code, min, max, fuzz, flat, resolution]: 6 numbers") }
                axes[try values[0].integer(0...0x3f, "an EV_ABS code")] = try axis(Array(values[1...]))
            }
            return axes
        }
        for (key, entry) in try field.mapping("absinfo: EV_ABS code to [min, max, fuzz, flat, resolution]") {
            guard let code = Int(key), (0...0x3f).contains(code) else {
                throw entry.failure("`\(key)` is not an EV_ABS code (0 to 63)")
            }
            let values = try entry.sequence("[min, max, fuzz, flat, resolution]")
            guard values.count == 5 else { throw entry.failure("expected [min, max, fuzz, flat, resolution]: 5 numbers") }
            axes[code] = try axis(values)
        }
        return axes
    }

    /// A well-formed row, read without making fields; nil when anything is off (then `decodeEvent` says what).
    private static func quickEvent(_ row: Node) -> EvdevEvent? {
        guard case let .sequence(values) = row, values.count == 5 else { return nil }
        var numbers = (0, 0, 0, 0, 0)
        for (index, value) in values.enumerated() {
            guard case let .scalar(scalar) = value, scalar.style == .plain, let number = Int(scalar.string) else { return nil }
            switch index {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            case 3: numbers.3 = number
            default: numbers.4 = number
            }
        }
        guard (0...Int(Int32.max)).contains(numbers.0), (0...999_999).contains(numbers.1), (0...0x1f).contains(numbers.2),
            (0...0x2ff).contains(numbers.3), (Int(Int32.min)...Int(Int32.max)).contains(numbers.4)
        else { return nil }
        return EvdevEvent(
            seconds: numbers.0, microseconds: numbers.1, type: numbers.2, code: numbers.3, value: numbers.4,
            line: row.mark?.line ?? 0)
    }

    private static func decodeEvent(_ row: YAMLField) throws -> EvdevEvent {
        let values = try row.sequence("[sec, usec, type, code, value]")
        guard values.count == 5 else {
            throw row.failure("expected [sec, usec, type, code, value]: 5 numbers, found \(values.count)")
        }
        return EvdevEvent(
            seconds: try values[0].integer(0...Int(Int32.max), "seconds"),
            microseconds: try values[1].integer(0...999_999, "microseconds"),
            type: try values[2].integer(0...0x1f, "an event type"),
            code: try values[3].integer(0...0x2ff, "an event code"),
            value: try values[4].integer(Int(Int32.min)...Int(Int32.max), "a value"),
            line: row.line)
    }

    private static func isNull(_ node: Node) -> Bool {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Yams' error as one line: where and what, without the echoed source line (which may be megabytes long).
    private static func describe(_ error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let during = context.map { " (\($0.text))" } ?? ""
            return "line \(mark.line), column \(mark.column): \(problem)\(during)"
        case let .duplicatedKeysInMapping(duplicates, context):
            return
                "line \(context.mark.line), column \(context.mark.column): a key appears twice in a mapping (\(duplicates.joined(separator: ", ")))"
        case let .reader(problem, offset, _, _):
            return "not readable as YAML: \(problem)" + (offset.map { " at byte \($0)" } ?? "")
        default:
            return "not readable as YAML (\(error))"
        }
    }
}
