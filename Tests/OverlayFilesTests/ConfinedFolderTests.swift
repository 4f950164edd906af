import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayFiles

/// Paths from untrusted files stay inside their folder: absolute paths, `..` that climbs out and links that lead
/// outside (or nowhere) are refused naming the file and field; everything inside resolves.
final class ConfinedFolderTests: XCTestCase {
    private var root: String!
    private var outside: String!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)").path
        root = base + "/suite"
        outside = base + "/outside"
        for folder in [root + "/cases/deep", outside!] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/out-link", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/in-link", withDestinationPath: root + "/cases")
        try FileManager.default.createSymbolicLink(atPath: root + "/cases/up-link", withDestinationPath: "../../outside/x.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/missing/none")
    }

    override func tearDown() {
        if let root { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
    }

    private func refusal(_ path: String, subfolder: String = "", file: StaticString = #filePath, line: UInt = #line) -> String {
        let folder = ConfinedFolder(root, role: "the suite")
        let error = FileTestSupport.formatError(
            { try folder.resolve(path, file: "case.json", field: "trace", subfolder: subfolder) },
            file: file, line: line)
        XCTAssertEqual(error?.file, "case.json", file: file, line: line)
        XCTAssertEqual(error?.field, "trace", file: file, line: line)
        return error?.message ?? ""
    }

    func testAbsolutePathsAreRefused() {
        XCTAssertTrue(refusal("/tmp/sec-outside/evil.png").contains("\"/tmp/sec-outside/evil.png\" is absolute"))
        XCTAssertTrue(refusal("~/evil.png").contains("is absolute"))
        XCTAssertTrue(refusal(root + "/cases/a.json").contains("is absolute"), "even one that points inside")
    }

    func testDotDotThatClimbsOutIsRefused() {
        XCTAssertTrue(refusal("../escaped.png").contains("leads outside the suite"))
        XCTAssertTrue(refusal("cases/../../escaped.png").contains("leads outside the suite"))
        XCTAssertTrue(refusal("../../x.json", subfolder: "cases").contains("leads outside the suite"), "relative to a case's folder")
        XCTAssertTrue(refusal(".").contains("names the suite"))
    }

    func testLinksThatLeadOutsideOrNowhereAreRefused() {
        XCTAssertTrue(refusal("out-link/evil.png").contains("symbolic link out-link, which leads outside the suite"))
        XCTAssertTrue(
            refusal("cases/up-link").contains("symbolic link up-link, which leads nowhere"),
            "a relative link to a missing file outside")
        try? Data("{}".utf8).write(to: URL(fileURLWithPath: outside + "/x.json"))
        XCTAssertTrue(refusal("up-link", subfolder: "cases").contains("which leads outside the suite"))
        XCTAssertTrue(refusal("dangling").contains("which leads nowhere"))
    }

    func testPathsInsideResolveWithoutDotDot() throws {
        let folder = ConfinedFolder(root, role: "the suite")
        XCTAssertEqual(try folder.resolve("traces/a.json", file: "c", field: "trace"), root + "/traces/a.json")
        XCTAssertEqual(
            try folder.resolve("../traces/a.json", file: "c", field: "trace", subfolder: "cases/deep"),
            root + "/cases/traces/a.json")
        XCTAssertEqual(try folder.resolve("./a/../b.png", file: "c", field: "path"), root + "/b.png")
        XCTAssertEqual(
            try folder.resolve("in-link/deep/x.png", file: "c", field: "path"), root + "/in-link/deep/x.png",
            "a link that stays inside is followed")
        XCTAssertEqual(try ConfinedFolder(".", role: "here").resolve("x.png", file: "c", field: "path"), "x.png")
    }

    func testTraceScreenshotsAreResolvedInTheOutputFolderOrRefused() throws {
        let tracePath = root + "/trace.json"
        try Data(
            #"{"events": [{"t": 0.1, "kind": "screenshot", "path": "shots/a.png"}, {"t": 0.2, "kind": "screenshot", "path": "../b.png"}]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: tracePath))
        let error = FileTestSupport.formatError {
            try Trace.load(path: tracePath, screenshotsInto: ConfinedFolder(self.outside, role: "the output folder"))
        }
        XCTAssertEqual(
            error?.description,
            "\(tracePath): field `events[1].path`: \"../b.png\" leads outside the output folder "
                + "(\(outside!)) through `..`; paths stay inside it")
        try Data(#"{"events": [{"t": 0.1, "kind": "screenshot", "path": "shots/a.png"}]}"#.utf8).write(to: URL(fileURLWithPath: tracePath))
        let trace = try Trace.load(path: tracePath, screenshotsInto: ConfinedFolder(outside, role: "the output folder"))
        XCTAssertEqual(trace.events.first?.kind, .screenshot(path: outside + "/shots/a.png"))
        XCTAssertEqual(trace.screenshotTimes, [0.1])
    }
}
