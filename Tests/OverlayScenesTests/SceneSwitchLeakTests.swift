import OverlayContainer
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import OverlayUIKit
import XCTest

/// A `scene` event replaces the root and its window: nothing of the old scene may stay alive (issue 25: each
/// switch kept about 25 KB, a gigabyte for 40,000 switches in a 1.9 MB trace). The window held its touch router
/// and its presentation host, which both held the window.
final class SceneSwitchLeakTests: XCTestCase {
    /// Weak references to what each scene switched out left behind.
    private final class Survivors {
        private var roots: [() -> AnyObject?] = []
        func watch(_ simulation: Simulation) {
            let objects: [AnyObject?] = [simulation.root, simulation.window, simulation.container, simulation.window.touchRouter]
            for case let object? in objects { roots.append { [weak object] in object } }
        }
        var alive: Int { roots.filter { $0() != nil }.count }
    }

    func testScenesSwitchedOutAreFreed() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let survivors = Survivors()
        let kinds: [SceneKind] = [.backdrop, .navigation, .sheet, .shortcuts, .maps]
        for index in 0..<60 {
            survivors.watch(simulation)
            let time = Double(index + 1) * 0.01
            simulation.apply(contentsOf: [TraceEvent(time: time, kind: .scene(kinds[index % kinds.count]))])
        }
        simulation.advance(to: 1)
        XCTAssertEqual(survivors.alive, 0, "the roots, windows, containers and routers of 60 scenes switched out")
        // The scene in place is whole.
        XCTAssertNotNil(simulation.window.touchRouter)
        XCTAssertTrue(simulation.window.presentationHost.rootView === simulation.window)
    }

    func testASimulationLetGoFreesItsScene() {
        weak var root: ViewController?
        weak var window: Window?
        var simulation: Simulation? = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        root = simulation?.root
        window = simulation?.window
        simulation?.advance(to: 0.5)
        XCTAssertNotNil(root)
        simulation = nil
        XCTAssertNil(root)
        XCTAssertNil(window)
    }
}
