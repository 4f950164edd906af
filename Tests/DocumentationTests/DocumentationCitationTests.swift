import Foundation
import XCTest

/// Comments and documentation cite only what the repository contains (see `CitationChecker`).
final class DocumentationCitationTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryCitationInSourcesTestsArticlesAndReadmeResolves() throws {
        let checker = CitationChecker(root: root)
        XCTAssertGreaterThanOrEqual(
            checker.articlesByModule.values.filter { !$0.isEmpty }.count, 10,
            "every library module has a DocC catalog with articles")
        var violations: [CitationChecker.Violation] = []
        var swiftFiles = 0
        for path in CitationChecker.files(under: root, extensions: ["swift", "md"]) {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let isSwift = path.hasSuffix(".swift")
            if isSwift { swiftFiles += 1 }
            violations += checker.violations(in: text, path: path, isSwift: isSwift)
        }
        XCTAssertGreaterThan(swiftFiles, 200, "the walk found the sources and tests")
        XCTAssertTrue(violations.isEmpty, "\n" + violations.map(\.description).joined(separator: "\n"))
    }

    func testEveryLibraryModuleHasALandingPage() {
        let checker = CitationChecker(root: root)
        for module in [
            "OverlayPhysics", "OverlayUIKit", "OverlayContainer", "OverlayPresets",
            "OverlayContainerManager", "OverlayDrawing", "OverlayFiles", "OverlayRecordings", "OverlaySimulation", "OverlayScenes",
            "OverlayLab",
            "OverlayRender", "OverlayApp", "OverlayCheck", "OverlaySnapshotTesting",
        ] {
            XCTAssertTrue(
                checker.articlesByModule[module]?.contains(module) == true,
                "Sources/\(module)/\(module).docc/\(module).md")
        }
    }

    // MARK: - The checker itself

    private let checker = CitationChecker(
        articlesByModule: ["OverlayContainer": ["OverlayContainer", "RubberBand"], "OverlayPhysics": ["SpringMaths"]],
        markdownFiles: ["README.md"]
    )

    private func messages(_ text: String, path: String, isSwift: Bool = true) -> [String] {
        checker.violations(in: text, path: path, isSwift: isSwift).map(\.message)
    }

    func testArticlesThatExistPass() {
        let source = """
            /// Resists past the range (<doc:RubberBand>, <doc:OverlayPhysics/SpringMaths>).
            let x = 1 // see the SpringMaths article and README.md
            """
        XCTAssertEqual(messages(source, path: "Sources/OverlayContainer/A.swift"), [])
        XCTAssertEqual(messages("// <doc:RubberBand>", path: "Tests/OverlayContainerTests/ATests.swift"), [])
    }

    func testMissingArticlesSectionsAndFilesAreReported() {
        let source = [
            "/// Resists past the range (<doc:RubberBand2>).",
            "// see the Nowhere article",
            "// reference \u{00A7}4",
            "// constants from notes/peers.md",
            "// as spec/physics says",
        ].joined(separator: "\n")
        let found = checker.violations(in: source, path: "Sources/OverlayContainer/A.swift", isSwift: true)
        XCTAssertEqual(found.map(\.line), [1, 2, 3, 4, 5])
        XCTAssertEqual(
            found[0].message,
            "<doc:RubberBand2>: no RubberBand2.md in Sources/OverlayContainer/OverlayContainer.docc")
        XCTAssertEqual(found[1].message, "\"Nowhere article\": no DocC catalog has Nowhere.md")
        XCTAssertTrue(found[2].message.contains("numbered section"))
        XCTAssertEqual(found[3].message, "cites notes/peers.md, which the repository does not contain")
        XCTAssertEqual(found[4].message, "cites a document in spec/, which the repository does not contain")
    }

    func testADocLinkResolvesOnlyInItsOwnModulesCatalog() {
        XCTAssertEqual(
            messages("/// <doc:SpringMaths>", path: "Sources/OverlayContainer/A.swift"),
            ["<doc:SpringMaths>: no SpringMaths.md in Sources/OverlayContainer/OverlayContainer.docc"])
        XCTAssertEqual(
            messages("// <doc:RubberBand>", path: "Sources/overlay-sim/A.swift"),
            [
                "<doc:RubberBand>: overlay-sim has no DocC catalog; "
                    + "write \"the RubberBand article of MODULE\""
            ])
    }

    func testOnlyCommentsOfSwiftFilesAreRead() {
        let source = """
            let link = "<doc:Missing> // \u{00A7}1"
            let text = \"\"\"
                // <doc:Missing>
                \"\"\"
            """
        XCTAssertEqual(messages(source, path: "Sources/OverlayContainer/A.swift"), [])
        XCTAssertEqual(messages("A \u{00A7}2 citation", path: "README.md", isSwift: false).count, 1)
    }
}
