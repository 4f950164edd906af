import OverlayFiles

extension HTMLReport {
    /// The line under a failed case's title with the exact command that makes its actual results the approved ones.
    static func acceptLine(_ result: CaseResult, outputFolder: String) -> String {
        let command = ResultAcceptance.command(output: outputFolder, caseName: result.name)
        return "<p class=\"accept\">accept these results: <code class=\"accept-command\">\(escape(command))</code></p>\n"
    }
}

extension HTMLReport {
    /// A failed case's motion: each checkpoint's approved image above its actual one, in time order, failing
    /// checkpoints framed in red, so a reviewer sees where the gesture parted from the approved run. Without JavaScript.
    static func motion(_ result: CaseResult) -> String {
        let frames = result.outcomes.filter { $0.kind == .image }
        guard frames.count > 1 || frames.contains(where: { $0.status.isFailure }) else { return "" }
        var head = "<tr><th></th>"
        var approved = "<tr><th scope=\"row\">approved</th>"
        var actual = "<tr><th scope=\"row\">actual</th>"
        for outcome in frames {
            let status = outcome.status.isFailure ? "failed" : outcome.status.rawValue
            // A named checkpoint's instant is shown beside its name; `t-0.500` says it already.
            let time =
                outcome.time.flatMap {
                    CheckCase.checkpointName(at: $0) == outcome.name ? nil : " · " + CheckCase.millisecondText($0) + " s"
                } ?? ""
            head += "<th scope=\"col\" class=\"\(status)\">\(escape(outcome.name))\(time)</th>"
            approved += cell(source(outcome.expectedCopy), "approved " + outcome.name, status)
            actual += cell(source(outcome.actual) ?? source(outcome.expectedCopy), "actual " + outcome.name, status)
        }
        return """
            <div class="motion"><p class="motion-title">motion: approved above, actual below (failing checkpoints framed in red)</p>
            <table class="strip">\(head)</tr>
            \(approved)</tr>
            \(actual)</tr></table></div>

            """
    }

    private static func cell(_ path: String?, _ alternative: String, _ status: String) -> String {
        guard let path else { return "<td class=\"\(status)\">—</td>" }
        return "<td class=\"\(status)\"><img src=\"\(path)\" alt=\"\(escape(alternative))\"></td>"
    }
}
