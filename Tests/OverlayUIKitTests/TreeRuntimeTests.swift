import Foundation
import OverlayUIKit
import XCTest

/// Each tree owns its state (the TreeRuntime article): one runtime per tree, reached from any of its views; the
/// animation blocks and the current clock belong to the thread; one time line splits an advance.
final class TreeRuntimeTests: XCTestCase {
    func testEveryViewOfATreeReachesItsRootsRuntimeAndAMovedViewTakesItsNewTrees() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let panel = View(), badge = View()
        panel.addSubview(badge)
        let own = badge.treeRuntime
        XCTAssertTrue(panel.treeRuntime === own, "a root without a window makes one for its tree")
        window.addSubview(panel)
        XCTAssertTrue(badge.treeRuntime === window.treeRuntime, "joined: the window's")
        XCTAssertFalse(badge.treeRuntime === own)
        panel.removeFromSuperview()
        XCTAssertFalse(badge.treeRuntime === window.treeRuntime, "left: not the window's any more")
        XCTAssertTrue(badge.treeRuntime === panel.treeRuntime)
    }

    func testASubtreeBuiltApartOrTakenOutOfATreeLeavesNoViewWithAnotherTreesRuntime() {
        // Built bottom-up apart from any window (the joins that skip the walk), then moved into one.
        let window = Window(size: CGSize(width: 100, height: 100))
        let card = View(), row = View(), label = View(), holder = View()
        row.addSubview(label)
        card.addSubview(row)
        holder.addSubview(card)
        window.addSubview(holder)
        for view in [holder, card, row, label] { XCTAssertTrue(view.treeRuntime === window.treeRuntime) }
        // A view deep inside holds its tree's runtime while the view above it holds none; that view taken out,
        // then put under a parent built apart, no view under it may keep the old tree's.
        let top = View(), middle = View(), deep = View()
        middle.addSubview(deep)
        top.addSubview(middle)
        let old = deep.treeRuntime
        XCTAssertTrue(top.treeRuntime === old)
        middle.removeFromSuperview()
        let elsewhere = View()
        elsewhere.addSubview(middle)
        XCTAssertFalse(deep.treeRuntime === old, "a moved view kept its old tree's runtime")
        XCTAssertTrue(deep.treeRuntime === elsewhere.treeRuntime)
        XCTAssertTrue(middle.treeRuntime === elsewhere.treeRuntime)
        // A subtree that made its own runtime, put under a parent built apart: it takes that parent's tree.
        let piece = View(), bit = View(), host = View()
        piece.addSubview(bit)
        let own = bit.treeRuntime
        host.addSubview(piece)
        XCTAssertFalse(bit.treeRuntime === own, "a joined subtree kept the runtime it made alone")
        XCTAssertTrue(bit.treeRuntime === host.treeRuntime)
        XCTAssertTrue(piece.treeRuntime === host.treeRuntime)
    }

    func testTheLayoutStampChangesWithAFrameAMarkOrAMoveInItsTreeOnly() {
        let window = Window(size: CGSize(width: 100, height: 100)), other = Window(size: CGSize(width: 50, height: 50))
        let view = View()
        window.addSubview(view)
        let stamp = window.treeRuntime.layoutStamp, otherStamp = other.treeRuntime.layoutStamp
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertNotEqual(window.treeRuntime.layoutStamp, stamp)
        let afterFrame = window.treeRuntime.layoutStamp
        view.setNeedsLayout()
        XCTAssertNotEqual(window.treeRuntime.layoutStamp, afterFrame)
        XCTAssertEqual(other.treeRuntime.layoutStamp, otherStamp, "another tree's stamp is its own")
    }

    func testAViewControllerAnswersTheStampOfTheTreeItMarkedOnlyWhileItsViewIsInThatTree() {
        let window = Window(size: CGSize(width: 100, height: 100)), other = Window(size: CGSize(width: 100, height: 100))
        let controller = ViewController()
        XCTAssertNil(controller.checkedTreeLayoutStamp, "nothing marked, no view loaded")
        controller.markCheckedTree(window.treeRuntime)
        XCTAssertNil(controller.checkedTreeLayoutStamp, "marked, but no view loaded")
        controller.markCheckedTree(nil)
        window.addSubview(controller.view)
        XCTAssertNil(controller.checkedTreeLayoutStamp, "nothing marked")
        XCTAssertTrue(controller.isCheckedTree(nil))
        controller.markCheckedTree(window.treeRuntime)
        XCTAssertTrue(controller.isCheckedTree(window.treeRuntime))
        XCTAssertFalse(controller.isCheckedTree(other.treeRuntime))
        controller.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(controller.checkedTreeLayoutStamp, window.treeRuntime.layoutStamp, "follows the stamp")
        other.addSubview(controller.view)
        XCTAssertNil(controller.checkedTreeLayoutStamp, "the view left the marked tree")
        controller.markCheckedTree(other.treeRuntime)
        XCTAssertEqual(controller.checkedTreeLayoutStamp, other.treeRuntime.layoutStamp)
        controller.markCheckedTree(nil)
        XCTAssertNil(controller.checkedTreeLayoutStamp)
    }

    func testTheCurrentClockAndTheAnimationBlocksAreTheCallingThreads() {
        let clock = AnimationClock()
        let seen = Seen()
        AnimationClock.withCurrent(clock) {
            XCTAssertTrue(AnimationClock.current === clock)
            let thread = Thread {
                // Another thread sees neither this thread's clock nor its open block.
                let view = View()
                view.alpha = 0.5
                seen.lock.withLock { seen.values = [AnimationClock.current == nil, view.presentationAlpha == 0.5] }
            }
            View.animate(withDuration: 1) {
                thread.start()
                while seen.read().isEmpty { usleep(1_000) }
            }
        }
        XCTAssertNil(AnimationClock.current)
        XCTAssertEqual(seen.read(), [true, true])
        XCTAssertFalse(AnimationClock.ofCurrentThread === clock)
    }

    /// Only the innermost clock and block are stored: each call that opens one puts back the one it hid.
    func testNestedHostsAndBlocksPutBackWhatTheyHidEvenWhenTheBodyThrows() throws {
        struct Stop: Error {}
        let outer = AnimationClock(), inner = AnimationClock()
        try AnimationClock.withCurrent(outer) {
            XCTAssertThrowsError(
                try AnimationClock.withCurrent(inner) {
                    XCTAssertTrue(AnimationClock.current === inner)
                    throw Stop()
                })
            XCTAssertTrue(AnimationClock.current === outer, "the outer host's clock is back after the throw")
        }
        XCTAssertNil(AnimationClock.current)
        let root = View(), view = View()
        root.addSubview(view)
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                View.performWithoutAnimation { view.frame.origin.y = 10 }
                view.alpha = 0
            })
        root.animationClock.advance(by: 0.5)
        XCTAssertEqual(view.presentationFrame.origin.y, 10, "inside performWithoutAnimation: at once")
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-12, "after it: the outer block's animation again")
        view.alpha = 1
        XCTAssertEqual(view.alpha, 1)
        root.animationClock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 1, "outside every block: at once")
    }

    func testAnAnimationStartedOffTreeWaitsOnItsRootsClockThenGoesOnInTheTreeItJoins() {
        let panel = View()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { panel.alpha = 0 })
        XCTAssertEqual(panel.presentationAlpha, 1, "not applied at once: it waits on the root's clock")
        let window = Window(size: CGSize(width: 100, height: 100))
        window.addSubview(panel)
        window.animationClock.advance(by: 0.25)
        XCTAssertEqual(panel.presentationAlpha, 0.75, accuracy: 1e-12)
    }

    func testATimeLineSplitsAtEachEndAndStopsAtItsLimit() {
        var steps: [Double] = []
        var ends = [0.25, 0.5]
        var line = TimeLine(to: 1)
        XCTAssertTrue(
            line.run(
                nextEnd: { ends.first.map { $0 - (steps.reduce(0, +)) } },
                advance: { step in
                    steps.append(step)
                    if let first = ends.first, abs(steps.reduce(0, +) - first) < 1e-12 { ends.removeFirst() }
                    return true
                }))
        XCTAssertEqual(steps, [0.25, 0.25, 0.5])
        XCTAssertEqual(line.now, 1)
        var stuck = TimeLine(to: 1)
        var splits = 0
        let finished = stuck.run(
            nextEnd: { 0 },
            advance: { _ in
                splits += 1
                return true
            })
        XCTAssertFalse(finished, "a motion that keeps ending without time passing")
        XCTAssertEqual(splits, TimeLine.splitLimit)
    }
}

/// What the other thread saw, behind an `NSLock` (which ThreadSanitizer follows).
// Unchecked Sendable, justified: `values` is read and written with `lock` held only.
private final class Seen: @unchecked Sendable {
    let lock = NSLock()
    var values: [Bool] = []

    func read() -> [Bool] { lock.withLock { values } }
}
