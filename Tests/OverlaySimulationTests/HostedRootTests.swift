import Foundation
import OverlayContainer
import OverlayDrawing
import OverlayFiles
import OverlayPresets
import OverlayScenes
import OverlaySimulation
import OverlayTestSupport
import OverlayUIKit
import XCTest

/// `Simulation(root:container:size:stepsPerSecond:)` hosting a root view controller written with the public API
/// only (`UserRootFixture`): input, pacing, what moves by itself, drawing, the frame log and tuning.
final class HostedRootTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    private func hosted(hz: Int = 60) -> (Simulation, UserRootFixture) {
        let root = UserRootFixture()
        return (Simulation(root: root, container: root.container, size: size, stepsPerSecond: hz), root)
    }

    /// A header drag from notch 0 (200 pt: the header's top at 644 pt) up by 330 pt, released slowly.
    private func headerDrag() -> Trace {
        var builder = TraceBuilder()
        builder.down(195, 664)
        builder.move(195, from: 664, to: 334, step: 10)
        builder.up(195, 334, after: 0.3)
        return builder.trace(until: 2)
    }

    func testAHeaderDragMovesTheUsersOverlayAndItsDelegateHearsIt() {
        let (simulation, root) = hosted()
        XCTAssertTrue(simulation.root === root)
        XCTAssertTrue(root.view.window === simulation.window, "the root's view fills the window")
        XCTAssertEqual(root.view.frame, CGRect(origin: .zero, size: size))
        let records = simulation.run(trace: headerDrag())
        XCTAssertTrue(records.contains { $0.dragging }, "the log saw the finger move the overlay")
        let events = records.flatMap(\.events).map(\.description)
        XCTAssertEqual(
            Array(events.prefix(3)), ["willMove:0", "willTranslate", "didMove:0"],
            "the first layout, once: the container was sized before its first pass")
        XCTAssertEqual(records[0].events.count, 3)
        XCTAssertTrue(events.contains("willStartDragging"))
        XCTAssertTrue(events.contains("willEndDragging"))
        XCTAssertEqual(simulation.container?.lastReachedNotchIndex, 1, "530 pt released slowly rests on the 500 pt notch")
        XCTAssertEqual(Double(simulation.container?.displayedTranslationHeight ?? 0), 500, accuracy: 1e-9)
        XCTAssertEqual(root.notches.reached.last, 1, "the user's delegate got didMove")
    }

    func testSixtyAndOneTwentyHertzGiveTheSameLogAtSharedInstants() {
        let (sixty, _) = hosted(hz: 60)
        let (oneTwenty, _) = hosted(hz: 120)
        let slow = sixty.run(trace: headerDrag()).map(FrameLog.line(for:))
        let fast = oneTwenty.run(trace: headerDrag(), every: 2).map(FrameLog.line(for:))
        XCTAssertEqual(slow.count, 120)
        XCTAssertEqual(slow, fast)
        XCTAssertEqual(FrameLog.finalLine(for: sixty.takeRecord()), FrameLog.finalLine(for: oneTwenty.takeRecord()))
    }

    func testTheUsersTableDeceleratesAndDrivesTheOverlayWithoutBeingRegistered() {
        let (simulation, root) = hosted()
        XCTAssertTrue(simulation.scrollViews.contains { $0 === root.card.table }, "found in the window's tree")
        simulation.apply(TraceEvent(time: 0, kind: .moveToNotch(index: 2, animated: false)))
        var builder = TraceBuilder(start: 0.2)
        builder.down(195, 600)
        builder.move(195, from: 600, to: 300, step: 20)
        builder.up(195, 300)
        let records = simulation.run(trace: builder.trace(until: 1.5))
        let release = builder.time
        let afterRelease = records.filter { $0.time > release + 0.05 && $0.time < release + 0.3 }.compactMap(\.contentOffset)
        XCTAssertGreaterThan(afterRelease.count, 5)
        XCTAssertEqual(afterRelease, afterRelease.sorted(), "the list goes on after the finger left")
        XCTAssertGreaterThan(afterRelease.last ?? 0, afterRelease.first ?? 0)
    }

    func testWithoutAContainerTheLogWritesNullForItsFields() {
        let root = ViewController()
        let simulation = Simulation(root: root, size: size, stepsPerSecond: 60)
        simulation.step()
        XCTAssertEqual(
            FrameLog.line(for: simulation.takeRecord()),
            "{\"t\":0.016667,\"height\":null,\"modelHeight\":null,\"notch\":null,\"position\":null,\"dragging\":null,"
                + "\"animating\":null,\"contentOffset\":null,\"events\":[]}")
        XCTAssertEqual(
            FrameLog.finalLine(for: simulation.takeRecord()),
            "{\"final\":true,\"t\":0.016667,\"height\":null,\"notch\":null,\"position\":null,\"contentOffset\":null}")
        simulation.apply(TraceEvent(time: 0.1, kind: .dismissView(container: "toasts", id: 1, animated: true)))
        XCTAssertEqual(simulation.takeRecord().events, [.scene(.unknownContainer("toasts"))], "no named containers here")
    }

    func testFrameDrivenViewControllersAndWindowObjectsAdvanceAndEndAtTheirExactInstant() {
        let (simulation, root) = hosted()
        let timer = CountdownFixture(duration: 0.2505)
        root.addChild(timer)
        let ticker = CountdownFixture(duration: 10)
        simulation.window.addFrameDriven(ticker)
        for _ in 0..<30 { simulation.step() }
        XCTAssertEqual(timer.endedAt ?? 0, 0.2505, accuracy: 1e-12, "the step was split where the countdown ends, not at a step boundary")
        XCTAssertEqual(ticker.elapsed, 0.5, accuracy: 1e-12, "the window's own object advanced with every step")
        simulation.window.removeFrameDriven(ticker)
        simulation.step()
        XCTAssertEqual(ticker.elapsed, 0.5, accuracy: 1e-12)
    }

    func testAUsersViewControllerPresentsThroughTheWindowsHost() {
        let (simulation, root) = hosted()
        let sheet = ViewController()
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        XCTAssertTrue(sheet.view.window === simulation.window)
        simulation.advance(to: 0.2)
        XCTAssertFalse(presented)
        XCTAssertGreaterThan(sheet.view.frameInWindow.minY, 0, "still sliding in")
        simulation.advance(to: 0.45)
        XCTAssertTrue(presented, "the presentation ended at 0.45 s, with the window's host advanced by the simulation")
        XCTAssertEqual(sheet.view.frameInWindow.minY, 0)
    }

    func testWhatAViewDrawsIsMovedToItsPlaceClippedAndFaded() throws {
        let (simulation, root) = hosted()
        let drawer = ViewTreeDrawer()
        let top = 844 - 200.0
        func grabber(_ list: DrawList) -> DrawColor? {
            for command in list.commands {
                if case let .fill(rect, color) = command, rect == DrawRect(x: 177, y: top + 6, width: 36, height: 5) { return color }
            }
            return nil
        }
        let list = drawer.drawList(simulation, scale: 1)
        XCTAssertEqual(grabber(list), DrawColor(red: 255, green: 0, blue: 0))
        let index = try XCTUnwrap(
            list.commands.firstIndex { if case .text("Fixture", _, _, _, _, _, _) = $0 { return true } else { return false } })
        XCTAssertEqual(list.commands[index - 2], .pushClip(DrawRect(x: 0, y: top, width: 390, height: 60)), "clipped to the header")
        XCTAssertEqual(list.commands[index + 1], .popClip)
        root.card.view.alpha = 0.5
        XCTAssertEqual(grabber(drawer.drawList(simulation, scale: 1))?.alpha, 128, "faded with the card")
    }

    func testAResizeTellsTheRootAndTheOverlayKeepsItsNotch() {
        let root = ResizeCountingFixture()
        let simulation = Simulation(root: root, container: root.container, size: size, stepsPerSecond: 60)
        simulation.apply(TraceEvent(time: 0, kind: .moveToNotch(index: 1, animated: false)))
        simulation.apply(TraceEvent(time: 0.1, kind: .resize(width: 844, height: 390)))
        XCTAssertEqual(
            simulation.container?.heightForNotch(at: 2), 390 - 94,
            "the root's layout handler sized the container before its pass, in the same layout phase")
        simulation.step()
        XCTAssertEqual(root.sizes, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(root.view.frame.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(simulation.container?.lastReachedNotchIndex, 1)
        XCTAssertEqual(simulation.container?.view.bounds.height, 390)
    }

    func testTheTuningOfAUsersContainerGoesThroughItsDelegatesAnswers() {
        let (simulation, root) = hosted()
        let tuning = simulation.tuning
        XCTAssertTrue(tuning is ContainerTuning)
        XCTAssertTrue(root.container.delegate === root.notches, "nothing changes until a tuning is used")
        var parameters = tuning?.tuningParameters
        XCTAssertEqual(parameters?.notchHeights, [200, 500, 750])
        XCTAssertEqual(parameters?.minimumVelocity, 400, "the reference's policy, as the delegate gives none")
        parameters?.notchHeights = [150, 450, 700]
        parameters?.minimumVelocity = 5000
        tuning?.tune(parameters!)
        XCTAssertEqual(tuning?.notchHeights, [150, 450, 700])
        XCTAssertEqual(tuning?.projectedTargetNotch(height: 300, velocity: -1000), 1, "below 5000 pt/s: the notch nearest the projection")
        simulation.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 2, animated: true)))
        simulation.advance(to: 1.5)
        XCTAssertEqual(root.notches.reached.last, 2, "the user's delegate still hears the callbacks")
        XCTAssertEqual(Double(root.container.displayedTranslationHeight), 700, accuracy: 1e-9)
        _ = simulation.takeRecord()
        simulation.apply(TraceEvent(time: 1.6, kind: .key(.cyclePreset)))
        XCTAssertEqual(tuning?.preset.name, .fluid)
        XCTAssertEqual(simulation.takeRecord().events, [.scene(.preset(.fluid))])
        XCTAssertEqual(tuning?.notchHeights, [150, 450, 700], "a preset change keeps tuned notches")
    }

    func testAfterTuningAResizeStillMovesTheUsersNotches() {
        let (simulation, root) = hosted()
        var parameters = simulation.tuning!.tuningParameters
        parameters.springResponse = 0.5
        parameters.notchHeights = [200, 422, 750]
        simulation.tuning!.tune(parameters)
        simulation.apply(TraceEvent(time: 0.1, kind: .resize(width: 844, height: 390)))
        XCTAssertEqual(
            simulation.tuning!.notchHeights, [200, 195, 296],
            "untouched notches are the delegate's answers (390 − 94); the tuned one keeps half the space")
        XCTAssertTrue(root.container.delegate !== root.notches, "the stand-in answers while a tuning is in place")
    }

    func testABuiltInSceneIsHostedThroughTheSamePublicPath() {
        let scene = BuiltInScene(scenario: BuiltInScenarios.navigation)
        let simulation = Simulation(scene: scene, stepsPerSecond: 60)
        XCTAssertTrue(simulation.root === scene.viewController)
        XCTAssertTrue(simulation.container === scene.container)
        XCTAssertTrue(simulation.content != nil, "its keys, events and tuning come through SimulationContent")
        XCTAssertTrue(simulation.root is FrameDriven, "its navigation slides through FrameDriven")
        XCTAssertTrue(scene.container.parent === scene.viewController, "the container is the root's child, as in UIKit")
    }
}

/// A view controller that counts down `duration` seconds of simulated time, noting when it ended.
final class CountdownFixture: ViewController, FrameDriven {
    let duration: Double
    private(set) var elapsed = 0.0
    private(set) var endedAt: Double?

    init(duration: Double) {
        self.duration = duration
        super.init()
    }

    var timeUntilNextTransitionEnds: Double? { endedAt == nil ? duration - elapsed : nil }

    func advance(by time: Double) {
        elapsed += time
        if endedAt == nil, elapsed >= duration - 1e-12 { endedAt = elapsed }
    }
}

/// The fixture, noting every size `viewWillTransition(to:)` hears.
final class ResizeCountingFixture: UserRootFixture {
    private(set) var sizes: [CGSize] = []

    override func viewWillTransition(to size: CGSize) {
        sizes.append(size)
    }
}
