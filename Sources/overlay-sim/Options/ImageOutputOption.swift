import ArgumentParser
import Foundation
import OverlayDrawing
import OverlayRender

/// `--out FILE.png`: where a command writes its image.
struct ImageOutputOption: ParsableArguments {
    @Option(help: "The PNG file to write (FILE.png).")
    var out: String

    func validate() throws {
        try OutputPath.validatePNG(out)
    }

    /// Fails (status 1) unless the PNG's folder exists: checked before the work, not after it.
    func checkFolder() throws {
        try OutputPath.checkFolder(of: out)
    }
}

/// Rendering a draw list offscreen to a PNG file.
enum ImageOutput {
    /// Renders `list` and writes it to `path` atomically, then prints the path; a failure is status 1.
    static func write(_ list: DrawList, to path: String) throws {
        try OutputPath.checkFolder(of: path)
        do {
            let image = try OffscreenCanvas().render(list)
            try PNGFile.write(image, to: path)
            print(path)
        } catch {
            throw CommandFailure.cannotWrite(path, error)
        }
    }
}
