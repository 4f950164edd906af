import Foundation
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// A wheel step moves what is under the pointer: the list scrolls, the map pans as a drag does.
final class WheelTests: XCTestCase {
    private func maps() -> (Simulation, MapView) {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        return (simulation, (simulation.scene!.behavior as! MapsSceneBehavior).map)
    }

    func testTheWheelOverTheMapPansItAsADragUpWould() {
        let (simulation, map) = maps()
        // The card rests at 211 pt: above 633 pt is the map.
        simulation.apply(TraceEvent(time: 0.1, kind: .wheel(x: 195, y: 300, dy: 40)))
        simulation.apply(TraceEvent(time: 0.2, kind: .wheel(x: 195, y: 300, dy: 40)))
        XCTAssertEqual(map.mapOffset, CGPoint(x: 0, y: -80), "two wheel steps down move the world up 80 pt")
        simulation.apply(TraceEvent(time: 0.3, kind: .wheel(x: 195, y: 300, dy: -120)))
        XCTAssertEqual(map.mapOffset, CGPoint(x: 0, y: 40))
        XCTAssertEqual(simulation.scene!.drivingScrollView?.contentOffset.y, 0, "the list did not move")
    }

    func testTheWheelOverTheListStillScrollsIt() {
        let (simulation, map) = maps()
        simulation.apply(TraceEvent(time: 0.1, kind: .wheel(x: 195, y: 800, dy: 40)))
        XCTAssertEqual(simulation.scene!.drivingScrollView?.contentOffset.y, 40)
        XCTAssertEqual(map.mapOffset, .zero)
    }
}
