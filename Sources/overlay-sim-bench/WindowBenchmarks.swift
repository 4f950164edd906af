import Foundation
import OverlayCheck

#if canImport(Glibc)
    import Glibc
#endif

/// The figures that need a real window: the first frame on screen after start, and the memory of `run` while a
/// script drags the overlay. They run this same executable's `run` command under the current display, or under
/// an Xvfb started for the purpose when there is none.
final class WindowBenchmarks {
    /// Where the window opens: the environment for the children, and the Xvfb we started (if any).
    var environment: [String: String]
    private var xvfb: ChildProcess?
    let executable: String
    let scratch: String
    /// Why the window figures cannot be measured, when they cannot.
    private(set) var unavailable: String?
    /// What the display is ("DISPLAY=:0", "Xvfb :93 started for the bench").
    private(set) var displayDescription = ""

    init(executable: String, scratch: String) {
        self.executable = executable
        self.scratch = scratch
        environment = ProcessInfo.processInfo.environment
        let display = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
        if !display.isEmpty || !wayland.isEmpty {
            displayDescription = display.isEmpty ? "WAYLAND_DISPLAY=\(wayland)" : "DISPLAY=\(display)"
            return
        }
        startXvfb()
    }

    deinit {
        xvfb?.terminate()
    }

    private func startXvfb() {
        guard let path = WindowBenchmarks.which("Xvfb") else {
            unavailable = "no display and no Xvfb installed"
            return
        }
        // A display number nobody uses: no lock file and no socket.
        guard
            let number = (90..<200).first(where: { n in
                !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
                    && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
            })
        else {
            unavailable = "no free X display number for Xvfb"
            return
        }
        do {
            // Tall enough for the maps scene at scale 2 (780×1688 px), which the frame pacing figure opens. -noreset:
            // an X server resets when its last client leaves and refuses a client that connects meanwhile, and the
            // bench launches one window right after another.
            let server = try ChildProcess(
                executable: path, arguments: [":\(number)", "-noreset", "-screen", "0", "1600x1800x24", "-nolisten", "tcp"],
                environment: environment, stdout: nil, stderr: "\(scratch)/xvfb.log")
            xvfb = server
            let socket = "/tmp/.X11-unix/X\(number)"
            for _ in 0..<500 where server.isRunning() && !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
            guard server.isRunning(), FileManager.default.fileExists(atPath: socket) else {
                unavailable = "Xvfb did not start (see \(scratch)/xvfb.log)"
                return
            }
            environment["DISPLAY"] = ":\(number)"
            environment["SDL_VIDEODRIVER"] = nil
            displayDescription = "Xvfb :\(number) started for the bench"
        } catch {
            unavailable = "\(error)"
        }
    }

