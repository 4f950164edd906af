import Foundation
import OverlayFiles
import OverlayScenes

extension WindowSession {
    /// Acts on a key of `KeyCommand.bindings` pressed at the simulation instant `time`: a simulation input waits
    /// for its instant like a pointer event (and is recorded), a window command acts now.
    func handle(_ command: KeyCommand, at time: Double) {
        if isPaused && command.isSimulationInput {
            tellPausedInputIgnored()
            return
        }
        if case let .moveToNotch(index) = command, index >= simulation.container?.numberOfNotches ?? 0 {
            show(Self.missingNotchMessage(key: index + 1, in: contentName, count: simulation.container?.numberOfNotches ?? 0))
            return
        }
        if command == .cycleScene {
            guard let scenario else {
                show("Tab cycles the built-in scenes; this window hosts \(contentName)")
                return
            }
            // Queued as a `scene` event naming the scene, so a recording goes on across scenes and replays whole.
            let kinds = SceneKind.allCases
            let next = kinds[((kinds.firstIndex(of: scenario.scene) ?? 0) + 1) % kinds.count]
            enqueue(TraceEvent(time: time, kind: .scene(next)), at: time)
            return
        }
        if command.isSimulationInput {
            // The panes of `compare` keep their own presets.
            guard command != .cyclePreset || panes.count == 1 else { return }
            enqueue(TraceEvent(time: time, kind: .key(command)), at: time)
            return
        }
        switch command {
        case .screenshot:
            takeScreenshot()
        case .toggleRecording:
            toggleRecording()
        case .toggleHUD:
            showsHUD.toggle()
        case .toggleTouches:
            showsTouches.toggle()
        case .showHelp:
            showsHelp.toggle()
        case .togglePause:
            isPaused.toggle()
            toldPausedInputIgnored = false
            show(isPaused ? "paused (space resumes, . steps)" : "running", seconds: 1.5)
        case .stepFrame:
            if isPaused { stepOnce = true }
        case .quit:
            isRunning = false
        case .toggleTuningPanel, .saveTuning, .selectPreviousTuningRow, .selectNextTuningRow, .decreaseTuningValue,
            .increaseTuningValue:
            guard panes.count == 1 else {
                show("the tuning panel works with one pane (run), not in compare")
                return
            }
            if command == .saveTuning {
                saveTuning()
            } else {
                if !tuningPanel.handleKey(command, tuning: simulation.tuning), command == .toggleTuningPanel {
                    show("nothing to tune: \(contentName) inspects no overlay container")
                }
            }
        default:
            break
        }
    }

    /// What a notch key with no notch behind it says: in the keys a person presses (1-based), never notch indexes.
    static func missingNotchMessage(key: Int, in contentName: String, count: Int) -> String {
        switch count {
        case 0: return "key \(key) moves to a notch: \(contentName) inspects no overlay container with notches"
        case 1: return "no notch for key \(key) in \(contentName): key 1 moves to its only notch"
        default: return "no notch for key \(key) in \(contentName): keys 1…\(count) move to its \(count) notches"
        }
    }

    /// The key bindings that do something in the current scene, for the help overlay: window commands, and the
    /// scene's own keys (its notches, its button, pushes, toasts…).
    public var helpBindings: [KeyBinding] {
        let notchCount = simulation.container?.numberOfNotches ?? 0
        let content = simulation.content
        return KeyCommand.bindings.filter { binding in
            switch binding.command {
            case let .moveToNotch(index): return index < notchCount
            case .pressButton, .push, .pop, .showToast, .showBanner, .showMenu: return content?.handles(binding.command) ?? false
            case .cycleScene: return scenario != nil
            case .cyclePreset: return panes.count == 1 && simulation.tuning != nil
            case .toggleTuningPanel, .saveTuning, .selectPreviousTuningRow, .selectNextTuningRow, .decreaseTuningValue,
                .increaseTuningValue:
                return panes.count == 1 && simulation.tuning != nil
            default: return true
            }
        }
    }
}
