import Foundation
import OverlayRender
import XCTest

/// The window on a Wayland desktop (Weston inside Xvfb): it opens with every renderer, has its title bar, follows a
/// real drag as on X11 (the live frame log is the replay of its recording) and draws at the output's density.
final class WaylandWindowTests: WestonTestCase {

    /// A Wayland client's run: its output, stderr (with WAYLAND_DEBUG, the protocol) and exit status.
    private func runClient(
        _ arguments: [String], environment extra: [String: String] = [:], act: (_ stderrSoFar: () -> String) throws -> Void = { _ in }
    ) throws -> WindowRun {
        let app = waylandClient(arguments, environment: extra)
        let output = CapturedOutput(app)
        let stdout = output.stdout, stderr = output.stderr
        try app.run()
        // Up and stepping: the first frame is reported, or frame-log lines come.
        let deadline = Date().addingTimeInterval(20)
        while app.isRunning && Date() < deadline
            && !String(decoding: stderr.data, as: UTF8.self).contains("first frame:")
            && stdout.data.split(separator: UInt8(ascii: "\n")).count < 5
        {
            usleep(50_000)
        }
        if app.isRunning { try act { String(decoding: stderr.data, as: UTF8.self) } }
        return output.finish()
    }

    func testEveryRendererOpensAWindowOnWayland() throws {
        try startWeston(width: 500, height: 900)
        for renderer in ["auto", "software", "accelerated"] {
            let run = try runClient(["run", "--renderer", renderer, "--quit-after", "1", "--report-first-frame"])
            XCTAssertEqual(run.status, 0, "--renderer \(renderer): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("video wayland"), "--renderer \(renderer) on Wayland: \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("cannot create a renderer"), "--renderer \(renderer): \(run.stderr)")
            // The first frame is drawn ahead only on X11, where the software renderer's hint can be set beforehand.
            XCTAssertTrue(run.stderr.contains("drawn once open"), "--renderer \(renderer) on Wayland: \(run.stderr)")
        }
    }

    /// libdecor draws the title bar in subsurfaces of the window's surface; Weston shows their new state only with
    /// the window surface's next commit, so the window must present again after they are drawn (it redraws on the
    /// expose SDL sends for a configure, though nothing in the scene changed).
    func testTheWindowShowsItsTitleBarOnWeston() throws {
        try startWeston(width: 500, height: 900)
        let run = try runClient(["run", "--renderer", "software", "--quit-after", "2"], environment: ["WAYLAND_DEBUG": "1"])
        XCTAssertEqual(run.status, 0)
        let log = WaylandProtocolLog(run.stderr)
        let window = try XCTUnwrap(log.windowSurface, "the window has an xdg_surface")
        let decorations = log.subsurfaces(of: window)
        XCTAssertFalse(decorations.isEmpty, "libdecor decorated the window (is libdecor-0-plugin-1-cairo installed?)")
        let lastDecoration = decorations.compactMap { log.lastLine(holding: "-> \($0).commit()", surface: window) }.max()
        let lastWindowCommit = log.lastLine(holding: "-> \(window).commit()", surface: window)
        XCTAssertNotNil(lastDecoration)
        XCTAssertGreaterThan(
            lastWindowCommit ?? -1, lastDecoration ?? .max,
            "the window surface is committed after the title bar's last change, so Weston shows it")
    }

