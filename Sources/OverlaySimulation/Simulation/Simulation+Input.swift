import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPresets
import OverlayUIKit

extension Simulation {
    /// Applies one input or command at its timestamp (never before the current physics time).
    public func apply(_ event: TraceEvent) {
        advance(to: max(event.time, physicsTime))
        let time = max(event.time, physicsTime)
        switch event.kind {
        case let .pointer(phase, x, y, pointer, source):
            // Taken out and put back, so that the access to the stored record runs no other code (proven exclusive).
            var record = exchange(&trails, with: TouchTrails())
            record.record(phase, pointer: pointer, source: source, x: x, y: y, time: time)
            swap(&record, &trails)
            let touchPhase: TouchPhase
            switch phase {
            case .down: touchPhase = .began
            case .move: touchPhase = .moved
            case .up: touchPhase = .ended
            case .cancel: touchPhase = .cancelled
            }
            router.handle(TouchEvent(pointer: pointer, phase: touchPhase, location: CGPoint(x: x, y: y), time: time))
        case let .wheel(x, y, dy):
            wheelTarget(at: CGPoint(x: x, y: y))?.scrollWheel(by: CGFloat(dy))
        case let .key(command):
            apply(command)
        case let .moveToNotch(index, animated):
            container?.moveOverlay(toNotchAt: index, animated: animated)
        case .invalidateNotchHeights:
            container?.invalidateNotchHeights()
        case let .setReachable(indexes):
            _ = content?.setReachable(indexes)
        case let .resize(width, height):
            resize(to: CGSize(width: width, height: height))
        case let .scene(kind):
            switchScene(to: kind)
        case let .screenshot(path):
            screenshotHandler?(path, self)
        case let .showView(container, view, text, animated):
            if content?.showView(kind: view, text: text, in: container, animated: animated) != true {
                pending.append(.scene(.unknownContainer(container)))
            }
        case let .dismissView(container, id, animated):
            if let manager = content?.containerManager {
                manager.dismiss(id: ContainerViewID(id), in: container, animated: animated)
            } else {
                pending.append(.scene(.unknownContainer(container)))
            }
        case let .dismissAll(containers, notIn, onlyShowing, animated):
            guard let manager = content?.containerManager else { break }
            if let notIn = notIn {
                manager.dismissAllViews(notIn: notIn, onlyShowing: onlyShowing, animated: animated)
            } else {
                manager.dismissAllViews(in: containers ?? manager.registeredContainerNames, onlyShowing: onlyShowing, animated: animated)
            }
        case let .dismissTopmost(container, animated):
            if let manager = content?.containerManager {
                manager.dismissTopmostView(in: container, animated: animated)
            } else {
                pending.append(.scene(.unknownContainer(container)))
            }
        }
        layoutIfNeeded()
    }

    /// A key that is a simulation input: notches and the step rate are the simulation's, presets the tuning's,
    /// Tab switches built-in scenes, the rest goes to the content.
    private func apply(_ command: KeyCommand) {
        switch command {
        case let .moveToNotch(index):
            container?.moveOverlay(toNotchAt: index, animated: true)
        case .cyclePreset:
            guard let tuning else { return }
            let names = OverlayBehaviorPresetName.allCases
            let next = names[((names.firstIndex(of: tuning.preset.name) ?? 0) + 1) % names.count]
            tuning.applyPreset(OverlayBehaviorPreset(name: next))
            pending.append(.scene(.preset(next)))
        case .cycleScene:
            let kinds = SceneKind.allCases
            let current = sceneKind.flatMap { kinds.firstIndex(of: $0) }
            switchScene(to: kinds[((current ?? -1) + 1) % kinds.count])
        case .switchStepRate:
            // From the step boundary before the key: the next step already runs at the other rate.
            setStepsPerSecond(stepsPerSecond == 60 ? 120 : 60)
        default:
            // The content's own commands; window commands do nothing in a replay.
            _ = content?.handleKey(command)
        }
    }

    /// Applies events in order, coalescing a pointer's consecutive moves within the same millisecond (as UIKit
    /// coalesces touches per frame, but finer): only the last of them is applied. Buckets are whole
    /// milliseconds that also never straddle a 1/120 s boundary, so 60 and 120 Hz runs coalesce alike; real
    /// input (at most one sample per millisecond) is never merged, while a flood of 100,000 moves in one frame
    /// costs a few dozen.
    public func apply(contentsOf events: [TraceEvent]) {
        apply(events[...])
    }

    /// `apply(contentsOf:)` on a part of a trace, without copying it.
    func apply(_ events: ArraySlice<TraceEvent>) {
        for index in events.indices {
            if index + 1 < events.endIndex, Simulation.coalesces(events[index], into: events[index + 1]) { continue }
            apply(events[index])
        }
    }

    /// Whether `event` is a move superseded by `next`: the same pointer moving again in the same bucket.
    static func coalesces(_ event: TraceEvent, into next: TraceEvent) -> Bool {
        guard case let .pointer(.move, _, _, pointer, _) = event.kind,
            case let .pointer(.move, _, _, nextPointer, _) = next.kind, pointer == nextPointer
        else { return false }
        func bucket(_ time: Double) -> (Double, Double) {
            ((time * 120 - 1e-9).rounded(.up), (time * 1000 - 1e-9).rounded(.up))
        }
        return bucket(event.time) == bucket(next.time)
    }

    /// The deepest view under a window point that a wheel moves (a scroll view, a map), for wheel events.
    private func wheelTarget(at point: CGPoint) -> ScrollWheelHandling? {
        var view = window.hitTest(window.convertFromWindow(point))
        while let current = view {
            if let target = current as? ScrollWheelHandling { return target }
            view = current.superview
        }
        return nil
    }
}
