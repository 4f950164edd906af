import Foundation
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayContainerManager
@testable import OverlayFiles
@testable import OverlayPresets
@testable import OverlayScenes
@testable import OverlaySimulation
@testable import OverlayUIKit

/// The containers scene driven headless by trace commands and real input (issue: overlay containers).
final class ContainersSceneTests: XCTestCase {
    private func run(_ events: [TraceEvent], until: Double) -> (Simulation, [String]) {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.containers), stepsPerSecond: 60)
        let records = simulation.run(trace: Trace(events: events, until: until))
        // The scene's and the named containers' events, in the frame log's spelling.
        let log = records.flatMap(\.events).filter { event in
            if case .container = event { return false }
            return true
        }
        return (simulation, log.map(\.description))
    }

    private func show(_ view: String, in container: String, at time: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .showView(container: container, view: view, text: nil, animated: true))
    }

    func testToastsQueueBeyondThreeAndFillInAfterAutoDismiss() throws {
        let events = (0..<4).map { show("toast", in: "toasts", at: 0.1 + Double($0) * 0.1) }
        let (simulation, log) = run(events, until: 4)
        XCTAssertEqual(Array(log.prefix(4)), ["appear:toasts:1", "appear:toasts:2", "appear:toasts:3", "queued:toasts:4"])
        // Toast 1 is dismissed 2.5 s after it appeared (0.1 → 2.6); toast 4 takes its place 0.3 s later.
        let dismissed = try XCTUnwrap(log.firstIndex(of: "dismiss:toasts:1"))
        let fourth = try XCTUnwrap(log.firstIndex(of: "appear:toasts:4"))
        XCTAssertLessThan(dismissed, fourth)
        XCTAssertEqual(simulation.scene!.statusLines.first, "toasts: 1 shown, 0 waiting", "1–3 dismissed by 4 s, 4 is still shown")
    }

    func testBannersWaitForTheShownOneAndToastsLayOutVertically() throws {
        let events = [
            show("banner", in: "banners", at: 0.1), show("banner", in: "banners", at: 0.2),
            show("toast", in: "toasts", at: 0.3), show("toast", in: "toasts", at: 0.3),
        ]
        let (simulation, log) = run(events, until: 1)
        XCTAssertEqual(log, ["appear:banners:1", "queued:banners:2", "appear:toasts:3", "appear:toasts:4"])
        let manager = try XCTUnwrap(simulation.scene!.manager)
        let toasts = try XCTUnwrap(manager.container(named: "toasts")).showingViews
        // Vertical stack at the bottom, 8 pt apart, above the 230 pt inset.
        let tops: [CGFloat] = toasts.map { $0.presentation.frame.minY }
        let expected: [CGFloat] = [518, 570]  // 844 − 230 − 44 − 8 − 44, then 844 − 230 − 44
        XCTAssertEqual(tops, expected)
        XCTAssertEqual(toasts[0].presentation.frame.midX, 195)
        let (_, later) = run(events, until: 3.2)
        // Banner 1 auto-dismisses at 2.1 s; its place frees when the dismissal starts, and banner 2 appears
        // delayForShowingNext (0.5 s) later, just before banner 1's 0.51 s spring has removed it.
        XCTAssertEqual(
            later.filter { $0.contains("banners") },
            ["appear:banners:1", "queued:banners:2", "dismiss:banners:1", "appear:banners:2", "disappear:banners:1"])
    }

    func testTheMenuIsDismissedByATapOnItsDimmedBackgroundThroughRealInput() throws {
        let events = [
            TraceEvent(time: 0.1, kind: .key(.showMenu)),
            TraceEvent(time: 1, kind: .pointer(phase: .down, x: 350, y: 400, pointer: 0, source: .touch)),
            TraceEvent(time: 1.05, kind: .pointer(phase: .up, x: 350, y: 400, pointer: 0, source: .touch)),
        ]
        let (simulation, log) = run(events, until: 2)
        XCTAssertEqual(log.filter { $0.contains("menu") }, ["appear:menu:1", "dismiss:menu:1", "disappear:menu:1"])
        XCTAssertEqual(simulation.scene!.container.translationHeight, 211, "the tap did not reach the overlay or the map")
    }

    func testTheMenuIsDismissedByASwipeLeft() throws {
        var events = [TraceEvent(time: 0.1, kind: .key(.showMenu))]
        events.append(TraceEvent(time: 1, kind: .pointer(phase: .down, x: 200, y: 400, pointer: 0, source: .touch)))
        for step in 1...6 {
            events.append(
                TraceEvent(
                    time: 1 + Double(step) / 60,
                    kind: .pointer(phase: .move, x: 200 - Double(step) * 20, y: 402, pointer: 0, source: .touch)))
        }
        events.append(TraceEvent(time: 1.12, kind: .pointer(phase: .up, x: 80, y: 402, pointer: 0, source: .touch)))
        let (_, log) = run(events, until: 2)
        XCTAssertTrue(log.contains("dismiss:menu:1"), "\(log)")
    }

    func testButtonsShowViewsAndDismissCommandsWork() throws {
        let events = [
            TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 70, y: 120, pointer: 0, source: .touch)),
            TraceEvent(time: 0.15, kind: .pointer(phase: .up, x: 70, y: 120, pointer: 0, source: .touch)),
            show("toast", in: "toasts", at: 0.2), show("banner", in: "banners", at: 0.2),
            TraceEvent(time: 0.5, kind: .dismissTopmost(container: "toasts", animated: false)),
            TraceEvent(time: 0.6, kind: .dismissAll(containers: nil, notIn: ["toasts"], onlyShowing: false, animated: false)),
            TraceEvent(time: 0.7, kind: .dismissView(container: "toasts", id: 1, animated: true)),
            TraceEvent(time: 0.8, kind: .showView(container: "nowhere", view: "toast", text: nil, animated: true)),
            TraceEvent(time: 0.9, kind: .showView(container: "toasts", view: "spaceship", text: nil, animated: true)),
        ]
        let (_, log) = run(events, until: 1.5)
        XCTAssertEqual(
            log,
            [
                "appear:toasts:1", "appear:toasts:2", "appear:banners:3",
                "dismiss:toasts:2", "disappear:toasts:2",
                "dismiss:banners:3", "disappear:banners:3",
                "dismiss:toasts:1",
                "unknownContainer:nowhere", "unknownView:spaceship",
                "disappear:toasts:1",
            ])
    }

    func testContainerCommandsRoundTripThroughTraceFiles() throws {
        let trace = Trace(
            events: [
                show("toast", in: "toasts", at: 0.1),
                TraceEvent(time: 0.2, kind: .dismissView(container: "toasts", id: 1, animated: false)),
                TraceEvent(time: 0.3, kind: .dismissAll(containers: ["a", "b"], notIn: nil, onlyShowing: true, animated: true)),
                TraceEvent(time: 0.4, kind: .dismissTopmost(container: "menu", animated: true)),
                TraceEvent(time: 0.5, kind: .showView(container: "banners", view: "banner", text: "Hello", animated: false)),
            ], until: 1)
        let decoded = try Trace.decode(Array(trace.encodeJSON().utf8), file: "t.json")
        XCTAssertEqual(decoded, trace)
        XCTAssertThrowsError(try Trace.decode(Array(#"{"events": [{"t": 0, "kind": "showView", "view": "toast"}]}"#.utf8), file: "t.json"))
        { error in
            XCTAssertEqual(
                "\(error)", "t.json: field `events[0].container`: missing (expected a non-empty string of at most 64 characters)")
        }
    }
}
