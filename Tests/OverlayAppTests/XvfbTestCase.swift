import Foundation
import OverlayFiles
import OverlayRender
import OverlayScenes
import XCTest

/// A test case that runs the real `overlay-sim` window on its own Xvfb display and drives it with xdotool.
/// Skipped where Xvfb, xdotool or the built binary are missing (scripts/test installs the tools).
class XvfbTestCase: XCTestCase {
    /// The build folder, where the test bundle and the `overlay-sim` executable live side by side.
    static var buildFolder: URL {
        var url = Bundle(for: XvfbTestCase.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        return url
    }

    /// The executable under test.
    static var binary: URL { buildFolder.appendingPathComponent("overlay-sim") }

    static func which(_ tool: String) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(tool)") {
            return "\(folder)/\(tool)"
        }
        return nil
    }

    /// The X screen's size and depth (Xvfb's `-screen 0` argument).
    class var screen: String { "1024x900x24" }

    /// Whether the X server keeps its screen in a file (`-fbdir`), which `screenFile` reads: what it shows.
    class var keepsScreenInFile: Bool { false }

    private var xvfb: Process?
    /// The file Xvfb keeps its screen in, when `keepsScreenInFile`.
    private(set) var screenFile: XvfbScreenFile?
    /// The X display this test's server runs on (":N").
    private(set) var display = ""

    override func setUpWithError() throws {
        guard let xvfbPath = Self.which("Xvfb"), Self.which("xdotool") != nil else {
            throw XCTSkip("Xvfb and xdotool are needed (scripts/test installs them)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
            throw XCTSkip("overlay-sim is not built at \(Self.binary.path)")
        }
        // Xvfb picks a free display number itself and writes it on stdout (-displayfd 1) once it accepts clients.
        // -noreset: an X server resets when its last client leaves, and a client that connects meanwhile is refused
        // (12 of 300 back-to-back xdotool calls here), which made a window launched right after another fail to open.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfbPath)
        server.arguments = ["-displayfd", "1", "-noreset", "-screen", "0", Self.screen, "-nolisten", "tcp"]
        if Self.keepsScreenInFile {
            let folder = try temporaryFolder()
            server.arguments? += ["-fbdir", folder.path]
            screenFile = XvfbScreenFile(url: folder.appendingPathComponent("Xvfb_screen0"))
        }
        let numberPipe = Pipe()
        server.standardOutput = numberPipe
        server.standardError = FileHandle.nullDevice
        try server.run()
        xvfb = server
        let number = OutputBuffer()
        numberPipe.fileHandleForReading.readabilityHandler = { handle in number.append(handle.availableData) }
        let deadline = Date().addingTimeInterval(15)
        while !String(decoding: number.data, as: UTF8.self).contains("\n") && Date() < deadline { usleep(50_000) }
        numberPipe.fileHandleForReading.readabilityHandler = nil
        let digits = String(decoding: number.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Int(digits) else { throw XCTSkip("Xvfb did not report a display number (\(digits))") }
        display = ":\(value)"
    }

    override func tearDown() {
        xvfb?.terminate()
        xvfb?.waitUntilExit()
        if let screenFile { try? FileManager.default.removeItem(at: screenFile.url.deletingLastPathComponent()) }
    }

    /// An `overlay-sim` process (or `binary`) on this test's display with `arguments`, not yet started.
    func overlaySim(_ arguments: [String], environment extra: [String: String] = [:], binary: URL = XvfbTestCase.binary) -> Process {
        let app = Process()
        app.executableURL = binary
        app.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        for (key, value) in extra { environment[key] = value }
        app.environment = environment
        return app
    }

    /// A process's standard output and error, gathered as they come (so a full pipe never blocks it).
    final class CapturedOutput {
        let stdout = OutputBuffer(), stderr = OutputBuffer()
        private let app: Process
        private let out = Pipe(), err = Pipe()

        /// Attaches to `app` before it runs.
        init(_ app: Process) {
            self.app = app
            app.standardOutput = out
            app.standardError = err
            let stdout = stdout, stderr = stderr
            out.fileHandleForReading.readabilityHandler = { handle in stdout.append(handle.availableData) }
            err.fileHandleForReading.readabilityHandler = { handle in stderr.append(handle.availableData) }
        }

        /// Waits for the process to end and returns all it printed.
        func finish() -> WindowRun {
            app.waitUntilExit()
            out.fileHandleForReading.readabilityHandler = nil
            err.fileHandleForReading.readabilityHandler = nil
            stdout.append(out.fileHandleForReading.readDataToEndOfFile())
            stderr.append(err.fileHandleForReading.readDataToEndOfFile())
            return WindowRun(
                status: app.terminationStatus, stdout: String(decoding: stdout.data, as: UTF8.self),
                stderr: String(decoding: stderr.data, as: UTF8.self))
        }
    }

    /// What a window run printed and how it ended.
    struct WindowRun {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `overlay-sim ARGUMENTS` on this display, waits for its window, calls `act` with the window's id (drive it
    /// with xdotool there), and waits for the process to end by itself (give it `--quit-after`).
    /// Another program's window (`binary`, titled `windowName`) runs the same way.
    func runWindow(
        _ arguments: [String], environment extra: [String: String] = [:], binary: URL = XvfbTestCase.binary,
        windowName: String = "OverlaySim", act: (String) throws -> Void
    ) throws -> WindowRun {
        let app = overlaySim(arguments, environment: extra, binary: binary)
        let output = CapturedOutput(app)
        try app.run()
        let window = try waitForWindow(named: windowName)
        XCTAssertFalse(window.isEmpty, "the window appeared")
        if !window.isEmpty { try act(window) }
        return output.finish()
    }

    /// What `simulate --scenario SCENARIO --trace TRACE` prints (its frame log), checking that it succeeds.
    func simulated(trace: String, scenario: String = "maps", file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let replay = Process()
        replay.executableURL = Self.binary
        replay.arguments = ["simulate", "--scenario", scenario, "--trace", trace]
        let pipe = Pipe()
        replay.standardOutput = pipe
        try replay.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        replay.waitUntilExit()
        XCTAssertEqual(replay.terminationStatus, 0, file: file, line: line)
        return output
    }

    /// What `shot --scenario SCENARIO --trace TRACE --scale 1` renders offscreen (the state a recording ends in),
    /// written to `path` and read back, checking that it succeeds.
    func shot(trace: String, scenario: String = "maps", to path: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> RGBAImage
    {
        let shot = Process()
        shot.executableURL = Self.binary
        shot.arguments = ["shot", "--scenario", scenario, "--trace", trace, "--scale", "1", "--out", path]
        try shot.run()
        shot.waitUntilExit()
        XCTAssertEqual(shot.terminationStatus, 0, file: file, line: line)
        return try PNGFile.read(path: path)
    }

    /// A new empty folder for a test's files.
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs the maps window on the software renderer with the frame log, a recording and each frame dumped, plus
    /// `extra` arguments, while `act` drags it; checks that it ended well, that the drag reached the overlay, that
    /// the live log is the replay of the recording and that the last frame shown is the replay's. Returns the run.
    func assertDragReplays(
        _ extra: [String], act: (String) throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws -> WindowRun {
        try assertDragReplays(extra, actWithDump: { window, _ in try act(window) }, file: file, line: line)
    }

    /// `assertDragReplays(_:act:)` whose `act` also gets the path the window writes each frame to.
    func assertDragReplays(
        _ extra: [String], actWithDump act: (_ window: String, _ dump: String) throws -> Void, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> WindowRun {
        let folder = try temporaryFolder()
        let take = folder.appendingPathComponent("take.json").path, dump = folder.appendingPathComponent("frame.png").path
        func once() throws -> WindowRun {
            try runWindow(
                ["run", "--scenario", "maps", "--renderer", "software", "--log-events", "--record", take, "--dump-frame", dump] + extra
            ) { window in
                // X drops pointer events sent before the window is mapped, and xdotool finds the window as soon as SDL
                // creates it.
                usleep(500_000)
                try act(window, dump)
            }
        }
        var run = try once()
        // What is checked is the drag as the frames showed it: a run in which the window saw no drag for a reason of
        // the machine's runs again (at most twice).
        for _ in 0..<2 where !run.stdout.contains("\"dragging\":true") && (try? dragWasNotSeen(take: take)) == true {
            print("the window saw no drag (no press recorded, or a drag read in one turn): again")
            run = try once()
        }
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stdout.contains("\"dragging\":true"), "the drag reached the overlay", file: file, line: line)
        try assertReplayPrintsTheLiveLog(run.stdout, record: take, file: file, line: line)
        try assertLastFrameIsTheReplays(dump: dump, take: take, folder: folder, file: file, line: line)
        return run
    }

    /// Whether the recording at `take` shows why no step could see a drag: no press at all (sent before X mapped the
    /// window, which drops it), or a drag whose moves and release were read less than 50 ms apart (from its first
    /// move, or its press when it has none) where xdotool sent them over a tenth of a second or more: a loaded
    /// machine, or a debug build writing every frame as a PNG, stalled the loop, which then read them in one turn, so
    /// that the drag began and ended within one step (one CI run read the press, then 0.2 s later the nine moves and
    /// the release within 0.1 ms).
    func dragWasNotSeen(take: String) throws -> Bool {
        let pointer = try Trace.load(path: take).events.compactMap { event -> (time: Double, phase: PointerPhase)? in
            guard case let .pointer(phase, _, _, _, _) = event.kind else { return nil }
            return (event.time, phase)
        }
        guard pointer.contains(where: { $0.phase == .down }) else { return true }
        // Where the current drag's moves began to be read: its first move, or its press until one comes.
        var movesFrom: (time: Double, moved: Bool)?
        for event in pointer {
            switch event.phase {
            case .down: movesFrom = (event.time, false)
            case .move: if let start = movesFrom, !start.moved { movesFrom = (event.time, true) }
            case .up:
                if let start = movesFrom, event.time - start.time < 0.05 { return true }
                movesFrom = nil
            case .cancel: movesFrom = nil
            }
        }
        return false
    }

    /// The last frame a maps window showed (`--dump-frame` at `dump`) is what `shot` draws from its recording
    /// (`take`), between the recording badge and the launch hint, which `shot` does not draw.
    func assertLastFrameIsTheReplays(
        dump: String, take: String, folder: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let last = try PNGFile.read(path: dump)
        let replayed = try shot(trace: take, to: folder.appendingPathComponent("shot.png").path, file: file, line: line)
        XCTAssertEqual([last.width, last.height], [replayed.width, replayed.height], file: file, line: line)
        XCTAssertEqual(
            differingPixels(last, replayed, rows: 120..<760), 0, "the window's last frame is the replay's", file: file, line: line)
    }

    /// How many pixels of `rows` (all columns) differ between two images of the same size.
    func differingPixels(_ a: RGBAImage, _ b: RGBAImage, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }

    /// `simulate` of the live session's own recording prints exactly what the live window printed (`live`), byte for
    /// byte: a live run is a replay of its recording.
    func assertReplayPrintsTheLiveLog(
        _ live: String, record: String, scenario: String = "maps",
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let replayed = try simulated(trace: record, scenario: scenario, file: file, line: line)
        let liveLines = live.split(separator: "\n"), replayLines = replayed.split(separator: "\n")
        XCTAssertEqual(liveLines.count, replayLines.count, "as many lines", file: file, line: line)
        if let first = zip(liveLines, replayLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            XCTFail("line \(first.offset + 1) differs:\n live   \(first.element.0)\n replay \(first.element.1)", file: file, line: line)
        }
        XCTAssertEqual(live, replayed, "byte for byte", file: file, line: line)
    }

    /// Focuses `window` (SDL ignores synthetic keys sent to an unfocused window) and presses `keys` (xdotool names).
    func press(_ keys: [String], in window: String, pause: Double = 0.05) throws {
        var commands = ["windowfocus", "--sync", window]
        for key in keys { commands += ["sleep", String(pause), "key", key] }
        try xdotool(commands)
    }

    /// xdotool commands for a mouse drag in `window` at x = 195 pt: the pointer to `pressAt`, the button pressed
    /// (after `pressPause` s, none when nil), a move to each of `moves` every `interval` s, and the button released
    /// `interval` s after the last. Callers append what follows the release.
    func mouseDrag(
        in window: String, pressAt: Int, moves: StrideThrough<Int>, interval: Double = 0.016, pressPause: Double? = 0.1
    ) -> [String] {
        var commands = ["mousemove", "--window", window, "195", "\(pressAt)"]
        if let pressPause { commands += ["sleep", "\(pressPause)"] }
        commands += ["mousedown", "1"]
        for y in moves { commands += ["sleep", "\(interval)", "mousemove", "--window", window, "195", "\(y)"] }
        return commands + ["sleep", "\(interval)", "mouseup", "1"]
    }

    /// Runs xdotool on this test's display and returns its output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.which("xdotool")!)
        process.arguments = arguments
        process.environment = ["DISPLAY": display]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The id of the first window whose name holds `name` (OverlaySim's by default), waiting up to 10 s for it;
    /// empty if none appeared.
    func waitForWindow(named name: String = "OverlaySim") throws -> String {
        var window = ""
        let deadline = Date().addingTimeInterval(10)
        while window.isEmpty && Date() < deadline {
            window = try xdotool(["search", "--name", name]).split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { usleep(100_000) }
        }
        return window
    }
}

/// Collects a child's output from the pipe's reading thread.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func append(_ chunk: Data) {
        lock.lock()
        bytes.append(chunk)
        lock.unlock()
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
