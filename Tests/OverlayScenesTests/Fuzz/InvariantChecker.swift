import Foundation
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport

@testable import OverlayContainer
@testable import OverlayContainerManager
@testable import OverlayFiles
@testable import OverlayPresets
@testable import OverlayScenes
@testable import OverlaySimulation
@testable import OverlayUIKit

/// Sits between the container and the scene's delegate: forwards every call and records each animated
/// coordinator, so the checker can tell a superseded move (its coordinator reads cancelled) from a lost didMove.
final class ObservingDelegate: ForwardingDelegate {
    var onCoordinator: ((OverlayContainerTransitionCoordinator) -> Void)?

    override func overlayContainerViewController(
        _ c: OverlayContainerViewController, willTranslateOverlay o: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        if transitionCoordinator.isAnimated { onCoordinator?(transitionCoordinator) }
        super.overlayContainerViewController(c, willTranslateOverlay: o, transitionCoordinator: transitionCoordinator)
    }
}

/// A broken invariant, with the case and the instant.
struct InvariantFailure: Error, CustomStringConvertible {
    var message: String
    var time: Double
    var description: String { "t=\(time): \(message)" }
}

/// Runs one case through `Simulation` and checks the invariants after every step.
///
/// Height bound. Let lo/hi be the lowest/highest notch heights seen so far (0 included: an out-of-range
/// notch has height 0) and T the finger's travel bound (the tallest window seen plus the 40 pt margins the
/// generator uses on both sides). During a drag the height is `start − offset` mapped by a translation function:
/// - the reference log10 band gives M·(1 + f·log10(t/M)) ≤ M + (f/ln 10)·(t − M) (log10 x ≤ (x − 1)/ln 10), with
///   t − M ≤ (start − M) + T. Scenarios use f ≤ 1, so f/ln 10 < 0.44 and an excursion E above hi satisfies
///   E ≤ 0.44·(E₀ + T): from any start within E₀ ≤ 2T it stays below 2T; the mirrored bottom case is the same;
/// - the clamp and the hard-stop presets stay inside [lo, hi]; the sheet preset's 0.55 band stays within one
///   available height (≤ the window height ≤ T) past either end.
/// After release, each animation adds a spring offset that starts at (displayed − new model) and, from rest, never
/// exceeds its start in magnitude; the velocity-carrying presets add at most v/ω₀ (ω₀ = 2π/response ≥ 2π/0.5,
/// release velocities come from a tracker over ≥ 2 samples that cannot exceed the finger's speed, ≤ 12 000 pt/s
/// here, hence ≤ 960 pt; we allow 2T + 1000 pt). Additive animations may superpose: the bound applies to their
/// sum's envelope, which the decaying starts keep below the first one's.
/// So: lo − 2T − 1000 ≤ displayed height ≤ hi + 2T + 1000, and the model height within lo − 2T … hi + 2T.
///
/// Content offset bound: past the top the scroll view tracks 1:1, so it goes at most the finger's travel T above
/// its minimum; past its end UIScrollView's 0.55 band never exceeds the viewport height; decelerations stop at
/// the edges and bounces come back from rest. So min − T ≤ offset ≤ max + viewport height, where the viewport is
/// the largest it has been: an overlay moving down shrinks the viewport while a band excursion made in the taller
/// one springs back.
final class InvariantChecker {
    let fuzzCase: FuzzCase
    let simulation: Simulation
    private let observing: ObservingDelegate
    private var low: CGFloat = 0
    private var high: CGFloat = 0
    private var travel: CGFloat = 0
    /// The largest viewport height each scroll view has had.
    private var largestViewport: [ObjectIdentifier: CGFloat] = [:]
    private var failures: [InvariantFailure] = []
    // Callback grammar state.
    private var inDrag = false
    private var openMoves: [(notch: Int, coordinator: OverlayContainerTransitionCoordinator?)] = []
    /// The largest excursion outside [lo, hi] seen, in units of T (for tuning reports).
    private(set) var maximumExcursion: CGFloat = 0
    /// Keeps `observe(_:)` listening to the container, after the simulation's own observer.
    private var observation: ObservationToken?

    init(_ fuzzCase: FuzzCase, stepsPerSecond: Int = 60) {
        self.fuzzCase = fuzzCase
        let scene = BuiltInScene(scenario: fuzzCase.scenario)
        observing = ObservingDelegate(inner: scene.container.delegate!)
        scene.container.delegate = observing
        simulation = Simulation(scene: scene, stepsPerSecond: stepsPerSecond)
        observation = scene.container.addObserver { [unowned self] event in self.observe(event) }
        observing.onCoordinator = { [unowned self] coordinator in
            if let last = self.openMoves.indices.last, self.openMoves[last].coordinator == nil {
                self.openMoves[last].coordinator = coordinator
            }
        }
        updateRanges()
    }

    private var container: OverlayContainerViewController { simulation.scene!.container }

    private func fail(_ message: String) {
        if failures.count < 5 { failures.append(InvariantFailure(message: message, time: simulation.currentTime)) }
    }

    private var isFluid: Bool { simulation.scene!.preset.name == .fluid }

