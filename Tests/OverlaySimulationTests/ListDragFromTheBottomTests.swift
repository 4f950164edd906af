import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// A list drag that starts with the card at its lowest notch and the list at its top (maps: the card's top at
/// 633 pt, the list below its 70 pt header): the card takes every step up to the upper notch, the list stays at its
/// top, even when a fast first move makes the velocity tracker's fit point down at the second step.
final class ListDragFromTheBottomTests: XCTestCase {
    private struct Sample: Equatable {
        var height: Double
        var offset: Double
    }

    /// Press in the list at y 800, 14 pt up within the first step, then 12 pt up every 60 Hz step for `steps`
    /// steps, the finger still down; one sample after each step from the first move on.
    private func fastListDrag(referenceQuirks: Bool, steps: Int) -> [Sample] {
        var scenario = BuiltInScenarios.maps
        scenario.referenceQuirks = referenceQuirks
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
        func pointer(_ phase: PointerPhase, _ time: Double, _ y: Double) -> TraceEvent {
            TraceEvent(time: time, kind: .pointer(phase: phase, x: 195, y: y, pointer: 0, source: .touch))
        }
        var events = [pointer(.down, 0.1, 800), pointer(.move, 0.105, 786)]
        for step in 1...steps { events.append(pointer(.move, 0.105 + Double(step) / 60, 786 - 12 * Double(step))) }
        var samples: [Sample] = []
        var next = 0
        while next < events.count {
            let first = next
            while next < events.count, events[next].time <= simulation.nextStepTime { next += 1 }
            simulation.apply(contentsOf: Array(events[first..<next]))
            simulation.step()
            if simulation.time > 0.1 {
                samples.append(
                    Sample(
                        height: Double(simulation.scene!.container.displayedTranslationHeight),
                        offset: Double(simulation.scene!.drivingScrollView!.contentOffset.y)))
            }
        }
        return samples
    }

    func testTheCardTakesEveryStepFromTheFirstAndTheListStaysAtItsTop() {
        // 211 + 4 (14 pt less the 10 pt slop) + 34 × 12 = 623; the 35th step reaches the upper notch, 633.
        let samples = fastListDrag(referenceQuirks: false, steps: 35)
        XCTAssertEqual(samples[0], Sample(height: 215, offset: 0), "the first step moved the card by 4 pt")
        XCTAssertEqual(samples[1], Sample(height: 227, offset: 0), "the second step too, not the list")
        for step in 1...34 {
            XCTAssertEqual(samples[step], Sample(height: 215 + 12 * Double(step), offset: 0), "step \(step + 1)")
        }
        XCTAssertEqual(samples[35], Sample(height: 633, offset: 0), "the card at the upper notch, the list at its top")
    }

    func testReferenceQuirksKeepTheLibrarysScrolledFirstStep() {
        let samples = fastListDrag(referenceQuirks: true, steps: 36)
        XCTAssertEqual(samples[0], Sample(height: 215, offset: 0))
        XCTAssertEqual(samples[1], Sample(height: 215, offset: 12), "the tracker reads +880 pt/s: the list scrolls")
        XCTAssertEqual(samples[2], Sample(height: 227, offset: 12), "then the card moves with the list pinned there")
        XCTAssertEqual(samples[36], Sample(height: 633, offset: 12), "and it stays 12 pt scrolled at the top")
    }
}
