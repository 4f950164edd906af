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
}
