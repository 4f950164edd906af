import OverlayTestSupport
import XCTest

@testable import OverlayFiles

final class ScenarioTests: XCTestCase {
    private let file = "scenes/maps.json"

    private func decode(_ text: String) throws -> Scenario {
        try Scenario.decode(FileTestSupport.bytes(text), file: file)
    }

    /// Asserts that `text` fails with exactly `description`.
    private func assertError(_ text: String, _ description: String, file: StaticString = #filePath, line: UInt = #line) {
        let error = FileTestSupport.formatError({ try decode(text) }, file: file, line: line)
        XCTAssertEqual(error?.description, description, file: file, line: line)
    }

    func testMinimalScenarioGetsEveryDefault() throws {
        let scenario = try decode(#"{"notches": [100, {"fraction": 0.5}, {"points": 700}]}"#)
        XCTAssertEqual(scenario.name, "maps")
        XCTAssertEqual(scenario.device, DeviceSize(width: 390, height: 844, scale: 2))
        XCTAssertEqual(scenario.style, .expandableHeight)
        XCTAssertEqual(scenario.notches, [.points(100), .fraction(0.5), .points(700)])
        XCTAssertNil(scenario.reachable)
        XCTAssertEqual(scenario.initialNotch, 0)
        XCTAssertEqual(scenario.dragArea, .overlay)
        XCTAssertNil(scenario.scrollView)
        XCTAssertEqual(
            scenario.translationFunction,
            .rubberBand(factor: 0.5, bouncesAtMaximumHeight: true, bouncesAtMinimumHeight: true))
        XCTAssertEqual(scenario.targetPolicy, .rushingForward(minimumVelocity: 400, minimumDuration: 0.1))
        XCTAssertEqual(
            scenario.animation,
            .spring(
                response: 0.3, damping: nil, minimumDamping: 1,
                minimumVelocityConsidered: 150, maximumVelocityConsidered: 3000, mass: 1))
        XCTAssertEqual(scenario.preset, .reference)
        XCTAssertFalse(scenario.referenceQuirks)
        XCTAssertEqual(scenario, Scenario(name: "maps", notches: [.points(100), .fraction(0.5), .points(700)]))
    }

    func testNestedDefaults() throws {
        let scenario = try decode(
            #"""
            {"notches": [100], "device": {"width": 800, "height": 600}, "scrollView": {},
             "translationFunction": {"kind": "rubberBand"}, "targetPolicy": {"kind": "rushingForward"},
             "animation": {"kind": "spring", "damping": null}}
            """#)
        XCTAssertEqual(scenario.device, DeviceSize(width: 800, height: 600, scale: 2))
        XCTAssertEqual(
            scenario.scrollView,
            TableSpec(
                rows: 100, rowHeight: 44, headerHeight: 70, bounces: true,
                alwaysBounceVertical: true, decelerationRate: 0.998))
        XCTAssertEqual(scenario.dragArea, .header, "a scroll view with a header defaults to dragging by the header")
        XCTAssertEqual(scenario.translationFunction, .default)
        XCTAssertEqual(scenario.targetPolicy, .default)
        XCTAssertEqual(scenario.animation, .default)
        XCTAssertEqual(try decode(#"{"notches": [100], "scrollView": {"headerHeight": 0}}"#).dragArea, .overlay)
        XCTAssertEqual(try decode(#"{"notches": [100], "scrollView": null}"#).scrollView, nil)
        XCTAssertEqual(
            try decode(#"{"notches": [100], "animation": {"kind": "curve", "curve": "easeIn"}}"#).animation,
            .curve(.easeIn, duration: 0.3))
        XCTAssertEqual(Scenario.defaultName(forFile: "a/b.c/x.y.json"), "x.y")
        XCTAssertEqual(Scenario.defaultName(forFile: ""), "scenario")
    }

    func testFullScenario() throws {
        let scenario = try decode(
            #"""
            {"name": "Maps", "device": {"width": 375, "height": 667, "scale": 3}, "style": "rigid",
             "notches": [{"fraction": 0.1}, 300, {"fraction": 1}], "reachable": [2, 0], "initialNotch": 1,
             "dragArea": "anywhere",
             "scrollView": {"rows": 0, "rowHeight": 60, "headerHeight": 0, "bounces": false,
                            "alwaysBounceVertical": false, "decelerationRate": "fast"},
             "translationFunction": {"kind": "clamp"},
             "targetPolicy": {"kind": "rushingForward", "minimumVelocity": 0, "minimumDuration": 0.25},
             "animation": {"kind": "spring", "response": 0.5, "damping": 0.8, "minimumDamping": 0.5,
                           "minimumVelocityConsidered": 10, "maximumVelocityConsidered": 20, "mass": 2},
             "preset": "reference"}
            """#)
        XCTAssertEqual(
            scenario,
            Scenario(
                name: "Maps", device: DeviceSize(width: 375, height: 667, scale: 3), style: .rigid,
                notches: [.fraction(0.1), .points(300), .fraction(1)], reachable: [2, 0], initialNotch: 1,
                dragArea: .anywhere,
                scrollView: TableSpec(
                    rows: 0, rowHeight: 60, headerHeight: 0, bounces: false,
                    alwaysBounceVertical: false, decelerationRate: 0.99),
                translationFunction: .clamp, targetPolicy: .rushingForward(minimumVelocity: 0, minimumDuration: 0.25),
                animation: .spring(
                    response: 0.5, damping: 0.8, minimumDamping: 0.5, minimumVelocityConsidered: 10,
                    maximumVelocityConsidered: 20, mass: 2),
                preset: .reference))
    }

    func testWholeFileErrors() {
        XCTAssertEqual(
            FileTestSupport.formatError { try Scenario.decode([], file: "x.json") }?.description,
            "x.json: file is empty")
        assertError("[1]", "scenes/maps.json: expected an object, found an array")
        assertError(
            "{\"notches\": [1,]}",
            "scenes/maps.json: line 1, column 16: expected a value after ',' in an array, found ']' (trailing commas are not allowed)")
        assertError(
            "{\"notches\": [NaN]}",
            "scenes/maps.json: line 1, column 14: expected a value or ']' in an array, found 'NaN' (NaN and Infinity are not allowed in JSON)"
        )
        assertError("{\"notches\": [1e999]}", "scenes/maps.json: line 1, column 14: number 1e999 is out of range")
        assertError("{\"notches\": [], \"notches\": []}", "scenes/maps.json: line 1, column 17: duplicate key \"notches\" in an object")
        let deep = "{\"notches\": [], \"name\": " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}"
        assertError(deep, "scenes/maps.json: line 1, column 152: arrays and objects are nested more than 128 levels deep")
    }

    func testBinaryGarbageGivesAClearError() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let data = (0..<Int.random(in: 1...256, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let error = FileTestSupport.formatError { try Scenario.decode(data, file: "junk.bin") }
            XCTAssertNotNil(error)
            XCTAssertEqual(error?.file, "junk.bin")
            XCTAssertTrue(error?.description.hasPrefix("junk.bin: ") ?? false)
        }
    }

    func testFieldErrors() {
        let cases: [(String, String)] = [
            (#"{}"#, "field `notches`: missing (expected an array of notch heights)"),
            (#"{"notches": 3}"#, "field `notches`: expected an array, found 3"),
            (#"{"notches": []}"#, "field `notches`: expected at least one notch height, found an empty array"),
            (
                #"{"notches": [100], "colour": 1}"#,
                "field `colour`: unknown field (expected one of: name, device, style, notches, reachable, initialNotch, dragArea, scrollView, translationFunction, targetPolicy, animation, preset, scene, referenceQuirks)"
            ),
            (
                #"{"notches": [1, "abc"]}"#,
                "field `notches[1]`: expected a number of points ≥ 0, {\"points\": p}, {\"fraction\": f} or {\"belowTop\": p}, found \"abc\""
            ),
            (#"{"notches": [-1]}"#, "field `notches[0]`: expected a finite number ≥ 0, found -1"),
            (#"{"notches": [0, {"fraction": 1.5}]}"#, "field `notches[1].fraction`: expected a finite number between 0 and 1, found 1.5"),
            (
                #"{"notches": [{"fraction": "half"}]}"#,
                "field `notches[0].fraction`: expected a finite number between 0 and 1, found \"half\""
            ),
            (
                #"{"notches": [{"fraction": 0.5, "points": 3}]}"#,
                "field `notches[0]`: expected exactly one of points, fraction, belowTop, found 2 fields"
            ),
            (#"{"notches": [{"percent": 5}]}"#, "field `notches[0].percent`: unknown field (expected one of: points, fraction, belowTop)"),
            (
                "{\"notches\": [" + Array(repeating: "1", count: 65).joined(separator: ",") + "]}",
                "field `notches`: expected at most 64 notches, found 65"
            ),
            (#"{"notches": [100], "name": ""}"#, "field `name`: expected a non-empty string of at most 200 characters, found \"\""),
            (
                #"{"notches": [100], "device": {"width": 390}}"#,
                "field `device.height`: missing (expected a finite number > 0 and ≤ 100000)"
            ),
            (
                #"{"notches": [100], "device": {"width": 0, "height": 1}}"#,
                "field `device.width`: expected a finite number > 0 and ≤ 100000, found 0"
            ),
            (
                #"{"notches": [100], "device": {"width": 1, "height": 1, "scale": 5}}"#,
                "field `device.scale`: expected a finite number between 1 and 4, found 5"
            ),
            (
                #"{"notches": [100], "device": {"width": 1, "height": 1, "depth": 5}}"#,
                "field `device.depth`: unknown field (expected one of: width, height, scale, safeArea)"
            ),
            (
                #"{"notches": [100], "device": {"width": 390, "height": 844, "safeArea": {"bottom": 900}}}"#,
                "field `device.safeArea.bottom`: expected a finite number between 0 and 844, found 900"
            ),
            (
                #"{"notches": [100], "device": {"width": 390, "height": 844, "safeArea": {"notch": 47}}}"#,
                "field `device.safeArea.notch`: unknown field (expected one of: top, left, bottom, right)"
            ),
            (#"{"notches": [100], "device": [390, 844]}"#, "field `device`: expected an object, found an array"),
            (
                #"{"notches": [100], "style": "floating"}"#,
                "field `style`: expected one of flexibleHeight, rigid, expandableHeight, found \"floating\""
            ),
            (#"{"notches": [100], "dragArea": "top"}"#, "field `dragArea`: expected one of header, overlay, anywhere, found \"top\""),
            (#"{"notches": [100], "dragArea": true}"#, "field `dragArea`: expected one of header, overlay, anywhere, found true"),
            (#"{"notches": [1, 2], "reachable": [0, 2]}"#, "field `reachable[1]`: expected an integer between 0 and 1, found 2"),
            (#"{"notches": [1, 2], "reachable": [0.5]}"#, "field `reachable[0]`: expected an integer between 0 and 1, found 0.5"),
            (#"{"notches": [1, 2], "reachable": [1, 1]}"#, "field `reachable[1]`: duplicate notch index 1"),
            (#"{"notches": [1, 2], "initialNotch": 2}"#, "field `initialNotch`: expected an integer between 0 and 1, found 2"),
            (#"{"notches": [100], "initialNotch": 1}"#, "field `initialNotch`: expected an integer between 0 and 0, found 1"),
            (
                #"{"notches": [100], "scrollView": {"rows": -1}}"#,
                "field `scrollView.rows`: expected an integer between 0 and 10000000, found -1"
            ),
            (
                #"{"notches": [100], "scrollView": {"rowHeight": 0}}"#,
                "field `scrollView.rowHeight`: expected a finite number > 0 and ≤ 10000, found 0"
            ),
            (#"{"notches": [100], "scrollView": {"bounces": "yes"}}"#, "field `scrollView.bounces`: expected true or false, found \"yes\""),
            (
                #"{"notches": [100], "scrollView": {"decelerationRate": 1}}"#,
                "field `scrollView.decelerationRate`: expected \"normal\", \"fast\" or a finite number > 0 and < 1, found 1"
            ),
            (
                #"{"notches": [100], "translationFunction": {"factor": 1}}"#,
                "field `translationFunction.kind`: missing (expected one of rubberBand, clamp)"
            ),
            (
                #"{"notches": [100], "translationFunction": {"kind": "linear"}}"#,
                "field `translationFunction.kind`: expected one of rubberBand, clamp, found \"linear\""
            ),
            (
                #"{"notches": [100], "translationFunction": {"kind": "clamp", "factor": 1}}"#,
                "field `translationFunction.factor`: unknown field (expected one of: kind)"
            ),
            (
                #"{"notches": [100], "translationFunction": {"kind": "rubberBand", "factor": -0.1}}"#,
                "field `translationFunction.factor`: expected a finite number ≥ 0, found -0.1"
            ),
            (
                #"{"notches": [100], "targetPolicy": {"kind": "rushingForward", "minimumVelocity": "fast"}}"#,
                "field `targetPolicy.minimumVelocity`: expected a finite number ≥ 0, found \"fast\""
            ),
            (
                #"{"notches": [100], "animation": {"kind": "spring", "response": 0}}"#,
                "field `animation.response`: expected a finite number > 0, found 0"
            ),
            (
                #"{"notches": [100], "animation": {"kind": "spring", "mass": 0}}"#,
                "field `animation.mass`: expected a finite number > 0, found 0"
            ),
            (
                #"{"notches": [100], "animation": {"kind": "spring", "maximumVelocityConsidered": 100}}"#,
                "field `animation.maximumVelocityConsidered`: expected a finite number > 150 (more than minimumVelocityConsidered), found 100"
            ),
            (
                #"{"notches": [100], "animation": {"kind": "spring", "minimumVelocityConsidered": 5000}}"#,
                "field `animation.minimumVelocityConsidered`: expected a finite number < 3000 (the default maximumVelocityConsidered), found 5000"
            ),
            (
                #"{"notches": [100], "animation": {"kind": "curve", "curve": "bounce"}}"#,
                "field `animation.curve`: expected one of linear, easeIn, easeOut, easeInOut, found \"bounce\""
            ),
            (
                #"{"notches": [100], "animation": {"kind": "curve"}}"#,
                "field `animation.curve`: missing (expected one of linear, easeIn, easeOut, easeInOut)"
            ),
            (
                #"{"notches": [100], "animation": {"kind": "curve", "curve": "linear", "duration": 61}}"#,
                "field `animation.duration`: expected a finite number > 0 and ≤ 60, found 61"
            ),
            (
                #"{"notches": [100], "animation": {"kind": "curve", "curve": "linear", "mass": 1}}"#,
                "field `animation.mass`: unknown field (expected one of: kind, curve, duration)"
            ),
            (#"{"notches": [100], "animation": "spring"}"#, "field `animation`: expected an object with a \"kind\", found \"spring\""),
            (
                #"{"notches": [100], "preset": "springy"}"#,
                "field `preset`: preset \"springy\" is not a preset; known: reference, fluid, floatingpanel, pulley, sheet"
            ),
        ]
        for (text, expected) in cases {
            let error = FileTestSupport.formatError { try decode(text) }
            XCTAssertEqual(error?.description, "scenes/maps.json: " + expected, "for \(text)")
        }
    }

    func testLoadReadsFilesAndReportsProblems() throws {
        let directory = try FileTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/drawer.json"
        try Data("{\"notches\": [200]}".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try Scenario.load(path: path).name, "drawer")

        XCTAssertEqual(
            FileTestSupport.formatError { try Scenario.load(path: directory + "/none.json") }?.description,
            directory + "/none.json: file not found")
        XCTAssertEqual(
            FileTestSupport.formatError { try Scenario.load(path: directory) }?.description,
            directory + ": is a directory, not a file")
        let empty = directory + "/empty.json"
        try Data().write(to: URL(fileURLWithPath: empty))
        XCTAssertEqual(FileTestSupport.formatError { try Scenario.load(path: empty) }?.description, empty + ": file is empty")
        let big = directory + "/big.json"
        try Data(repeating: 0x20, count: 5 * 1_048_576).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(
            FileTestSupport.formatError { try Scenario.load(path: big) }?.description,
            big + ": file is 5.0 MB; the limit is 4 MB")
    }

    func testSizeFormatting() {
        XCTAssertEqual(FileFormatError.formatSize(50 * 1_048_576, exact: false), "50.0 MB")
        XCTAssertEqual(FileFormatError.formatSize(32 * 1_048_576, exact: true), "32 MB")
        XCTAssertEqual(FileFormatError.formatSize(1_572_864, exact: true), "1.5 MB")
        XCTAssertEqual(FileFormatError.formatSize(100, exact: true), "100 bytes")
        XCTAssertEqual(FileFormatError(file: "f", message: "m").description, "f: m")
        XCTAssertEqual(FileFormatError(file: "f", field: "a[1].b", message: "m").description, "f: field `a[1].b`: m")
    }

    func testEncodeRoundTrips() throws {
        let scenarios = [
            Scenario(notches: [.points(100)]),
            Scenario(
                name: "Full \"quoted\" é", device: DeviceSize(width: 375.5, height: 667, scale: 3), style: .flexibleHeight,
                notches: [.fraction(0.1), .points(300.25), .fraction(1), .points(0)], reachable: [3, 1], initialNotch: 2,
                dragArea: .anywhere,
                scrollView: TableSpec(
                    rows: 10_000_000, rowHeight: 0.1, headerHeight: 0, bounces: false,
                    alwaysBounceVertical: false, decelerationRate: 0.9),
                translationFunction: .rubberBand(factor: 0.123456789, bouncesAtMaximumHeight: false, bouncesAtMinimumHeight: true),
                targetPolicy: .rushingForward(minimumVelocity: 1e-7, minimumDuration: 0),
                animation: .spring(
                    response: 0.3, damping: 0.7, minimumDamping: 1, minimumVelocityConsidered: 0,
                    maximumVelocityConsidered: 1e9, mass: 1),
                preset: .floatingPanel, referenceQuirks: true),
            Scenario(name: "notch", device: DeviceSize(safeArea: DeviceSafeArea(top: 47, bottom: 34)), notches: [.points(1)]),
            Scenario(
                name: "curve", notches: [.points(1)], scrollView: TableSpec(decelerationRate: 0.99),
                translationFunction: .clamp, animation: .curve(.easeInOut, duration: 60)),
        ]
        for scenario in scenarios {
            let text = scenario.encodeJSON()
            XCTAssertEqual(try Scenario.decode(FileTestSupport.bytes(text), file: "x.json"), scenario, text)
        }
        XCTAssertTrue(scenarios[3].encodeJSON().contains("\"decelerationRate\": \"fast\""))
        XCTAssertTrue(scenarios[2].encodeJSON().contains("\"safeArea\": {"))
        XCTAssertFalse(scenarios[0].encodeJSON().contains("safeArea"), "written only when there are insets")
        XCTAssertTrue(scenarios[1].encodeJSON().contains("\"preset\": \"floatingpanel\""), "the file format's name")
        XCTAssertTrue(scenarios[1].encodeJSON().contains("\"referenceQuirks\": true"))
        XCTAssertFalse(scenarios[0].encodeJSON().contains("referenceQuirks"), "written only when on")
        XCTAssertTrue(scenarios[0].encodeJSON().hasPrefix("{\n  \"name\": \"scenario\",\n  \"device\": {\n    \"width\": 390,"))
    }
}
