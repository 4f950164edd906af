import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayPresets
import OverlayScenes
import OverlaySimulation
import OverlayTestSupport
import XCTest

@testable import OverlayApp

/// The window without SDL: inputs in points and simulation time, frames at chosen real instants.
final class WindowSessionTests: XCTestCase {
    private func session(
        _ scenario: Scenario = BuiltInScenarios.maps, logs: Bool = false, presets: [OverlayBehaviorPresetName] = [],
        record: String? = nil
    ) -> (WindowSession, () -> [String]) {
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
        XCTAssertEqual(session.simulation.scene!.container.translationHeight, 211)
        // Down on the header (top edge at 844 − 211 = 633 pt), then up 300 pt in 10 steps, then release.
        session.receive(pointer(.down, 195, 650, at: 0.25), at: 0.25)
        for step in 1...10 {
            let time = 0.25 + Double(step) * 0.016
            session.receive(pointer(.move, 195, 650 - 30 * Double(step), at: time), at: time)
        }
        session.receive(pointer(.up, 195, 350, at: 0.42), at: 0.42)
        frames(session, from: 0.2 + 1.0 / 60, to: 1.5)
        XCTAssertEqual(session.simulation.scene!.container.lastReachedNotchIndex, 1)
        XCTAssertEqual(session.simulation.scene!.container.displayedTranslationHeight, 633, accuracy: 1e-9)
    }

