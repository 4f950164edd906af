// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "OverlaySim",
    products: [
        .library(name: "OverlayPhysics", targets: ["OverlayPhysics"]),
        .library(name: "OverlayCore", targets: ["OverlayCore"]),
        .library(name: "OverlayDrawing", targets: ["OverlayDrawing"]),
        .library(name: "OverlayScenes", targets: ["OverlayScenes"]),
        .library(name: "OverlaySDL", targets: ["OverlaySDL"]),
        .executable(name: "overlay-sim", targets: ["overlay-sim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure maths: springs, decay, rubber band, velocity tracking, fixed-step clock. No dependencies.
        .target(name: "OverlayPhysics"),
        // The reference behaviour of OverlayContainer on a minimal view tree. No SDL.
        .target(name: "OverlayCore", dependencies: ["OverlayPhysics"]),
        // Draw lists: plain values describing a frame (rects, rounded rects, shadows, text). No SDL.
        .target(name: "OverlayDrawing"),
        // Built-in scenes, scenario and trace files, the fixed-step simulation, its frame log and draw lists. No SDL.
        .target(name: "OverlayScenes", dependencies: ["OverlayCore", "OverlayPhysics", "OverlayDrawing"]),
        // The only modules that see SDL: a system-library wrapper and the renderer/window host above it.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // giflib, for the animated GIFs of `overlay-sim film` (no pkg-config file on Debian: header in /usr/include).
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .target(name: "OverlaySDL", dependencies: ["CSDL2", "CGIF", "OverlayDrawing", "OverlayScenes"]),
        .executableTarget(
            name: "overlay-sim",
            dependencies: [
                "OverlayCore",
                "OverlayDrawing",
                "OverlayScenes",
                "OverlaySDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "OverlayPhysicsTests", dependencies: ["OverlayPhysics"]),
        .testTarget(name: "OverlayCoreTests", dependencies: ["OverlayCore"]),
        .testTarget(name: "OverlayScenesTests", dependencies: ["OverlayScenes"], exclude: ["Corpus"]),
        .testTarget(name: "OverlaySDLTests", dependencies: ["OverlaySDL", "OverlayDrawing"]),
        .testTarget(
            name: "OverlayRenderTests",
            dependencies: ["OverlaySDL", "OverlayScenes", "CGIF"],
            exclude: ["Goldens"]
        ),
    ]
)
