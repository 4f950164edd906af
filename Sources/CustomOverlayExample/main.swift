import Foundation
import OverlayApp

// A custom overlay written the way an iOS developer writes one (TrailsViewController.swift and its neighbours),
// hosted in OverlaySim's window with its pacing, HUD (H), screenshots (S), recordings (R) and tuning panel (T).
//
//   swift run CustomOverlayExample                      opens the window
//   swift run CustomOverlayExample --shot trails.png    renders the first frame headless (no display needed)
//   swift run CustomOverlayExample --record take.json   records the session; then
//   swift run CustomOverlayExample --simulate take.json replays it headless and prints the frame log
//   swift run CustomOverlayExample --help               lists every option
OverlayWindow(title: "Trails", size: CGSize(width: 390, height: 844), scale: 2)
    .main(rootViewController: TrailsViewController(), inspecting: \.container)
