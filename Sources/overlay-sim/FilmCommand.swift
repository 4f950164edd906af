import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayLab
import OverlayPhysics
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// `overlay-sim film`: a replay as a filmstrip (PNG frames and a contact sheet) and an animated GIF.
struct FilmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "film",
        abstract: "Renders a replay as PNG frames, a contact sheet and an animated GIF (giflib).",
        discussion: """
            --out DIR writes DIR/frame-0001.png…, DIR/contact-sheet.png and DIR/film.gif (the folder is created); \
            --out FILE.gif writes only the GIF. Frames are taken every 1/fps s of simulated time from 0 to the trace's \
            end; the GIF loops forever. A recording's idle stretch shortened to 2 s carries a caption with its recorded \
            length (⋯ 20 h idle). A progress bar is drawn on stderr when it is a terminal.
            """
    )

    @OptionGroup var replay: ReplayOptions

    @Option(parsing: .unconditional, help: "Frames per second of the film: a divisor of --hz (10, 12, 15, 20, 30, 60…).")
    var fps: Int = 20

    @OptionGroup var scale: ScaleOption<FilmScale>

    @Option(help: "A folder (frames, contact sheet, GIF) or a FILE.gif (the GIF only).")
    var out: String

    @Flag(help: "Draw each finger down as a translucent disc with a short trail, as phones' \"show taps\" do.")
    var showTouches = false

    /// What `--out` names: a folder for everything (created if need be) or a GIF alone.
    enum Destination: Equatable {
        case folder(String)
        case gif(String)

        /// nil for a name with another extension (weird.png) that is not an existing folder: such a name is
        /// more likely a mistake than a folder wanted.
        init?(_ out: String) {
            var isDirectory: ObjCBool = false
            if OutputPath.hasExtension(out, "gif") {
                self = .gif(out)
            } else if (out as NSString).pathExtension.isEmpty
                || (FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) && isDirectory.boolValue)
            {
                self = .folder(out)
            } else {
                return nil
            }
        }
    }

    func validate() throws {
        guard fps > 0, fps <= replay.hz, replay.hz % fps == 0 else {
            throw ValidationError("--fps must divide --hz (\(replay.hz)), got \(fps)")
        }
        guard Destination(out) != nil else {
            throw ValidationError(
                "--out must be a folder (for the frames, the contact sheet and the GIF) or a FILE.gif, "
                    + "got \(out) (a new folder's name has no extension)")
        }
    }

    func run() throws {
        let loadedScenario = try replay.scenario.load(preset: replay.presetOption.preset)
        // The film takes no screenshots, but a trace whose screenshots would write outside its output is refused
        // here as in `shot` and `check`.
        let outputFolder = OutputPath.hasExtension(out, "gif") ? ScenarioLoading.folder(of: out) : out
        let (loadedTrace, idleCuts) = try ScenarioLoading.replay(
            replay.trace, for: loadedScenario, options: replay.importOptions,
            screenshotsInto: outputFolder)
        let scale = scale.value
        let directory: String?, gifPath: String
        switch Destination(out) {
        case let .gif(path)?:
            try OutputPath.checkFolder(of: path)
            (directory, gifPath) = (nil, path)
        case let .folder(path)?:
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw CommandFailure.failed("cannot write the film into \(path): it is a file, not a folder")
            }
            (directory, gifPath) = (path, (path as NSString).appendingPathComponent("film.gif"))
        case nil:
            throw CommandFailure.usage("--out must be a folder or a FILE.gif, got \(out)")
        }
        do {
            if let directory = directory {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            let until = loadedTrace.until ?? ((loadedTrace.events.last?.time ?? 0) + 2)
            let stepsPerFrame = replay.hz / fps
            let totalFrames = Int((until * Double(replay.hz) + 1e-9).rounded(.down)) / stepsPerFrame + 1
            let progress = ProgressBar(total: totalFrames, label: "film")
            let canvas = try OffscreenCanvas()
            let drawer = ViewTreeDrawer(showsTouches: showTouches)
            let simulation = Simulation(scene: BuiltInScene(scenario: loadedScenario), stepsPerSecond: replay.hz)
            var writer: AnimatedGIFWriter?
            var thumbnails: [RGBAImage] = []
            var failure: Error?
            var index = 0
            func frame(_ simulation: Simulation) {
                guard failure == nil else { return }
                do {
                    var list = drawer.drawList(simulation, scale: scale)
                    if let cut = idleCuts.first(where: { $0.contains(simulation.currentTime) }) {
                        IdleCutMarks.drawFilmCaption(cut, into: &list)
                    }
                    let image = try canvas.render(list)
                    if writer == nil { writer = try AnimatedGIFWriter(path: gifPath, width: image.width, height: image.height) }
                    try writer?.addFrame(image, delay: 1 / Double(fps))
                    index += 1
                    if let directory = directory {
                        try PNGFile.write(
                            image, to: (directory as NSString).appendingPathComponent(String(format: "frame-%04d.png", index)))
                        thumbnails.append(image)
                        if thumbnails.count > ContactSheet.maximumFrames * 2 { thumbnails = ContactSheet.thinned(thumbnails) }
                    }
                    progress.update(index)
                } catch {
                    failure = error
                }
            }
            frame(simulation)
            _ = simulation.run(trace: loadedTrace, every: Int.max) { simulation in
                drawer.observe(simulation)
                if simulation.stepIndex % stepsPerFrame == 0 { frame(simulation) }
            }
            progress.finish()
            if let failure = failure { throw failure }
            try writer?.finish()
            if let directory = directory {
                let sheetPath = (directory as NSString).appendingPathComponent("contact-sheet.png")
                try PNGFile.write(ContactSheet.make(thumbnails), to: sheetPath)
                print((directory as NSString).appendingPathComponent("frame-0001.png … " + String(format: "frame-%04d.png", index)))
                print(sheetPath)
            }
            print(gifPath)
        } catch {
            throw CommandFailure.cannotWrite(out, error)
        }
    }
}
