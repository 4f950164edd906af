import ArgumentParser
import Foundation
import OverlayPresets
import OverlayFiles
import OverlayScenes
import OverlayApp

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

/// The options of a headless replay (`plot`, `film`): a scenario, an optional preset, a trace and the step rate.
struct ReplayOptions: ParsableArguments {
    @Option(help: "A built-in scene name or a scenario JSON file.")
    var scenario: String = "maps"

    @Option(help: "Behaviour preset: reference, fluid, floatingpanel, pulley or sheet.")
    var preset: String?

    @Option(help: "The trace JSON file to replay.")
    var trace: String

    @Option(help: "Steps per second of the replay: 60 or 120.")
    var hz: Int = 60

    func validate() throws {
        guard hz == 60 || hz == 120 else { throw ValidationError("--hz must be 60 or 120, got \(hz)") }
    }

    /// The scenario and the trace; a bad file exits 2 naming it.
    func load() throws -> (Scenario, Trace) {
        (try ScenarioLoading.load(scenario, preset: preset), try ScenarioLoading.trace(trace))
    }
}
