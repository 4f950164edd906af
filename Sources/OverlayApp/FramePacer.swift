/// Keeps simulation time in step with real time for the window, the way "Fix Your Timestep" does, with a clamp.
///
/// Simulation time is real time minus an offset that grows only when time is skipped (a long hitch, clamped to
/// `maximumFrameTime`, or a pause). Each frame the simulation runs whole fixed steps until it has reached the
/// current real instant, so every input polled before the frame is applied, at its own instant, before the frame
/// is drawn (no frame of input lag); the simulation is then ahead of real time by less than one step.
struct FramePacer {
    /// The longest stretch of real time one frame may simulate (against the spiral of death).
    var maximumFrameTime = 0.25
    /// Real time minus simulation time, in seconds.
    private(set) var offset = 0.0

    /// A pacer whose simulation time starts `offset` seconds behind real time.
    init(offset: Double = 0) {
        self.offset = offset
    }

    /// The simulation instant for a real instant.
    func simulationTime(forReal real: Double) -> Double {
        real - offset
    }

    /// The instant the simulation should reach this frame, given where it is; skips (and forgets) time beyond
    /// the clamp, and all of it while paused.
    mutating func target(real: Double, simulationTime: Double, paused: Bool) -> Double {
        let wanted = real - offset
        if paused {
            offset += max(0, wanted - simulationTime)
            return simulationTime
        }
        if wanted - simulationTime > maximumFrameTime {
            offset += wanted - simulationTime - maximumFrameTime
            return simulationTime + maximumFrameTime
        }
        return wanted
    }
}
