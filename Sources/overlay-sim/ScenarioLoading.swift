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
