import Foundation
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import OverlayTestSupport
import XCTest

@testable import OverlayApp

/// The window without SDL on a root view controller of the user's: a take recorded live replays, with the same
/// root factory, to the frame log the window printed.
final class HostedRootSessionTests: XCTestCase {
    private let root = HostedRoot(title: "Fixture", size: CGSize(width: 390, height: 844)) { UserRootFixture() }

    private func session(hz: Int = 60, record: String? = nil) -> (WindowSession, () -> [String]) {
        var options = WindowOptions(root: root, stepsPerSecond: hz)
        options.logsEvents = true
        options.recordPath = record
        options.outputDirectory = FileManager.default.temporaryDirectory.path
        let session = WindowSession(options: options)
        var lines: [String] = []
        session.frameLogSink = { lines.append($0) }
        session.noticeSink = { _ in }
        return (session, { lines })
    }

    private func pointer(_ phase: PointerPhase, _ x: Double, _ y: Double, at time: Double) -> WindowInput {
        .trace(TraceEvent(time: time, kind: .pointer(phase: phase, x: x, y: y, pointer: 0, source: .mouse)))
    }

    /// Random inputs at uneven frame times (some late), like a person's: drags from the header and the list,
    /// notch keys, wheel steps, preset switches.
    private func play(_ session: WindowSession, seed: UInt64, frames: Int, from start: Double = 0) -> Double {
        var random = SplitMix64(seed: seed)
        var real = start
        var fingerY: Double?
        for _ in 0..<frames {
            for _ in 0..<random.int(0...3) {
                let time = session.inputTime(forReal: real - random.double(0...0.03))
                switch (fingerY, random.int(0...9)) {
                case (nil, 0...3):
                    let y = random.pick([660.0, 700, 760, 400])
                    fingerY = y
                    session.receive(pointer(.down, 195, y, at: time), at: time)
                case (let y?, 0...6):
                    let next = min(max(y + random.double(-40...40).rounded(), 5), 840)
                    fingerY = next
                    session.receive(pointer(.move, 195, next, at: time), at: time)
                case (let y?, 7...9):
                    fingerY = nil
                    session.receive(pointer(.up, 195, y, at: time), at: time)
                case (nil, 4):
                    session.receive(.key(.moveToNotch(index: random.int(0...2))), at: time)
                case (nil, 5):
                    session.receive(.trace(TraceEvent(time: time, kind: .wheel(x: 195, y: 780, dy: random.pick([-40.0, 40])))), at: time)
                case (nil, 6) where random.int(0...10) == 0:
                    session.receive(.key(.cyclePreset), at: time)
                default:
                    break
                }
            }
            real += random.double(0.004...0.04)
            session.advanceFrame(real: real)
        }
        return real
    }

    private func replay(_ path: String, hz: Int) throws -> [String] {
        let simulation = root.simulation(stepsPerSecond: hz)
        var lines = simulation.run(trace: try Trace.load(path: path)).map(FrameLog.line(for:))
        lines.append(FrameLog.finalLine(for: simulation.takeRecord()))
        return lines
    }

    func testARecordingFromLaunchReplaysToTheLiveLog() throws {
        for seed in 1...6 as ClosedRange<UInt64> {
            let hz = seed % 2 == 0 ? 120 : 60
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID().uuidString).json").path
            let (session, live) = session(hz: hz, record: path)
            _ = play(session, seed: seed, frames: 200)
            session.finish()
            let replayed = try replay(path, hz: hz)
            XCTAssertGreaterThan(try Trace.load(path: path).events.count, 20)
            XCTAssertEqual(live().count, replayed.count, "seed \(seed)")
            if let first = zip(live(), replayed).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                XCTFail("seed \(seed), line \(first.offset + 1):\n live   \(first.element.0)\n replay \(first.element.1)")
            }
        }
    }

    func testATakeStartedWithRStartsFromAFreshRootAndReplaysToTheLinesPrintedDuringIt() throws {
        let (session, live) = session()
        var real = play(session, seed: 42, frames: 60)
        let before = session.simulation.root
        session.receive(.key(.toggleRecording), at: session.inputTime(forReal: real))
        let path = try XCTUnwrap(session.recordingPath)
        XCTAssertFalse(session.simulation.root === before, "the take starts from a new root")
        XCTAssertEqual(session.simulation.currentTime, 0)
        let start = live().count
        real = play(session, seed: 43, frames: 150, from: real)
        session.receive(.key(.toggleRecording), at: session.inputTime(forReal: real))
        XCTAssertNil(session.recordingPath)
        let take = Array(live()[start...])
        let replayed = try replay(path, hz: 60).dropLast()
        XCTAssertGreaterThan(replayed.count, 100)
        XCTAssertEqual(Array(take.prefix(replayed.count)), Array(replayed))
    }

    func testTheWindowShowsTheRootsTitleAndOnlyTheKeysItHas() {
        let (session, _) = session()
        XCTAssertEqual(session.title, "Fixture")
        XCTAssertNil(session.scenario)
        let keys = Set(session.helpBindings.map(\.key))
        XCTAssertTrue(keys.isSuperset(of: ["1", "2", "3", "s", "r", "h", "t", "p"]))
        XCTAssertFalse(keys.contains("tab"), "Tab cycles the built-in scenes only")
        XCTAssertFalse(keys.contains("b"), "the fixture has no button")
        session.receive(.key(.cycleScene), at: 0)
        XCTAssertTrue(session.pending.isEmpty)
        XCTAssertEqual(session.message?.text, "Tab cycles the built-in scenes; this window hosts Fixture")
        session.receive(.key(.moveToNotch(index: 3)), at: 0)
        XCTAssertEqual(session.message?.text, "no notch for key 4 in Fixture: keys 1…3 move to its 3 notches")
    }

    func testTheTuningPanelTunesTheUsersContainer() throws {
        let (session, _) = session()
        session.advanceFrame(real: 0.1)
        session.receive(.key(.toggleTuningPanel), at: 0.1)
        XCTAssertTrue(session.tuningPanel.isVisible)
        // The last row is notch 2's height (750 pt): + raises it by 10 pt.
        let rows = session.tuningPanel.rows(notchCount: 3).count
        for _ in 0..<(rows - 1) { session.receive(.key(.selectNextTuningRow), at: 0.1) }
        session.receive(.key(.increaseTuningValue), at: 0.1)
        XCTAssertEqual(session.simulation.container?.heightForNotch(at: 2), 760)
        XCTAssertTrue(
            session.drawList(outputWidth: 390).commands.contains { command in
                if case let .text(text, _, _, _, _, _, _) = command { return text == "760 pt" }
                return false
            }, "the panel shows the new height")
        // E saves a scenario file with the tuned values, which `--params` reads back.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saving = WindowSession(
            options: {
                var options = WindowOptions(root: root)
                options.outputDirectory = folder.path
                return options
            }())
        saving.noticeSink = { _ in }
        saving.advanceFrame(real: 0.1)
        saving.receive(.key(.saveTuning), at: 0.1)
        let saved = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let scenario = try Scenario.load(path: folder.appendingPathComponent(saved).path)
        XCTAssertEqual(scenario.notches, [.points(200), .points(500), .points(750)])
        XCTAssertEqual(scenario.name, "fixture", "the container's title")
    }
}
