import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayPhysics
import OverlayPresets
import OverlayTestSupport
import OverlayUIKit
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// `BuiltInScene.tune(_:)` without a window: the next gesture or animation uses the new values.
final class TuningTests: XCTestCase {
    /// Seconds from an animated move to notch 1 until the animation ends.
    private func moveDuration(_ tune: ((BuiltInScene) -> Void)?) -> Double {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 120)
        tune?(simulation.scene!)
        simulation.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)))
        simulation.step()
        while simulation.scene!.container.isAnimating && simulation.time < 10 { simulation.step() }
        return simulation.time - 0.1
    }

    func testChangingTheResponseChangesTheNextAnimationsDuration() {
        let plain = moveDuration(nil)
        let slow = moveDuration { scene in
            var parameters = scene.tuningParameters
            parameters.springResponse = 0.9
            scene.tune(parameters)
        }
        XCTAssertGreaterThan(slow, plain * 2, "a response of 0.9 s instead of 0.3 s takes about three times as long")
    }

    func testTheParametersStartFromTheScenarioAndPreset() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let scene = simulation.scene!
        let parameters = scene.tuningParameters
        XCTAssertEqual(parameters.springResponse, 0.3, accuracy: 1e-9)
        XCTAssertEqual(parameters.minimumVelocity, 400)
        XCTAssertEqual(parameters.notchHeights, [211, 633])
        scene.apply(preset: OverlayBehaviorPreset(name: .sheet))
        XCTAssertEqual(scene.tuningParameters.springDamping, 1, accuracy: 1e-9, "the sheet preset's critically damped spring")
    }

    func testNotchHeightsAndMinimumVelocityApplyToTheNextRelease() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let scene = simulation.scene!
        var parameters = scene.tuningParameters
        parameters.notchHeights = [150, 500]
        parameters.minimumVelocity = 5000
        scene.tune(parameters)
        XCTAssertEqual(scene.notchHeights, [150, 500])
        // A release at 200 pt moving up at 1000 pt/s (projected to 300 pt): below a 5000 pt/s minimum the nearest
        // notch to the projection wins; above a 400 pt/s one the overlay rushes forward to the next notch up.
        XCTAssertEqual(scene.projectedTargetNotch(height: 200, velocity: -1000), 0)
        parameters.minimumVelocity = 400
        scene.tune(parameters)
        XCTAssertEqual(scene.projectedTargetNotch(height: 200, velocity: -1000), 1)
        // Changing the preset drops the tuned objects but keeps the notches.
        scene.apply(preset: OverlayBehaviorPreset(name: .fluid))
        XCTAssertEqual(scene.notchHeights, [150, 500])
    }

    func testParametersRoundTripThroughAScenarioFile() throws {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let scene = simulation.scene!
        var parameters = scene.tuningParameters
        parameters.springResponse = 0.45
        parameters.springDamping = 0.8
        parameters.rubberBandFactor = 0.3
        parameters.bounces = false
        parameters.minimumDuration = 0.2
        parameters.decelerationRate = 0.995
        parameters.notchHeights = [200, 600]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tuning-\(UUID().uuidString).json")
        try AtomicFile.write(parameters.applied(to: scene.scenario).encodeJSON(), to: url.path)
        let loaded = try Scenario.load(path: url.path)
        let back = TuningParameters.from(scenario: loaded, availableHeight: 844, fallback: parameters)
        XCTAssertEqual(back, parameters)
    }

    /// The maps scene at 390 × 844, tuned by `change`, then resized to a window 390 pt tall.
    private func notchesAfterResize(_ change: (inout TuningParameters) -> Void) -> (scene: BuiltInScene, simulation: Simulation) {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let scene = simulation.scene!
        var parameters = scene.tuningParameters
        change(&parameters)
        scene.tune(parameters)
        simulation.apply(TraceEvent(time: 0.1, kind: .resize(width: 844, height: 390)))
        return (scene, simulation)
    }

    func testAResizeAfterTuningMovesTheNotchesAsTheScenariosMove() {
        let untuned = notchesAfterResize { _ in }.scene.notchHeights
        XCTAssertEqual(untuned, [97.5, 292.5], "a quarter and three quarters of 390 pt")
        let (scene, simulation) = notchesAfterResize { $0.springResponse = 0.5 }
        XCTAssertEqual(scene.notchHeights, [97.5, 292.5], "a spring change leaves the notches relative, not at 211/633")
        // Key 2 then puts the card's top at 390 − 292.5 = 97.5 pt: its header on screen.
        simulation.apply(TraceEvent(time: 0.2, kind: .key(.moveToNotch(index: 1))))
        simulation.advance(to: 2)
        XCTAssertEqual(Double(scene.container.displayedTranslationHeight), 292.5, accuracy: 1e-9)
    }

    func testATunedNotchKeepsItsShareOfTheSpaceAcrossAResize() {
        let (scene, _) = notchesAfterResize { $0.notchHeights = [211, 643] }
        XCTAssertEqual(scene.notchHeights[0], 97.5, "the notch left alone is still the scenario's quarter")
        XCTAssertEqual(Double(scene.notchHeights[1]), 643.0 / 844 * 390, accuracy: 1e-9, "643 of 844 pt is 297.1 of 390")
        XCTAssertEqual(scene.tuning.tunedScenario.notches, [.fraction(0.25), .fraction(643.0 / 844)], "saved (E) as fractions too")
    }
}
