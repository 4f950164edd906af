import ArgumentParser
import OverlayFiles
import OverlayRecordings

extension RecordingFit: ExpressibleByArgument {}
extension RecordingClock: ExpressibleByArgument {}

/// How a touchscreen recording (`.yml`, `.events`) given where a trace is expected is replayed: which device,
/// which fit, which clock.
struct RecordingOptions: ParsableArguments {
    @Option(help: "For a recording: the device to replay, by its index in the file's devices (0-based); default: its touchscreen.")
    var device: Int?

    @Flag(help: "For a recording: replay --device N even if it is not a touchscreen (a touchpad, a pen…).")
    var forceDevice = false

    @Option(help: "For a recording: stretch (the panel covers the window) or aspect (its proportions kept, centred).")
    var fit: RecordingFit = .stretch

    @Option(
        help: "For a recording: kernel (each frame at its kernel timestamp) or panel (jitter taken out on the panel's fitted scan clock).")
    var clock: RecordingClock = .kernel

    @Option(help: "For a recording: turn the panel clockwise by 0, 90, 180 or 270 degrees (after its own calibration matrix).")
    var rotate = 0

    @Flag(help: .hidden)
    var kernelTimestamps = false

    func validate() throws {
        if let device = device { guard device >= 0 else { throw ValidationError("--device must be 0 or more, got \(device)") } }
        if forceDevice, device == nil { throw ValidationError("--force-device needs --device N") }
        guard RecordingImportOptions.rotations.contains(rotate) else {
            throw ValidationError("--rotate must be 0, 90, 180 or 270, got \(rotate)")
        }
    }

    /// The options for `Trace.load(traceOrRecording:window:options:screenshotsInto:)`.
    var importOptions: RecordingImportOptions {
        RecordingImportOptions(
            device: device, forcesDevice: forceDevice, fit: fit, clock: kernelTimestamps ? .kernel : clock, rotation: rotate)
    }
}
