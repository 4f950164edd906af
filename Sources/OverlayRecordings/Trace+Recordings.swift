import Foundation
import OverlayFiles

/// The one way the commands read what they replay: a trace file, or a touchscreen recording converted on the fly.
extension Trace {
    /// Whether `path` names a touchscreen recording rather than a trace (JSON): a `libinput record` file (`.yml`,
    /// `.yaml`) or an `evemu-record` file (`.events`, `.evemu`).
    public static func isRecording(_ path: String) -> Bool {
        LibinputRecording.isYAMLRecording(path) || LibinputRecording.isEvemuRecording(path)
    }

    /// The trace at `path`: a trace file (JSON), or a recording (see `isRecording(_:)`) whose touchscreen
    /// contacts are mapped onto a window of `window` points as `options` say (see `TouchscreenImport`); what the
    /// conversion repaired or left out is said on standard error. With `screenshots`, a trace file's `screenshot`
    /// events are resolved inside that folder, as `load(path:screenshotsInto:)` does (a recording has none).
    /// - Throws: `FileFormatError` naming the file, the field or line, and what was expected.
    public static func load(
        traceOrRecording path: String, window: DeviceSize, options: RecordingImportOptions = .init(),
        screenshotsInto screenshots: ConfinedFolder? = nil
    ) throws -> Trace {
        try loadReplay(traceOrRecording: path, window: window, options: options, screenshotsInto: screenshots).trace
    }

    /// `load(traceOrRecording:window:options:screenshotsInto:)`, with the idle stretches a recording's import
    /// shortened (`options.idleLimit`), for the film and the plot to mark; a trace file has none.
    public static func loadReplay(
        traceOrRecording path: String, window: DeviceSize, options: RecordingImportOptions = .init(),
        screenshotsInto screenshots: ConfinedFolder? = nil
    ) throws -> (trace: Trace, idleCuts: [IdleCut]) {
        if isRecording(path) {
            let converted = try TouchscreenImport.load(path: path, window: window, options: options)
            for warning in converted.warnings {
                FileHandle.standardError.write(Data("warning: \(path): \(warning)\n".utf8))
            }
            return (converted.trace, converted.idleCuts)
        }
        guard let screenshots else { return (try load(path: path), []) }
        return (try load(path: path, screenshotsInto: screenshots), [])
    }

    /// The trace or recording whose bytes were read already (through a confined folder), as
    /// `load(traceOrRecording:window:options:screenshotsInto:)` reads it; `file` names it and tells the format.
    public static func decode(
        traceOrRecording bytes: [UInt8], file: String, window: DeviceSize, options: RecordingImportOptions = .init(),
        screenshotsInto screenshots: ConfinedFolder? = nil
    ) throws -> Trace {
        if isRecording(file) {
            let recording =
                try LibinputRecording.isEvemuRecording(file)
                ? EvemuRecording.decode(bytes, file: file) : LibinputRecording.decode(bytes, file: file)
            let converted = try TouchscreenImport.convert(recording, file: file, window: window, options: options)
            for warning in converted.warnings {
                FileHandle.standardError.write(Data("warning: \(file): \(warning)\n".utf8))
            }
            return converted.trace
        }
        let trace = try decode(bytes, file: file)
        guard let screenshots else { return trace }
        return try trace.confiningScreenshots(to: screenshots, file: file)
    }

    /// The most bytes a trace or recording at `file` may have.
    public static func sizeLimit(traceOrRecording file: String) -> Int {
        isRecording(file) ? LibinputRecording.fileSizeLimit : fileSizeLimit
    }
}

extension LibinputRecording {
    /// Whether `path` names a `libinput record` file (`.yml` or `.yaml`).
    public static func isYAMLRecording(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".yml") || lowercased.hasSuffix(".yaml")
    }

    /// Whether `path` names an `evemu-record` file (`.events` or `.evemu`).
    public static func isEvemuRecording(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".events") || lowercased.hasSuffix(".evemu")
    }

    /// The recording at `path`: an `evemu-record` file for `.events`/`.evemu` names, else `libinput record` YAML.
    public static func load(anyFormatAt path: String) throws -> LibinputRecording {
        try isEvemuRecording(path) ? load(evemuAt: path) : load(path: path)
    }

    /// The `evemu-record` file at `path` as a one-device recording; with `description` (an `evemu-describe`
    /// file), the device is described by that file instead of the recording's own `N:`…`A:` lines.
    /// - Throws: `FileFormatError` naming the file, the line and what was expected.
    public static func load(evemuAt path: String, description: String? = nil) throws -> LibinputRecording {
        try EvemuRecording.load(path: path, description: description)
    }
}
