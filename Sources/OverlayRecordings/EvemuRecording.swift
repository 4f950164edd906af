import OverlayFiles

/// Reading `evemu-record` files, and `evemu-describe` device descriptions, as libevemu (2.7) writes and reads them.
///
/// Both are lines of text. A line that starts with `#` is a comment: evemu-record opens with `# EVEMU 1.3` (the
/// file format's version), the kernel and the device spelled out for people, and ends each event line with a
/// tab and a comment naming it. A device is described by `N: name` (the rest of the line, `#` included),
/// `I: bus vendor product version` (hex), `P:` lines of 8 property-mask bytes (hex, lowest first; none from kernels
/// before 2.6.38), `B: type` lines of 8 code-mask bytes each (one type's lines continue its mask), `A: code min
/// max fuzz flat resolution` per absolute axis (the code in hex; format 1.1 and older have no resolution), and the
/// LEDs' and switches' states (`L:`, `S:`). Each event is `E: sec.usec type code value`: seconds and microseconds
/// as two integers (evemu writes `%lu.%06u`, so `1.5` is 1 s and 5 µs), type and code in hex, the value in decimal
/// (`%04d`: `0214`, `-001`). evemu-record starts its times at 0.000001.
///
/// A file may hold several devices (descriptions concatenated, or whole recordings): each `N:` after a device's
/// lines starts the next device, and the events that follow are its. A last line cut short (no newline, not a
/// whole line of its kind) is left out with a note, as evemu-play stops there.
enum EvemuRecording {
    /// Reads the recording at `path`; with `description`, the devices are taken from that file instead (a
    /// recording of events only, or one whose description is to be replaced).
    static func load(path: String, description: String?) throws -> LibinputRecording {
        let bytes = try FileFormatError.readFile(atPath: path, limit: LibinputRecording.fileSizeLimit)
        let described = try description.map { ($0, try FileFormatError.readFile(atPath: $0, limit: LibinputRecording.fileSizeLimit)) }
        return try decode(bytes, file: path, description: described)
    }

    /// Decodes a recording from its bytes, its devices from `description` (file name and bytes) when given:
    /// each device that file describes gets the recording's events (`--device N` chooses among them), and the
    /// description file's own events, if it is a whole recording, are ignored as evemu-device ignores them.
    static func decode(_ bytes: [UInt8], file: String, description: (file: String, bytes: [UInt8])? = nil) throws -> LibinputRecording {
        if bytes.isEmpty { throw FileFormatError(file: file, message: "file is empty") }
        let recorded = try EvemuReader.read(bytes, file: file)
        guard let description else {
            guard !recorded.devices.isEmpty, recorded.devices.allSatisfy(\.described) else {
                throw FileFormatError(
                    file: file,
                    message: "has no device description (`N:`, `B:`, `A:` lines): the recording is cut before them, or give the "
                        + "device's evemu-describe output with --desc")
            }
            return LibinputRecording(devices: recorded.devices.map(\.device), notes: recorded.notes)
        }
        let described = try EvemuReader.read(description.bytes, file: description.file)
        let devices = described.devices.filter(\.described)
        guard !devices.isEmpty else {
            throw FileFormatError(
                file: description.file, message: "has no device description (`N:`, `B:`, `A:` lines of evemu-describe)")
        }
        let withEvents = recorded.devices.filter { !$0.device.events.isEmpty }
        guard withEvents.count <= 1 else {
            throw FileFormatError(
                file: file,
                message:
                    "holds the events of \(withEvents.count) devices (lines \(withEvents.map { String($0.device.line) }.joined(separator: ", "))): "
                    + "--desc describes the device of a recording of one device")
        }
        let events = withEvents.first?.device.events ?? []
        let notes = described.notes.map { "--desc \(description.file): \($0)" } + recorded.notes
        return LibinputRecording(
            devices: devices.map { entry in
                var device = entry.device
                device.events = events
                return device
            }, notes: notes)
    }
}

