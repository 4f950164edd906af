import Foundation

/// The relative links of a Markdown file (`[text](path)` and `![alt](path)`) and whether each leads to a file of the
/// repository. Links inside code (fenced blocks and code spans) are not links; web addresses and in-page anchors are
/// not checked here.
enum MarkdownLinks {
    /// One relative link: the line it is on and its target as written.
    struct Link: Equatable {
        var line: Int
        var target: String
    }

    private static let link = try! NSRegularExpression(pattern: #"!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
    private static let codeSpan = try! NSRegularExpression(pattern: "`[^`]*`")
    private static let scheme = try! NSRegularExpression(pattern: "^[A-Za-z][A-Za-z0-9+.-]*:")

    /// The relative links of `text`, in order.
    static func relativeLinks(in text: String) -> [Link] {
        var links: [Link] = []
        var inFence = false
        for (offset, rawLine) in text.components(separatedBy: "\n").enumerated() {
            if rawLine.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            let line = codeSpan.stringByReplacingMatches(
                in: rawLine, range: NSRange(rawLine.startIndex..., in: rawLine), withTemplate: "")
            let range = NSRange(line.startIndex..., in: line)
            for match in link.matches(in: line, range: range) {
                guard let targetRange = Range(match.range(at: 1), in: line) else { continue }
                let target = String(line[targetRange])
                let isAbsolute =
                    target.hasPrefix("#") || target.hasPrefix("/")
                    || scheme.firstMatch(in: target, range: NSRange(target.startIndex..., in: target)) != nil
                if !isAbsolute { links.append(Link(line: offset + 1, target: target)) }
            }
        }
        return links
    }

    /// The links of the file at `path` (relative to `root`) whose target is not a file or folder inside `root`,
    /// as `path:line: target` lines.
    static func brokenLinks(inFile path: String, root: URL) throws -> [String] {
        let file = root.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let folder = file.deletingLastPathComponent()
        let rootPath = root.standardizedFileURL.path
        return relativeLinks(in: text).compactMap { link in
            let withoutAnchor = link.target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let decoded = withoutAnchor.removingPercentEncoding ?? withoutAnchor
            let resolved = folder.appendingPathComponent(decoded).standardizedFileURL.path
            let inside = resolved == rootPath || resolved.hasPrefix(rootPath + "/")
            if inside && FileManager.default.fileExists(atPath: resolved) { return nil }
            return "\(path):\(link.line): \(link.target)" + (inside ? "" : " (outside the repository)")
        }
    }
}
