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

/// Interruptions through the whole simulation (real pointer events and trace commands on the built-in maps
/// scene, 390×844 pt, notches 211 and 633, the 70 pt header on the card's top edge): a resize mid-drag and
/// mid-animation, a notch reload with another notch count mid-animation, the target notch disabled, a move during
/// a drag, a second finger during a drag, a tap while the overlay settles.
final class InterruptionTests: XCTestCase {
    /// Forwards everything to the scene's delegate except the notches, which a test can replace live (a delegate
    /// whose `numberOfNotches` answer changes before `invalidateNotchHeights()`).
    final class NotchOverride: ForwardingDelegate {
        var heights: [CGFloat]?

        override func numberOfNotches(in c: OverlayContainerViewController) -> Int { heights?.count ?? super.numberOfNotches(in: c) }
        override func overlayContainerViewController(
            _ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat
        ) -> CGFloat {
            heights?[index] ?? super.overlayContainerViewController(c, heightForNotchAt: index, availableSpace: availableSpace)
        }
        override func overlayContainerViewController(
            _ c: OverlayContainerViewController, canReachNotchAt index: Int, forOverlay o: ViewController
        ) -> Bool {
            guard let heights else { return super.overlayContainerViewController(c, canReachNotchAt: index, forOverlay: o) }
            return heights.indices.contains(index)
        }
    }

    private func maps() -> Simulation {
        Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
    }

    /// Runs a trace and returns every step's record plus the final state.
    private func replay(_ simulation: Simulation, _ trace: Trace) -> [FrameRecord] {
        var records = simulation.run(trace: trace)
        records.append(simulation.takeRecord())
        return records
    }

    /// Finite heights in every record, and the callback grammar: drags open and close in turn, every didMove
    /// answers an earlier willMove of the same notch, and nothing is left open at the end.
    private func assertSane(_ records: [FrameRecord], openMovesAllowed: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        var inDrag = false
        var open: [Int] = []
        for record in records {
            XCTAssertTrue(
                record.height.isFinite && record.modelHeight.isFinite, "finite heights at t=\(record.time)", file: file, line: line)
            if let offset = record.contentOffset {
                XCTAssertTrue(offset.isFinite, "finite offset at t=\(record.time)", file: file, line: line)
            }
            for event in callbacks([record]) {
                switch event {
                case .willStartDragging:
                    XCTAssertFalse(inDrag, "willStartDragging inside a drag at t=\(record.time)", file: file, line: line)
                    inDrag = true
                case .willEndDragging:
                    XCTAssertTrue(inDrag, "willEndDragging without a drag at t=\(record.time)", file: file, line: line)
                    inDrag = false
                case let .willMove(notch):
                    open.append(notch)
                case let .didMove(notch):
                    if let index = open.lastIndex(of: notch) {
                        open.remove(at: index)
                    } else {
                        XCTFail("didMove:\(notch) without willMove:\(notch) at t=\(record.time)", file: file, line: line)
                    }
                case .willTranslate:
                    break
                }
            }
        }
        XCTAssertFalse(inDrag, "a drag left open", file: file, line: line)
        XCTAssertLessThanOrEqual(open.count, openMovesAllowed, "willMoves without didMove: \(open)", file: file, line: line)
    }

    /// The container's callbacks in `records`, in order.
    private func callbacks(_ records: [FrameRecord]) -> [OverlayContainerEvent] {
        records.flatMap(\.events).compactMap { event in
            if case let .container(callback) = event { return callback }
            return nil
        }
    }

    // MARK: - Resize

