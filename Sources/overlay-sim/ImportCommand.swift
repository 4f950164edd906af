import ArgumentParser
import Foundation
import OverlayFiles
import OverlayRecordings

/// `overlay-sim import`: converts recordings made with other tools into traces.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Converts a recording made with another tool into a trace.",
        subcommands: [ImportLibinputCommand.self, ImportEvemuCommand.self]
    )
}

/// `overlay-sim import libinput REC.yml`: a touchscreen recording from `libinput record` as a trace.
struct ImportLibinputCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libinput",
        abstract: "Converts a `libinput record` touchscreen recording (YAML) into a trace (JSON).",
        discussion: """
            Each contact becomes a pointer with source touch, numbered by its slot (protocol A contacts are matched \
            frame to frame, nearest first); positions map from the device's absolute range onto the scene's window \
            points; each frame is at its kernel time from the device's first event. The touchscreen is found as \
            udev would; other devices need --device N --force-device. Palms are left out, and a contact left down \
            is cancelled at the last frame: both are said on stderr. The trace is written to a temporary name and \
            renamed. `simulate`, `shot`, `film` and `plot` also take the .yml file directly.
            """
    )

    @Argument(help: "The recording (YAML, as written by `libinput record`).")
    var recording: String

    @OptionGroup var output: ImportOutput

    func run() throws {
        try output.convert { window, options in try TouchscreenImport.load(path: recording, window: window, options: options) }
    }
}

/// `overlay-sim import evemu REC [--desc DEVICE]`: a touchscreen recording from `evemu-record` as a trace.
struct ImportEvemuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evemu",
        abstract: "Converts an `evemu-record` touchscreen recording into a trace (JSON).",
        discussion: """
            The recording holds the device's description (N:, I:, P:, B:, A: lines) and its events (E: lines); for \
            a recording of events only, --desc gives the device's `evemu-describe` output. Contacts, mapping, times \
            and options are as for `import libinput`. `simulate`, `shot`, `film` and `plot` also take a .events or \
            .evemu file directly.
            """
    )

    @Argument(help: "The recording (text, as written by `evemu-record`).")
    var recording: String

    @Option(name: .customLong("desc"), help: "The device's description, as written by `evemu-describe`, if the recording lacks it.")
    var description: String?

    @OptionGroup var output: ImportOutput

    func run() throws {
        try output.convert { window, options in
            try TouchscreenImport.convert(
                LibinputRecording.load(evemuAt: recording, description: description), file: recording, window: window,
                options: options)
        }
    }
}

/// What the import commands share: the scenario, the recording options and the trace written.
struct ImportOutput: ParsableArguments {
    @OptionGroup var scenario: ScenarioOption
    @OptionGroup var recordingOptions: RecordingOptions

    @Option(help: "The trace JSON file to write.")
    var out: String

    func convert(_ load: (DeviceSize, RecordingImportOptions) throws -> TouchscreenImport) throws {
        let window = try scenario.load().device
        try OutputPath.checkFolder(of: out)
        let converted: TouchscreenImport
        do {
            converted = try load(window, recordingOptions.importOptions)
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        do {
            try AtomicFile.write(converted.trace.encodeJSON(), to: out)
        } catch {
            throw CommandFailure.cannotWrite(out, error)
        }
        FileHandle.standardError.write(Data((converted.summary + converted.panelLine(window: window)).utf8))
        print(out)
    }
}

extension TouchscreenImport {
    /// For stderr: the panel's size (in millimetres when known) and a scenario size with its aspect.
    func panelLine(window: DeviceSize) -> String {
        let size = "\(String(format: "%.1f", panelSize.width)) × \(String(format: "%.1f", panelSize.height))"
        let matching = windowMatchingPanel(width: window.width)
        let scenario = "a scenario of \(Int(matching.width)) × \(Int(matching.height)) pt has its aspect"
        return panelSizeIsPhysical
            ? "panel: \(size) mm; \(scenario)\n"
            : "panel: \(size) units (no resolution: its size in mm is unknown); \(scenario)\n"
    }

    /// For stderr: which device, how many contacts, events and seconds; then what was repaired or left out.
    var summary: String {
        let duration = trace.events.last?.time ?? 0
        return "devices[\(deviceIndex)] \"\(deviceName)\": \(contacts) contact\(contacts == 1 ? "" : "s") "
            + "(at most \(simultaneousContacts) at once), \(trace.events.count) events over \(String(format: "%.3f", duration)) s\n"
            + warnings.map { "warning: \($0)\n" }.joined()
    }
}
