import Foundation

/// Finds citations in comments and documentation that point nowhere inside the repository: a `<doc:…>` link to
/// an article missing from the module's DocC catalog, a plain "the … article" naming no article of any catalog, a
/// numbered section (the section sign), or a Markdown file the repository does not contain.
struct CitationChecker {
    /// One bad citation.
    struct Violation: CustomStringConvertible {
        var path: String
        var line: Int
        var message: String
        var description: String { "\(path):\(line): \(message)" }
    }

    /// Article names by module, from `Sources/MODULE/MODULE.docc/*.md`.
    let articlesByModule: [String: Set<String>]
    /// The Markdown files of the repository, by path relative to its root and by file name.
    let markdownFiles: Set<String>

    private var allArticles: Set<String> { articlesByModule.values.reduce(into: []) { $0.formUnion($1) } }

    private static let docLink = try! NSRegularExpression(pattern: "<doc:([A-Za-z0-9_/-]+)>")
    private static let namedArticle = try! NSRegularExpression(pattern: "\\bthe ([A-Z][A-Za-z0-9]+) article\\b")
    private static let markdownFile =
        try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_./-])([A-Za-z0-9_./-]+\\.md)\\b")
    /// Folders of documents that live outside the repository.
    private static let outsideFolder = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_])(spec|specs|shared)/")

    /// The checker for the repository at `root`.
    init(root: URL) {
        var articles: [String: Set<String>] = [:]
        var markdown: Set<String> = []
        let sources = root.appendingPathComponent("Sources")
        for module in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            articles[module] = Set(files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
        }
        for path in Self.files(under: root, extensions: ["md"]) {
            markdown.insert(path)
            markdown.insert(URL(fileURLWithPath: path).lastPathComponent)
        }
        self.init(articlesByModule: articles, markdownFiles: markdown)
    }

    init(articlesByModule: [String: Set<String>], markdownFiles: Set<String>) {
        self.articlesByModule = articlesByModule
        self.markdownFiles = markdownFiles
    }

    /// Paths relative to `root` of the files with these extensions under Sources, Tests and the root itself.
    static func files(under root: URL, extensions: Set<String>) -> [String] {
        var found: [String] = []
        let top = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        found += top.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder).path
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                guard extensions.contains(URL(fileURLWithPath: relative).pathExtension) else { continue }
                found.append("\(folder)/\(relative)")
            }
        }
        return found.sorted()
    }

    /// The module whose catalog a file's `<doc:>` links resolve in: `Sources/M/…` and `Tests/MTests/…` give M.
    static func module(ofPath path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 2 else { return nil }
        if parts[0] == "Sources" { return parts[1] }
        if parts[0] == "Tests", parts[1].hasSuffix("Tests") { return String(parts[1].dropLast(5)) }
        return nil
    }

    /// The comment part of each line of Swift source (empty for lines without a comment), by line.
    static func comments(inSwift text: String) -> [String] {
        var inMultilineString = false
        return text.components(separatedBy: "\n").map { line in
            let tripleQuotes = line.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString {
                if tripleQuotes % 2 == 1 { inMultilineString = false }
                return ""
            }
            if tripleQuotes % 2 == 1 {
                inMultilineString = true
                return ""
            }
            return comment(inLine: line)
        }
    }

    /// The text after the first `//` that is not inside a string literal.
    static func comment(inLine line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                return String(line[line.index(after: index)...])
            }
            previous = character == "\\" && previous == "\\" ? " " : character
            index = line.index(after: index)
        }
        return ""
    }

    /// The violations in one file's text; `isSwift` limits the check to its comments.
    func violations(in text: String, path: String, isSwift: Bool) -> [Violation] {
        let lines = isSwift ? Self.comments(inSwift: text) : text.components(separatedBy: "\n")
        let module = Self.module(ofPath: path)
        var found: [Violation] = []
        for (offset, line) in lines.enumerated() where !line.isEmpty {
            func report(_ message: String) { found.append(Violation(path: path, line: offset + 1, message: message)) }
            if line.contains("\u{00A7}") {
                report("cites a numbered section (\u{00A7}); cite a DocC article by name instead")
            }
            for name in Self.captures(Self.docLink, in: line) {
                let parts = name.split(separator: "/").map(String.init)
                let catalog = parts.count == 2 ? parts[0] : module
                let article = parts.last ?? name
                if let catalog, let articles = articlesByModule[catalog], !articles.isEmpty {
                    if !articles.contains(article) {
                        report("<doc:\(name)>: no \(article).md in Sources/\(catalog)/\(catalog).docc")
                    }
                } else if !(path == "README.md" && allArticles.contains(article)) {
                    report(
                        "<doc:\(name)>: \(module ?? path) has no DocC catalog; "
                            + "write \"the \(article) article of MODULE\"")
                }
            }
            for name in Self.captures(Self.namedArticle, in: line) where !allArticles.contains(name) {
                report("\"\(name) article\": no DocC catalog has \(name).md")
            }
            for file in Self.captures(Self.markdownFile, in: line)
            where !markdownFiles.contains(file)
                && !markdownFiles.contains(URL(fileURLWithPath: file).lastPathComponent)
            {
                report("cites \(file), which the repository does not contain")
            }
            for folder in Self.captures(Self.outsideFolder, in: line) {
                report("cites a document in \(folder)/, which the repository does not contain")
            }
        }
        return found
    }

    private static func captures(_ expression: NSRegularExpression, in line: String) -> [String] {
        let range = NSRange(line.startIndex..., in: line)
        return expression.matches(in: line, range: range).compactMap { match in
            Range(match.range(at: 1), in: line).map { String(line[$0]) }
        }
    }
}
