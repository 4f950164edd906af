import Foundation
import XCTest
@testable import OverlayApp
import OverlayFiles
import OverlayPresets
import OverlayScenes

/// The window without SDL: inputs in points and simulation time, frames at chosen real instants.
final class WindowSessionTests: XCTestCase {
    private func session(_ scenario: Scenario = BuiltInScenarios.maps, logs: Bool = false, presets: [OverlayBehaviorPresetName] = [],
                         record: String? = nil) -> (WindowSession, () -> [String]) {
        var options = WindowOptions(scenario: scenario, logsEvents: logs, recordPath: record, comparedPresets: presets)
        options.outputDirectory = FileManager.default.temporaryDirectory.path
        let session = WindowSession(options: options)
        var lines: [String] = []
        session.frameLogSink = { lines.append($0) }
        return (session, { lines })
    }

    /// Frames every 1/60 s of real time from `from` to `to`.
    private func frames(_ session: WindowSession, from: Double, to: Double) {
        var real = from
        while real <= to + 1e-9 {
            session.advanceFrame(real: real)
            real += 1.0 / 60
        }
    }

    private func pointer(_ phase: PointerPhase, _ x: Double, _ y: Double, at time: Double) -> WindowInput {
        .trace(TraceEvent(time: time, kind: .pointer(phase: phase, x: x, y: y, pointer: 0, source: .mouse)))
    }

    func testAHeaderDragThroughTheSessionMovesTheOverlayToTheUpperNotch() {
        let (session, _) = session()
        frames(session, from: 0, to: 0.2)
        XCTAssertEqual(session.simulation.scene.container.translationHeight, 211)
        // Down on the header (top edge at 844 − 211 = 633 pt), then up 300 pt in 10 steps, then release.
        session.receive(pointer(.down, 195, 650, at: 0.25), at: 0.25)
        for step in 1...10 {
            let time = 0.25 + Double(step) * 0.016
            session.receive(pointer(.move, 195, 650 - 30 * Double(step), at: time), at: time)
        }
        session.receive(pointer(.up, 195, 350, at: 0.42), at: 0.42)
        frames(session, from: 0.2 + 1.0 / 60, to: 1.5)
        XCTAssertEqual(session.simulation.scene.container.lastReachedNotchIndex, 1)
        XCTAssertEqual(session.simulation.scene.container.displayedTranslationHeight, 633, accuracy: 1e-9)
    }

    func testInputsWaitForTheirInstantAndTheFrameLogHasOneLinePerStep() {
        let (session, lines) = session(logs: true)
        session.startFrameLog()
        session.receive(.key(.moveToNotch(index: 1)), at: 0.5)
        frames(session, from: 0, to: 0.4)
        XCTAssertEqual(session.simulation.scene.container.lastReachedNotchIndex, 0, "the key's instant has not come")
        frames(session, from: 0.4 + 1.0 / 60, to: 1.5)
        XCTAssertEqual(session.simulation.scene.container.lastReachedNotchIndex, 1)
        XCTAssertEqual(lines().count, 1 + session.simulation.stepIndex, "the opening line and one per step")
        session.finish()
        XCTAssertTrue(lines().last?.hasPrefix("{\"final\":true") == true)
    }

    func testPauseStopsTimeAndStepAdvancesOneStep() {
        let (session, _) = session()
        frames(session, from: 0, to: 0.5)
        let steps = session.simulation.stepIndex
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        frames(session, from: 0.5 + 1.0 / 60, to: 1)
        XCTAssertEqual(session.simulation.stepIndex, steps, "no step while paused")
        session.receive(.key(.stepFrame), at: session.simulation.currentTime)
        session.advanceFrame(real: 1.1)
        XCTAssertEqual(session.simulation.stepIndex, steps + 1)
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        session.advanceFrame(real: 1.2)
        XCTAssertGreaterThan(session.simulation.stepIndex, steps + 1, "time runs again, from where it stopped")
        // Paused at 0.5 s; 0.1 s of real time after the step the simulation is 0.1 s further on, no jump.
        XCTAssertEqual(session.simulation.currentTime, 0.6, accuracy: 1e-9)
    }

    func testComparePanesGetPaneLocalInputAndKeepTheirPresets() {
        let (session, _) = session(presets: [.reference, .fluid])
        XCTAssertEqual(session.panes.count, 2)
        XCTAssertEqual(session.windowSize.width, 780)
        frames(session, from: 0, to: 0.1)
        // A drag in the second pane (x 390…780) drives both panes the same way.
        session.receive(pointer(.down, 390 + 195, 650, at: 0.2), at: 0.2)
        session.receive(pointer(.move, 390 + 195, 500, at: 0.25), at: 0.25)
        frames(session, from: 0.1 + 1.0 / 60, to: 0.3)
        for pane in session.panes {
            XCTAssertGreaterThan(pane.simulation.scene.container.translationHeight, 300, "\(pane.simulation.scene.preset.name)")
        }
        session.receive(.key(.cyclePreset), at: 0.3)
        frames(session, from: 0.3 + 1.0 / 60, to: 0.4)
        XCTAssertEqual(session.panes.map(\.simulation.scene.preset.name), [.reference, .fluid])
    }

    func testTheHUDAndTheDrawListFollowTheWindow() {
        let (session, _) = session()
        frames(session, from: 0, to: 0.1)
        XCTAssertFalse(session.showsHUD)
        session.receive(.key(.toggleHUD), at: 0.1)
        XCTAssertTrue(session.showsHUD)
        let list = session.drawList(outputWidth: 780)
        XCTAssertEqual(list.scale, 2, "780 px for 390 pt")
        XCTAssertEqual(list.width, 390)
    }

    func testARecordedTakeReplaysToTheSameState() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).json").path
        let (session, _) = session(record: path)
        frames(session, from: 0, to: 0.1)
        session.receive(.key(.moveToNotch(index: 1)), at: 0.2)
        frames(session, from: 0.1 + 1.0 / 60, to: 1)
        session.finish()
        let trace = try Trace.load(path: path)
        let replay = Simulation(scene: Scene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = replay.run(trace: trace)
        XCTAssertEqual(replay.scene.container.lastReachedNotchIndex, session.simulation.scene.container.lastReachedNotchIndex)
        XCTAssertEqual(replay.scene.container.displayedTranslationHeight, session.simulation.scene.container.displayedTranslationHeight)
    }

    func testQuitEndsTheSession() {
        let (session, _) = session()
        XCTAssertTrue(session.isRunning)
        session.receive(.key(.quit), at: 0)
        XCTAssertFalse(session.isRunning)
    }
}
