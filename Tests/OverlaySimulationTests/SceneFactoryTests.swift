import Foundation
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import OverlayTestSupport
import OverlayUIKit
import XCTest

/// A simulation knows named scenes only through its `sceneFactory`: a user's root never turns into a built-in scene
/// behind its back, and a built-in scene's simulation switches through the factory the scenes' module gives it.
final class SceneFactoryTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    func testASceneEventWithoutAFactoryKeepsTheUsersRootAndSaysSo() {
        let root = UserRootFixture()
        let simulation = Simulation(root: root, container: root.container, size: size, stepsPerSecond: 60)
        let records = simulation.run(trace: Trace(events: [TraceEvent(time: 0.1, kind: .scene(.sheet))], until: 0.5))
        XCTAssertTrue(simulation.root === root, "the user's root stays")
        XCTAssertNil(simulation.sceneKind)
        XCTAssertEqual(records.flatMap(\.events).map(\.description).filter { $0.contains("cene") }, ["unknownScene:sheet"])
    }

    func testABuiltInScenesSimulationSwitchesThroughTheFactory() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        XCTAssertEqual(simulation.sceneKind, .maps)
        let records = simulation.run(trace: Trace(events: [TraceEvent(time: 0.1, kind: .scene(.sheet))], until: 0.5))
        XCTAssertEqual(simulation.sceneKind, .sheet)
        XCTAssertEqual(simulation.scene?.scenario.scene, .sheet)
        XCTAssertEqual(simulation.window.bounds.size, size, "the new scene fills the window it replaced")
        XCTAssertTrue(records.flatMap(\.events).map(\.description).contains("scene:sheet"))
    }

    func testAFactoryOfTheUsersOwnIsWhatASceneEventHosts() {
        let first = UserRootFixture()
        let simulation = Simulation(root: first, container: first.container, size: size, stepsPerSecond: 60)
        var asked: [(SceneKind, String?)] = []
        var made: UserRootFixture?
        simulation.sceneFactory = { kind, preset in
            asked.append((kind, preset?.rawValue))
            let root = UserRootFixture()
            made = root
            return MadeScene(root: root, container: root.container)
        }
        _ = simulation.run(trace: Trace(events: [TraceEvent(time: 0.1, kind: .scene(.navigation))], until: 0.3))
        XCTAssertEqual(asked.map(\.0), [.navigation])
        XCTAssertTrue(simulation.root === made)
        XCTAssertTrue(simulation.container === made?.container)
    }
}
