import Foundation
import XCTest

/// A test case that runs Weston (a Wayland compositor) with its X11 back end inside this test's Xvfb display: a
/// Wayland desktop with a real seat, whose pointer xdotool moves by moving the X pointer over Weston's X11 window.
/// The window under test then runs as a Wayland client (`SDL_VIDEODRIVER=wayland`, no DISPLAY). Skipped, saying
/// why, only where Weston is not installed or does not start (scripts/test installs it).
class WestonTestCase: XvfbTestCase {
    /// Room for an output of 500×900 points at scale 2.
    override class var screen: String { "1024x1800x24" }

    private var weston: Process?
    private var runtimeDirectory = ""
    private let westonLog = OutputBuffer()
    /// The Wayland socket's name in `runtimeDirectory`.
    let socket = "overlay-sim-test"
    /// Weston's X11 window (the output), for xdotool.
    private(set) var output = ""
    /// The output's scale: X pixels per Wayland point.
    private(set) var outputScale = 1

    /// Starts Weston with one output of `width`×`height` points at `scale` (its X11 window is `scale` times larger)
    /// and `shell`: the desktop shell (without its panel) places windows at random, with their title bars; the
    /// kiosk shell shows one window full screen at the output's top left.
    func startWeston(width: Int, height: Int, scale: Int = 1, shell: String = "desktop-shell.so") throws {
        guard let path = Self.which("weston") else { throw XCTSkip("weston is needed for the Wayland tests (scripts/test installs it)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weston-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        runtimeDirectory = folder.path
        let config = folder.appendingPathComponent("weston.ini")
        try "[core]\nidle-time=0\n[shell]\npanel-position=none\nbackground-color=0xff404040\n".write(
            to: config, atomically: true, encoding: .utf8)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: path)
        server.arguments = [
            "--config=\(config.path)", "--backend=x11-backend.so", "--socket=\(socket)", "--width=\(width)", "--height=\(height)",
            "--scale=\(scale)", "--shell=\(shell)", "--use-pixman",
        ]
        server.environment = [
            "DISPLAY": display, "XDG_RUNTIME_DIR": runtimeDirectory, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
        ]
        let pipe = Pipe()
        server.standardOutput = pipe
        server.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [westonLog] handle in westonLog.append(handle.availableData) }
        try server.run()
        weston = server
        outputScale = scale
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline && server.isRunning {
            output = try xdotool(["search", "--class", "weston"]).split(separator: "\n").first.map(String.init) ?? ""
            if !output.isEmpty && FileManager.default.fileExists(atPath: folder.appendingPathComponent(socket).path) { break }
            usleep(100_000)
        }
        guard server.isRunning, !output.isEmpty else {
            let log = String(decoding: westonLog.data, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: "\n")
            throw XCTSkip("weston did not start with its X11 back end:\n\(log)")
        }
        // The desktop shell's own clients (background, keyboard) come up in the next moments.
        usleep(500_000)
    }

    override func tearDown() {
        if let weston, weston.isRunning {
            weston.terminate()
            weston.waitUntilExit()
        }
        if !runtimeDirectory.isEmpty { try? FileManager.default.removeItem(atPath: runtimeDirectory) }
        super.tearDown()
    }

    /// The environment of a Wayland client of this Weston: no X display, so SDL cannot fall back to X11.
    var waylandEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socket, "SDL_VIDEODRIVER": "wayland", "DISPLAY": ""]
    }

    /// An `overlay-sim` process on this Weston with `arguments`, not yet started.
    func waylandClient(_ arguments: [String], environment extra: [String: String] = [:]) -> Process {
        let app = overlaySim(arguments, environment: waylandEnvironment.merging(extra) { $1 })
        var environment = app.environment ?? [:]
        environment["DISPLAY"] = nil
        app.environment = environment
        return app
    }

    /// Moves Weston's pointer to the output point (`x`, `y`) in Wayland points.
    func movePointer(x: Double, y: Double) throws {
        try xdotool(["mousemove", "--window", output, pixel(x), pixel(y)])
    }

    /// A point on the output in X pixels, as xdotool takes it.
    func pixel(_ point: Double) -> String { String(Int((point * Double(outputScale)).rounded())) }
}

/// What a Wayland client's protocol log (`WAYLAND_DEBUG=1` on its stderr) says about its window.
struct WaylandProtocolLog {
    let lines: [Substring]

    init(_ text: String) { lines = text.split(separator: "\n") }

    /// The id of the window's surface: the one given an xdg_surface.
    var windowSurface: String? {
        lines.lazy.compactMap { line -> String? in
            guard line.contains("get_xdg_surface(") else { return nil }
            return line.split(separator: "wl_surface@").last.map { "wl_surface@" + $0.prefix { $0.isNumber } }
        }.first
    }

    /// The surfaces made subsurfaces of `parent` (libdecor's title bar and shadow).
    func subsurfaces(of parent: String) -> [String] {
        lines.compactMap { line in
            guard line.contains("get_subsurface("), line.hasSuffix("\(parent))") else { return nil }
            let parts = line.split(separator: "wl_surface@")
            return parts.count == 3 ? "wl_surface@" + parts[1].prefix { $0.isNumber } : nil
        }
    }

    /// The index of the last line holding `text` before the window began to close (its buffer detached, as SDL
    /// also does once before the first frame), nil if none.
    func lastLine(holding text: String, surface: String) -> Int? {
        let end = lines.lastIndex { $0.contains("-> \(surface).attach(nil") } ?? lines.count
        return lines[..<end].lastIndex { $0.contains(text) }
    }

    /// Where the pointer was last on `surface`, in the surface's points, from its enter and motion events.
    func lastPointer(on surface: String) -> (x: Double, y: Double)? {
        var focused = false
        var location: (x: Double, y: Double)?
        for line in lines where line.contains("wl_pointer@") {
            guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")") else { continue }
            let arguments = line[line.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if line.contains(".enter(") {
                focused = arguments.count == 4 && arguments[1] == surface
                if focused, let x = Double(arguments[2]), let y = Double(arguments[3]) { location = (x, y) }
            } else if line.contains(".leave(") {
                focused = false
            } else if line.contains(".motion("), focused, arguments.count == 3, let x = Double(arguments[1]), let y = Double(arguments[2]) {
                location = (x, y)
            }
        }
        return location
    }
}
