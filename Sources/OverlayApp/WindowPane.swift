import Foundation
import OverlayDrawing
import OverlayLab
import OverlayScenes
import OverlaySimulation

/// One simulated scene shown in the window, with what draws it; `compare` shows several side by side.
public final class WindowPane {
    /// The pane's simulation.
    public let simulation: Simulation
    /// Draws the scene (it observes every step, for the scroll indicator's fade).
    public let drawer = ViewTreeDrawer()
    /// The HUD's height chart of the last seconds.
    public let trajectory = TrajectoryHUD()
    /// The pane's own draw list, reused frame after frame.
    var list = DrawList(width: 0, height: 0, scale: 1)

    init(simulation: Simulation) {
        self.simulation = simulation
    }

    /// One fixed step, seen by the drawer and the HUD chart.
    func step() {
        simulation.step()
        drawer.observe(simulation)
        trajectory.observe(simulation)
    }
}
