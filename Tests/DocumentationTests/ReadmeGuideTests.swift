import Foundation
import XCTest

/// The README stays a short guide whose links all lead somewhere, and every DocC article can be reached from its
/// module's landing page.
final class ReadmeGuideTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Reference material belongs in the DocC articles; the README keeps what a newcomer needs first.
    static let readmeLineLimit = 350

    func testTheReadmeIsAShortGuide() throws {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.hasSuffix("\n") ? text.dropLast().components(separatedBy: "\n") : text.components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(
            lines.count, Self.readmeLineLimit,
            "README.md has \(lines.count) lines: move reference material into a DocC article and link it")
        XCTAssertGreaterThan(lines.count, 20, "the README was read")
    }

    func testEveryRelativeLinkInTheReadmeAndTheArticlesResolves() throws {
        let readmeLinks = MarkdownLinks.relativeLinks(
            in: try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
        XCTAssertGreaterThanOrEqual(readmeLinks.count, 15, "the README links the articles by their paths")
        var broken = try MarkdownLinks.brokenLinks(inFile: "README.md", root: root)
        for path in CitationChecker.files(under: root, extensions: ["md"]) where path.contains(".docc/") {
            broken += try MarkdownLinks.brokenLinks(inFile: path, root: root)
        }
        XCTAssertTrue(broken.isEmpty, "links to nothing:\n" + broken.joined(separator: "\n"))
    }

    func testEveryArticleIsLinkedFromItsModulesLandingPage() throws {
        let checker = CitationChecker(root: root)
        var orphans: [String] = []
        for (module, articles) in checker.articlesByModule where articles.contains(module) {
            let landing = root.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md")
            let text = try String(contentsOf: landing, encoding: .utf8)
            for article in articles.sorted() where article != module && !text.contains("<doc:\(article)>") {
                orphans.append("Sources/\(module)/\(module).docc/\(article).md")
            }
        }
        XCTAssertTrue(orphans.isEmpty, "not linked from their landing page's Topics:\n" + orphans.joined(separator: "\n"))
    }

    // MARK: - The link reader itself

    func testRelativeLinksAreFoundOutsideCodeOnly() {
        let text = """
            See [the window](Sources/OverlayApp/OverlayApp.docc/TheWindow.md#keys) and ![a frame](Assets/a.png "title").
            [web](https://example.org/x.md), [anchor](#set-up), [mail](mailto:a@b.c), [root](/etc/passwd)
            `[not a link](nowhere.md)`
            ```
            [not a link either](nowhere.md)
            ```
            [last](LICENSE)
            """
        XCTAssertEqual(
            MarkdownLinks.relativeLinks(in: text),
            [
                MarkdownLinks.Link(line: 1, target: "Sources/OverlayApp/OverlayApp.docc/TheWindow.md#keys"),
                MarkdownLinks.Link(line: 1, target: "Assets/a.png"),
                MarkdownLinks.Link(line: 7, target: "LICENSE"),
            ])
    }

    func testAMissingTargetAndAnEscapeAreReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("Docs/Guide.md"))
        let readme = "[ok](Docs/Guide.md#top)\n[gone](Docs/Missing.md)\n[out](../elsewhere.md)\n"
        try Data(readme.utf8).write(to: folder.appendingPathComponent("README.md"))
        XCTAssertEqual(
            try MarkdownLinks.brokenLinks(inFile: "README.md", root: folder),
            ["README.md:2: Docs/Missing.md", "README.md:3: ../elsewhere.md (outside the repository)"])
    }
}
