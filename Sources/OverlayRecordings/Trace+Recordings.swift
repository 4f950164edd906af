import OverlayFiles

/// The one way the commands read what they replay: a trace file, or a libinput recording converted on the fly.
extension Trace {
    /// Whether `path` names a libinput recording (`.yml` or `.yaml`) rather than a trace (JSON).
    public static func isRecording(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".yml") || lowercased.hasSuffix(".yaml")
    }

    /// The trace at `path`: a trace file (JSON), or a `libinput record` file (`.yml`/`.yaml`) whose touchscreen
    /// contacts are mapped onto a window of `window` points as `options` say (see `TouchscreenImport`). With
    /// `screenshots`, a trace file's `screenshot` events are resolved inside that folder, as
    /// `load(path:screenshotsInto:)` does (a recording has none).
    /// - Throws: `FileFormatError` naming the file, the field or line, and what was expected.
    public static func load(
        traceOrRecording path: String, window: DeviceSize, options: RecordingImportOptions = .init(),
        screenshotsInto screenshots: ConfinedFolder? = nil
    ) throws -> Trace {
        if isRecording(path) {
            return try TouchscreenImport.load(path: path, window: window, options: options).trace
        }
        guard let screenshots else { return try load(path: path) }
        return try load(path: path, screenshotsInto: screenshots)
    }
}