    func testResizeMidAnimationKeepsTheNotchIndex() {
        let simulation = maps()
        let trace = Trace(
            events: [
                TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)),
                TraceEvent(time: 0.25, kind: .resize(width: 390, height: 700)),
            ], until: 2)
        let records = replay(simulation, trace)
        assertSane(records)
        let container = simulation.scene!.container
        XCTAssertEqual(container.lastReachedNotchIndex, 1)
        XCTAssertEqual(container.translationHeight, 525, accuracy: 1e-9, "3/4 of the new 700 pt")
        XCTAssertEqual(container.displayedTranslationHeight, 525, accuracy: 1e-6)
        XCTAssertFalse(container.isAnimating)
        // The resize re-places the overlay on notch 1 of the new size (a non-animated move to the same index).
        let moves = callbacks(records).filter { $0.movesToNotch != nil }
        XCTAssertEqual(moves.last, .didMove(notch: 1))
        XCTAssertFalse(moves.dropFirst(2).contains { $0.movesToNotch == 0 }, "no move to another notch: \(moves)")
    }

    func testResizeMidDragEndsOnANotchOfTheNewSize() {
        let simulation = maps()
        var builder = TraceBuilder()
        builder.down(195, 660)
        builder.move(195, from: 660, to: 450, step: 5)
        builder.command(.resize(width: 390, height: 700))
        builder.move(195, from: 450, to: 300, step: 5)
        builder.up(195, 300, after: 0.2)  // at rest: no velocity, the nearest notch wins
        let records = replay(simulation, builder.trace())
        assertSane(records)
        let all = callbacks(records)
        XCTAssertEqual(all.filter { $0 == .willStartDragging }.count, 1)
        XCTAssertEqual(all.filter(\.isWillEndDragging).count, 1)
        let container = simulation.scene!.container
        XCTAssertEqual(records.last?.dragging, false)
        XCTAssertTrue(
            [175, 525].contains(container.translationHeight), "rests on a notch of the 700 pt window: \(container.translationHeight)")
        XCTAssertEqual(container.displayedTranslationHeight, container.translationHeight, accuracy: 1e-6)
    }

    // MARK: - Notch reload

    func testInvalidationWithMoreNotchesMidAnimationThenThePolicyPicksAmongTheNewOnes() {
        let simulation = maps()
        let override = NotchOverride(inner: simulation.scene!.container.delegate!)
        simulation.scene!.container.delegate = override
        simulation.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)))
        simulation.advance(to: 0.2)
        XCTAssertTrue(simulation.scene!.container.isAnimating, "mid-animation")
        override.heights = [100, 250, 400, 600]
        var builder = TraceBuilder(start: 0.2)
        builder.command(.invalidateNotchHeights)
        builder.wait(1.5)
        let settled = replay(simulation, Trace(events: builder.events, until: builder.time))
        // The move to notch 1 that the reload superseded may stay without didMove (its coordinator is cancelled).
        assertSane(settled, openMovesAllowed: 1)
        let container = simulation.scene!.container
        XCTAssertEqual(container.numberOfNotches, 4)
        XCTAssertEqual(simulation.scene!.notchHeights, [100, 250, 400, 600])
        XCTAssertTrue([100, 250, 400, 600].contains(container.translationHeight), "rests on a new notch: \(container.translationHeight)")
        XCTAssertFalse(container.isAnimating)

        // A slow drag released near 400 pt with no velocity goes to the new notch 2 (not an old one).
        let top = 844 - Double(container.translationHeight)
        var drag = TraceBuilder(start: simulation.currentTime + 0.1)
        drag.down(195, top + 20)
        drag.move(195, from: top + 20, to: 844 - 410 + 20, step: 4)
        drag.up(195, 844 - 410 + 20, after: 0.3)
        let records = replay(simulation, drag.trace())
        assertSane(records)
        XCTAssertEqual(container.lastReachedNotchIndex, 2)
        XCTAssertEqual(container.translationHeight, 400)
        XCTAssertTrue(callbacks(records).contains(.didMove(notch: 2)))
    }

    func testInvalidationWithFewerNotchesMidAnimationToTheLastOne() {
        let simulation = maps()
        let override = NotchOverride(inner: simulation.scene!.container.delegate!)
        simulation.scene!.container.delegate = override
        simulation.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)))
        simulation.advance(to: 0.2)
        override.heights = [300]
        let records = replay(simulation, Trace(events: [TraceEvent(time: 0.2, kind: .invalidateNotchHeights)], until: 2))
        // The superseded move to notch 1 may stay open (its coordinator is cancelled): at most one.
        assertSane(records, openMovesAllowed: 1)
        let container = simulation.scene!.container
        XCTAssertEqual(container.numberOfNotches, 1)
        XCTAssertEqual(container.lastReachedNotchIndex, 0, "the index is clamped to the one notch left")
        XCTAssertEqual(container.translationHeight, 300)
        XCTAssertEqual(container.displayedTranslationHeight, 300, accuracy: 1e-6)
    }

    // MARK: - Reachability

    func testTheTargetNotchDisabledWhileTheOverlayMovesToIt() {
        let simulation = maps()
        var builder = TraceBuilder()
        // A flick up from the lower notch: the policy targets notch 1.
        builder.down(195, 660)
        builder.move(195, from: 660, to: 560, step: 10)
        builder.up(195, 555)
        builder.wait(0.05)
        builder.command(.setReachable([0]))
        builder.wait(1.5)
        // The next drag, released near the upper notch without velocity, can only reach notch 0.
        let top = 844 - 633.0
        builder.down(195, top + 20)
        builder.move(195, from: top + 20, to: top + 40, step: 4)
        builder.up(195, top + 40, after: 0.3)
        let records = replay(simulation, builder.trace())
        assertSane(records)
        let all = callbacks(records)
        let release = all.firstIndex(where: \.isWillEndDragging)!
        XCTAssertEqual(
            all[release...].first { if case .willMove = $0 { return true } else { return false } }, .willMove(notch: 1),
            "the flick targeted notch 1")
        let container = simulation.scene!.container
        XCTAssertEqual(container.enabledNotchIndexes, [0])
        XCTAssertEqual(container.lastReachedNotchIndex, 0, "a release picks only enabled notches")
        XCTAssertEqual(container.translationHeight, 211)
    }

    // MARK: - Moves and pointers during a drag

    func testMoveOverlayDuringADrag() {
        let simulation = maps()
        var builder = TraceBuilder()
        builder.down(195, 660)
        builder.move(195, from: 660, to: 600, step: 5)
        builder.command(.moveToNotch(index: 1, animated: true))
        builder.move(195, from: 600, to: 560, step: 5)
        builder.up(195, 560, after: 0.3)
        let records = replay(simulation, builder.trace())
        // The move to notch 1 is superseded by the release's move (its coordinator is cancelled): at most one open.
        assertSane(records, openMovesAllowed: 1)
        // The finger keeps the model height after the move (reference: the next pan change sets it again) …
        let afterMove = records.first { $0.events.contains(.container(.willMove(notch: 1))) }!.time
        let dragged = records.filter { $0.time > afterMove && $0.dragging }
        XCTAssertFalse(dragged.isEmpty)
        for record in dragged { XCTAssertLessThan(record.modelHeight, 320, "model follows the finger at t=\(record.time)") }
        // … and the slow release at ~301 pt goes to the nearest notch.
        let container = simulation.scene!.container
        XCTAssertEqual(records.last?.dragging, false)
        XCTAssertFalse(container.isAnimating)
        XCTAssertEqual(container.lastReachedNotchIndex, 0)
        XCTAssertEqual(container.translationHeight, 211)
        XCTAssertEqual(container.displayedTranslationHeight, 211, accuracy: 1e-6)
    }

    /// Drags the header with pointer 0 while pointer 1 presses at `second` and moves down 160 pt.
    private func twoFingerSession(second: (x: Double, y: Double)?) -> (Simulation, [FrameRecord]) {
        let simulation = maps()
        var builder = TraceBuilder()
        builder.down(195, 660)
        builder.move(195, from: 660, to: 600, step: 5)
        if let second { builder.down(second.x, second.y, pointer: 1) }
        for index in 1...20 {
            builder.wait(1.0 / 120)
            builder.command(.pointer(phase: .move, x: 195, y: 600 - Double(index) * 5, pointer: 0, source: .touch))
            if let second {
                builder.command(.pointer(phase: .move, x: second.x, y: second.y + Double(index) * 8, pointer: 1, source: .touch))
            }
        }
        if let second { builder.up(second.x, second.y + 160, pointer: 1) } else { builder.wait(builder.interval) }
        builder.up(195, 500, after: 0.3)
        return (simulation, replay(simulation, builder.trace()))
    }

    func testASecondPointerOnTheMapDuringADragChangesNothing() {
        let (alone, aloneRecords) = twoFingerSession(second: nil)
        let (both, bothRecords) = twoFingerSession(second: (100, 150))
        assertSane(bothRecords)
        XCTAssertEqual(callbacks(bothRecords).filter { $0 == .willStartDragging }.count, 1)
        XCTAssertEqual(aloneRecords.map(\.height), bothRecords.map(\.height), "the second finger changes nothing")
        XCTAssertEqual(both.scene!.container.translationHeight, alone.scene!.container.translationHeight)
        XCTAssertEqual(both.scene!.container.translationHeight, 211, "slow release at 361 pt: the nearest notch")
    }

    /// A second finger that lands on the header while the first drags it used to start a second drag (a second
    /// willStartDragging inside the open one); recognizers are now exclusive across touches, as UIKit's are.
    func testASecondPointerOnTheHeaderDuringADragDoesNotStartASecondDrag() throws {
        let (_, records) = twoFingerSession(second: (100, 680))
        assertSane(records)
        XCTAssertEqual(callbacks(records).filter { $0 == .willStartDragging }.count, 1)
    }

    // MARK: - A tap while settling

    func testATapUnderTheSlopDuringSettlingDoesNotGrabTheOverlay() {
        func session(tap: (y: Double, travel: Double)?) -> [FrameRecord] {
            let simulation = maps()
            var builder = TraceBuilder()
            builder.down(195, 660)
            builder.move(195, from: 660, to: 560, step: 10)
            builder.up(195, 555)  // a flick up: animates to notch 1
            if let tap {
                builder.wait(0.1)
                builder.down(195, tap.y)
                if tap.travel > 0 { builder.move(195, from: tap.y, to: tap.y + tap.travel, step: tap.travel / 3) }
                builder.up(195, tap.y + tap.travel, after: 0.05)
            }
            return replay(simulation, builder.trace(until: 2))
        }
        let plain = session(tap: nil)
        // Where the header is when the tap lands (0.1 s after the release), from the run without the tap.
        let releaseTime = plain.first { callbacks([$0]).contains(where: \.isWillEndDragging) }!.time
        let atTap = plain.first { $0.time >= releaseTime + 0.1 - 1e-9 }!
        XCTAssertTrue(atTap.animating, "the overlay is settling when the tap lands")
        XCTAssertLessThan(atTap.height, 600, "still far from the upper notch")
        let headerMiddle = 844 - atTap.height + 35
        for travel in [0.0, 6, 9.5] {
            let tapped = session(tap: (headerMiddle, travel))
            assertSane(tapped)
            XCTAssertEqual(callbacks(tapped).filter { $0 == .willStartDragging }.count, 1, "only the flick dragged (tap of \(travel) pt)")
            XCTAssertEqual(tapped.count, plain.count)
            // Equal up to rounding: the tap's instants split the closed-form evaluation differently (~1e-13 pt).
            for (a, b) in zip(tapped, plain) {
                XCTAssertEqual(a.height, b.height, accuracy: 1e-9, "a \(travel) pt tap leaves the trajectory alone (t=\(a.time))")
                XCTAssertEqual(a.modelHeight, b.modelHeight, accuracy: 1e-9)
            }
            XCTAssertEqual(tapped.last?.notch, 1)
        }
    }
}

extension OverlayContainerEvent {
    /// Whether it is a willEndDragging, at any velocity.
    fileprivate var isWillEndDragging: Bool {
        if case .willEndDragging = self { return true }
        return false
    }

    /// The notch of a willMove or didMove, nil for the other callbacks.
    fileprivate var movesToNotch: Int? {
        switch self {
        case let .willMove(notch), let .didMove(notch): return notch
        default: return nil
        }
    }
}
