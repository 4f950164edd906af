import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayRender
import OverlayScenes

extension WindowSession {
    private func timestampName(_ prefix: String, _ suffix: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "\(options.outputDirectory)/\(prefix)-\(formatter.string(from: Date()))\(suffix)"
    }

    /// Why nothing can be saved into the output directory, or nil when it is a folder that exists.
    private var outputDirectoryProblem: String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.outputDirectory, isDirectory: &isDirectory) else {
            return "the output directory \(options.outputDirectory) does not exist"
        }
        return isDirectory.boolValue ? nil : "the output directory \(options.outputDirectory) is not a folder"
    }

    /// S: every pane, offscreen at the window's scale, to a PNG in the output directory.
    func takeScreenshot() {
        if let problem = outputDirectoryProblem {
            show("screenshot not saved: \(problem)")
            return
        }
        screenshotCount += 1
        let path = timestampName("overlay-sim", "-\(screenshotCount).png")
        do {
            let canvas = try OffscreenCanvas(fontDirectory: options.fontDirectory)
            var combined = DrawList(width: 0, height: 0, scale: scale)
            let points = paneSize
            combined.reset(
                width: Double(points.width) * Double(panes.count), height: Double(points.height), scale: scale,
                background: .black)
            for (index, pane) in panes.enumerated() {
                pane.drawer.showsTouches = showsTouches
                combined.append(pane.drawer.drawList(pane.simulation, scale: scale), dx: Double(points.width) * Double(index), dy: 0)
            }
            try PNGFile.write(try canvas.render(combined), to: path)
            show("screenshot saved: \(path)")
        } catch {
            show("screenshot not saved: \(error)")
        }
    }

    /// R: starts a take (the scene restarts) or saves the one running. A take that could not be saved is refused
    /// at once, not after the take.
    func toggleRecording() {
        if let path = recordingPath {
            saveRecording(to: path, until: simulation.currentTime)
            recordingPath = nil
            return
        }
        if let problem = outputDirectoryProblem {
            show("cannot record: \(problem)")
            return
        }
        // A take starts from the scene's initial state, so that `simulate` replays it exactly; nothing is kept
        // while no take runs (memory stays flat however long the window is open).
        restartScene()
        let path = timestampName("overlay-sim-recording", ".json")
        recordingPath = path
        startStreamingTake()
        show("recording (the scene restarted); R saves the take")
    }

    /// Starts the current scene afresh at the window's size, in every pane (each with the preset it has now), with
    /// an empty recording.
    func restartScene() {
        let size = paneSize
        if var restarted = scenario {
            if let preset = simulation.tuning?.preset.name { restarted.preset = PresetName(preset) }
            makePanes(scenario: restarted, stepsPerSecond: simulation.stepsPerSecond)
        } else if case let .root(root) = options.content {
            makePane(root, stepsPerSecond: simulation.stepsPerSecond)
        }
        recorder = SessionRecorder()
        pending.removeAll()
        latestInputTime = 0
        if size != paneSize {
            let resize = TraceEvent(time: 0, kind: .resize(width: Double(size.width), height: Double(size.height)))
            for pane in panes { pane.simulation.apply(resize) }
            recorder.record(resize)
        }
        simulation.synchronizeClock(withReal: latestReal)
    }

    func saveRecording(to path: String, until: Double) {
        do {
            try recorder.save(to: path, until: until)
            show("recording saved: \(path)")
        } catch {
            let streamed = recorder.journal.map { "; the take streamed so far is in \($0.path)" } ?? ""
            show("recording not saved: \(error)\(streamed)")
        }
    }

    /// How often a take is streamed to disk, in real seconds: a process killed outright loses at most this much.
    static let takeStreamInterval = 0.5

    /// Starts streaming the take being recorded to its journal (`TakeJournal`: the take's path with `.partial`),
    /// so that a SIGKILL or a crash leaves a trace of all but its last half second; the journal goes once the take
    /// is saved.
    func startStreamingTake() {
        guard let path = recordingPath else { return }
        do {
            try recorder.stream(to: TakeJournal.path(forTake: path))
            takeStreamedAt = latestReal
        } catch {
            show("the take is kept in memory only (saved when the window closes): \(error)")
        }
    }

    /// Removes the journal of a take that never ran (the window could not open).
    func discardStreamedTake() {
        recorder.journal?.remove()
    }

    /// Streams what the take recorded since the last time, every `takeStreamInterval` real seconds.
    func streamTakeIfDue() {
        guard recordingPath != nil, recorder.journal != nil, latestReal - takeStreamedAt >= Self.takeStreamInterval else { return }
        takeStreamedAt = latestReal
        do {
            try recorder.flush(until: simulation.currentTime)
        } catch {
            show("the take is no longer streamed to disk (it is saved when the window closes): \(error)")
        }
    }

    /// E: the tuning panel's parameters as a scenario file in the output directory.
    func saveTuning() {
        if let problem = outputDirectoryProblem {
            show("tuning not saved: \(problem)")
            return
        }
        do {
            guard let tuning = simulation.tuning else {
                show("tuning not saved: \(contentName) has no overlay container to tune")
                return
            }
            show("tuning saved: \(try tuningPanel.save(tuning, directory: options.outputDirectory))")
        } catch {
            show("tuning not saved: \(error)")
        }
    }
}
