extension HTMLReport {
    /// The line under a failed case's title with the exact command that makes its actual results the approved ones.
    static func acceptLine(_ result: CaseResult, outputFolder: String) -> String {
        let command = ResultAcceptance.command(output: outputFolder, caseName: result.name)
        return "<p class=\"accept\">accept these results: <code class=\"accept-command\">\(escape(command))</code></p>\n"
    }
}
