import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// Typed frame-log events: the three sources in one record, their spelling in the JSON Lines, and the scene's
/// observers.
final class FrameLogEventTests: XCTestCase {
    func testTheFrameLogSpellsEachSourceAsBefore() {
        let events: [FrameLogEvent] = [
            .container(.willStartDragging), .container(.willEndDragging(velocity: CGPoint(x: 0, y: -812.5))),
            .container(.willMove(notch: 2)), .container(.willTranslate(isAnimated: true, isDragging: false, targetHeight: 633)),
            .container(.didMove(notch: 2)),
            .scene(.present), .scene(.presented), .scene(.dismiss), .scene(.dismissed), .scene(.push(depth: 2)),
            .scene(.pop(depth: 1)), .scene(.showsOverlay(true)), .scene(.showsOverlay(false)), .scene(.layout(.split)),
            .scene(.layout(.overlay)), .scene(.preset(.floatingPanel)), .scene(.unknownContainer("nowhere")),
            .scene(.unknownView("spaceship")),
            .manager(.appear(container: "toasts", id: ContainerViewID(3))), .manager(.queued(container: "banners", id: ContainerViewID(4))),
            .manager(.dismiss(container: "menu", id: ContainerViewID(5))), .manager(.unknownContainer("nowhere")),
        ]
        let record = FrameRecord(
            time: 0.55, height: 612.6214, modelHeight: 633, notch: 1, position: .inFlight, dragging: false,
            animating: true, contentOffset: nil, events: events)
        XCTAssertEqual(
            FrameLog.line(for: record),
            #"{"t":0.55,"height":612.621,"modelHeight":633,"notch":1,"position":"inFlight","#
                + #""dragging":false,"animating":true,"contentOffset":null,"events":["willStartDragging","willEndDragging","#
                + #""willMove:2","willTranslate","didMove:2","present","presented","dismiss","dismissed","push:2","pop:1","#
                + #""showsOverlay:true","showsOverlay:false","layout:split","layout:overlay","preset:floatingpanel","#
                + #""unknownContainer:nowhere","unknownView:spaceship","appear:toasts:3","queued:banners:4","dismiss:menu:5","#
                + #""unknownContainer:nowhere"]}"#)
    }

    func testARecordKeepsTheOrderAcrossSources() {
        // A toast shown by key: the manager's appear; then a preset switch: the scene's event; then a move: callbacks.
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.containers), stepsPerSecond: 60)
        simulation.advance(to: 0.1)
        _ = simulation.takeRecord()
        simulation.apply(TraceEvent(time: 0.1, kind: .key(.showToast)))
        simulation.apply(TraceEvent(time: 0.1, kind: .key(.cyclePreset)))
        simulation.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: false)))
        XCTAssertEqual(
            simulation.takeRecord().events.map(\.description),
            [
                "appear:toasts:1", "preset:fluid", "willMove:1", "willTranslate", "didMove:1",
            ])
        XCTAssertEqual(Array(simulation.takeRecord().events), [], "taken: the next record starts empty")
    }

    func testTwoSceneObserversHearInRegistrationOrderAndACancelledOneStops() {
        let scene = BuiltInScene(scenario: BuiltInScenarios.navigation)
        let simulation = Simulation(scene: scene, stepsPerSecond: 60)
        var heard: [String] = []
        let first = scene.addObserver { heard.append("first \($0)") }
        let second = scene.addObserver { heard.append("second \($0)") }
        simulation.apply(TraceEvent(time: 0.1, kind: .key(.push)))
        XCTAssertEqual(heard, ["first push:2", "second push:2"])
        XCTAssertEqual(
            simulation.takeRecord().events.last, .scene(.push(depth: 2)), "the simulation's own observer, added first, heard it too")

        first.cancel()
        simulation.apply(TraceEvent(time: 0.6, kind: .key(.pop)))
        XCTAssertEqual(heard, ["first push:2", "second push:2", "second pop:1"])
        withExtendedLifetime(second) {}
    }
}
