import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayLab
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

extension WindowSession {
    /// The frame to show, for a renderer whose output is `outputWidth` pixels wide: every pane side by side (each
    /// labelled with its preset when there are several), with the HUD, the tuning panel (one pane), the recording
    /// badge, the message and the key help.
    public func drawList(outputWidth: Double) -> DrawList {
        let points = paneSize
        let totalWidth = Double(points.width) * Double(panes.count)
        let scale = totalWidth > 0 && outputWidth > 0 ? outputWidth / totalWidth : self.scale
        for pane in panes { pane.drawer.showsTouches = showsTouches }
        var list: DrawList
        if panes.count == 1 {
            let pane = panes[0]
            // The HUD's layout walks the view tree for buttons: only when the HUD shows.
            let layout = showsHUD ? hudLayout(pane) : nil
            pane.drawer.draw(
                simulation, scale: scale, hud: layout.map { ViewTreeDrawer.HUD(lines: hudLines(pane), layout: $0) },
                into: &pane.list)
            if let layout { pane.trajectory.draw(simulation, chart: layout.chart, avoiding: layout.panel, into: &pane.list) }
            tuningPanel.draw(simulation.tuning, size: paneSize, into: &pane.list)
            list = pane.list
        } else {
            var panesList: [(DrawList, String)] = []
            for pane in panes {
                let layout = showsHUD ? hudLayout(pane) : nil
                pane.drawer.draw(
                    pane.simulation, scale: scale, hud: layout.map { ViewTreeDrawer.HUD(lines: hudLines(pane), layout: $0) },
                    into: &pane.list)
                panesList.append((pane.list, pane.simulation.tuning?.preset.name.rawValue ?? ""))
            }
            list = ComparedPanes.compose(panesList, paneWidth: Double(points.width), height: Double(points.height), scale: scale)
        }
        let window = DrawRect(x: 0, y: 0, width: totalWidth, height: Double(points.height))
        if let badge = HUDLayout.make(size: windowSize, lines: nil, chart: false, recording: recordingPath != nil, obstacles: []).badge {
            WindowOverlays.drawRecordingBadge(in: badge, seconds: simulation.currentTime, into: &list)
        }
        if let message {
            WindowOverlays.drawMessage(message.text, in: window, into: &list)
        } else if let opacity = launchHintOpacity {
            WindowOverlays.drawMessage(WindowSession.launchHint, in: window, opacity: opacity, into: &list)
        }
        if showsHelp { WindowOverlays.drawHelp(helpBindings, title: "\(contentName) — keys (? or F1 closes)", in: window, into: &list) }
        return list
    }

    /// The one line a new user sees first.
    static let launchHint = "Drag the card up or down · ? shows the keys"

    /// The launch hint's opacity now, nil once it is gone: whole for 4 s, then fading out in four steps over 0.8 s
    /// (a present each, not one a frame); gone at once after the first press or key.
    var launchHintOpacity: Double? {
        guard options.showsLaunchHint, !launchHintDismissed else { return nil }
        let step = ((latestReal - 4) / 0.2).rounded(.down)
        guard step < 4 else { return nil }
        return step < 0 ? 1 : 1 - (step + 1) * 0.2
    }

    /// The HUD's text for a pane: what the frame log says (dragging, the finger's velocity) and the clock.
    func hudLines(_ pane: WindowPane) -> [String] {
        let simulation = pane.simulation
        let preset = simulation.tuning.map { " · \($0.preset.name.rawValue)" } ?? ""
        let state = "\(contentName)\(preset) · \(simulation.stepsPerSecond) Hz" + (isPaused ? " · paused" : "")
        var lines = [state]
        if let container = simulation.container {
            let number = WindowSession.hudNumber
            lines += [
                "height \(number(Double(container.displayedTranslationHeight), 1))  model \(number(Double(container.translationHeight), 1))",
                "notch \(container.lastReachedNotchIndex)  \(container.translationPosition.rawValue)\(container.isFingerDraggingOverlay ? "  dragging" : "")",
                "finger \(number(Double(container.overlayFingerVelocity), 0)) pt/s",
                "offset \(number(Double(container.activeDrivingScrollView?.contentOffset.y ?? 0), 1))  t \(number(simulation.currentTime, 2)) s",
            ]
        } else {
            lines.append(String(format: "no overlay container  t %.2f s", simulation.currentTime))
        }
        // While paused no frame is timed: an interval spanning the pause is no frame time.
        lines.append(isPaused ? "frame — (paused)" : String(format: "frame %.0f ms", (frameTime * 1000).rounded()))
        return lines + (simulation.content?.statusLines ?? [])
    }

    /// `value` with `decimals` decimals, never "-0.0": a value that rounds to zero (a list a hair above its top
    /// after a bounce) shows as 0.
    static func hudNumber(_ value: Double, _ decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && text.allSatisfy({ $0 == "-" || $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
    }

    /// Where the HUD goes in a pane: clear of the scene's buttons, the tuning panel and the recording badge.
    func hudLayout(_ pane: WindowPane) -> HUDLayout {
        let window = pane.simulation.window
        var obstacles = WindowSession.controls(in: window)
        if panes.count == 1, tuningPanel.isVisible, let frame = tuningPanel.frame(pane.simulation.tuning, size: window.bounds.size) {
            obstacles.append(frame)
        }
        return HUDLayout.make(
            size: window.bounds.size, lines: hudLines(pane), chart: true,
            recording: recordingPath != nil && pane === panes.last, obstacles: obstacles,
            overlay: WindowSession.overlayCard(of: pane.simulation))
    }

    /// The inspected overlay card's frame in window points (its top at the displayed height), nil without one.
    static func overlayCard(of simulation: Simulation) -> DrawRect? {
        guard let container = simulation.container else { return nil }
        let frame = container.view.frameInWindow
        let top = Double(frame.maxY) - Double(container.displayedTranslationHeight)
        return DrawRect(x: Double(frame.minX), y: top, width: Double(frame.width), height: Double(frame.maxY) - top)
    }

    /// The frames (window points) of the scene's visible buttons: the HUD must not cover them.
    static func controls(in root: View) -> [DrawRect] {
        BuiltInScene.buttonFrames(in: root).map {
            DrawRect(x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height))
        }
    }
}
