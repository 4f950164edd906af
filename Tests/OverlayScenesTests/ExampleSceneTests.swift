import Foundation
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayContainerManager
@testable import OverlayFiles
@testable import OverlayPresets
@testable import OverlayScenes
@testable import OverlaySimulation
@testable import OverlayUIKit

/// One trace per reference example, exercising what the example is about (<doc:BuiltInScenes>).
final class ExampleSceneTests: XCTestCase {
    private func simulation(_ scenario: Scenario, hz: Int = 60) -> Simulation {
        Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: hz)
    }

    private func tap(_ simulation: Simulation, at point: CGPoint, time: Double) {
        simulation.apply(
            TraceEvent(time: time, kind: .pointer(phase: .down, x: Double(point.x), y: Double(point.y), pointer: 0, source: .touch)))
        simulation.apply(
            TraceEvent(time: time + 0.05, kind: .pointer(phase: .up, x: Double(point.x), y: Double(point.y), pointer: 0, source: .touch)))
    }

    /// A straight drag from `from` to `to` (y) over `duration`, in 1/120 s moves, released at the end.
    private func drag(
        _ simulation: Simulation, x: Double = 195, from: Double, to: Double, start: Double, duration: Double, release: Bool = true
    ) {
        simulation.apply(TraceEvent(time: start, kind: .pointer(phase: .down, x: x, y: from, pointer: 0, source: .touch)))
        let steps = max(1, Int(duration * 120))
        for index in 1...steps {
            let y = from + (to - from) * Double(index) / Double(steps)
            simulation.apply(
                TraceEvent(time: start + Double(index) / 120, kind: .pointer(phase: .move, x: x, y: y, pointer: 0, source: .touch)))
        }
        if release {
            simulation.apply(
                TraceEvent(time: start + duration + 1.0 / 240, kind: .pointer(phase: .up, x: x, y: to, pointer: 0, source: .touch)))
        }
    }

    private func events(_ simulation: Simulation) -> [FrameLogEvent] {
        simulation.takeRecord().events
    }

    /// The scene's own events since the last record (not the container's callbacks).
    private func sceneEvents(_ simulation: Simulation) -> [SceneEvent] {
        events(simulation).compactMap { event in
            if case let .scene(sceneEvent) = event { return sceneEvent }
            return nil
        }
    }

    // MARK: - maps

    func testMapsRotatesToALeadingPanelAndKeepsTheNotch() throws {
        let sim = simulation(BuiltInScenarios.maps)
        sim.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: false)))
        sim.apply(TraceEvent(time: 0.2, kind: .resize(width: 844, height: 390)))
        sim.advance(to: 0.3)
        let container = sim.scene!.container
        XCTAssertEqual(container.view.frameInWindow, CGRect(x: 0, y: 0, width: 375, height: 390))
        XCTAssertEqual(container.lastReachedNotchIndex, 1)
        XCTAssertEqual(container.translationHeight, 292.5, "3/4 of the new height")
        // Beside the panel the map takes the touch and pans; the overlay does not move.
        let behavior = try XCTUnwrap(sim.scene!.behavior as? MapsSceneBehavior)
        drag(sim, x: 600, from: 300, to: 200, start: 0.4, duration: 0.2)
        XCTAssertEqual(behavior.map.mapOffset.y, -90, accuracy: 1e-9, "100 pt less the slop")
        XCTAssertEqual(container.translationHeight, 292.5)
        sim.apply(TraceEvent(time: 1, kind: .resize(width: 390, height: 844)))
        sim.advance(to: 1.1)
        XCTAssertEqual(container.view.frameInWindow.width, 390)
        XCTAssertEqual(container.translationHeight, 633)
    }

    // MARK: - shortcuts

    func testShortcutsRebuildsASplitLayoutWhenWideAndTheOverlayWhenNarrow() throws {
        let sim = simulation(BuiltInScenarios.shortcuts)
        sim.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 2, animated: false)))
        _ = events(sim)
        sim.apply(TraceEvent(time: 0.2, kind: .resize(width: 1024, height: 768)))
        XCTAssertEqual(sceneEvents(sim), [.layout(.split)])
        XCTAssertNil(sim.scene!.container.view.superview, "no overlay at all in the split layout")
        let behavior = try XCTUnwrap(sim.scene!.behavior as? ShortcutsSceneBehavior)
        XCTAssertEqual(behavior.sidebar.view.frameInWindow, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertTrue(sim.scene!.window.hitTest(CGPoint(x: 600, y: 300)) === behavior.splitMap)
        sim.apply(TraceEvent(time: 0.5, kind: .resize(width: 699, height: 768)))
        XCTAssertEqual(sceneEvents(sim), [.layout(.overlay)])
        sim.advance(to: 0.6)
        XCTAssertTrue(sim.scene!.container.view.superview === sim.scene!.window)
        XCTAssertEqual(sim.scene!.container.lastReachedNotchIndex, 2, "back at its notch")
        XCTAssertEqual(sim.scene!.container.translationHeight, 576)
    }

    // MARK: - backdrop

    func testBackdropAlphaFollowsTheProgressAtEachNotchAndDuringAnimations() throws {
        let sim = simulation(BuiltInScenarios.backdrop)
        let backdrop = try XCTUnwrap((sim.scene!.behavior as? BackdropSceneBehavior)?.backdrop)
        sim.advance(to: 0.05)
        XCTAssertEqual(Double(backdrop.presentationAlpha), 0, accuracy: 1e-9, "lowest notch: progress 0")
        for (index, expected) in [(1, 0.5), (2, 1.0), (0, 0.0)] {
            let container = sim.scene!.container
            let fromAlpha = Double(backdrop.presentationAlpha)
            let fromHeight = Double(container.displayedTranslationHeight)
            sim.apply(TraceEvent(time: sim.currentTime, kind: .moveToNotch(index: index, animated: true)))
            let start = sim.currentTime
            sim.advance(to: start + 0.08)
            // The model value is the new one at once; what is drawn follows the overlay's own spring.
            XCTAssertEqual(Double(backdrop.alpha), expected, accuracy: 1e-12, "notch \(index): the model alpha")
            let target = Double(container.translationHeight)
            let progress = (Double(container.displayedTranslationHeight) - fromHeight) / (target - fromHeight)
            XCTAssertGreaterThan(progress, 0.1)
            XCTAssertLessThan(progress, 0.99)
            XCTAssertEqual(
                Double(backdrop.presentationAlpha), fromAlpha + (expected - fromAlpha) * progress, accuracy: 1e-9,
                "notch \(index): mid-animation the alpha is where the overlay is")
            sim.advance(to: start + 1)
            XCTAssertEqual(Double(backdrop.presentationAlpha), expected, accuracy: 1e-9, "notch \(index)")
            XCTAssertFalse(container.isAnimating)
            XCTAssertFalse(backdrop.hasRunningAnimations)
        }
        // During a drag it follows the finger: halfway between notches 0 (211) and 2 (633) is progress 0.5.
        drag(sim, from: 650, to: 650 - 211 - 10, start: 5, duration: 0.3, release: false)
        XCTAssertEqual(Double(sim.scene!.container.translationHeight), 422, accuracy: 1e-9)
        XCTAssertEqual(Double(backdrop.presentationAlpha), 0.5, accuracy: 1e-9)
        // The drawn backdrop is black at half that again (the view is black at 50 %).
        let list = ViewTreeDrawer().drawList(sim, scale: 1)
        XCTAssertTrue(
            list.commands.contains(.fill(.init(x: 0, y: 0, width: 390, height: 844), .init(red: 0, green: 0, blue: 0, alpha: 64))))
    }

    // MARK: - show-hide

    func testShowHideByButtonSlowDragAndFlick() throws {
        let sim = simulation(BuiltInScenarios.showHide)
        sim.advance(to: 0.05)
        let container = sim.scene!.container
        XCTAssertEqual(container.translationHeight, 0)
        XCTAssertEqual(container.translationPosition, .stationary, "hidden: only notch 0 reachable, nothing to drag")
        tap(sim, at: CGPoint(x: 195, y: 105), time: 0.1)
        sim.advance(to: 1)
        XCTAssertEqual(container.translationHeight, 422, "the button shows it at H/2")
        XCTAssertTrue(events(sim).contains(.scene(.showsOverlay(true))))
        // A slow drag below H/2 hides it.
        drag(sim, from: 500, to: 600, start: 1.2, duration: 0.8)
        sim.advance(to: 3)
        XCTAssertEqual(container.translationHeight, 0)
        XCTAssertEqual(container.enabledNotchIndexes, [0])
        // Shown again, a flick down faster than 1200 pt/s hides it even from above H/2.
        tap(sim, at: CGPoint(x: 195, y: 105), time: 3.1)
        sim.advance(to: 4)
        sim.apply(TraceEvent(time: 4.1, kind: .moveToNotch(index: 2, animated: false)))
        drag(sim, from: 300, to: 380, start: 4.2, duration: 0.04)
        sim.advance(to: 5)
        XCTAssertEqual(container.translationHeight, 0, "flicked down fast")
        // A slow short drag that stays above H/2 keeps it shown; one that ends just below H/2 hides it.
        tap(sim, at: CGPoint(x: 195, y: 105), time: 5.1)
        sim.advance(to: 6)
        drag(sim, from: 500, to: 480, start: 6.1, duration: 0.5)
        sim.advance(to: 7)
        XCTAssertEqual(container.translationHeight, 422)
        drag(sim, from: 500, to: 520, start: 7.1, duration: 0.5)
        sim.advance(to: 8)
        XCTAssertEqual(container.translationHeight, 0, "released at 412 < H/2")
    }

    // MARK: - navigation

    func testNavigationPushAndPopSwitchTheDrivingScrollView() throws {
        let sim = simulation(BuiltInScenarios.navigation)
        let behavior = try XCTUnwrap(sim.scene!.behavior as? NavigationSceneBehavior)
        sim.apply(TraceEvent(time: 0.05, kind: .moveToNotch(index: 1, animated: false)))
        let root = behavior.top
        XCTAssertTrue(sim.scene!.drivingScrollView === root.table)
        _ = events(sim)
        // Tap the second row: a list slides up from the bottom of the overlay in 0.3 s, ease-out.
        tap(sim, at: CGPoint(x: 100, y: 211 + 70 + 44 + 20), time: 0.1)
        XCTAssertEqual(sceneEvents(sim), [.push(depth: 2)])
        let pushed = behavior.top
        XCTAssertFalse(pushed === root)
        XCTAssertTrue(behavior.navigation.topViewController === pushed, "UIKit's stack changes at once")
        XCTAssertEqual(pushed.view.frame.minY, 0, "the model frame is the final one at once")
        sim.advance(to: 0.15 + 0.15)
        let halfway = pushed.view.presentationFrame.minY
        XCTAssertGreaterThan(halfway, 0)
        XCTAssertLessThan(halfway, 633 * 0.5, "ease-out: more than half the way after half the time")
        XCTAssertTrue(sim.scene!.drivingScrollView === root.table, "switches when the push ends")
        sim.advance(to: 0.15 + 0.3)
        XCTAssertEqual(pushed.view.presentationFrame.minY, 0)
        XCTAssertFalse(pushed.view.hasRunningAnimations)
        XCTAssertTrue(sim.scene!.drivingScrollView === pushed.table)
        // Drags now start on the pushed list's header; scrolling it moves the pushed table only.
        sim.apply(TraceEvent(time: 0.6, kind: .wheel(x: 195, y: 600, dy: 88)))
        XCTAssertEqual(pushed.table?.contentOffset.y, 88)
        XCTAssertEqual(root.table?.contentOffset.y, 0)
        // Close pops it (slides down, 0.3 s ease-in) and the root list drives again.
        let close = try XCTUnwrap(pushed.closeButton)
        let center = close.convertToWindow(CGPoint(x: 15, y: 15))
        tap(sim, at: center, time: 0.8)
        XCTAssertEqual(sceneEvents(sim), [.pop(depth: 1)])
        sim.advance(to: 0.85 + 0.15)
        XCTAssertLessThan(pushed.view.presentationFrame.minY, 633 * 0.5, "ease-in: less than half the way after half the time")
        XCTAssertGreaterThan(pushed.view.presentationFrame.minY, 0)
        XCTAssertTrue(behavior.top === pushed, "on top until its pop ends")
        sim.advance(to: 0.85 + 0.31)
        XCTAssertTrue(behavior.top === root)
        XCTAssertNil(pushed.view.superview)
        XCTAssertTrue(sim.scene!.drivingScrollView === root.table)
    }

    // MARK: - sheet

    func testSheetIsDismissedByTapByFlickAndByPosition() throws {
        let sim = simulation(BuiltInScenarios.sheet)
        let behavior = try XCTUnwrap(sim.scene!.behavior as? SheetSceneBehavior)
        let container = sim.scene!.container
        func present(at time: Double) {
            tap(sim, at: CGPoint(x: 195, y: 105), time: time)
            sim.advance(to: time + 0.6)
            XCTAssertTrue(behavior.isPresented)
            XCTAssertEqual(container.translationHeight, 300, "presented at the middle notch")
        }
        present(at: 0.1)
        XCTAssertEqual(sceneEvents(sim), [.present, .presented])
        // 1. A tap outside the overlay content.
        tap(sim, at: CGPoint(x: 195, y: 300), time: 1)
        sim.advance(to: 1.6)
        XCTAssertFalse(behavior.isPresented)
        XCTAssertEqual(sceneEvents(sim), [.dismiss, .dismissed])
        // A tap on the content does not dismiss.
        present(at: 2)
        tap(sim, at: CGPoint(x: 195, y: 700), time: 2.8)
        sim.advance(to: 3.5)
        XCTAssertTrue(behavior.isPresented)
        // 2. A downward flick faster than 2400 pt/s.
        drag(sim, from: 600, to: 700, start: 4, duration: 1.0 / 30)
        sim.advance(to: 4.7)
        XCTAssertFalse(behavior.isPresented)
        // 3. A slow release whose target is notch 0 (below notch 1).
        present(at: 5)
        drag(sim, from: 600, to: 800, start: 6, duration: 1)
        sim.advance(to: 7.8)
        XCTAssertFalse(behavior.isPresented)
        // A slow drag that goes back to notch 1 keeps it.
        present(at: 8)
        drag(sim, from: 600, to: 630, start: 9, duration: 0.5)
        sim.advance(to: 10)
        XCTAssertTrue(behavior.isPresented)
    }

    // MARK: - presets

    /// Where a drag during an animation starts, as the scene's transitioning delegate tells the container.
    private func dragStart(_ sim: Simulation) -> OverlayDragStart {
        sim.scene!.container.overlayDragStart(for: sim.scene!.container.translationController)
    }

    func testPresetsCanBeChosenAndCycledLive() {
        var scenario = BuiltInScenarios.maps
        scenario.preset = .fluid
        let sim = simulation(scenario)
        XCTAssertEqual(sim.scene!.preset.name, .fluid)
        XCTAssertEqual(dragStart(sim), .fromDisplayedHeight)
        sim.apply(TraceEvent(time: 0.1, kind: .key(.cyclePreset)))
        XCTAssertEqual(sim.scene!.preset.name, .floatingPanel)
        XCTAssertTrue(events(sim).contains(.scene(.preset(.floatingPanel))))
        for _ in 0..<3 { sim.apply(TraceEvent(time: 0.2, kind: .key(.cyclePreset))) }
        XCTAssertEqual(sim.scene!.preset.name, .reference)
        XCTAssertEqual(dragStart(sim), .fromTargetHeight)
    }

    func testEveryBuiltInSceneRunsATraceAt60And120HzIdentically() {
        var trace = TraceBuilder(start: 0.05, interval: 0.0093)
        trace.command(.key(.pressButton))
        trace.wait(0.7)
        trace.down(195, 700)
        trace.move(195, from: 700, to: 450, step: 9)
        trace.up(195, 450)
        trace.wait(0.4)
        trace.down(120, 520)
        trace.up(120, 520, after: 0.04)
        for scenario in BuiltInScenarios.all {
            let slow = simulation(scenario, hz: 60).run(trace: trace.trace(until: trace.time + 1.5)).map(FrameLog.line(for:))
            let fast = simulation(scenario, hz: 120).run(trace: trace.trace(until: trace.time + 1.5), every: 2).map(FrameLog.line(for:))
            XCTAssertEqual(slow, fast, scenario.name)
        }
    }
}

/// A scenario's device safe area reaches the scene's views, as a phone's notch and home indicator do.
final class SceneSafeAreaTests: XCTestCase {
    func testTheDeviceSafeAreaIsReportedByTheViews() {
        var scenario = BuiltInScenarios.maps
        scenario.device.safeArea = DeviceSafeArea(top: 47, bottom: 34)
        let sim = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
        sim.advance(to: 0.1)
        XCTAssertEqual(sim.scene!.window.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(sim.scene!.container.view.safeAreaInsets.bottom, 34)
        XCTAssertEqual(sim.scene!.container.view.safeAreaInsets.top, 47)
        XCTAssertEqual(
            Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60).scene!.window.safeAreaInsets, .zero)
    }
}
