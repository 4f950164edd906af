import OverlayFiles

extension CaseRunner {
    /// A checkpoint of a case: when, and the name of its golden.
    struct Checkpoint: Equatable {
        var time: Double
        var name: String
    }

    /// The case file's checkpoints and the trace's `screenshot` events (named after their files), in time order
    /// (the case file's first at equal times). - Throws: `FileFormatError` for a screenshot file name that cannot
    /// name a checkpoint or names one already taken, naming the trace's field.
    static func checkpoints(_ checkCase: CheckCase, trace: Trace) throws -> [Checkpoint] {
        var all = zip(checkCase.checkpoints, checkCase.checkpointNames).map { Checkpoint(time: $0, name: $1) }
        for (index, event) in trace.events.enumerated() {
            guard case let .screenshot(path) = event.kind else { continue }
            let name = CheckCase.checkpointName(screenshotPath: path)
            let field = "events[\(index)].path"
            if let problem = CheckCase.problem(withCheckpointName: name) {
                throw FileFormatError(
                    file: checkCase.trace, field: field,
                    message: "a check names the screenshot's checkpoint after its file, \(JSONWriter.quoted(name)): \(problem)")
            }
            if all.contains(where: { $0.name == name }) {
                throw FileFormatError(
                    file: checkCase.trace, field: field,
                    message: "the checkpoint name \(JSONWriter.quoted(name)) (from the screenshot's file name) is already "
                        + "taken in \(checkCase.file); checkpoint names are unique")
            }
            all.append(Checkpoint(time: event.time, name: name))
        }
        return all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
