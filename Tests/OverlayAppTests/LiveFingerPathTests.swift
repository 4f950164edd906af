import Foundation
import OverlayFiles
import XCTest

/// The live finger path through the real window under Xvfb: a touchscreen SDL reads itself gives positions across
/// the panel, not the window (`run --inject-panel`), and SDL gives several finger events one millisecond. The
/// window at scale 1 is 390 × 844 px, centred across Xvfb's 1024 × 900 screen and 28 px down: at (317, 28).
final class LiveFingerPathTests: InjectionTestCase {
    /// Where a panel position (0…1 across the 1024 × 900 display) is in the window at (317, 28), in points, from
    /// the single-precision numbers SDL carries.
    private func windowPoint(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (Double(Float(x)) * 1024 - 317, Double(Float(y)) * 900 - 28)
    }

    /// A finger drags the header up and to the right, out of the window's right edge, holds and lifts; another
    /// lands beside the window and moves into it. The window's recording is the first finger's gesture in window
    /// points and nothing of the second's, and the overlay ends where `simulate` of that gesture puts it.
    func testAPanelsFingerDragsTheOverlayInAWindowSmallerThanTheScreen() throws {
        var panel = [touch(.down, 0.5, 0.5, 0.75)]
        for step in 1...30 {
            panel.append(touch(.move, 0.5 + Double(step) / 120, 0.5 + 0.01 * Double(step), 0.75 - 0.01 * Double(step)))
        }
        panel += [
            touch(.down, 0.603, 0.1, 0.5, pointer: 1), touch(.move, 0.653, 0.4, 0.5, pointer: 1),
            touch(.up, 0.703, 0.4, 0.5, pointer: 1),
        ]
        panel.append(touch(.up, 1.05, 0.8, 0.45))
        panel.sort { $0.time < $1.time }  // no two at one time
        // The same gesture in window points: the first finger's only.
        let gesture = Trace(
            events: panel.compactMap { event in
                guard case let .pointer(phase, x, y, 0, source) = event.kind else { return nil }
                let point = windowPoint(x, y)
                return TraceEvent(time: event.time, kind: .pointer(phase: phase, x: point.x, y: point.y, pointer: 0, source: source))
            })
        var geometry = ""
        let session = try injected(Trace(events: panel), quitAfter: 2.2, arguments: ["--inject-panel", "--scale", "1"]) { window in
            geometry = try xdotool(["getwindowgeometry", window])
        }
        XCTAssertTrue(geometry.contains("Position: 317,28"), geometry)
        XCTAssertTrue(geometry.contains("Geometry: 390x844"), geometry)
        assertSameGestures(session.recorded, gesture)
        let first = try XCTUnwrap(session.recorded.events.first)
        XCTAssertEqual(first.kind, .pointer(phase: .down, x: 195, y: 647, pointer: 0, source: .touch), "512 − 317, 675 − 28")
        let lastX = session.recorded.events.compactMap { event -> Double? in
            if case let .pointer(_, x, _, _, _) = event.kind { return x } else { return nil }
        }.last
        XCTAssertEqual(lastX ?? 0, 819.2 - 317, accuracy: 0.001, "tracked beyond the window's 390 pt edge to its lift")

        let replay = try simulatedLog(gesture)
        func dragged(_ log: [[String: Any]]) -> Double {
            log.filter { ($0["dragging"] as? Bool) == true }.compactMap { $0["height"] as? Double }.max() ?? 0
        }
        XCTAssertGreaterThan(dragged(replay), 211 + 200, "the replay dragged the overlay up")
        XCTAssertEqual(dragged(session.log), dragged(replay), accuracy: 0.001)
        let final = session.log.last { ($0["final"] as? Bool) == true }, replayed = replay.last { ($0["final"] as? Bool) == true }
        XCTAssertEqual(final?["notch"] as? Int, replayed?["notch"] as? Int)
        XCTAssertEqual(final?["height"] as? Double, replayed?["height"] as? Double)
        XCTAssertEqual(callbacks(session.log, "willStartDragging"), 1)
    }

    /// A drag's last moves and its lift, then another finger's touch-down, move and lift, pushed together: the
    /// window reads them in one poll, stamps them within a millisecond and applies them in their order. The second finger takes
    /// pointer 0 because the first lifted before it landed; the release is a flick to the upper notch.
    func testAFingerBurstWithinOneMillisecondKeepsItsOrder() throws {
        var events = [touch(.down, 0.5, 195, 660)]
        for step in 1...20 { events.append(touch(.move, 0.5 + Double(step) / 120, 195, 660 - Double(step) * 8)) }
        let burst = 0.5 + 21.0 / 120
        events += [
            touch(.move, burst, 195, 494), touch(.move, burst, 195, 490), touch(.up, burst, 195, 488),
            touch(.down, burst, 120, 300), touch(.move, burst, 121, 300), touch(.up, burst, 121, 300),
        ]
        let trace = Trace(events: events)
        let session = try injected(trace, quitAfter: 2)
        assertSameGestures(session.recorded, trace)
        let times = session.recorded.events.suffix(6).map(\.time)
        XCTAssertEqual(times, times.sorted(), "in order")
        XCTAssertLessThanOrEqual((times.last ?? 0) - (times.first ?? 0), 0.0011, "stamped within a millisecond: \(times)")
        XCTAssertEqual(callbacks(session.log, "willEndDragging"), 1)
        XCTAssertEqual(session.log.last { ($0["final"] as? Bool) == true }?["notch"] as? Int, 1, "a flick up at 960 pt/s")
    }
}
