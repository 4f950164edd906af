import Foundation
import OverlayFiles
import OverlayLab
import OverlayRender
import OverlayScenes

extension CaseRunner {
    /// Compares (or records) the image of the checkpoint `name` at `time`; `image` is masked already, the approved
    /// image is masked here with the same `masks` (so a mask added later needs no new golden).
    func checkImage(
        _ image: RGBAImage, at time: Double, name: String, masks: [CheckpointMasks.PixelRect], comparison rules: CaseComparison,
        update: GoldenUpdate, files: GoldenFiles
    ) throws -> CheckOutcome {
        let fileName = name + ".png"
        var outcome = CheckOutcome(kind: .image, name: name, time: time, status: .passed, message: "", golden: files.golden(fileName))
        guard files.hasGolden(fileName) else {
            if update != .never {
                try files.recordGolden(image, as: fileName)
                outcome.status = .recorded
                outcome.message = "\(name): recorded \(outcome.golden) (\(image.width)×\(image.height))"
                outcome.expectedCopy = try expectedCopy(fileName, name, files)
            } else {
                outcome.status = .missing
                outcome.actual = try files.writeArtifact(image, as: "\(name).actual.png")
                outcome.message =
                    "\(name): no approved image at \(outcome.golden); record it with --update-missing, "
                    + "review it and commit it"
                try files.writeArtifact(outcome.message + "\n", as: "\(name).reason.txt")
            }
            return outcome
        }
        var expected: RGBAImage
        // A link, FIFO or device among the goldens is a malformed case (thrown); so is an approved image that does
        // not decode (a truncated PNG): the suite is broken, not the behaviour. `--update` records it anew.
        let approvedBytes = try files.readGolden(fileName, limit: GoldenFiles.imageLimit)
        do {
            expected = try PNGFile.decode(approvedBytes, name: outcome.golden)
        } catch {
            guard settings.update == .all || settings.update == .changed else {
                throw FileFormatError(
                    file: files.caseFile, field: "goldens/\(fileName)",
                    message: "the approved image \(outcome.golden) cannot be read (\(error)); record it anew with --update")
            }
            expected = RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 0)
        }
        CheckpointMasks.paint(masks, over: &expected)
        let comparison = rules.compare(image, expected)
        if update == .all && (image != expected) {
            try files.recordGolden(image, as: fileName)
            outcome.status = .recorded
            outcome.message = "\(name): recorded \(outcome.golden) anew (\(comparison.differingPixels) pixels had changed)"
        } else if comparison.passed {
            outcome.message =
                "\(name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than "
                + "\(comparison.channelTolerance)"
        } else {
            outcome.status = .failed
            outcome.message = CaseRunner.failureMessage(name, comparison, allowance: rules.allowance) + outcome.message
            outcome.actual = try files.writeArtifact(image, as: "\(name).actual.png")
            outcome.diff = try files.writeArtifact(comparison.diffImage(), as: "\(name).diff.png")
            try files.writeArtifact(outcome.message + "\n", as: "\(name).reason.txt")
        }
        outcome.expectedCopy = try expectedCopy(fileName, name, files)
        return outcome
    }

    private func expectedCopy(_ fileName: String, _ name: String, _ files: GoldenFiles) throws -> String? {
        guard settings.copiesExpected, files.hasGolden(fileName) else { return nil }
        return try files.copyGolden(fileName, as: "\(name).expected.png")
    }

    /// `t-0.500: 1234 of 1316640 pixels (0.094 %) differ by more than 2 (allowed 0.100 %), largest channel difference 87`.
    static func failureMessage(_ name: String, _ comparison: ImageComparisonResult, allowance: String) -> String {
        if !comparison.sizesMatch {
            return "\(name): the image is \(comparison.actual.width)×\(comparison.actual.height) pixels, "
                + "the approved one \(comparison.expected.width)×\(comparison.expected.height)"
        }
        let percent = comparison.totalPixels > 0 ? Double(comparison.differingPixels) / Double(comparison.totalPixels) * 100 : 0
        return "\(name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels (\(String(format: "%.3f", percent)) %) "
            + "differ by more than \(comparison.channelTolerance) (\(allowance)), "
            + "largest channel difference \(comparison.maximumChannelDifference)"
    }

    /// Compares (or records) the frame log of the whole replay.
    func checkFrameLog(_ inputs: Inputs, update: GoldenUpdate, files: GoldenFiles) throws -> CheckOutcome {
        let log: String
        do {
            log = try CheckpointReplay.frameLog(
                scenario: inputs.scenario, trace: inputs.trace, stepsPerSecond: inputs.checkCase.hz, limit: GoldenFiles.frameLogLimit)
        } catch let error as FrameLogTooLong {
            throw FileFormatError(file: inputs.checkCase.file, field: "frameLog", message: "\(error)")
        }
        let fileName = CheckCase.frameLogName
        var outcome = CheckOutcome(kind: .frameLog, name: "framelog", status: .passed, message: "", golden: files.golden(fileName))
        let lineCount = FrameLogComparison.lineCount(log)
        guard files.hasGolden(fileName) else {
            if update != .never {
                try files.recordGolden(log, as: fileName)
                outcome.status = .recorded
                outcome.message = "framelog: recorded \(outcome.golden) (\(lineCount) lines)"
            } else {
                outcome.status = .missing
                outcome.actual = try files.writeArtifact(log, as: "framelog.actual.jsonl")
                outcome.message =
                    "framelog: no approved frame log at \(outcome.golden); record it with --update-missing, "
                    + "review it and commit it"
                try files.writeArtifact(outcome.message + "\n", as: "framelog.reason.txt")
            }
            return outcome
        }
        let approved = String(decoding: try files.readGolden(fileName, limit: GoldenFiles.frameLogLimit), as: UTF8.self)
        let difference = try FrameLogComparison.firstDifference(
            expected: approved, actual: log, expectedFile: outcome.golden,
            tolerance: settings.frameLogTolerance)
        guard let difference else {
            outcome.message = "framelog: \(lineCount) lines match (numeric tolerance \(settings.frameLogTolerance))"
            return outcome
        }
        if update == .all {
            try files.recordGolden(log, as: fileName)
            outcome.status = .recorded
            outcome.message = "framelog: recorded \(outcome.golden) anew (it differed at \(difference))"
            return outcome
        }
        outcome.status = .failed
        outcome.message = "framelog: \(difference)"
        outcome.actual = try files.writeArtifact(log, as: "framelog.actual.jsonl")
        try files.writeArtifact(outcome.message + "\n", as: "framelog.reason.txt")
        let recording = ReplayRecording.record(
            scenario: inputs.scenario, trace: inputs.trace.withoutScreenshots,
            stepsPerSecond: inputs.checkCase.hz)
        let plot = TrajectoryPlot.drawList(recording, expected: FrameLogComparison.heights(approved), scale: 1)
        outcome.plot = try files.writeArtifact(try canvas.render(plot), as: "trajectory.png")
        return outcome
    }
}
