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

    /// S: every pane, offscreen at the window's scale, to a PNG in the output directory.
    func takeScreenshot() {
        screenshotCount += 1
        let path = timestampName("overlay-sim", "-\(screenshotCount).png")
        do {
            let canvas = try OffscreenCanvas(fontDirectory: options.fontDirectory)
            var combined = DrawList(width: 0, height: 0, scale: options.scale)
            let points = paneSize
            combined.reset(width: Double(points.width) * Double(panes.count), height: Double(points.height), scale: options.scale,
                           background: .black)
            for (index, pane) in panes.enumerated() {
                combined.append(pane.drawer.drawList(pane.simulation, scale: options.scale), dx: Double(points.width) * Double(index), dy: 0)
            }
            let image = try canvas.render(combined)
            try PNGFile.write(image, to: path)
            FileHandle.standardError.write(Data("screenshot: \(path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: screenshot failed: \(error)\n".utf8))
        }
    }

    /// R: starts a take (the scene restarts) or saves the one running.
    func toggleRecording() {
        if let path = recordingPath {
            saveRecording(to: path)
            recordingPath = nil
        } else {
            // A take starts from the scene's initial state, so that `simulate` replays it exactly; nothing is
            // kept while no take runs (memory stays flat however long the window is open).
            restartScene()
            let path = timestampName("overlay-sim-recording", ".json")
            recordingPath = path
            FileHandle.standardError.write(Data("recording a take (the scene restarted) to \(path) — press R again to save\n".utf8))
        }
    }

    /// Starts the current scenario afresh at the window's size, in every pane, with an empty recording.
    func restartScene() {
        let size = paneSize
        makePanes(stepsPerSecond: simulation.stepsPerSecond)
        recorder = SessionRecorder()
        pending.removeAll()
        if size != paneSize {
            let resize = TraceEvent(time: 0, kind: .resize(width: Double(size.width), height: Double(size.height)))
            for pane in panes { pane.simulation.apply(resize) }
            recorder.record(resize)
        }
        simulation.synchronizeClock(withReal: latestReal)
    }

    func saveRecording(to path: String) {
        do {
            try recorder.save(to: path, until: simulation.currentTime)
            FileHandle.standardError.write(Data("recording: \(path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: could not save the recording: \(error)\n".utf8))
        }
    }

    /// Tab: the next built-in scene, in a fresh session (a recording covers one scene, from its start).
    func switchScene() {
        let all = BuiltInScenarios.all
        let index = all.firstIndex { $0.name == scenario.name }.map { ($0 + 1) % all.count } ?? 0
        if let path = recordingPath { saveRecording(to: path) }
        recordingPath = nil
        let preset = scenario.preset
        var next = all[index]
        next.preset = preset
        replaceScenario(with: next)
        restartScene()
        onTitleChange?(title)
        FileHandle.standardError.write(Data("scene: \(scenario.name)\n".utf8))
    }
}
