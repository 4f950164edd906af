import Foundation
import OverlayFiles
import OverlayPresets
import OverlayRecordings
import OverlayScenes

/// Loading scenarios and traces named on the command line; a malformed file fails with status 2.
enum ScenarioLoading {
    /// The built-in scene or scenario file `nameOrPath`, with its preset replaced when `preset` is given.
    static func load(_ nameOrPath: String, preset: OverlayBehaviorPresetName? = nil) throws -> Scenario {
        do {
            let scenario = try BuiltInScenarios.resolve(nameOrPath)
            return preset.map(scenario.applying) ?? scenario
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
    }

    /// A trace file, or a libinput recording (`.yml`) mapped onto the scenario's window as `options` say, checked
    /// against the scenario it will drive (notch indexes must exist). With `folder` (the command's output folder),
    /// the trace's `screenshot` events write inside it: their paths are resolved there, and an absolute path, a `..`
    /// that climbs out or a link leading outside is status 2.
    static func trace(
        _ path: String, for scenario: Scenario, options: RecordingImportOptions = .init(),
        screenshotsInto folder: String? = nil
    ) throws -> Trace {
        try replay(path, for: scenario, options: options, screenshotsInto: folder).trace
    }

    /// `trace(_:for:options:screenshotsInto:)` with the idle stretches its import shortened (film, plot).
    static func replay(
        _ path: String, for scenario: Scenario, options: RecordingImportOptions = .init(),
        screenshotsInto folder: String? = nil
    ) throws -> (trace: Trace, idleCuts: [IdleCut]) {
        do {
            let loaded = try Trace.loadReplay(
                traceOrRecording: path, window: scenario.device, options: options,
                screenshotsInto: folder.map { ConfinedFolder($0, role: "the output folder") })
            try loaded.trace.check(against: scenario, file: path)
            return loaded
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
    }

    /// The folder that holds `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

// The command line's only contact with `Scenario.preset`.
extension Scenario {
    /// This scenario with `preset` as its behaviour preset.
    func applying(_ preset: OverlayBehaviorPresetName) -> Scenario {
        var scenario = self
        scenario.preset = PresetName(preset)
        return scenario
    }
}
