import Foundation
import OverlayCheck
import OverlayFiles
import Synchronization
import XCTest

/// Cases on several threads of one process (`check-case --threads`) record exactly what they record one after
/// another: the same images and frame logs, byte for byte, with the threads' cases truly under way at once.
final class CaseThreadsTests: XCTestCase {
    private var suites: [CheckTestSuite] = []

    override func tearDown() {
        for suite in suites { suite.remove() }
    }

    /// Scenes with text, shadows, blur and fonts of several sizes, each a case replaying the flick.
    private static let scenes = ["maps", "sheet", "shortcuts", "containers", "backdrop", "navigation", "show-hide", "maps"]

    /// A suite of the eight cases, recorded (`update: .all`) on `threads` threads; returns it and the results.
    private func record(threads: Int, inFlight: Shared<InFlight>? = nil) throws -> (CheckTestSuite, [CaseResult]) {
        let suite = try CheckTestSuite()
        suites.append(suite)
        try suite.write("traces/flick.json", CheckTestSuite.flick)
        var cases: [CaseThreads.Case] = []
        for (index, scene) in CaseThreadsTests.scenes.enumerated() {
            let preset = index == 7 ? #", "preset": "fluid""# : ""
            try suite.write(
                "c\(index).case.json",
                #"{"scenario": "\#(scene)", "trace": "traces/flick.json", "checkpoints": [0.2, 0.45, 1.2], "scale": 0.5, "frameLog": true\#(preset)}"#
            )
            cases.append(CaseThreads.Case(suite: suite.root, relativePath: "c\(index).case.json", id: "c\(index)", name: "suite/c\(index)"))
        }
        let results = Shared<[Int: CaseResult]>([:])
        try CaseThreads(settings: CheckSettings(update: .all), output: suite.output, threads: threads).run(
            cases,
            started: { _ in
                inFlight?.withLock { state in
                    state.now += 1
                    state.most = max(state.most, state.now)
                }
            },
            finished: { index, result in
                inFlight?.withLock { $0.now -= 1 }
                results.withLock { $0[index] = result }
            })
        let ordered = results.withLock { results in cases.indices.compactMap { results[$0] } }
        return (suite, ordered)
    }

    /// Every file under `folder`, by path relative to it.
    private func files(under folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder))
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
        }
        return files
    }

    func testFourThreadsRecordByteForByteWhatOneThreadDoes() throws {
        let (sequential, one) = try record(threads: 1)
        let inFlight = Shared(InFlight())
        let (threaded, four) = try record(threads: 4, inFlight: inFlight)

        XCTAssertEqual(inFlight.withLock { $0.most }, 4, "four cases were under way at once")
        XCTAssertEqual(one.count, 8)
        XCTAssertEqual(four.count, 8)
        for (alone, together) in zip(one, four) {
            XCTAssertNil(alone.error, alone.name)
            XCTAssertEqual(alone.outcomes.map(\.name), ["t-0.200", "t-0.450", "t-1.200", "framelog"], alone.name)
            XCTAssertEqual(together.outcomes.map(\.status), alone.outcomes.map(\.status), together.name)
        }
        let expected = try files(under: sequential.root + "/__goldens__")
        let actual = try files(under: threaded.root + "/__goldens__")
        // 8 cases × (3 images, a frame log and the renderer's fingerprint), and the .gitignore.
        XCTAssertEqual(expected.count, 41)
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted())
        for (path, bytes) in expected {
            XCTAssertEqual(actual[path], bytes, "\(path) differs between one thread and four")
        }
        // Text differs from scene to scene: the cases did not all draw the same thing.
        XCTAssertNotEqual(expected["c0/t-1.200.png"], expected["c1/t-1.200.png"])
    }

    func testTheFirstFailureComesBackAndNoCaseStartsAfterIt() throws {
        let suite = try CheckTestSuite()
        suites.append(suite)
        try suite.addFlickCase("flick")
        let ran = Shared(0)
        let cases = (0..<5).map { CaseThreads.Case(suite: suite.root, relativePath: "flick.case.json", id: "f\($0)", name: "suite/f\($0)") }
        XCTAssertThrowsError(
            try CaseThreads(settings: CheckSettings(), output: suite.output, threads: 2).run(
                cases, started: { _ in ran.withLock { $0 += 1 } },
                finished: { _, _ in throw CocoaError(.fileWriteNoPermission) })
        ) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileWriteNoPermission)
        }
        XCTAssertLessThanOrEqual(ran.withLock { $0 }, 2, "the two threads' first cases at most: none starts after a failure")
    }
}

/// The cases under way at once: now, and the most there were.
struct InFlight: Sendable {
    var now = 0
    var most = 0
}

/// A value the threads of a test share.
final class Shared<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}
