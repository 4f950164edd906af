import ArgumentParser
import Foundation
import OverlayFiles
import OverlayRecordings

/// `overlay-sim import`: converts recordings made with other tools into traces.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Converts a recording made with another tool into a trace.",
        subcommands: [ImportLibinputCommand.self]
    )
}

/// `overlay-sim import libinput REC.yml`: a touchscreen recording from `libinput record` as a trace.
struct ImportLibinputCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libinput",
        abstract: "Converts a `libinput record` touchscreen recording (YAML) into a trace (JSON).",
        discussion: """
            Each contact (tracking id) becomes a pointer with source touch, numbered by its slot; positions map from \
            the device's absolute range onto the scene's window points; times are relative to the device's first \
            event. Touchpads are refused. The trace is written to a temporary name and renamed. `simulate`, `shot`, \
            `film` and `plot` also take the .yml file directly.
            """
    )

    @Argument(help: "The recording (YAML, as written by `libinput record`).")
    var recording: String

    @OptionGroup var scenario: ScenarioOption
    @OptionGroup var recordingOptions: RecordingOptions

    @Option(help: "The trace JSON file to write.")
    var out: String

    func run() throws {
        let window = try scenario.load().device
        try OutputPath.checkFolder(of: out)
        let converted: TouchscreenImport
        do {
            converted = try TouchscreenImport.load(path: recording, window: window, options: recordingOptions.importOptions)
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        do {
            try AtomicFile.write(converted.trace.encodeJSON(), to: out)
        } catch {
            throw CommandFailure.cannotWrite(out, error)
        }
        FileHandle.standardError.write(Data(converted.summary.utf8))
        print(out)
    }
}

extension TouchscreenImport {
    /// One line for stderr: which device, how many contacts, events and seconds.
    var summary: String {
        let duration = trace.events.last?.time ?? 0
        return "devices[\(deviceIndex)] \"\(deviceName)\": \(contacts) contact\(contacts == 1 ? "" : "s") "
            + "(at most \(simultaneousContacts) at once), \(trace.events.count) events over \(String(format: "%.3f", duration)) s\n"
    }
}
