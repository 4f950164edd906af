// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "OverlaySim",
    products: [
        .library(name: "OverlayPhysics", targets: ["OverlayPhysics"]),
        .library(name: "OverlayUIKit", targets: ["OverlayUIKit"]),
        .library(name: "OverlayContainer", targets: ["OverlayContainer"]),
        .library(name: "OverlayPresets", targets: ["OverlayPresets"]),
        .library(name: "OverlayContainerManager", targets: ["OverlayContainerManager"]),
        .library(name: "OverlayDrawing", targets: ["OverlayDrawing"]),
        .library(name: "OverlayFiles", targets: ["OverlayFiles"]),
        .library(name: "OverlayRecordings", targets: ["OverlayRecordings"]),
        .library(name: "OverlaySimulation", targets: ["OverlaySimulation"]),
        .library(name: "OverlayScenes", targets: ["OverlayScenes"]),
        .library(name: "OverlayLab", targets: ["OverlayLab"]),
        .library(name: "OverlayRender", targets: ["OverlayRender"]),
        .library(name: "OverlayApp", targets: ["OverlayApp"]),
        .library(name: "OverlayCheck", targets: ["OverlayCheck"]),
        .library(name: "OverlaySnapshotTesting", targets: ["OverlaySnapshotTesting"]),
        .executable(name: "overlay-sim", targets: ["overlay-sim"]),
        .executable(name: "CustomOverlayExample", targets: ["CustomOverlayExample"]),
        .executable(name: "overlay-sim-bench", targets: ["overlay-sim-bench"]),
    ],
    // Off by default: a package that uses only the UIKit stand-in, the container or the simulation resolves neither
    // swift-snapshot-testing nor what it brings (swift-syntax, swift-custom-dump, xctest-dynamic-overlay). Enable
    // it to use OverlaySnapshotTesting: `.package(url: …, from: …, traits: ["SnapshotTesting"])`. This package's
    // own scripts build with it (`--traits SnapshotTesting`).
    traits: [
        .trait(name: "SnapshotTesting", description: "OverlaySnapshotTesting's swift-snapshot-testing strategies")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // OverlaySnapshotTesting's strategies are written on its `Snapshotting` and `Diffing` (the trait above).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation` (scripts/docs): the DocC catalogs under each module's folder.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // YAML (libyaml underneath) for libinput recordings; 6.x has libyaml's nesting limit and rejects duplicate keys.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Pure maths: springs, decay, rubber bands, velocity tracking, the fixed-step clock. Only the C library.
        .target(name: "OverlayPhysics"),
        // The UIKit stand-in: views, scroll and table views, gestures and the touch router, view animation,
        // modal presentation; views draw their own content as draw-list commands (`View.draw(in:)`).
        .target(name: "OverlayUIKit", dependencies: ["OverlayPhysics", "OverlayDrawing"]),
        // The reference OverlayContainer: container, delegate, translation controller, drivers, transition
        // coordinator and contexts, policies, animation controllers, sheet presentation.
        .target(name: "OverlayContainer", dependencies: ["OverlayUIKit", "OverlayPhysics"]),
        // Fluid and peer behaviours, built only on the container's public extension points.
        .target(name: "OverlayPresets", dependencies: ["OverlayContainer", "OverlayUIKit", "OverlayPhysics"]),
        // The SwiftUIOverlayContainer model: named containers, queues, display types, dismiss gestures.
        .target(name: "OverlayContainerManager", dependencies: ["OverlayUIKit", "OverlayPhysics"]),
        // Draw lists: plain values describing a frame. No dependencies.
        .target(name: "OverlayDrawing"),
        // The strict JSON reader and writer; scenario, trace and case files as plain values (no container types).
        // The async-signal-safe handler behind OverlayFiles' SignalWaiter (C: a Swift closure may call into the runtime).
        .target(name: "CSignalRelay"),
        .target(name: "OverlayFiles", dependencies: ["CSignalRelay"]),
        // Touchscreen recordings → traces: `libinput record` files (YAML, through Yams).
        .target(name: "OverlayRecordings", dependencies: ["OverlayFiles", .product(name: "Yams", package: "Yams")]),
        // What users' code and tests import: the fixed-step simulation of any root view controller, its frame
        // records and frame log, the view-tree drawer, live tuning. No built-in scene types, no SDL.
        .target(
            name: "OverlaySimulation",
            dependencies: [
                "OverlayFiles", "OverlayContainer", "OverlayPresets", "OverlayContainerManager", "OverlayUIKit",
                "OverlayPhysics", "OverlayDrawing",
            ]
        ),
        // The built-in scenes, written with the same public API a user has; their view types are internal.
        .target(
            name: "OverlayScenes",
            dependencies: [
                "OverlaySimulation", "OverlayFiles", "OverlayContainer", "OverlayPresets", "OverlayContainerManager",
                "OverlayUIKit", "OverlayPhysics", "OverlayDrawing",
            ]
        ),
        // The lab: trajectory charts, the HUD's live chart, decision maps, the integrator comparison.
        .target(
            name: "OverlayLab",
            dependencies: [
                "OverlayScenes", "OverlaySimulation", "OverlayFiles", "OverlayContainer", "OverlayPresets",
                "OverlayUIKit", "OverlayPhysics", "OverlayDrawing",
            ]
        ),
        // SDL2 and giflib as system libraries; only OverlayRender and OverlayApp import them.
        // No pkgConfig: the shim includes <SDL2/…> headers directly (see Sources/CSDL2/shim.h).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // giflib has no pkg-config file on Debian: the header is in /usr/include.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // libpng's header is in /usr/include too; its simplified API decodes goldens without SDL's surfaces.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        // libdeflate inflates a plain PNG's image data in one call, several times faster than zlib.
        .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"])]),
        // Draw list → SDL rasteriser, offscreen canvas, PNG and GIF files, image comparison.
        .target(name: "OverlayRender", dependencies: ["CSDL2", "CGIF", "CPNG", "CDeflate", "OverlayDrawing", "OverlayFiles"]),
        // Visual and trajectory regression of suites of cases: replay, compare, record, JUnit and HTML reports.
        .target(
            name: "OverlayCheck",
            dependencies: [
                "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayRender", "OverlayFiles", "OverlayRecordings", "OverlayPresets",
                "OverlayUIKit",
            ]
        ),
        // swift-snapshot-testing strategies for XCTest: scenes as PNG images and frame logs, compared our way.
        .target(
            name: "OverlaySnapshotTesting",
            dependencies: [
                "OverlayCheck", "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayRender", "OverlayFiles",
                snapshotTesting,
            ]
        ),
        // The window: an SDL loop over the SDL-free `WindowSession`; `OverlayWindow` hosts a user's root view controller.
        .target(
            name: "OverlayApp",
            dependencies: [
                "CSDL2", "OverlayRender", "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayFiles", "OverlayRecordings",
                "OverlayPresets",
                "OverlayDrawing",
                "OverlayUIKit", "OverlayContainer",
            ]),
        .executableTarget(
            name: "overlay-sim",
            dependencies: [
                "OverlayPhysics", "OverlayUIKit", "OverlayContainer", "OverlayPresets", "OverlayContainerManager",
                "OverlayDrawing", "OverlayFiles", "OverlayRecordings", "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayRender",
                "OverlayApp",
                "OverlayCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The window's performance figures, out of the shipping command line (it runs the `overlay-sim` built beside
        // it). The micro-benchmarks are in the Benchmarks package, a package of its own (ordo-one's harness).
        .executableTarget(
            name: "overlay-sim-bench",
            dependencies: [
                "OverlayFiles", "OverlayLab", "OverlayRender", "OverlayCheck", "OverlayApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // An example to copy: a custom overlay written as an iOS developer writes one, hosted by `OverlayWindow`
        // (no SDL in it). `--shot PATH` renders it headless (its golden), `--simulate TRACE` replays a take.
        .executableTarget(
            name: "CustomOverlayExample",
            dependencies: ["OverlayApp", "OverlayUIKit", "OverlayContainer", "OverlayDrawing"],
            resources: [.copy("Resources/trail-badge.png")]
        ),
        // What only tests use: recording delegates, the container harness, golden-image assertions.
        .target(
            name: "OverlayTestSupport",
            dependencies: [
                "OverlayContainer", "OverlayUIKit", "OverlayRender", "OverlayFiles",
                snapshotTesting,
            ],
            path: "Tests/OverlayTestSupport"
        ),
        .testTarget(name: "OverlayPhysicsTests", dependencies: ["OverlayPhysics"]),
        .testTarget(name: "OverlayUIKitTests", dependencies: ["OverlayUIKit", "OverlayPhysics", "OverlayDrawing"]),
        .testTarget(
            name: "OverlayContainerTests",
            dependencies: ["OverlayContainer", "OverlayUIKit", "OverlayPhysics", "OverlayTestSupport"]
        ),
        .testTarget(
            name: "OverlayPresetsTests",
            dependencies: ["OverlayPresets", "OverlayContainer", "OverlayUIKit", "OverlayPhysics", "OverlayTestSupport"]
        ),
        .testTarget(
            name: "OverlayContainerManagerTests",
            dependencies: ["OverlayContainerManager", "OverlayUIKit", "OverlayPhysics"]
        ),
        .testTarget(name: "OverlayFilesTests", dependencies: ["OverlayFiles", "OverlayTestSupport"]),
        .testTarget(name: "OverlayRecordingsTests", dependencies: ["OverlayRecordings", "OverlayFiles", "OverlayTestSupport"]),
        .testTarget(
            name: "OverlayScenesTests",
            dependencies: [
                "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayFiles", "OverlayRecordings", "OverlayContainer",
                "OverlayPresets",
                "OverlayContainerManager",
                "OverlayUIKit", "OverlayPhysics", "OverlayDrawing", "OverlayTestSupport",
            ]
        ),
        .testTarget(
            name: "OverlaySimulationTests",
            dependencies: [
                "OverlaySimulation", "OverlayScenes", "OverlayFiles", "OverlayRecordings", "OverlayContainer",
                "OverlayPresets", "OverlayContainerManager", "OverlayUIKit", "OverlayPhysics", "OverlayDrawing",
                "OverlayTestSupport",
            ]
        ),
        .testTarget(
            name: "OverlayRenderTests",
            dependencies: [
                "OverlayRender", "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayFiles", "OverlayRecordings", "OverlayPresets",
                "OverlayDrawing", "OverlayApp",
                "CGIF", "CDeflate",
                "OverlayTestSupport", "OverlaySnapshotTesting",
                snapshotTesting,
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "OverlayCheckTests",
            dependencies: [
                "OverlayCheck", "OverlayFiles", "OverlayRender", "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayTestSupport",
                "OverlaySnapshotTesting", snapshotTesting,
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "OverlayAppTests",
            dependencies: [
                "OverlayApp", "OverlayScenes", "OverlaySimulation", "OverlayLab", "OverlayFiles", "OverlayPresets", "OverlayDrawing",
                "OverlayRender",
                "OverlayTestSupport",
            ]
        ),
        .testTarget(name: "OverlaySimTests", dependencies: ["OverlayFiles", "OverlayTestSupport", "overlay-sim"], exclude: ["Corpus"]),
        // The reference's README snippets and example view controllers, written in our own words with only
        // mechanical replacements (UIViewController → ViewController, …): they must compile, and they run.
        .testTarget(name: "ReferenceSnippetsTests", dependencies: ["OverlayContainer", "OverlayUIKit"]),
        // Comments and DocC articles cite only what the repository contains.
        .testTarget(name: "DocumentationTests"),
    ]
)

/// swift-snapshot-testing, for the targets that use it when the SnapshotTesting trait is on.
var snapshotTesting: Target.Dependency {
    .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))
}

// The sanitizer runs of scripts/test run only the core suites (the physics, the UIKit stand-in, the container, the
// simulation and the scenes). With OVERLAYSIM_CORE_TESTS=1 the package declares only those suites and what they
// import, so a sanitized build compiles neither the window, the command lines nor the other suites: about half of
// the package, twice (thread and address). Nothing else sets it; users never see this shape.
if Context.environment["OVERLAYSIM_CORE_TESTS"] == "1" {
    let coreTests: Set = [
        "OverlayPhysicsTests", "OverlayUIKitTests", "OverlayContainerTests", "OverlaySimulationTests", "OverlayScenesTests",
    ]
    let needed = neededTargets(for: coreTests, in: package.targets)
    package.targets.removeAll { !needed.contains($0.name) }
    // Every product here is named after its one target.
    package.products.removeAll { !needed.contains($0.name) }
    package.dependencies.removeAll { dependency in
        if case .sourceControl(_, let location, _) = dependency.kind {
            // Yams reads recordings; swift-snapshot-testing stays declared for the test support's trait condition.
            return !["/Yams", "/swift-snapshot-testing"].contains { location.hasSuffix($0) }
        }
        return false
    }
}

/// The targets the given ones depend on, directly or not, by name within the package; the given ones included.
func neededTargets(for roots: Set<String>, in targets: [Target]) -> Set<String> {
    var needed = Set<String>()
    var pending = Array(roots)
    while let name = pending.popLast() {
        guard needed.insert(name).inserted, let target = targets.first(where: { $0.name == name }) else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    return needed
}
