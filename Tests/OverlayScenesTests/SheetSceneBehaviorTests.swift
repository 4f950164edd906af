import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation
@testable import OverlayUIKit

/// The sheet example, sampled every step as a replay runs: the overlay slides up into view over the presentation's
/// 0.45 s while the dim fades from 0 to 0.3 along the same curve, and back out when dismissed
/// (<doc:BuiltInScenes>).
final class SheetSceneBehaviorTests: XCTestCase {
    private struct Sample {
        var time: Double
        /// The overlay's top edge on screen, window points.
        var top: CGFloat
        /// The same from the model: window height − displayed translation height + the presentation's offset.
        var topFromHeights: CGFloat
        var alpha: CGFloat
        var isPresented: Bool
    }

    private static let height: CGFloat = 844
    private static let rest: CGFloat = 844 - 300
    private static let slide = 0.45

    /// Replays `trace` on the sheet scene and samples the state after every step (and the start instant of each
    /// sample is the step boundary).
    private func samples(_ trace: Trace, hz: Int) -> [Sample] {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.sheet), stepsPerSecond: hz)
        var samples: [Sample] = []
        _ = simulation.run(trace: trace) { simulation in
            let container = simulation.scene!.container
            let host = (simulation.scene!.behavior as? SheetSceneBehavior)?.host
            let presentation = host?.presentation(of: container)
            let sheet = presentation?.presentationController as? OverlayContainerSheetPresentationController
            samples.append(
                Sample(
                    time: simulation.time,
                    top: container.translationView.frameInWindow.minY,
                    topFromHeights: Self.height - container.displayedTranslationHeight + (presentation?.verticalOffset ?? 0),
                    alpha: sheet?.dimmingView?.presentationAlpha ?? 0,
                    isPresented: presentation != nil
                ))
        }
        return samples
    }

    private func pressTrace(until: Double) -> Trace {
        Trace(events: [TraceEvent(time: 0.5, kind: .key(.pressButton))], until: until)
    }

    func testTheSheetSlidesUpFromTheFirstFrameAndTheDimFadesWithIt() {
        for hz in [60, 120] {
            let step = 1 / Double(hz)
            let all = samples(pressTrace(until: 1.5), hz: hz)
            let slide = all.filter { $0.time >= 0.5 - 1e-9 }
            XCTAssertEqual(slide.first?.time ?? 0, 0.5, accuracy: 1e-9)
            guard let start = slide.first else { return XCTFail("no samples") }
            XCTAssertTrue(start.isPresented)
            XCTAssertGreaterThanOrEqual(start.top, Self.height, "\(hz) Hz: off-screen at the press")
            XCTAssertEqual(start.alpha, 0, "\(hz) Hz")
            XCTAssertLessThan(slide[1].top, Self.height, "\(hz) Hz: visible from the first frame after the press")

            for (previous, sample) in zip(slide, slide.dropFirst()) {
                let at = "\(hz) Hz, t = \(sample.time)"
                XCTAssertEqual(sample.top, sample.topFromHeights, accuracy: 1e-9, at)
                XCTAssertLessThanOrEqual(sample.top, previous.top, "\(at): the overlay only moves up")
                XCTAssertGreaterThanOrEqual(sample.alpha, previous.alpha, "\(at): the dim only deepens")
                XCTAssertLessThanOrEqual(sample.alpha, 0.3 + 1e-12, at)
                // No jump: the steepest part of the ease-in-out curve moves 0.3 by under 0.02 in a 60 Hz step.
                XCTAssertLessThan(sample.alpha - previous.alpha, 0.02 * 60 * step, at)
                // The dim and the overlay follow the same curve: the dim is the share of the way done, times 0.3.
                XCTAssertEqual(sample.alpha, 0.3 * (Self.height - sample.top) / 300, accuracy: 1e-9, at)
            }
            // In flight until 0.45 s after the press, at rest from then on (± one step).
            let moving = slide.filter { $0.top > Self.rest + 1e-9 }
            XCTAssertEqual(moving.last!.time, 0.5 + Self.slide - step, accuracy: step + 1e-9, "\(hz) Hz")
            for sample in slide where sample.time >= 0.5 + Self.slide + step - 1e-9 {
                XCTAssertEqual(sample.top, Self.rest, accuracy: 1e-9, "\(hz) Hz, t = \(sample.time)")
                XCTAssertEqual(sample.alpha, 0.3, accuracy: 1e-12, "\(hz) Hz, t = \(sample.time): 0.3, not 0.41")
            }
            if hz == 120, let middle = slide.first(where: { abs($0.time - (0.5 + Self.slide / 2)) < 1e-9 }) {
                XCTAssertEqual(middle.top, Self.rest + 150, accuracy: 1e-9, "half-way along ease-in-out")
                XCTAssertEqual(middle.alpha, 0.15, accuracy: 1e-9)
            } else if hz == 120 {
                XCTFail("no sample half-way")
            }
        }
    }

    func testATapOutsideSlidesTheSheetDownAndFadesTheDimOut() {
        var events = pressTrace(until: 2.5).events
        events.append(TraceEvent(time: 1.2, kind: .pointer(phase: .down, x: 195, y: 300, pointer: 0, source: .touch)))
        events.append(TraceEvent(time: 1.25, kind: .pointer(phase: .up, x: 195, y: 300, pointer: 0, source: .touch)))
        let all = samples(Trace(events: events, until: 2.5), hz: 60)
        let out = all.filter { $0.time >= 1.25 - 1e-9 && $0.isPresented }
        XCTAssertEqual(out.first?.top ?? 0, Self.rest, accuracy: 1e-9)
        XCTAssertEqual(out.first?.alpha ?? 0, 0.3, accuracy: 1e-12)
        for (previous, sample) in zip(out, out.dropFirst()) {
            let at = "t = \(sample.time)"
            XCTAssertGreaterThan(sample.top, previous.top, "\(at): the overlay moves down every frame")
            XCTAssertLessThan(sample.alpha, previous.alpha, "\(at): the dim fades every frame")
            XCTAssertEqual(sample.alpha, 0.3 * (Self.height - sample.top) / 300, accuracy: 1e-9, at)
        }
        XCTAssertEqual(out.last!.time, 1.25 + Self.slide - 1.0 / 60, accuracy: 1e-9, "gone 0.45 s after the tap")
        XCTAssertGreaterThan(out.last!.top, Self.height - 2, "all but hidden the frame before it goes")
        XCTAssertFalse(all.last!.isPresented)
    }
}