    /// Drags the header from the lower notch to the top through Weston's seat, on an output at `scale`; returns
    /// the run, the recording's path and its text.
    private func dragThroughWeston(scale: Int) throws -> (run: WindowRun, record: String, trace: String) {
        // The kiosk shell shows the window full screen: on an output of the window's size, at the window's size.
        try startWeston(width: 390, height: 844, scale: scale, shell: "kiosk-shell.so")
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("wayland-\(UUID().uuidString).json").path
        let run = try runClient(
            // 12 s: on a loaded machine the window can take seconds to show and the pointer to enter it, and a debug
            // build at scale 2 may still be settling the release after 8 s.
            ["run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "12", "--record", record],
            environment: ["WAYLAND_DEBUG": "1"]
        ) { stderrSoFar in
            // Where the shell put the window (Wayland clients have no global position): the pointer's place on the
            // window's surface, from the protocol, against where it is on the output.
            var found: (x: Double, y: Double)?
            let deadline = Date().addingTimeInterval(10)
            while found == nil && Date() < deadline {
                try movePointer(x: 240, y: 440)
                usleep(200_000)
                try movePointer(x: 250, y: 450)
                usleep(300_000)
                let log = WaylandProtocolLog(stderrSoFar())
                found = log.windowSurface.flatMap { log.lastPointer(on: $0) }
            }
            let pointer = try XCTUnwrap(found, "the pointer entered the window")
            usleep(200_000)
            let settled = WaylandProtocolLog(stderrSoFar())
            let local = settled.windowSurface.flatMap { settled.lastPointer(on: $0) } ?? pointer
            let origin = (x: 250 - local.x, y: 450 - local.y)  // (0, 0) in the kiosk shell
            // Header at the lower notch: the card's top is at 633 pt, the header 70 pt tall.
            func at(_ x: Double, _ y: Double) -> [String] {
                ["mousemove", "--window", output, pixel(origin.x + x), pixel(origin.y + y)]
            }
            var commands = at(195, 660) + ["sleep", "0.1", "mousedown", "1"]
            // 30 ms a move: slow enough that a loaded machine's loop still reads the drag over several steps.
            for y in stride(from: 650.0, through: 120, by: -10) { commands += ["sleep", "0.03"] + at(195, y) }
            commands += ["sleep", "0.03", "mouseup", "1"]
            try xdotool(commands)
        }
        return (run, record, (try? String(contentsOfFile: record, encoding: .utf8)) ?? "")
    }

    /// The frame log's lines (the protocol log is on stderr).
    private func assertLiftedToTheTop(_ run: WindowRun, trace: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 0, file: file, line: line)
        let log = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let heights = log.filter { ($0["dragging"] as? Bool) == true }.compactMap { $0["height"] as? Double }
        // A few: at scale 2 a loaded machine draws a frame in tens of milliseconds, and input is stamped when the
        // loop reads it, so moves that come meanwhile share a step.
        XCTAssertGreaterThan(heights.count, 1, "frames while dragging", file: file, line: line)
        XCTAssertEqual(heights, heights.sorted(), "the overlay followed the pointer up", file: file, line: line)
        let final = log.last { ($0["final"] as? Bool) == true }
        // On a miss, the release as the frame log saw it: the last lines while dragging and the first after.
        let lines = run.stdout.split(separator: "\n")
        let lastDragging = lines.lastIndex { $0.contains("\"dragging\":true") } ?? 0
        let release = lines[max(0, lastDragging - 2)..<min(lines.count, lastDragging + 3)].joined(separator: "\n")
        XCTAssertEqual(final?["notch"] as? Int, 1, "released:\n\(release)", file: file, line: line)
        XCTAssertEqual(final?["height"] as? Double, 633, file: file, line: line)
        // The press landed where it was made, in points (the output's scale and the window's place taken out).
        XCTAssertTrue(
            trace.contains("\"kind\": \"down\", \"x\": 195, \"y\": 660"), "down at (195, 660): \(trace.prefix(200))", file: file, line: line
        )
    }

    func testADragThroughWestonReplaysAsItRan() throws {
        let session = try dragThroughWeston(scale: 1)
        assertLiftedToTheTop(session.run, trace: session.trace)
        try assertReplayPrintsTheLiveLog(session.run.stdout, record: session.record)
    }

    /// On an output at scale 2 the window is 390×844 points and its drawable 780×1688 pixels: the frame is drawn at
    /// that density (not drawn at 390×844 and scaled up by the compositor), the pointer maps back to points.
    ///
    /// The frame is dumped by a second window, not during the drag: a debug build writing a 780×1688 PNG after every
    /// frame stalled its loop for over a second in CI, read the whole drag at once and showed one frame of it.
    func testOnAScaledOutputTheWindowDrawsAtTheOutputsDensity() throws {
        let session = try dragThroughWeston(scale: 2)
        assertLiftedToTheTop(session.run, trace: session.trace)
        try assertReplayPrintsTheLiveLog(session.run.stdout, record: session.record)
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("wayland-\(UUID().uuidString).png").path
        let still = try runClient(["run", "--scenario", "maps", "--renderer", "software", "--quit-after", "1.5", "--dump-frame", dump])
        XCTAssertEqual(still.status, 0, still.stderr)
        let frame = try PNGFile.read(path: dump)
        XCTAssertEqual(frame.width, 780, "the frame is as wide as the drawable")
        XCTAssertEqual(frame.height, 1688)
    }
}
