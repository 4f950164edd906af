import Foundation
import OverlayFiles
import OverlayPresets
import OverlayRecordings
import OverlayRender
import OverlayScenes

/// Runs one case: replays its trace, renders each checkpoint and compares it (and the frame log) with the
/// approved results in the suite, or records them; writes what a failure needs to be understood (the actual
/// image, the diff image, a one-line reason, the trajectory plot) into the case's output folder.
public struct CaseRunner {
    /// How images and frame logs are compared, and whether goldens are recorded.
    public let settings: CheckSettings
    /// Where results go; the screenshot paths of traces must stay inside it too.
    public let output: ConfinedFolder
    let canvas: OffscreenCanvas

    /// A runner writing into `output` (which must exist). - Throws: when the offscreen canvas cannot start.
    public init(settings: CheckSettings, output: ConfinedFolder) throws {
        self.settings = settings
        self.output = output
        canvas = try OffscreenCanvas()
    }

    /// The loaded inputs of a case.
    public struct Inputs {
        /// The case file's contents.
        public var checkCase: CheckCase
        /// The scenario, with the case's preset applied.
        public var scenario: Scenario
        /// The trace, its screenshot paths resolved in the output folder.
        public var trace: Trace
        /// The checkpoints and the trace's screenshot instants, each once (to the millisecond), in time order.
        public var times: [Double]
        /// The name of each of `times`: the case file's (or `t-0.500`), or the screenshot file's.
        public var names: [String]
    }

    /// Reads the case file at `relativePath` in `suite` and everything it names.
    /// - Throws: `FileFormatError` naming the file and field of the first problem.
    public func load(relativePath: String, suite: ConfinedFolder) throws -> Inputs {
        try CaseRunner.load(relativePath: relativePath, suite: suite, output: output)
    }

    /// Reads a case as a runner writing into `output` would (its traces' screenshot paths must stay inside it).
    public static func load(relativePath: String, suite: ConfinedFolder, output: ConfinedFolder) throws -> Inputs {
        let checkCase = try CheckCase.load(relativePath: relativePath, suite: suite)
        var scenario: Scenario
        switch checkCase.scenario {
        case let .named(name):
            guard let builtIn = BuiltInScenarios.named(name) else {
                throw FileFormatError(
                    file: checkCase.file, field: "scenario",
                    message: "no built-in scene is named "
                        + "\(JSONWriter.quoted(name)) (built-in scenes: \(BuiltInScenarios.all.map(\.name).joined(separator: ", "))); "
                        + "a scenario file's path ends in .json")
            }
            scenario = builtIn
        case let .file(path):
            let bytes = try suite.readFile(path, limit: Scenario.fileSizeLimit, file: checkCase.file, field: "scenario")
            scenario = try Scenario.decode(bytes, file: path)
        }
        if let preset = checkCase.preset { scenario.preset = preset }
        let traceBytes = try suite.readFile(
            checkCase.trace, limit: Trace.sizeLimit(traceOrRecording: checkCase.trace), file: checkCase.file, field: "trace")
        let trace = try Trace.decode(
            traceOrRecording: traceBytes, file: checkCase.trace, window: scenario.device, screenshotsInto: output)
        try trace.check(against: scenario, file: checkCase.trace)
        // A checkpoint after the replay ends would show a state the trace never reaches: the case is wrong.
        let end = trace.until ?? ((trace.events.last?.time ?? 0) + 2)
        for (index, time) in checkCase.checkpoints.enumerated() where time > end + 1e-9 {
            throw FileFormatError(
                file: checkCase.file, field: "checkpoints[\(index)]",
                message: "\(time) s is past the end of the trace \(checkCase.trace) (\(end) s); give the trace an `until` at or after it")
        }
        let checkpoints = try CaseRunner.checkpoints(checkCase, trace: trace)
        // An image too large to draw is refused before any replay.
        if !checkpoints.isEmpty {
            do {
                try OffscreenCanvas.checkSize(
                    width: scenario.device.width, height: scenario.device.height, scale: checkCase.scale ?? scenario.device.scale)
            } catch {
                throw FileFormatError(file: checkCase.file, field: checkCase.scale == nil ? "scenario" : "scale", message: "\(error)")
            }
        }
        return Inputs(
            checkCase: checkCase, scenario: scenario, trace: trace, times: checkpoints.map(\.time), names: checkpoints.map(\.name))
    }

    /// Runs the case at `relativePath` of `suite`; `id` names its output folder, `name` is shown to people.
    /// Never throws: a malformed file or a failure to render is the case's result.
    public func run(relativePath: String, suite: ConfinedFolder, id: String, name: String) -> CaseResult {
        let started = DispatchTime.now().uptimeNanoseconds
        var result = CaseResult(id: id, name: name, file: (suite.path as NSString).appendingPathComponent(relativePath))
        do {
            let inputs = try load(relativePath: relativePath, suite: suite)
            result.file = inputs.checkCase.file
            (result.outcomes, result.environment) = try run(inputs, suite: suite, id: id)
        } catch let error as FileFormatError {
            result.error = "\(error)"
            result.malformed = true
        } catch {
            result.error = "\(error)"
        }
        result.seconds = CaseRunner.seconds(since: started)
        return result
    }

    /// Seconds since the uptime `started` (nanoseconds).
    static func seconds(since started: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    }

