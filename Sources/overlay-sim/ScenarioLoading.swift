import Foundation
import OverlayPresets
import OverlayFiles
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

    /// A trace file.
    static func trace(_ path: String) throws -> Trace {
        do {
            return try Trace.load(path: path)
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
    }

    /// A trace file whose `screenshot` events write inside `folder` (the command's output folder): their paths
    /// are resolved there, and an absolute path, a `..` that climbs out or a link leading outside is status 2.
    static func trace(_ path: String, screenshotsInto folder: String) throws -> Trace {
        do {
            return try Trace.load(path: path, screenshotsInto: ConfinedFolder(folder, role: "the output folder"))
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
        scenario.preset = preset
        return scenario
    }
}
