import ArgumentParser
import Foundation
import OverlayDrawing
import OverlayRender

/// `--out FILE.png`: where a command writes its image.
struct ImageOutputOption: ParsableArguments {
    @Option(help: "The PNG file to write.")
    var out: String
}

/// Rendering a draw list offscreen to a PNG file.
enum ImageOutput {
    /// Renders `list` and writes it to `path` atomically, then prints the path; a failure is status 1.
    static func write(_ list: DrawList, to path: String) throws {
        do {
            let image = try OffscreenCanvas().render(list)
            try PNGFile.write(image, to: path)
            print(path)
        } catch {
            throw CommandFailure.cannotWrite(path, error)
        }
    }
}