    static func which(_ program: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct FirstFrame {
        /// Milliseconds from spawning `run` to its first presented frame, one per launch.
        var milliseconds: [Double]
        /// The same for a bare SDL window of the same size (`overlay-sim-bench --bare-window`), launched in turn
        /// with `run` so that both see the machine alike.
        var bareMilliseconds: [Double]
        var renderer: String
        /// In how many launches `run` drew its first frame while its window opened (`drawn ahead`).
        var drawnAhead = 0
    }

    /// Launches `run` and a bare SDL window `launches` times each, in turn, each quitting after its first frame.
    func firstFrame(launches: Int) throws -> FirstFrame {
        if let unavailable { throw ChildProcessError(unavailable) }
        var times: [Double] = [], bare: [Double] = []
        var renderer = "?", drawnAhead = 0
        let bench = OverlaySimExecutable.bench
        for index in 0..<launches {
            for (program, arguments) in [(executable, ["run", "--report-first-frame", "--quit-after", "0"]), (bench, ["--bare-window"])] {
                let log = "\(scratch)/first-frame-\(index)-\(arguments[0]).log"
                let child = try ChildProcess(executable: program, arguments: arguments, environment: environment, stdout: nil, stderr: log)
                let status = child.wait(timeout: 30)
                let line = WindowBenchmarks.firstFrameLine(log)
                guard status == 0, let line, let presented = line.monotonic else {
                    throw ChildProcessError(
                        "`\(arguments[0])` exited with \(status.map(String.init) ?? "a timeout") without reporting a frame (see \(log))")
                }
                let milliseconds = Double(Int64(bitPattern: presented &- child.spawnedAt)) / 1e6
                if program == executable {
                    times.append(milliseconds)
                    renderer = line.renderer
                    if line.drawnAhead { drawnAhead += 1 }
                } else {
                    bare.append(milliseconds)
                }
            }
        }
        return FirstFrame(milliseconds: times, bareMilliseconds: bare, renderer: renderer, drawnAhead: drawnAhead)
    }

    /// The monotonic instant, the renderer and whether the frame was drawn ahead, from `run --report-first-frame`'s
    /// line.
    static func firstFrameLine(_ path: String) -> (monotonic: UInt64?, renderer: String, drawnAhead: Bool)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("first frame:") })
        else { return nil }
        func word(after marker: String) -> String? {
            guard let range = line.range(of: marker) else { return nil }
            return line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == ")" }).first.map(String.init)
        }
        let renderer = [word(after: "renderer "), word(after: "video ")].compactMap { $0 }
        return (
            word(after: "(monotonic ").flatMap { UInt64($0) },
            renderer.count == 2 ? "\(renderer[0]) (video driver \(renderer[1]))" : "?",
            line.hasSuffix(", drawn ahead")
        )
    }

    struct Memory {
        /// Peak RSS in bytes: the child's VmHWM (its high-water mark), read every 100 ms while it runs.
        var peak: Int
        /// (seconds since spawn, VmRSS bytes), sampled every 100 ms.
        var samples: [(Double, Int)]
        /// RSS growth after `settledAfter` seconds: the largest sample after it less the sample at it.
        var growth: Int
        var settledAfter: Double
    }

    /// Runs the window for `duration` seconds with `script` as its input and follows its memory.
    func memory(script: String, duration: Double, settledAfter: Double) throws -> Memory {
        if let unavailable { throw ChildProcessError(unavailable) }
        let log = "\(scratch)/memory-run.log"
        let child = try ChildProcess(
            executable: executable,
            arguments: ["run", "--script", script, "--quit-after", String(duration)],
            environment: environment, stdout: nil, stderr: log)
        var samples: [(Double, Int)] = []
        var hwm = 0
        let deadline = duration + 30
        while child.isRunning() {
            let now = Double(BenchClock.nanoseconds() - child.spawnedAt) / 1e9
            if let rss = child.statusBytes("VmRSS") { samples.append((now, rss)) }
            if let peak = child.statusBytes("VmHWM") { hwm = max(hwm, peak) }
            if now > deadline {
                child.terminate()
                throw ChildProcessError("`run --script` did not quit after \(duration) s")
            }
            usleep(100_000)
        }
        guard child.exitStatus == 0 else {
            throw ChildProcessError("`run --script` exited with status \(child.exitStatus ?? -1) (see \(log))")
        }
        let reference = samples.last(where: { $0.0 <= settledAfter })?.1 ?? samples.first?.1 ?? 0
        let later = samples.filter { $0.0 > settledAfter }.map(\.1).max() ?? reference
        // The peak is the child's own VmHWM, not wait4's ru_maxrss: glibc's posix_spawn starts the child on the
        // parent's memory (CLONE_VM) and the kernel keeps that memory's high-water mark across exec, so ru_maxrss
        // reports the bench's own size when that is larger (92 MB after the frame figures, for a 43 MB window).
        return Memory(peak: hwm, samples: samples, growth: later - reference, settledAfter: settledAfter)
    }

    /// The share of one core `run` uses while nothing moves: the software renderer, the maps scene, no input; CPU
    /// time from /proc between `settle` and `settle + duration` seconds after the start.
    func idleCPU(duration: Double, settle: Double) throws -> (share: Double, presented: String) {
        if let unavailable { throw ChildProcessError(unavailable) }
        let log = "\(scratch)/idle-run.log"
        let child = try ChildProcess(
            executable: executable,
            arguments: [
                "run", "--renderer", "software", "--report-frames",
                "--quit-after", String(settle + duration + 0.5),
            ],
            environment: environment, stdout: nil, stderr: log)
        func elapsed() -> Double { Double(BenchClock.nanoseconds() - child.spawnedAt) / 1e9 }
        while child.isRunning() && elapsed() < settle { usleep(10_000) }
        let startWall = elapsed()
        guard let startCPU = child.cpuSeconds() else { throw ChildProcessError("`run` ended before the measurement (see \(log))") }
        while child.isRunning() && elapsed() < settle + duration { usleep(10_000) }
        let endWall = elapsed()
        guard let endCPU = child.cpuSeconds() else { throw ChildProcessError("`run` ended during the measurement (see \(log))") }
        _ = child.wait(timeout: 30)
        let frames =
            (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("frames: presented") }.map(String.init) ?? "frames: ?"
        return ((endCPU - startCPU) / (endWall - startWall), frames)
    }
}
