import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// A 400×800 window with a manager, a touch router and an event log.
final class ManagerFixture {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let manager = ContainerManager()
    let router: TouchRouter
    /// Events and actions, in order, as strings.
    var log: [String] = []
    private var showCount = 0
    /// The simulation time at which each event description was first reported.
    var eventTimes: [String: Double] = [:]
    private var observation: ObservationToken?

    init() {
        router = TouchRouter(root: root)
        manager.touchRouter = router
        observation = manager.addObserver { [unowned self] event in
            self.log.append(event.description)
            if self.eventTimes[event.description] == nil { self.eventTimes[event.description] = self.manager.time }
        }
    }

    /// Registers a container over the window.
    @discardableResult
    func container(_ name: String = "main", _ configure: (inout ContainerConfiguration) -> Void = { _ in })
        -> ManagedOverlayContainer
    {
        var configuration = ContainerConfiguration()
        configuration.animation = .timingCurve(.linear, duration: 0.2)
        configure(&configuration)
        return manager.registerContainer(named: name, configuration: configuration, attachedTo: .window(root: root))
    }

    /// Shows a plain view of `size`, logging its actions as "appearAction:ID" / "disappearAction:ID".
    @discardableResult
    func show(
        in name: String = "main", size: CGSize = CGSize(width: 100, height: 50),
        _ configuration: ContainerViewConfiguration = ContainerViewConfiguration(),
        animated: Bool = true
    ) -> ContainerViewID? {
        var configuration = configuration
        // Ids are sequential from 1 and only known shows take one, so the next id is predictable (the
        // appear action may run inside `show`, before it returns).
        if manager.container(named: name) != nil { showCount += 1 }
        let label = String(showCount)
        configuration.appearAction = { [unowned self] in self.log.append("appearAction:\(label)") }
        configuration.disappearAction = { [unowned self] in self.log.append("disappearAction:\(label)") }
        let id = manager.show(
            view: View(frame: CGRect(origin: .zero, size: size)), in: name,
            using: configuration, animated: animated)
        if let id { XCTAssertEqual(String(id.rawValue), label) }
        return id
    }

    /// The ids (as ints) of the showing views of a container.
    func showing(_ name: String = "main") -> [Int] {
        manager.container(named: name)!.showingViews.map(\.id.rawValue)
    }

    /// The ids of the waiting views of a container.
    func waiting(_ name: String = "main") -> [Int] {
        manager.container(named: name)!.waitingViews.map(\.id.rawValue)
    }

    func view(_ id: ContainerViewID?) -> ContainerView {
        manager.containerView(id: id!)!
    }

    /// Advances in steps (so long presses see time pass) until `time`.
    func advance(to time: Double, step: Double = 0.05) {
        while manager.time < time - 1e-9 {
            manager.advance(by: min(step, time - manager.time))
        }
    }

    /// Sends touch events at `points` (window coordinates) at `times`: down, moves, up.
    func drag(_ points: [CGPoint], times: [Double]) {
        for (index, (point, time)) in zip(points, times).enumerated() {
            let phase: TouchPhase = index == 0 ? .began : (index == points.count - 1 ? .ended : .moved)
            router.handle(TouchEvent(phase: phase, location: point, time: time))
        }
    }

    /// A tap at `point` from `time` to `time + 0.05`.
    func tap(_ point: CGPoint, at time: Double) {
        drag([point, point], times: [time, time + 0.05])
    }

    /// The log entries that start with one of `prefixes`.
    func entries(_ prefixes: String...) -> [String] {
        log.filter { entry in prefixes.contains { entry.hasPrefix($0 + ":") } }
    }
}

func assertManagerFrame(
    _ rect: CGRect, _ expected: CGRect, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(rect.minX, expected.minX, accuracy: 1e-9, "minX " + message, file: file, line: line)
    XCTAssertEqual(rect.minY, expected.minY, accuracy: 1e-9, "minY " + message, file: file, line: line)
    XCTAssertEqual(rect.width, expected.width, accuracy: 1e-9, "width " + message, file: file, line: line)
    XCTAssertEqual(rect.height, expected.height, accuracy: 1e-9, "height " + message, file: file, line: line)
}
