import Foundation
import OverlayContainerManager
import OverlayDrawing
import OverlayUIKit
import XCTest

@testable import OverlaySimulation

/// What the container settings of SwiftUIOverlayContainer parity draw: the clip of a `clipped` container, a blur
/// background's wash, a user's background view, a coloured shadow, and the z order of `displayOrder`.
final class ContainerManagerDrawListTests: XCTestCase {
    private let root = ViewController()
    private let manager = ContainerManager()
    private lazy var simulation = Simulation(root: root, size: CGSize(width: 400, height: 800), stepsPerSecond: 60)

    private func draw() -> [DrawCommand] {
        ViewTreeDrawer().drawList(simulation, scale: 1).commands
    }

    private func content(_ color: RGBAColor) -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = color
        return view
    }

    private static func drawColor(_ color: RGBAColor) -> DrawColor {
        DrawColor(
            red: DrawColor.channel(color.red), green: DrawColor.channel(color.green), blue: DrawColor.channel(color.blue),
            alpha: DrawColor.channel(color.alpha))
    }

    func testAClippedContainerClipsAViewMovingInFromOutsideIt() {
        _ = simulation
        let card = View(frame: CGRect(x: 50, y: 100, width: 200, height: 300))
        root.view.addSubview(card)
        var configuration = ContainerConfiguration(clipped: true)
        configuration.transition = .move(edge: .top)
        configuration.animation = .timingCurve(.linear, duration: 0.2)
        manager.registerContainer(named: "card", configuration: configuration, attachedTo: .view(card))
        configuration.clipped = false
        manager.registerContainer(named: "loose", configuration: configuration, attachedTo: .view(card))
        for name in ["card", "loose"] {
            manager.show(view: content(.white), in: name, using: ContainerViewConfiguration(alignment: .top))
        }
        manager.advance(by: 0.1)  // half way: 25 of its 50 pt above the card
        let commands = draw()
        let cardClip = DrawCommand.pushClip(DrawRect(x: 50, y: 100, width: 200, height: 300))
        let viewFill = DrawCommand.fill(DrawRect(x: 100, y: 75, width: 100, height: 50), .white)
        XCTAssertEqual(commands.filter { $0 == cardClip }.count, 1, "only the clipped container clips")
        let clip = try! XCTUnwrap(commands.firstIndex(of: cardClip))
        let fills = commands.indices.filter { commands[$0] == viewFill }
        XCTAssertEqual(fills.count, 2)
        XCTAssertEqual(commands[clip + 1], viewFill, "the clipped container's view is drawn inside the clip")
        XCTAssertEqual(commands[clip + 2], .popClip)
        XCTAssertGreaterThan(fills[1], clip + 2, "the other one after the clip ends")
    }

    func testBlurAndCustomBackgroundsAndAColouredShadowAreDrawn() {
        _ = simulation
        manager.registerContainer(
            named: "main", configuration: ContainerConfiguration(bgIgnoresSafeArea: .all), attachedTo: .window(root: root.view))
        let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let green = RGBAColor(red: 0, green: 0.5, blue: 0, alpha: 0.4)
        manager.show(
            view: content(.white), in: "main",
            using: ContainerViewConfiguration(
                alignment: .top, backgroundStyle: .blur(.regular), shadowStyle: .custom(color: red, radius: 6, x: 2, y: 4)),
            animated: false)
        manager.show(
            view: content(.white), in: "main",
            using: ContainerViewConfiguration(
                alignment: .bottom,
                backgroundStyle: .view {
                    let view = View()
                    view.backgroundColor = RGBAColor(red: 0, green: 0.5, blue: 0, alpha: 0.4)
                    return view
                }),
            animated: false)
        let commands = draw()
        let wash = DrawCommand.fill(
            DrawRect(x: 0, y: 0, width: 400, height: 800), Self.drawColor(RGBAColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 0.65)))
        let shadow = DrawCommand.shadow(
            DrawRect(x: 150, y: 0, width: 100, height: 50), .zero, color: Self.drawColor(red), radius: 6, dx: 2, dy: 4)
        let custom = DrawCommand.fill(DrawRect(x: 0, y: 0, width: 400, height: 800), Self.drawColor(green))
        let order = [wash, shadow, custom].map { commands.firstIndex(of: $0) }
        XCTAssertFalse(order.contains(nil), "\(order)")
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "wash, then the view's shadow, then the next background")
    }

    func testDescendingOrderDrawsTheOldestViewLast() {
        _ = simulation
        manager.registerContainer(
            named: "main", configuration: ContainerConfiguration(displayOrder: .descending), attachedTo: .window(root: root.view))
        let old = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), new = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)
        manager.show(view: content(old), in: "main", animated: false)
        manager.show(view: content(new), in: "main", animated: false)
        let commands = draw()
        let centre = DrawRect(x: 150, y: 375, width: 100, height: 50)
        let oldIndex = try! XCTUnwrap(commands.firstIndex(of: .fill(centre, Self.drawColor(old))))
        let newIndex = try! XCTUnwrap(commands.firstIndex(of: .fill(centre, Self.drawColor(new))))
        XCTAssertGreaterThan(oldIndex, newIndex, "the older view is drawn over the newer one")
    }
}
