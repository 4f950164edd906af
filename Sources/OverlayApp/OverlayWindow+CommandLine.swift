import Foundation
import OverlayContainer
import OverlayFiles
import OverlayRecordings
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

extension OverlayWindow {
    /// The whole program of an example or an app: reads `arguments` (the process's by default), then opens the
    /// window, or renders or replays headless, and exits. Bad options, files or traces print one line naming them
    /// and exit with status 2. Options (`--help` lists them):
    ///
    /// - `--shot PATH` (or `OVERLAYSIM_SHOT=PATH` in the environment): no window; renders the frame at `--at S`
    ///   (default: the end of `--trace T`, else 0) after replaying `--trace` as a PNG, as `overlay-sim shot` does;
    /// - `--simulate T`: no window; replays the trace (a take recorded with `R` or `--record`) and prints the frame
    ///   log, as `overlay-sim simulate` does;
    /// - for the window: `--hz 60|120`, `--scale X`, `--hud`, `--record FILE`, `--log-events`, `--quit-after S`,
    ///   `--output-directory DIR`, `--renderer auto|software|accelerated`, `--show-touches`, `--fullscreen`.
    public func main<Root: ViewController>(
        rootViewController: @escaping @autoclosure () -> Root,
        inspecting: ((Root) -> OverlayContainerViewController?)? = nil,
        arguments: [String] = CommandLine.arguments
    ) -> Never {
        let program = (arguments.first as NSString?)?.lastPathComponent ?? "overlay"
        let root = content(rootViewController: rootViewController(), inspecting: inspecting)
        do {
            let parsed = try WindowArguments(Array(arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
            if parsed.help {
                print(WindowArguments.help(program: program, window: self))
                exit(0)
            }
            var window = self
            try parsed.apply(to: &window)
            if let shot = parsed.shot {
                let trace = try parsed.traceFile.map { try Trace.load(traceOrRecording: $0, window: window.deviceSize) } ?? Trace()
                try trace.check(notchCount: window.notchCount(of: root), name: title, file: parsed.traceFile ?? "")
                try PNGFile.write(
                    try OverlaySnapshot.render(
                        root, trace: trace, at: parsed.at, stepsPerSecond: window.stepsPerSecond,
                        scale: window.scale, fontDirectory: window.fontDirectory), to: shot)
                print(shot)
            } else if let replayed = parsed.simulate {
                let trace = try Trace.load(traceOrRecording: replayed, window: window.deviceSize)
                try trace.check(notchCount: window.notchCount(of: root), name: title, file: replayed)
                let simulation = root.simulation(stepsPerSecond: window.stepsPerSecond)
                var output = simulation.run(trace: trace.withoutScreenshots).map(FrameLog.line(for:)).joined(separator: "\n")
                if !output.isEmpty { output += "\n" }
                FileHandle.standardOutput.write(Data((output + FrameLog.finalLine(for: simulation.takeRecord()) + "\n").utf8))
            } else {
                let interrupted = try window.runReportingSignal(
                    root,
                    headlessAlternative: "Without a display, use `\(program) --shot FILE.png` (a PNG of a frame) or "
                        + "`\(program) --simulate TAKE.json` (the frame log of a take); `\(program) --help` lists them.")
                if let signal = interrupted { exit(128 + signal) }
            }
            exit(0)
        } catch let error as WindowArguments.Problem {
            FileHandle.standardError.write(Data("\(program): \(error.message)\nRun \(program) --help for the options.\n".utf8))
        } catch let error as FileFormatError {
            FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
            exit(1)
        }
        exit(2)
    }

    var deviceSize: DeviceSize { DeviceSize(width: Double(size.width), height: Double(size.height), scale: scale) }

    /// How many notches the inspected container of a fresh root has (for checking a trace's notch keys).
    func notchCount(of root: HostedRoot) -> Int {
        root.simulation(stepsPerSecond: stepsPerSecond).container?.numberOfNotches ?? 0
    }

    /// Runs the window; returns the signal that closed it, if one did. Without a display the error ends with
    /// `headlessAlternative` (the program's own options).
    func runReportingSignal(_ root: HostedRoot, headlessAlternative: String? = nil) throws -> Int32? {
        var options = options(for: root)
        options.headlessAlternative = headlessAlternative
        let host = WindowHost(options: options)
        try host.run()
        return host.interruptingSignal
    }
}

/// The options `OverlayWindow.main` understands.
struct WindowArguments {
    struct Problem: Error {
        var message: String
    }

    var help = false
    var shot: String?
    var at: Double?
    var traceFile: String?
    var simulate: String?
    var hz: Int?
    var scale: Double?
    var hud = false
    var record: String?
    var logEvents = false
    var quitAfter: Double?
    var outputDirectory: String?
    var renderer: WindowRendererChoice?
    var dumpFrame: String?
    var showTouches = false
    var fullscreen = false

    init(_ arguments: [String], environment: [String: String]) throws {
        var index = 0
        func value(_ option: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw Problem(message: "\(option) needs a value") }
            return arguments[index]
        }
        func number(_ option: String, _ check: (Double) -> Bool, _ expected: String) throws -> Double {
            let text = try value(option)
            guard let number = Double(text), number.isFinite, check(number) else {
                throw Problem(message: "\(option) must be \(expected), got '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": help = true
            case "--shot": shot = try value(argument)
            case "--at": at = try number(argument, { $0 >= 0 }, "a number of seconds ≥ 0")
            case "--trace": traceFile = try value(argument)
            case "--simulate": simulate = try value(argument)
            case "--hz":
                let rate = try number(argument, { $0 == 60 || $0 == 120 }, "60 or 120")
                hz = Int(rate)
            case "--scale": scale = try number(argument, { $0 > 0 && $0 <= 8 }, "above 0 and at most 8")
            case "--hud": hud = true
            case "--record": record = try value(argument)
            case "--log-events": logEvents = true
            case "--quit-after": quitAfter = try number(argument, { $0 >= 0 }, "a number of seconds ≥ 0")
            case "--output-directory": outputDirectory = try value(argument)
            case "--renderer":
                let name = try value(argument)
                guard let choice = WindowRendererChoice(rawValue: name) else {
                    throw Problem(message: "--renderer must be auto, software or accelerated, got '\(name)'")
                }
                renderer = choice
            case "--dump-frame": dumpFrame = try value(argument)
            case "--show-touches": showTouches = true
            case "--fullscreen": fullscreen = true
            default: throw Problem(message: "unknown option '\(argument)'")
            }
            index += 1
        }
        if shot == nil, let fromEnvironment = environment["OVERLAYSIM_SHOT"], !fromEnvironment.isEmpty { shot = fromEnvironment }
        if shot != nil && simulate != nil { throw Problem(message: "--shot and --simulate cannot be used together") }
        if traceFile != nil && shot == nil { throw Problem(message: "--trace goes with --shot (use --simulate TRACE for the frame log)") }
        if let shot, !shot.hasSuffix(".png") { throw Problem(message: "--shot must name a .png file, got '\(shot)'") }
        for (option, path) in [("--shot", shot), ("--record", record), ("--dump-frame", dumpFrame)] {
            guard let path else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue)
            else {
                throw Problem(message: "\(option) \(path): the folder \(folder) does not exist")
            }
        }
        if let outputDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Problem(message: "--output-directory \(outputDirectory) is not a folder that exists")
            }
        }
    }

    /// Sets the window's options from these.
    func apply(to window: inout OverlayWindow) throws {
        if let hz { window.stepsPerSecond = hz }
        if let scale { window.scale = scale }
        if hud { window.showsHUD = true }
        if let record { window.recordPath = record }
        if logEvents { window.logsEvents = true }
        if let quitAfter { window.quitAfter = quitAfter }
        if let outputDirectory { window.outputDirectory = outputDirectory }
        if let renderer { window.renderer = renderer }
        if let dumpFrame { window.frameDumpPath = dumpFrame }
        if showTouches { window.showsTouches = true }
        if fullscreen {
            window.fullscreen = true
            window.scaleIsExplicit = scale != nil
        }
    }

    static func help(program: String, window: OverlayWindow) -> String {
        """
        USAGE: \(program) [OPTIONS]

        Opens a window on the overlay (drag with the mouse or a touchscreen; ? shows the keys), or renders it headless.

          --shot PATH.png          no window: render the frame at --at after replaying --trace (env OVERLAYSIM_SHOT)
          --at SECONDS             the instant --shot renders (default: the end of the trace, else 0)
          --trace FILE             a trace (JSON) or libinput recording (.yml) to replay before --shot
          --simulate FILE          no window: replay a trace (a take recorded with R or --record), print the frame log
          --hz 60|120              steps per second (default \(window.stepsPerSecond); F switches in the window)
          --scale X                pixels per point (default \(window.scale))
          --hud                    start with the HUD shown (H toggles)
          --record FILE            record the session from launch, saved when the window closes
          --log-events             print the frame log on stdout while the window runs
          --quit-after SECONDS     close the window after this long
          --output-directory DIR   where S, R and E save (default: the current folder)
          --renderer auto|software|accelerated
          --show-touches           draw each finger down (K toggles)
          --fullscreen             cover the display (the overlay takes the panel's size; --scale, else from its density)
          -h, --help               show this help
        """
    }
}