/// The devices of one evemu file, line by line (see `EvemuRecording`).
struct EvemuReader {
    /// A device as read so far: whether any description line named it, and its masks by `B:` type (-1: `P:`).
    struct Entry {
        var device: LibinputDevice
        var described = false
        var masks: [Int: [UInt8]] = [:]
    }

    let file: String
    private(set) var devices: [Entry] = []
    private(set) var notes: [String] = []

    /// Reads every line of `bytes`.
    static func read(_ bytes: [UInt8], file: String) throws -> EvemuReader {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileFormatError(file: file, message: "is not UTF-8 text (an evemu recording is text)")
        }
        var reader = EvemuReader(file: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingEvemuBlanks()
            guard !line.isEmpty else { continue }
            if line.first == "#" { continue }
            do {
                try reader.read(line, number)
            } catch let error as FileFormatError where offset == lines.count - 1 {
                // The last line, with no newline after it: a recording cut mid-line. What came before stands.
                reader.notes.append(
                    "line \(number) is cut short (`\(line.prefix(40))`, no end of line): the recording ends there, the "
                        + "line is left out (\(error.message.drop(while: { $0 != ":" }).dropFirst(2)))")
            }
        }
        for index in reader.devices.indices {
            reader.devices[index].device.properties = EvemuLine.bits(reader.devices[index].masks[-1] ?? [])
            reader.devices[index].device.keyCodes = EvemuLine.bits(reader.devices[index].masks[EvdevCode.key] ?? [])
        }
        return reader
    }

    private mutating func read(_ line: Substring, _ number: Int) throws {
        let fields = EvemuLine(file: file, line: number)
        guard line.count >= 2, line.dropFirst().first == ":" else {
            throw fields.failure("expected an evemu line (`N:`, `I:`, `P:`, `B:`, `A:` or `E:`), found `\(line.prefix(40))`")
        }
        let kind = line.first
        if kind == "N" {
            // A name ends a device that already has lines: a second description, or a second recording.
            if devices.last.map({ $0.described || !$0.device.events.isEmpty }) ?? true { startDevice(number) }
            devices[devices.count - 1].device.name = String(line.dropFirst(2).trimmingEvemuBlanks())
            devices[devices.count - 1].device.line = number
            devices[devices.count - 1].described = true
            return
        }
        let values = EvemuLine.values(line)
        if kind == "E" {
            if devices.isEmpty { startDevice(number) }
            devices[devices.count - 1].device.events.append(try fields.event(values))
            return
        }
        guard ["I", "P", "B", "A", "L", "S"].contains(kind) else {
            throw fields.failure("`\(line.prefix(2))` is not an evemu line (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` or `E:`)")
        }
        if devices.isEmpty { startDevice(number) }
        guard devices[devices.count - 1].device.events.isEmpty else {
            throw fields.failure("a device line after the device's events (a second device starts with its own `N:` line)")
        }
        devices[devices.count - 1].described = true
        switch kind {
        case "P":
            devices[devices.count - 1].masks[-1, default: []] += try fields.maskBytes(values, "P: and 8 property mask bytes")
        case "B":
            guard let type = values.first else { throw fields.failure("expected `B: type` and 8 mask bytes") }
            let eventType = try fields.hex(type, 0...0x1f, "an event type")
            devices[devices.count - 1].masks[eventType, default: []] +=
                try fields.maskBytes(Array(values.dropFirst()), "B: type and 8 mask bytes")
        case "A":
            let (code, axis) = try fields.axis(values)
            devices[devices.count - 1].device.axes[code] = axis
        default:
            // I: (ids), L: and S: (LED and switch states) say nothing a replay needs.
            break
        }
    }

    private mutating func startDevice(_ line: Int) {
        devices.append(Entry(device: LibinputDevice(name: "", axes: [:], properties: [], events: [], line: line)))
    }
}
