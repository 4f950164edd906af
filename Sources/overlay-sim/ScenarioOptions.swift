import ArgumentParser
import Foundation
import OverlayScenes

/// Loading a scenario by name or file, with the `--preset` override; a bad file or name exits 2.
enum ScenarioLoading {
    /// The scenario, with its preset replaced when `preset` is given.
    static func load(_ nameOrPath: String, preset: String?) throws -> Scenario {
        do {
            var scenario = try BuiltInScenarios.resolve(nameOrPath)
            if let preset = preset {
                guard Scenario.knownPresets.contains(preset) else {
                    throw ValidationError("--preset must be one of \(Scenario.knownPresets.joined(separator: ", ")), got \(preset)")
                }
                scenario.preset = preset
            }
            return scenario
        } catch let error as FileFormatError {
            FileHandle.standardError.write(Data("overlay-sim: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// A trace file; a bad one exits 2.
    static func trace(_ path: String) throws -> Trace {
        do {
            return try Trace.load(path: path)
        } catch let error as FileFormatError {
            FileHandle.standardError.write(Data("overlay-sim: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