    /// The comparisons of a loaded case, and how its goldens' renderer differs from this one's when images differ.
    func run(_ inputs: Inputs, suite: ConfinedFolder, id: String) throws -> ([CheckOutcome], String?) {
        let checkCase = inputs.checkCase
        let goldens: String
        do {
            goldens = try suite.resolve(checkCase.goldensPath, file: checkCase.file, field: "")
        } catch let error as FileFormatError {
            throw FileFormatError(file: checkCase.file, message: "its goldens folder \(checkCase.goldensPath): \(error.message)")
        }
        let artifacts = try output.resolve("cases/" + id, file: output.path, field: "")
        let scale = checkCase.scale ?? inputs.scenario.device.scale
        let files = try GoldenFiles(
            suite: suite, caseFile: checkCase.file, goldens: goldens, output: output, artifacts: artifacts,
            outputPrefix: "cases/" + id)
        // Nothing recorded reaches the suite unless the whole case succeeds: then all its goldens change at once.
        defer { files.discard() }
        let comparison = CaseComparison(settings: settings, options: checkCase.options)
        let masks = CheckpointMasks.rectangles(
            checkCase.options.masks, scenario: inputs.scenario, trace: inputs.trace, times: inputs.times,
            stepsPerSecond: checkCase.hz, scale: scale)
        let count = inputs.times.count
        var renderSeconds = [Double](repeating: 0, count: count)
        func compare(_ index: Int, _ image: RGBAImage, _ update: GoldenUpdate) throws -> CheckOutcome {
            let started = DispatchTime.now().uptimeNanoseconds
            var image = image
            CheckpointMasks.paint(masks[index], over: &image)
            var outcome = try checkImage(
                image, at: inputs.times[index], name: inputs.names[index], masks: masks[index], comparison: comparison,
                update: update, files: files)
            outcome.seconds = renderSeconds[index] + CaseRunner.seconds(since: started)
            return outcome
        }
        func frameLogOutcomes(_ update: GoldenUpdate) throws -> [CheckOutcome] {
            guard checkCase.frameLog else { return [] }
            let started = DispatchTime.now().uptimeNanoseconds
            var outcome = try checkFrameLog(inputs, update: update, files: files)
            outcome.seconds = CaseRunner.seconds(since: started)
            return [outcome]
        }
        // Each image is compared as soon as it is drawn and then let go (its memory serves the next one), unless a
        // second pass (`changed` recording a failed case whole) or the report (every actual image of a failed case)
        // may need it.
        let keepsImages = settings.update == .changed || settings.copiesExpected
        var kept = [RGBAImage?](repeating: nil, count: keepsImages ? count : 0)
        var imageOutcomes = [CheckOutcome?](repeating: nil, count: count)
        // `changed` compares first, and records the whole case as `all` does only when something failed.
        var update = settings.update == .changed ? .never : settings.update
        try CheckpointReplay.renderEach(
            scenario: inputs.scenario, trace: inputs.trace, times: inputs.times, stepsPerSecond: checkCase.hz, scale: scale,
            canvas: canvas
        ) { index, image, seconds in
            renderSeconds[index] = seconds
            if keepsImages { kept[index] = image }
            imageOutcomes[index] = try compare(index, image, update)
        }
        var outcomes = try imageOutcomes.compactMap { $0 } + frameLogOutcomes(update)
        if settings.update == .changed, outcomes.contains(where: \.status.isFailure) {
            update = .all
            outcomes =
                try kept.enumerated().compactMap { index, image in try image.map { try compare(index, $0, update) } }
                + frameLogOutcomes(update)
        }
        let environment = try recordOrCompareRenderer(outcomes, files: files)
        try files.commit(keeping: outcomes.map(\.golden) + [files.golden(RendererFingerprint.fileName)], dropping: update == .all)
        // A report shows a failed case's motion: every checkpoint's actual image, the passing ones' too.
        if settings.copiesExpected, outcomes.contains(where: \.status.isFailure) {
            for (index, image) in kept.enumerated() where outcomes[index].actual == nil {
                guard var image else { continue }
                CheckpointMasks.paint(masks[index], over: &image)
                outcomes[index].actual = try files.writeArtifact(image, as: inputs.names[index] + ".actual.png")
            }
        }
        return (outcomes, environment)
    }

    /// Records this run's renderer with images it records; when images differ from approved ones, compares it with
    /// the renderer that recorded those. The fingerprint (a SHA-256 of each font file, 4 % of a passing check's CPU
    /// when every runner made it up front) is worked out only then.
    private func recordOrCompareRenderer(_ outcomes: [CheckOutcome], files: GoldenFiles) throws -> String? {
        let images = outcomes.filter { $0.kind == .image }
        if images.contains(where: { $0.status == .recorded }) {
            try files.recordGolden(try RendererFingerprint.current(canvas: canvas).encoded(), as: RendererFingerprint.fileName)
            return nil
        }
        guard images.contains(where: { $0.status == .failed }), files.hasGolden(RendererFingerprint.fileName),
            let bytes = try? files.readGolden(RendererFingerprint.fileName, limit: 1 << 20),
            let recorded = RendererFingerprint.decode(bytes)
        else { return nil }
        let differences = RendererFingerprint.current(canvas: canvas).differences(from: recorded)
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
}

extension CaseRunner.Inputs {
    /// A rough measure of how long the case takes beside the others, so that the longest can start first: the pixels
    /// of its images, plus a thousand for each step its replays take (the images' up to the last checkpoint, the
    /// frame log's over the whole trace). 0 when it cannot be told.
    public var estimatedCost: Double {
        let scale = checkCase.scale ?? scenario.device.scale
        let pixels = scenario.device.width * scenario.device.height * scale * scale
        let end = trace.until ?? ((trace.events.last?.time ?? 0) + 2)
        let steps = Double(checkCase.hz) * ((times.last ?? 0) + (checkCase.frameLog ? end : 0))
        let cost = Double(times.count) * pixels + 1000 * steps
        return cost.isFinite ? max(0, cost) : 0
    }
}