    func testInputsWaitForTheirInstantAndTheFrameLogHasOneLinePerStep() {
        let (session, lines) = session(logs: true)
        session.receive(.key(.moveToNotch(index: 1)), at: 0.5)
        frames(session, from: 0, to: 0.4)
        XCTAssertEqual(session.simulation.scene!.container.lastReachedNotchIndex, 0, "the key's instant has not come")
        frames(session, from: 0.4 + 1.0 / 60, to: 1.5)
        XCTAssertEqual(session.simulation.scene!.container.lastReachedNotchIndex, 1)
        XCTAssertEqual(lines().count, session.simulation.stepIndex, "one line per step")
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
        // Paused near 0.5 s; 0.1 s of real time after the step the simulation is 0.1 s further on, no jump (it runs
        // the whole steps that have ended, less the input latency margin).
        XCTAssertLessThanOrEqual(session.simulation.currentTime, 0.6)
        XCTAssertGreaterThan(session.simulation.currentTime, 0.6 - 1.0 / 60 - WindowSession.inputLatencyMargin)
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
            XCTAssertGreaterThan(pane.simulation.scene!.container.translationHeight, 300, "\(pane.simulation.scene!.preset.name)")
        }
        session.receive(.key(.cyclePreset), at: 0.3)
        frames(session, from: 0.3 + 1.0 / 60, to: 0.4)
        XCTAssertEqual(session.panes.map(\.simulation.scene!.preset.name), [.reference, .fluid])
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
        let replay = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = replay.run(trace: trace)
        XCTAssertEqual(replay.scene!.container.lastReachedNotchIndex, session.simulation.scene!.container.lastReachedNotchIndex)
        XCTAssertEqual(replay.scene!.container.displayedTranslationHeight, session.simulation.scene!.container.displayedTranslationHeight)
    }

    /// The launch hint goes at the first press, the user's or a script's (a scripted drag plays the user's back).
    func testAScriptedPressPutsTheLaunchHintAwayAsARealOneDoes() {
        for scripted in [true, false] {
            var options = WindowOptions(scenario: BuiltInScenarios.maps)
            options.showsLaunchHint = true
            let press = TraceEvent(time: 0.5, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .mouse))
            if scripted { options.script = Trace(events: [press], until: 1) }
            let session = WindowSession(options: options)
            session.injectScript(upToReal: 0)
            session.advanceFrame(real: 0)
            XCTAssertEqual(session.launchHintOpacity, 1, "shown before the press")
            if !scripted { session.receive(.trace(press), at: 0.5) }
            session.injectScript(upToReal: 1)
            session.advanceFrame(real: 1)
            XCTAssertNil(session.launchHintOpacity, scripted ? "a scripted press" : "a real press")
        }
    }

    func testQuitEndsTheSession() {
        let (session, _) = session()
        XCTAssertTrue(session.isRunning)
        session.receive(.key(.quit), at: 0)
        XCTAssertFalse(session.isRunning)
    }

    // MARK: - A live run is a replay of its own recording

    /// A session fed with inputs at uneven frame times (some arriving after the step they belong to has run),
    /// recorded; the recording replayed by `Simulation` gives the same frame log, byte for byte.
    private func assertLiveEqualsReplay(seed: UInt64, hz: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).json").path
        var options = WindowOptions(scenario: BuiltInScenarios.maps, stepsPerSecond: hz, logsEvents: true, recordPath: path)
        options.outputDirectory = FileManager.default.temporaryDirectory.path
        let session = WindowSession(options: options)
        var live: [String] = []
        session.frameLogSink = { live.append($0) }
        var random = SplitMix64(seed: seed)
        var real = 0.0
        var fingerY: Double?
        var x = 195.0
        for _ in 0..<240 {
            // Inputs that arrived since the last frame, each with its own time (sometimes an old one: late).
            for _ in 0..<random.int(0...3) {
                let time = session.inputTime(forReal: real - random.double(0...0.03))
                switch (fingerY, random.int(0...9)) {
                case (nil, 0...3):
                    let y = random.pick([650.0, 700, 760, 300])
                    fingerY = y
                    session.receive(pointer(.down, x, y, at: time), at: time)
                case (let y?, 0...6):
                    let next = min(max(y + random.double(-40...40).rounded(), 5), 840)
                    fingerY = next
                    x += random.double(-2...2)
                    session.receive(pointer(.move, x, next, at: time), at: time)
                case (let y?, 7...9):
                    fingerY = nil
                    session.receive(pointer(.up, x, y, at: time), at: time)
                case (nil, 4):
                    session.receive(.key(.moveToNotch(index: random.int(0...1))), at: time)
                case (nil, 5):
                    session.receive(.trace(TraceEvent(time: time, kind: .wheel(x: 195, y: 760, dy: random.pick([-40.0, 40])))), at: time)
                case (nil, 6) where random.int(0...20) == 0:
                    session.receive(.key(.cycleScene), at: time)
                default:
                    break
                }
            }
            real += random.double(0.004...0.04)
            session.advanceFrame(real: real)
        }
        session.finish()
        let trace = try Trace.load(path: path)
        let replay = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: hz)
        var replayed = replay.run(trace: trace).map(FrameLog.line(for:))
        replayed.append(FrameLog.finalLine(for: replay.takeRecord()))
        XCTAssertGreaterThan(trace.events.count, 20, file: file, line: line)
        XCTAssertEqual(live.count, replayed.count, "seed \(seed)", file: file, line: line)
        if let first = zip(live, replayed).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            XCTFail(
                "seed \(seed), line \(first.offset + 1):\n live   \(first.element.0)\n replay \(first.element.1)", file: file, line: line)
        }
    }

    func testALiveRunPrintsTheFrameLogOfItsRecordingsReplay() throws {
        for seed in 1...12 as ClosedRange<UInt64> {
            try assertLiveEqualsReplay(seed: seed, hz: seed % 2 == 0 ? 120 : 60)
        }
    }

    func testALateInputGoesJustAfterTheStepAlreadyRunNotBeforeIt() {
        let (session, _) = session()
        session.advanceFrame(real: 0.5)
        let ran = session.simulation.time
        session.receive(.key(.moveToNotch(index: 1)), at: 0.1)
        XCTAssertEqual(session.pending.first?.time, ran + WindowSession.lateInputDelay, "stamped just after the last step run")
        session.advanceFrame(real: 0.6)
        XCTAssertEqual(session.simulation.scene!.container.lastReachedNotchIndex, 1)
    }

    // MARK: - Keys, messages, help

    func testAKeyForANotchTheSceneLacksIsIgnoredWithAMessage() {
        let (session, _) = session()
        var notices: [String] = []
        session.noticeSink = { notices.append($0) }
        session.receive(.key(.moveToNotch(index: 4)), at: 0.1)
        XCTAssertTrue(session.pending.isEmpty, "nothing reaches the simulation")
        XCTAssertEqual(session.message?.text, "no notch for key 5 in maps: keys 1…2 move to its 2 notches")
        XCTAssertEqual(notices, [session.message?.text])
        frames(session, from: 0, to: 0.5)
        XCTAssertEqual(session.simulation.scene!.container.displayedTranslationHeight, 211, "the card stays where it was")
        frames(session, from: 0.5 + 1.0 / 60, to: 3.5)
        XCTAssertNil(session.message, "the message goes after a few seconds")
    }

    func testTheHelpListsTheKeysOfTheCurrentScene() {
        let (maps, _) = session()
        let keys = Set(maps.helpBindings.map(\.key))
        XCTAssertTrue(keys.isSuperset(of: ["1", "2", "tab", "s", "r", "h", "?", "escape"]))
        XCTAssertFalse(keys.contains("3"), "maps has two notches")
        XCTAssertFalse(keys.contains("n"), "pushes are the navigation scene's")
        XCTAssertFalse(keys.contains("o"), "toasts are the containers scene's")
        let (containers, _) = session(BuiltInScenarios.containers)
        XCTAssertTrue(Set(containers.helpBindings.map(\.key)).isSuperset(of: ["o", "a", "m"]))
        maps.receive(.key(.showHelp), at: 0)
        XCTAssertTrue(maps.showsHelp)
        XCTAssertTrue(
            maps.drawList(outputWidth: 390).commands.contains { command in
                if case let .text(text, _, _, _, _, _, _) = command { return text.contains("keys (? or F1 closes)") }
                return false
            })
    }

    func testTabIsRecordedAsASceneEventAndTheTitleFollows() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tab-\(UUID().uuidString).json").path
        let (session, _) = session(record: path)
        var titles: [String] = []
        session.onTitleChange = { titles.append($0) }
        frames(session, from: 0, to: 0.2)
        session.receive(.key(.cycleScene), at: 0.25)
        frames(session, from: 0.2 + 1.0 / 60, to: 0.5)
        XCTAssertEqual(session.scenario?.name, "shortcuts")
        XCTAssertEqual(titles, ["OverlaySim — shortcuts"])
        session.receive(.key(.moveToNotch(index: 2)), at: 0.6)
        frames(session, from: 0.5 + 1.0 / 60, to: 1.5)
        session.finish()
        let trace = try Trace.load(path: path)
        XCTAssertEqual(trace.events.map(\.kind), [.scene(.shortcuts), .key(.moveToNotch(index: 2))], "the take goes on across the switch")
    }

    func testTuningIsLockedWhileATakeIsRecordedSoTheTakeReplaysAsItRan() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tune-\(UUID().uuidString).json").path
        let (session, _) = session(record: path)
        session.noticeSink = { _ in }
        let before = try XCTUnwrap(session.simulation.tuning?.tuningParameters)
        session.receive(.key(.toggleTuningPanel), at: 0)
        session.receive(.key(.increaseTuningValue), at: 0)
        XCTAssertEqual(session.simulation.tuning?.tuningParameters, before, "a take keeps the values it started with")
        XCTAssertEqual(session.message?.text.hasPrefix("tuning is locked while recording"), true)

        // R ends the take: the panel tunes again (the spring's response is its first row).
        session.receive(.key(.toggleRecording), at: 0.1)
        XCTAssertNil(session.recordingPath)
        session.receive(.key(.increaseTuningValue), at: 0.1)
        let after = try XCTUnwrap(session.simulation.tuning?.tuningParameters)
        XCTAssertGreaterThan(after.springResponse, before.springResponse)
    }

    func testRecordingIntoAMissingFolderIsRefusedAtTheFirstPress() {
        var options = WindowOptions(scenario: BuiltInScenarios.maps)
        options.outputDirectory = "/nonexistent-\(UUID().uuidString)"
        let session = WindowSession(options: options)
        session.noticeSink = { _ in }
        session.receive(.key(.toggleRecording), at: 0)
        XCTAssertNil(session.recordingPath, "no take starts")
        XCTAssertEqual(session.message?.text.hasPrefix("cannot record: the output directory /nonexistent-"), true)
        session.receive(.key(.screenshot), at: 0)
        XCTAssertEqual(session.message?.text.hasPrefix("screenshot not saved: the output directory"), true)
    }

    func testANothingMovingWindowPresentsNothingNew() {
        let (session, _) = session()
        frames(session, from: 0, to: 1)
        XCTAssertNotNil(session.frameToPresent(outputWidth: 390, real: 1))
        for step in 1...30 {
            session.advanceFrame(real: 1 + Double(step) / 60)
            XCTAssertNil(session.frameToPresent(outputWidth: 390, real: 1 + Double(step) / 60), "frame \(step): nothing changed")
        }
        session.receive(.key(.moveToNotch(index: 1)), at: session.inputTime(forReal: 1.6))
        session.advanceFrame(real: 1.7)
        XCTAssertNotNil(session.frameToPresent(outputWidth: 390, real: 1.7), "the overlay moves")
    }

    // MARK: - An honest HUD

    func testTheHUDShowsTheFingerThatMovesTheOverlayAndDraggingOnlyWhileItDoes() {
        let (session, _) = session()
        frames(session, from: 0, to: 0.2)
        // A header drag upward (the card's top edge is at 633 pt), fast.
        session.receive(pointer(.down, 195, 650, at: 0.25), at: 0.25)
        for step in 1...8 {
            let time = 0.25 + Double(step) * 0.01
            session.receive(pointer(.move, 195, 650 - 25 * Double(step), at: time), at: time)
        }
        frames(session, from: 0.2 + 1.0 / 60, to: 0.34)
        let pane = session.panes[0]
        let during = session.hudLines(pane)
        XCTAssertTrue(during[2].hasSuffix("dragging"), during[2])
        let velocity = Double(during[3].split(separator: " ")[1]) ?? 0
        XCTAssertLessThan(velocity, -1000, "the header's pan, moving up: \(during[3])")
        session.receive(pointer(.up, 195, 450, at: 0.35), at: 0.35)
        frames(session, from: 0.34 + 1.0 / 60, to: 0.45)
        let after = session.hudLines(pane)
        XCTAssertFalse(after[2].contains("dragging"), "released: the frame log says not dragging, so does the HUD: \(after[2])")
        XCTAssertEqual(after[3], "finger 0 pt/s")
        XCTAssertTrue(pane.simulation.scene!.container.isAnimating)
        // The marker points at the notch the overlay is going to.
        var list = DrawList(width: 390, height: 844, scale: 1)
        pane.trajectory.draw(pane.simulation, chart: nil, into: &list)
        let target = pane.simulation.scene!.container.lastReachedNotchIndex
        XCTAssertTrue(
            list.commands.contains { command in
                if case let .text(text, _, _, _, _, _, _) = command { return text == "→ notch \(target)" }
                return false
            }, "→ notch \(target)")
    }
}
