import Foundation
import OverlayDrawing
import OverlayScenes

extension WindowSession {
    /// The frame to show, for a renderer whose output is `outputWidth` pixels wide: every pane side by side, with
    /// the HUD and (one pane) the tuning panel. The list is reused from frame to frame.
    public func drawList(outputWidth: Double) -> DrawList {
        let points = paneSize
        let totalWidth = Double(points.width) * Double(panes.count)
        let scale = totalWidth > 0 && outputWidth > 0 ? outputWidth / totalWidth : options.scale
        if panes.count == 1 {
            let pane = panes[0]
            pane.drawer.draw(simulation, scale: scale, hud: showsHUD ? hud(pane) : nil, into: &pane.list)
            if showsHUD { pane.trajectory.draw(simulation, into: &pane.list) }
            tuningPanel.draw(simulation.scene, into: &pane.list)
            return pane.list
        }
        var list = DrawList(width: 0, height: 0, scale: scale)
        list.reset(width: totalWidth, height: Double(points.height), scale: scale, background: .black)
        for (index, pane) in panes.enumerated() {
            pane.drawer.draw(pane.simulation, scale: scale, hud: showsHUD ? hud(pane) : nil, into: &pane.list)
            list.append(pane.list, dx: Double(points.width) * Double(index), dy: 0)
        }
        return list
    }

    func hud(_ pane: WindowPane) -> SceneDrawer.HUD {
        let simulation = pane.simulation
        let container = simulation.scene.container
        let scrollView = simulation.scene.drivingScrollView
        let state = "\(simulation.scene.scenario.name) · \(simulation.scene.preset.name.rawValue)  \(simulation.stepsPerSecond) Hz"
            + (isPaused ? "  paused" : "") + (recordingPath != nil ? "  ● rec" : "")
        let velocity = scrollView?.panGestureRecognizer.velocity.y ?? container.panGestureRecognizer.velocity.y
        return SceneDrawer.HUD(lines: [
            state,
            String(format: "height %.2f  model %.2f", Double(container.displayedTranslationHeight), Double(container.translationHeight)),
            "notch \(container.lastReachedNotchIndex)  \(container.translationPosition.rawValue)\(container.isDragging ? "  dragging" : "")",
            String(format: "velocity %.0f pt/s", Double(velocity)),
            String(format: "offset %.1f  t %.2f s", Double(scrollView?.contentOffset.y ?? 0), simulation.currentTime),
            String(format: "frame %.1f ms", frameTime * 1000),
        ] + simulation.scene.statusLines)
    }
}
