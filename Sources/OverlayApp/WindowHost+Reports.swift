import CSDL2
import Foundation
import OverlayRender

extension WindowHost {
    /// One line on stderr: `first frame: 87.3 ms after process start (monotonic 123456789 ns), renderer software,
    /// video x11, drawn ahead` (`renderer software-canvas` where the software renderer draws into a `DensityCanvas`;
    /// `drawn once open` where the frame was not drawn ahead, `FirstFramePreparation`).
    /// The process start comes from /proc/self/stat (10 ms resolution); the monotonic instant lets a parent that
    /// noted when it started this process compute the delay exactly.
    func reportFirstFrame(renderer: OpaquePointer, density: Bool, drawnAhead: Bool) {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        let monotonic = UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
        var info = SDL_RendererInfo()
        var rendererName = SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "?" : "?"
        // On Wayland the software renderer draws into a canvas at the drawable's density (`DensityCanvas`).
        if density { rendererName += "-canvas" }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        let sinceStart = WindowHost.secondsSinceProcessStart().map { String(format: "%.1f ms", $0 * 1000) } ?? "? ms"
        FileHandle.standardError.write(
            Data(
                "first frame: \(sinceStart) after process start (monotonic \(monotonic) ns), renderer \(rendererName), video \(driver), drawn \(drawnAhead ? "ahead" : "once open")\n"
                    .utf8))
    }

    /// Seconds since this process started, from its start time in /proc/self/stat (clock ticks since boot) and
    /// CLOCK_BOOTTIME; nil where /proc is not there.
    static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name (which may hold spaces) start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var spec = timespec()
        clock_gettime(CLOCK_BOOTTIME, &spec)
        let now = Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// `--dump-frame`: the frame just drawn, read back from the window's renderer, as a PNG (for tests of what the
    /// window really shows).
    func dumpFrame(renderer: OpaquePointer, width: Int, height: Int, to path: String) throws {
        var argb = [UInt32](repeating: 0, count: width * height)
        let status = argb.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw WindowError(description: "SDL_RenderReadPixels failed: \(String(cString: SDL_GetError()))") }
        try PNGFile.write(RGBAImage(argb: argb, width: width, height: height), to: path)
    }
}
