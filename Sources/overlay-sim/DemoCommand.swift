import ArgumentParser
import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayScenes
import OverlayUIKit

/// `overlay-sim demo`: a scripted drag on a maps-like container, printed as a trajectory table.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Drags a maps-like overlay (notches H/4 and 3H/4) up and releases it; prints the trajectory."
    )

    @OptionGroup var stepRate: StepRateOption

    @Option(help: "Overlay style.")
    var style: OverlayContainerViewController.OverlayStyle = .expandableHeight

    @Option(parsing: .unconditional, help: "Release velocity of the drag in points per second (negative is up).")
    var releaseVelocity: Double = -900

    @Option(parsing: .unconditional, help: "Print one row every N steps.")
    var every: Int = 3

    func validate() throws {
        guard releaseVelocity.isFinite else { throw ValidationError("--release-velocity must be a finite number") }
        guard every >= 1 else { throw ValidationError("--every must be at least 1, got \(every)") }
    }

    func run() throws {
        let demo = DemoScene(style: style), hz = stepRate.stepsPerSecond
        let rows = demo.run(hz: hz, releaseVelocity: CGFloat(releaseVelocity), every: every)
        print("OverlaySim demo: 390×844 pt, notches \(demo.notchDescription), style \(style.rawValue), \(hz) Hz")
        print("(the trajectory of one scripted drag and release, every \(every) step(s))")
        print("")
        print("  t (s)    height     model notch position   events")
        for row in rows {
            let numbers = String(format: "%7.3f %9.3f %9.3f %5d", row.time, Double(row.displayedHeight), Double(row.modelHeight), row.notch)
            let position = row.position.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            print("\(numbers) \(position) \(row.events.joined(separator: " "))")
        }
    }
}

// The style names are the raw values. OverlayContainer knows nothing of the command line, so the conformance lives here.
extension OverlayContainerViewController.OverlayStyle: ExpressibleByArgument {}

/// A maps-like container driven by a scripted drag: the finger grabs the header at the lower notch, moves up
/// 300 pt over 0.25 s, and lifts with the given velocity.
struct DemoScene {
    struct Row {
        var time: Double
        var displayedHeight: CGFloat
        var modelHeight: CGFloat
        var notch: Int
        var position: OverlayTranslationPosition
        var events: [String]
    }

    private final class Notches: OverlayContainerViewControllerDelegate {
        func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 2 }
        func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat)
            -> CGFloat
        {
            index == 0 ? availableSpace / 4 : availableSpace * 3 / 4
        }
    }

    let style: OverlayContainerViewController.OverlayStyle
    var notchDescription: String { "H/4, 3H/4" }

    func run(hz: Int, releaseVelocity: CGFloat, every: Int) -> [Row] {
        let notches = Notches()
        let container = OverlayContainerViewController(style: style)
        container.delegate = notches
        container.viewControllers = [ViewController()]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var events: [String] = []
        let observation = container.addObserver { events.append($0.description) }
        defer { observation.cancel() }
        let dt = 1 / Double(hz)
        let dragSteps = hz / 4
        var rows: [Row] = []
        for step in 0..<(hz * 3 / 2) {
            let time = Double(step) * dt
            if step == 1 {
                let start = CGPoint(x: 195, y: 844 - container.translationHeight + 20)
                container.panDriver?.gestureBegan(startingLocation: start, translation: CGPoint(x: 0, y: -12))
            } else if step > 1 && step <= dragSteps {
                let progress = CGFloat(step) / CGFloat(dragSteps)
                container.panDriver?.gestureChanged(translation: CGPoint(x: 0, y: -300 * progress))
            } else if step == dragSteps + 1 {
                container.panDriver?.gestureEnded(velocity: CGPoint(x: 0, y: releaseVelocity))
            }
            container.tick(dt)
            if step % every == 0 || step == hz * 3 / 2 - 1 {
                rows.append(
                    Row(
                        time: time + dt, displayedHeight: container.displayedTranslationHeight,
                        modelHeight: container.translationHeight, notch: container.lastReachedNotchIndex,
                        position: container.translationPosition, events: events))
                events.removeAll()
            }
        }
        return rows
    }
}
