import Foundation
import XCTest

/// Cases rendered on two threads of one process look the same in every process. SDL works out the CPU's features
/// on first use into an unguarded static; when two canvases were made at once, about one process in forty read it
/// unfinished (or lost a feature) and drew every image of its run with the plain blitters instead of the SIMD ones
/// (edges and text a few levels off), so goldens recorded by such a run failed everywhere else.
final class TwoThreadRenderTests: XCTestCase {
    func testEveryProcessRecordsTheSameImagesOnTwoThreads() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("two-threads-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let suite = folder + "/suite"
        try FileManager.default.createDirectory(atPath: suite + "/traces", withIntermediateDirectories: true)
        try Data(#"{"until": 0.4, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#.utf8)
            .write(to: URL(fileURLWithPath: suite + "/traces/move.json"))
        for name in ["x", "y"] {
            try Data(#"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.2}"#.utf8)
                .write(to: URL(fileURLWithPath: suite + "/\(name).case.json"))
        }
        func record(threads: Int) throws -> [Data?] {
            try? FileManager.default.removeItem(atPath: suite + "/__goldens__")
            let result = try CommandLineTests.run([
                "check", suite, "--output", folder + "/out", "--update-missing", "--jobs", "1", "--threads", "\(threads)",
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            return ["x", "y"].map { FileManager.default.contents(atPath: suite + "/__goldens__/\($0)/t-0.300.png") }
        }
        let reference = try record(threads: 1)
        XCTAssertNotNil(reference[0])
        XCTAssertEqual(reference[0], reference[1])
        // 30 processes: at the old rate of one in forty, a run of this test caught the race about every other time.
        for process in 0..<30 {
            let images = try record(threads: 2)
            XCTAssertEqual(images, reference, "process \(process) drew differently on two threads")
            if images != reference { break }
        }
    }
}
