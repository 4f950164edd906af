import ArgumentParser
import OverlayFiles
import OverlayRecordings

extension RecordingFit: ExpressibleByArgument {}

/// How a libinput recording (`.yml`) given where a trace is expected is replayed: which device, which fit.
struct RecordingOptions: ParsableArguments {
    @Option(help: "For a .yml recording: the device to replay, by its index in the file's devices (0-based); default: its touchscreen.")
    var device: Int?

    @Option(help: "For a .yml recording: stretch (the panel covers the window) or aspect (its proportions kept, centred).")
    var fit: RecordingFit = .stretch

    @Flag(
        help: "For a .yml recording: keep the kernel's frame timestamps (default: evenly scanned runs of frames get evenly spaced times).")
    var kernelTimestamps = false

    func validate() throws {
        if let device = device { guard device >= 0 else { throw ValidationError("--device must be 0 or more, got \(device)") } }
    }

    /// The options for `Trace.load(traceOrRecording:window:options:screenshotsInto:)`.
    var importOptions: RecordingImportOptions {
        RecordingImportOptions(device: device, fit: fit, keepsKernelTimestamps: kernelTimestamps)
    }
}
