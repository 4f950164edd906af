import Foundation
import XCTest

/// What a package that adds this one resolves, as the README says: with a path dependency (the package's name is
/// then its folder's name) and only the container, swift-argument-parser and Yams; swift-snapshot-testing and what
/// it brings (swift-syntax among them) only with the SnapshotTesting trait on.
final class LibraryUserResolutionTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The identities pinned by `swift package resolve` of a user's package whose target uses `product`.
    private func resolved(product: String, traits: [String]?) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = root.lastPathComponent
        let traitList = traits.map { ", traits: [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ""
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(root.path)"\(traitList))],
                targets: [.executableTarget(name: "App", dependencies: [.product(name: "\(product)", package: "\(package)")])]
            )

            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import \(product)\n".write(to: folder.appendingPathComponent("Sources/App/main.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "resolve"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        // No Package.resolved at all: nothing but the path dependency was resolved.
        guard let pins = FileManager.default.contents(atPath: folder.appendingPathComponent("Package.resolved").path) else { return [] }
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: pins) as? [String: Any])
        return ((json["pins"] as? [[String: Any]]) ?? []).compactMap { $0["identity"] as? String }.sorted()
    }

    func testAContainerUserResolvesOnlyTheArgumentParserAndYams() throws {
        XCTAssertEqual(try resolved(product: "OverlayContainer", traits: nil), ["swift-argument-parser", "yams"])
    }

    func testTheSnapshotTraitBringsSwiftSnapshotTesting() throws {
        let pins = try resolved(product: "OverlaySnapshotTesting", traits: ["SnapshotTesting"])
        XCTAssertTrue(pins.contains("swift-snapshot-testing"), "\(pins)")
        XCTAssertTrue(pins.contains("swift-syntax"), "\(pins)")
    }
}
