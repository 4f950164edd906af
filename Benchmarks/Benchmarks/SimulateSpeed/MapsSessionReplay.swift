import Foundation
import OverlayFiles
import OverlayScenes

// What `simulate-session` replays, shared with scripts/ab-simulate's timer (Benchmarks/Interleaved): both are also
// compiled against the base commit (dc31005), whose builds kept the simulation in OverlayScenes and called the
// built-in scene `Scene`.
#if canImport(OverlaySimulation)
    import OverlaySimulation
    private typealias MapsScene = BuiltInScene
#else
    private typealias MapsScene = Scene
#endif
#if canImport(OverlayLab)
    @_spi(Benchmarks) import OverlayLab
#endif

/// The 10 s scripted maps session (drags, flings, list scrolls, wheel steps, a hand-over) read from `path`. This
/// tree's build writes it there from `ScriptedSession` when it is missing; the base's libraries have none, so its
/// build reads the file ours wrote and both sides replay the same events.
func loadMapsSession(path: String) throws -> Trace {
    #if canImport(OverlayLab)
        if !FileManager.default.fileExists(atPath: path) {
            try ScriptedSession.maps(duration: 10).encodeJSON().write(toFile: path, atomically: true, encoding: .utf8)
        }
    #endif
    return try Trace.load(path: path)
}

/// Builds the maps scene and replays `trace` at 60 Hz with a frame record per step, as `simulate` does less
/// parsing and printing; returns the number of records and the last one's height (for the caller to keep), and
/// the simulation itself, for the caller to release once its clock has stopped: dc31005's scene is never freed (a
/// reference cycle keeps its whole view tree, about 24 KB a replay), so timing the release of ours would time work
/// the base does not do.
func replayMapsSession(_ trace: Trace) -> (records: Int, lastHeight: Double?, simulation: Simulation) {
    let simulation = Simulation(scene: MapsScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
    let records = simulation.run(trace: trace)
    return (records.count, records.last?.height, simulation)
}
