// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import OverlayCheck
    import OverlayFiles
    import OverlayRender
    import OverlaySimulation
    import SnapshotTesting
    import XCTest

    extension Snapshotting where Value == HostedRoot, Format == RGBAImage {
        /// Your own root view controller (a fresh one, made by the `HostedRoot`) at `time` seconds after replaying
        /// `trace` up to it (default: the trace's end), drawn offscreen at `scale` pixels per point: what the window
        /// shows then. Stored as PNG, compared with a per-channel `tolerance` and a differing-pixel budget.
        public static func image(
            at time: Double? = nil, scale: Double = 1, trace: Trace = Trace(events: [], until: 0),
            hz: Int = 60, tolerance: Int = 2, maxDiffFraction: Double = 0.001
        ) -> Snapshotting {
            Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance, maxDiffFraction: maxDiffFraction).pullback { hosted in
                let instant = time ?? trace.until ?? ((trace.events.last?.time ?? -2) + 2)
                do {
                    return try CheckpointReplay.render(
                        hosted.simulation(stepsPerSecond: hz), trace: trace, times: [instant], scale: scale,
                        canvas: OffscreenCanvas())[0]
                } catch {
                    XCTFail("cannot render \(hosted.title) at \(instant) s: \(error)")
                    return RGBAImage(width: 0, height: 0, pixels: [])
                }
            }
        }
    }

    extension Snapshotting where Value == HostedRoot, Format == String {
        /// The frame log of your own root view controller (a fresh one) replaying `trace` at `hz` steps per second,
        /// every step and the closing line, as `Simulation.run(trace:)` records it; the container fields follow the
        /// container the `HostedRoot` inspects.
        public static func frameLog(trace: Trace, hz: Int = 60, tolerance: Double = 0.001) -> Snapshotting {
            Snapshotting(pathExtension: "jsonl", diffing: .frameLog(tolerance: tolerance)) { hosted in
                CheckpointReplay.frameLog(hosted.simulation(stepsPerSecond: hz), trace: trace)
            }
        }
    }
#endif
