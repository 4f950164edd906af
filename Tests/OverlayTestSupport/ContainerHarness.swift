import Foundation
import OverlayContainer
import OverlayRender
import OverlayUIKit
import XCTest

/// A delegate with settable notches and reachability that records every callback in order.
public final class RecordingDelegate: OverlayContainerViewControllerDelegate {
    /// Notch heights as a function of the available space.
    public var notches: (CGFloat) -> [CGFloat]
    public var reachable: (Int) -> Bool = { _ in true }
    public var translationFunction: OverlayTranslationFunction?
    public var transitioning: OverlayTransitioningDelegate?
    public var dragArea: ((CGPoint, CoordinateSpace) -> Bool)?
    public var log: [String] = []
    public var coordinators: [OverlayContainerTransitionCoordinator] = []
    public var onWillTranslate: ((OverlayContainerTransitionCoordinator) -> Void)?
    public var onWillEndDragging: ((CGPoint) -> Void)?
    public var heightQueries = 0
    public weak var scrollView: ScrollView?

    public init(notches: @escaping (CGFloat) -> [CGFloat]) {
        self.notches = notches
    }

    public convenience init(heights: [CGFloat]) {
        self.init(notches: { _ in heights })
    }

    public func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        notches(containerViewController.view.bounds.height).count
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat)
        -> CGFloat
    {
        heightQueries += 1
        return notches(availableSpace)[index]
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, scrollViewDrivingOverlay o: ViewController)
        -> ScrollView?
    {
        scrollView
    }

    public func overlayContainerViewController(
        _ c: OverlayContainerViewController, canReachNotchAt index: Int, forOverlay o: ViewController
    ) -> Bool {
        reachable(index)
    }

    public func overlayContainerViewController(
        _ c: OverlayContainerViewController, shouldStartDraggingOverlay o: ViewController, at point: CGPoint, in space: CoordinateSpace
    ) -> Bool {
        if let dragArea = dragArea { return dragArea(point, space) }
        let view = o.view
        return view.bounds.contains(space.convert(point, to: view))
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, willStartDraggingOverlay o: ViewController) {
        log.append("willStartDragging")
    }

    public func overlayContainerViewController(
        _ c: OverlayContainerViewController, willEndDraggingOverlay o: ViewController, atVelocity velocity: CGPoint
    ) {
        log.append("willEndDragging:\(Int(velocity.y))")
        onWillEndDragging?(velocity)
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, willMoveOverlay o: ViewController, toNotchAt index: Int)
    {
        log.append("willMove:\(index)")
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, didMoveOverlay o: ViewController, toNotchAt index: Int)
    {
        log.append("didMove:\(index)")
    }

    public func overlayContainerViewController(
        _ c: OverlayContainerViewController, willTranslateOverlay o: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        log.append(
            transitionCoordinator.isAnimated
                ? "willTranslate(animated)" : transitionCoordinator.isDragging ? "willTranslate(drag)" : "willTranslate")
        coordinators.append(transitionCoordinator)
        onWillTranslate?(transitionCoordinator)
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, overlayTranslationFunctionForOverlay o: ViewController)
        -> OverlayTranslationFunction?
    {
        translationFunction
    }

    public func overlayContainerViewController(_ c: OverlayContainerViewController, transitioningDelegateForOverlay o: ViewController)
        -> OverlayTransitioningDelegate?
    {
        transitioning
    }
}

/// A container of `size` with one overlay view controller, laid out once (so it rests on notch 0).
public final class Harness {
    public let container: OverlayContainerViewController
    public let delegate: RecordingDelegate
    public let overlay = ViewController()

    public init(
        heights: [CGFloat], style: OverlayContainerViewController.OverlayStyle = .expandableHeight,
        size: CGSize = CGSize(width: 390, height: 844), ground: [ViewController] = []
    ) {
        delegate = RecordingDelegate(heights: heights)
        container = OverlayContainerViewController(style: style)
        container.delegate = delegate
        container.viewControllers = ground + [overlay]
        container.view.frame = CGRect(origin: .zero, size: size)
        container.layoutIfNeeded()
        delegate.log.removeAll()
        delegate.coordinators.removeAll()
    }

    public init(
        delegate: RecordingDelegate, style: OverlayContainerViewController.OverlayStyle = .expandableHeight,
        size: CGSize = CGSize(width: 390, height: 844)
    ) {
        self.delegate = delegate
        container = OverlayContainerViewController(style: style)
        container.delegate = delegate
        container.viewControllers = [overlay]
        container.view.frame = CGRect(origin: .zero, size: size)
        container.layoutIfNeeded()
        delegate.log.removeAll()
        delegate.coordinators.removeAll()
    }

    public var pan: OverlayPanDriver { container.panDriver! }

    /// Runs frames of 1/60 s for `seconds`.
    public func run(seconds: Double, hz: Double = 60) {
        let steps = Int((seconds * hz).rounded())
        for _ in 0..<steps { container.tick(1 / hz) }
    }

    /// A pan that starts on the overlay's top edge and moves the finger by each offset in turn (points, y down).
    public func drag(offsets: [CGFloat], velocity: CGFloat, at start: CGPoint? = nil) {
        let location = start ?? CGPoint(x: 100, y: container.view.bounds.height - container.translationHeight + 10)
        pan.gestureBegan(startingLocation: location, translation: CGPoint(x: 0, y: offsets.first ?? 0))
        for offset in offsets.dropFirst() {
            pan.gestureChanged(translation: CGPoint(x: 0, y: offset))
        }
        pan.gestureEnded(velocity: CGPoint(x: 0, y: velocity))
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertClose(
    _ a: CGFloat, _ b: CGFloat, accuracy: CGFloat = 1e-9, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(Double(a), Double(b), accuracy: Double(accuracy), message, file: file, line: line)
}
