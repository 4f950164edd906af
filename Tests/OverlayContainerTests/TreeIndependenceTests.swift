import Foundation
import OverlayContainer
import OverlayTestSupport
import OverlayUIKit
import XCTest

/// Independent trees are independent (the TreeRuntime article of OverlayUIKit): sixteen containers, each in its own
/// window, driven on sixteen threads at once, show exactly what they show driven one after another.
final class TreeIndependenceTests: XCTestCase {
    private static let sessions = 16

    func testSixteenContainersOnSixteenThreadsMatchASerialRun() {
        let serial = (0..<Self.sessions).map { Self.session($0) }
        let parallel = Locked<[Int: [UInt64]]>([:])
        let group = DispatchGroup()
        // Every thread waits at the gate, so that the sessions run at the same time rather than one by one.
        let gate = DispatchSemaphore(value: 0)
        for index in 0..<Self.sessions {
            group.enter()
            let thread = Thread {
                gate.wait()
                let values = Self.session(index)
                parallel.withLock { $0[index] = values }
                group.leave()
            }
            thread.start()
        }
        for _ in 0..<Self.sessions { gate.signal() }
        XCTAssertEqual(group.wait(timeout: .now() + 120), .success, "every thread finished")
        let found = parallel.withLock { $0 }
        for index in 0..<Self.sessions {
            XCTAssertGreaterThan(serial[index].count, 1_000, "session \(index) recorded its steps")
            XCTAssertEqual(found[index], serial[index], "session \(index), bit for bit")
        }
        XCTAssertNotEqual(serial[0], serial[1], "the sessions differ from each other")
    }

    /// One container in its own window with an alongside block, a view animation and animated moves, driven for 3 s;
    /// returns the bits of every displayed height and presentation value at every step.
    private static func session(_ index: Int) -> [UInt64] {
        let backdrop = View()
        let ground = ViewController()
        ground.setView(backdrop)
        let window = Window(size: CGSize(width: 390, height: 844))
        let harness = Harness(heights: [211 + CGFloat(index), 450, 633], ground: [ground])
        window.addSubview(harness.container.view)
        let badge = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        harness.overlay.view.addSubview(badge)
        harness.delegate.onWillTranslate = { coordinator in
            coordinator.animate(
                alongsideTransition: { context in
                    backdrop.alpha = context.translationProgress()
                    badge.frame.origin.x = 100 * context.translationProgress()
                }, completion: nil)
        }
        let pulse = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        harness.overlay.view.addSubview(pulse)
        var values: [UInt64] = []
        func record() {
            let container = harness.container
            values.append(contentsOf: [
                UInt64(container.displayedTranslationHeight.bitPattern), UInt64(container.translationHeight.bitPattern),
                UInt64(backdrop.presentationAlpha.bitPattern), UInt64(badge.presentationFrame.minX.bitPattern),
                UInt64(pulse.presentationFrame.minY.bitPattern), UInt64(pulse.presentationAlpha.bitPattern),
            ])
        }
        let hz = index % 2 == 0 ? 60.0 : 120.0
        for step in 0..<Int(3 * hz) {
            switch step {
            case 3: harness.container.moveOverlay(toNotchAt: 2, animated: true)
            case 20 + index:
                View.animate(withDuration: 0.3 + Double(index) / 100) {
                    pulse.frame.origin.y = 200
                    pulse.alpha = 0.25
                }
            case 60: harness.drag(offsets: [0, -20, -40 - CGFloat(index)], velocity: 300)
            case 100: harness.container.moveOverlay(toNotchAt: index % 3, animated: true)
            case 140: harness.container.moveOverlay(toNotchAt: 1, animated: true)
            default: break
            }
            harness.container.tick(1 / hz)
            record()
        }
        return values
    }
}
