import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayScenes
import XCTest

@testable import OverlayApp

/// The touch overlay in the window (`--show-touches`, K), without SDL: drawing only, never a simulation input.
final class WindowTouchOverlayTests: XCTestCase {
    /// Whether the frame has the touch overlay's white rim (a 24 pt circle) around (x, y).
    private func showsFinger(_ list: DrawList, x: Double, y: Double) -> Bool {
        list.commands.contains { command in
            if case let .circle(center, radius, _) = command { return center == DrawPoint(x: x, y: y) && radius == 24 }
            return false
        }
    }

    func testKShowsTheFingersWithoutTouchingTheSimulationOrTheRecording() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touches-\(UUID().uuidString).json").path
        func run(pressingK: Bool) throws -> (lines: [String], frames: [Bool], trace: Trace) {
            var options = WindowOptions(scenario: BuiltInScenarios.maps, logsEvents: true, recordPath: path)
            options.outputDirectory = FileManager.default.temporaryDirectory.path
            let session = WindowSession(options: options)
            var lines: [String] = []
            session.frameLogSink = { lines.append($0) }
            var frames: [Bool] = []
            let finger = { (phase: PointerPhase, y: Double, time: Double) in
                session.receive(
                    .trace(TraceEvent(time: time, kind: .pointer(phase: phase, x: 195, y: y, pointer: 0, source: .touch))), at: time)
            }
            finger(.down, 660, 0.2)
            finger(.move, 560, 0.3)
            if pressingK { session.receive(.key(.toggleTouches), at: 0.35) }
            var real = 0.0, lifted = false
            while real < 1.5 {
                real += 1.0 / 60
                if real > 0.6 && !lifted {
                    finger(.up, 560, session.inputTime(forReal: real))
                    lifted = true
                }
                session.advanceFrame(real: real)
                if abs(real - 0.5) < 0.01 { frames.append(showsFinger(session.drawList(outputWidth: 390), x: 195, y: 560)) }
            }
            frames.append(showsFinger(session.drawList(outputWidth: 390), x: 195, y: 560))
            session.finish()
            return (lines, frames, try Trace.load(path: path))
        }
        let plain = try run(pressingK: false)
        let shown = try run(pressingK: true)
        XCTAssertEqual(plain.frames, [false, false])
        XCTAssertEqual(shown.frames, [true, false], "the finger while it is down; nothing once it lifted and its trail faded")
        XCTAssertEqual(shown.lines, plain.lines, "the same frame log")
        XCTAssertEqual(shown.trace, plain.trace, "K is not recorded")
        XCTAssertFalse(KeyCommand.toggleTouches.isSimulationInput)
    }

    func testShowTouchesStartsWithTheOverlayAndKHidesIt() {
        var options = WindowOptions(scenario: BuiltInScenarios.maps)
        options.showsTouches = true
        let session = WindowSession(options: options)
        session.receive(.trace(TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 100, y: 200, pointer: 0, source: .touch))), at: 0.1)
        session.advanceFrame(real: 0.2)
        XCTAssertTrue(showsFinger(session.drawList(outputWidth: 390), x: 100, y: 200))
        XCTAssertNotNil(session.frameToPresent(outputWidth: 390, real: 0.2))
        session.receive(.key(.toggleTouches), at: 0.2)
        XCTAssertFalse(session.showsTouches)
        XCTAssertNotNil(session.frameToPresent(outputWidth: 390, real: 0.25), "hiding the fingers presents a new frame")
        XCTAssertFalse(showsFinger(session.drawList(outputWidth: 390), x: 100, y: 200))
        XCTAssertNil(session.frameToPresent(outputWidth: 390, real: 0.3), "then nothing changes")
    }
}