    /// The callback grammar: willStartDragging opens a drag that willEndDragging closes; each willMove gets exactly
    /// one didMove for that notch, or a later willMove supersedes it and its coordinator reads cancelled; in the
    /// fluid preset no didMove fires while a drag is open.
    private func observe(_ event: OverlayContainerEvent) {
        switch event {
        case .willStartDragging:
            if inDrag { fail("willStartDragging while a drag is already open") }
            inDrag = true
        case .willEndDragging:
            if !inDrag { fail("willEndDragging without willStartDragging") }
            inDrag = false
        case let .willMove(notch):
            openMoves.append((notch, nil))
        case let .didMove(notch):
            // [quirk] drags and non-animated moves do not replace the latest animator (see the CallbackOrder
            // article), so an earlier animated move may still get its didMove after a later move finished: match the
            // latest open one.
            guard let index = openMoves.lastIndex(where: { $0.notch == notch }) else {
                fail("didMove:\(notch) without a pending willMove:\(notch) (open: \(openMoves.map(\.notch)))")
                return
            }
            openMoves.remove(at: index)
            if inDrag && isFluid && !fuzzCase.hasCommands { fail("didMove:\(notch) while dragging in the fluid preset") }
        case .willTranslate:
            break  // an animated move's coordinator arrives through the delegate right after this
        }
    }

    private func updateRanges() {
        let heights = simulation.scene!.notchHeights
        low = min(low, heights.min() ?? 0, 0)
        high = max(high, heights.max() ?? 0)
        travel = max(travel, simulation.scene!.window.bounds.height + 80)
    }

    /// Checks the per-step invariants.
    func checkStep() {
        updateRanges()
        let displayed = container.displayedTranslationHeight
        let model = container.translationHeight
        guard displayed.isFinite, model.isFinite else {
            fail("non-finite height: displayed \(displayed), model \(model)")
            return
        }
        let slack = 2 * travel
        if displayed < low - slack - 1000 || displayed > high + slack + 1000 {
            fail("displayed height \(displayed) outside [\(low - slack - 1000), \(high + slack + 1000)]")
        }
        if model < low - slack || model > high + slack {
            fail("model height \(model) outside [\(low - slack), \(high + slack)]")
        }
        let excursion = max(low - displayed, displayed - high, 0) / travel
        maximumExcursion = max(maximumExcursion, excursion)
        for frame in [container.view.frame, container.topViewController?.view.frame ?? .zero] {
            if !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
                fail("non-finite frame \(frame)")
            }
        }
        for scrollView in simulation.scene!.scrollViews {
            let y = scrollView.contentOffset.y
            guard y.isFinite else {
                fail("non-finite content offset \(y)")
                continue
            }
            let lower = scrollView.minimumContentOffsetY - travel
            let viewport = max(largestViewport[ObjectIdentifier(scrollView)] ?? 0, scrollView.bounds.height, 0)
            largestViewport[ObjectIdentifier(scrollView)] = viewport
            let upper = scrollView.maximumContentOffsetY + viewport
            if y < lower - 1e-6 || y > upper + 1e-6 {
                fail("content offset \(y) outside [\(lower), \(upper)] (largest viewport \(viewport))")
            }
        }
    }

    /// Replays the case in 60 Hz steps up to its last event, checking after every step; then lets it settle for
    /// 2 s, checking every 0.1 s (physics is evaluated in closed form, so the state at those instants is the one
    /// a 60 Hz run has there: this only skips the 60 Hz sampling of the idle tail, which keeps 10 000 cases fast),
    /// and checks the resting state.
    func run() -> [InvariantFailure] {
        let last = fuzzCase.trace.events.last?.time ?? 0
        _ = simulation.run(trace: Trace(events: fuzzCase.trace.events, until: last), every: 1_000_000) { [unowned self] _ in
            self.checkStep()
        }
        checkStep()
        for tenth in 1...20 {
            simulation.advance(to: last + Double(tenth) / 10)
            checkStep()
        }
        // A fast fling decelerates for longer than 2 s at UIScrollView's normal rate (0.998/ms: 3.45 s from
        // 1000 pt/s), so the content's rest is checked once it has stopped (up to 15 s more).
        var extra = 0
        while simulation.scene!.scrollViews.contains(where: \.isDecelerating) && extra < 150 {
            extra += 1
            simulation.advance(to: last + 2 + Double(extra) / 10)
            checkStep()
        }
        checkRest()
        return failures
    }

    private func checkRest() {
        for open in openMoves where open.coordinator?.isCancelled != true {
            fail("willMove:\(open.notch) never got its didMove nor a cancelled coordinator (2 s after the last input)")
        }
        if container.isAnimating { fail("still animating 2 s after the last input") }
        let displayed = container.displayedTranslationHeight, model = container.translationHeight
        if abs(displayed - model) > 1e-6 { fail("at rest the displayed height \(displayed) differs from the model \(model)") }
        guard container.topViewController != nil, container.numberOfNotches > 0 else { return }
        let heights = simulation.scene!.notchHeights
        let enabled = container.enabledNotchIndexes
        let strict = !fuzzCase.hasCommands && FuzzCaseGenerator.plainScenes.contains(fuzzCase.scenario.scene) && !enabled.isEmpty
        let candidates = strict ? enabled.map { heights[$0] } : heights + [0]
        if !candidates.contains(model) {
            fail("rests at \(model), not on a \(strict ? "reachable " : "")notch (heights \(heights), enabled \(enabled))")
        }
        for scrollView in simulation.scene!.scrollViews {
            let y = scrollView.contentOffset.y
            if y < scrollView.minimumContentOffsetY - 0.5 || y > scrollView.maximumContentOffsetY + 0.5 {
                fail("content rests at \(y) outside [\(scrollView.minimumContentOffsetY), \(scrollView.maximumContentOffsetY)]")
            }
        }
    }
}
