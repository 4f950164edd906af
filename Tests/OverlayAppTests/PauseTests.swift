import Foundation
import OverlayFiles
import OverlayScenes
import XCTest

@testable import OverlayApp

/// Input while paused, without SDL: the scene gets none of it, a pointer already down lifts where it was, and the
/// HUD times no frame across a pause.
final class PauseSessionTests: XCTestCase {
    private func session() -> (WindowSession, () -> [String]) {
        var options = WindowOptions(scenario: BuiltInScenarios.maps, logsEvents: true)
        options.outputDirectory = FileManager.default.temporaryDirectory.path
        let session = WindowSession(options: options)
        var notices: [String] = []
        session.frameLogSink = { _ in }
        session.noticeSink = { notices.append($0) }
        return (session, { notices })
    }

    private func frames(_ session: WindowSession, from: Double, to: Double) {
        var real = from
        while real <= to + 1e-9 {
            session.advanceFrame(real: real)
            real += 1.0 / 60
        }
    }

    /// A pointer input at the real instant `real`, stamped as the host stamps it.
    private func send(_ session: WindowSession, _ phase: PointerPhase, y: Double, real: Double) {
        let time = session.inputTime(forReal: real)
        session.receive(.trace(TraceEvent(time: time, kind: .pointer(phase: phase, x: 195, y: y, pointer: 0, source: .mouse))), at: time)
    }

    func testADragWhilePausedNeverReachesTheSceneAndSaysSoOnce() {
        let (session, notices) = session()
        frames(session, from: 0, to: 0.3)
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        // The whole header drag (its top at 633 pt) happens while paused, then a notch key.
        send(session, .down, y: 650, real: 0.4)
        for step in 1...10 { send(session, .move, y: 650 - 30 * Double(step), real: 0.4 + Double(step) * 0.016) }
        send(session, .up, y: 350, real: 0.6)
        session.receive(.key(.moveToNotch(index: 1)), at: session.inputTime(forReal: 0.65))
        frames(session, from: 0.4, to: 1)
        XCTAssertTrue(session.pending.isEmpty, "nothing queued for the resume")
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        var heights: [Double] = []
        var real = 1.0
        while real < 2 {
            session.advanceFrame(real: real)
            heights.append(Double(session.simulation.scene!.container.displayedTranslationHeight))
            real += 1.0 / 60
        }
        XCTAssertEqual(Set(heights), [211], "no flash up at resume: the card never moved")
        XCTAssertEqual(notices().filter { $0 == WindowSession.pausedInputMessage }.count, 1, "\(notices())")
    }

    func testAButtonHeldWhenThePauseBeganLiftsWhereTheSceneLastSawIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pause-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = WindowOptions(scenario: BuiltInScenarios.maps, recordPath: folder.appendingPathComponent("take.json").path)
        options.outputDirectory = folder.path
        let session = WindowSession(options: options)
        session.noticeSink = { _ in }
        frames(session, from: 0, to: 0.2)
        send(session, .down, y: 650, real: 0.25)
        for step in 1...5 { send(session, .move, y: 650 - 20 * Double(step), real: 0.25 + Double(step) * 0.016) }
        frames(session, from: 0.25, to: 0.4)
        let atPause = Double(session.simulation.scene!.container.displayedTranslationHeight)
        XCTAssertEqual(atPause, 301, accuracy: 1e-9, "211 + 100 pt dragged less the pan's 10 pt slop")
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        for step in 1...10 { send(session, .move, y: 550 - 30 * Double(step), real: 0.45 + Double(step) * 0.016) }
        send(session, .up, y: 250, real: 0.7)
        frames(session, from: 0.45, to: 1)
        XCTAssertEqual(Double(session.simulation.scene!.container.displayedTranslationHeight), atPause, "frozen")
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        session.advanceFrame(real: 1.02)
        XCTAssertEqual(
            Double(session.simulation.scene!.container.displayedTranslationHeight), atPause, accuracy: 10,
            "released where it was at the pause, not 300 pt further up")
        session.finish()
        let ups = try Trace.load(path: folder.appendingPathComponent("take.json").path).events.filter {
            if case .pointer(.up, _, _, _, _) = $0.kind { return true }
            return false
        }
        XCTAssertEqual(ups.map(\.kind), [.pointer(phase: .up, x: 195, y: 550, pointer: 0, source: .mouse)], "lifted at 550")
    }

    func testTheHUDTimesNoFrameAcrossAPauseOrAStillStretch() {
        let (session, _) = session()
        let pane = session.panes[0]
        session.showsHUD = true
        func frameLine() -> String { session.hudLines(pane).last(where: { $0.hasPrefix("frame") }) ?? "" }
        /// Frames every 1/60 s from `from` to `to`, each presented if it changed, as the host does; the frame lines
        /// the HUD showed after each present.
        func run(from: Double, to: Double) -> [String] {
            var shown: [String] = []
            for instant in stride(from: from, through: to, by: 1.0 / 60) {
                session.advanceFrame(real: instant)
                if session.frameToPresent(outputWidth: 390, real: instant) != nil { shown.append(frameLine()) }
            }
            return shown
        }
        // An animation presents a frame every step.
        session.receive(.key(.moveToNotch(index: 1)), at: 0.05)
        XCTAssertEqual(run(from: 0, to: 0.6).last, "frame 17 ms")
        // Still until 2 s (nothing presented), then paused until 3.5 s: only the messages change the picture.
        _ = run(from: 0.6 + 1.0 / 60, to: 2)
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        let paused = run(from: 2 + 1.0 / 60, to: 3.5)
        XCTAssertFalse(paused.isEmpty, "the pause message was presented")
        XCTAssertEqual(Set(paused), ["frame — (paused)"])
        session.receive(.key(.togglePause), at: session.simulation.currentTime)
        session.receive(.key(.moveToNotch(index: 0)), at: session.inputTime(forReal: 3.6))
        let resumed = run(from: 3.5 + 1.0 / 60, to: 4.5)
        XCTAssertFalse(resumed.isEmpty)
        for line in resumed {
            XCTAssertTrue(["frame 17 ms", "frame 16 ms", "frame 0 ms"].contains(line), "no interval across the pause: \(line)")
        }
    }
}

/// Input while paused in the real window under Xvfb: a drag during the pause does nothing, at the pause or after.
final class PauseWindowTests: XvfbTestCase {
    func testADragWhilePausedIsIgnoredWithAMessageAndNothingMovesAtResume() throws {
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "4",
        ]) { window in
            usleep(500_000)
            try press(["space"], in: window)
            usleep(200_000)
            // The header (its top at 633 pt) dragged up by 400 pt and released, all while paused.
            try xdotool(mouseDrag(in: window, pressAt: 660, moves: stride(from: 640, through: 260, by: -20), pressPause: 0.05))
            usleep(300_000)
            try press(["space"], in: window)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr.components(separatedBy: WindowSession.pausedInputMessage).count - 1, 1, run.stderr)
        let log = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertGreaterThan(log.count, 60, "the window ran on after the resume")
        XCTAssertEqual(Set(log.compactMap { $0["height"] as? Double }), [211], "the card never moved, no flash at resume")
        XCTAssertFalse(run.stdout.contains("willStartDragging"))
    }
}
