import Foundation
import OverlayUIKit

/// Builds the recognizers that dismiss a shown view: the view's dismiss gesture on its content (a built-in one,
/// or the user's own with its condition), and a tap on its background when `tapToDismiss` is on. Each dismisses
/// through the view's handle, so a recognizer that outlives its view does nothing.
enum ContainerDismissGestures {
    /// The recognizer for the view's dismiss gesture, or nil for `.disabled`.
    static func recognizer(for view: ContainerView) -> GestureRecognizer? {
        let recognizer: GestureRecognizer
        switch view.configuration.dismissGesture {
        case .disabled: return nil
        case .tap: recognizer = TapGestureRecognizer()
        case .doubleTap: recognizer = DoubleTapGestureRecognizer()
        case .longPress(let seconds): recognizer = LongPressGestureRecognizer(minimumDuration: seconds)
        case .swipeUp: recognizer = SwipeGestureRecognizer(direction: .up)
        case .swipeDown: recognizer = SwipeGestureRecognizer(direction: .down)
        case .swipeLeft: recognizer = SwipeGestureRecognizer(direction: .left)
        case .swipeRight: recognizer = SwipeGestureRecognizer(direction: .right)
        case .custom(let gesture):
            let recognizer = gesture.makeRecognizer()
            let handle = view.handle
            recognizer.addTarget { recognizer in
                if gesture.dismisses(recognizer) { handle.dismiss(animated: true) }
            }
            return recognizer
        }
        return dismissing(view, with: recognizer)
    }

    /// A tap recognizer for the view's background.
    static func tapRecognizer(for view: ContainerView) -> GestureRecognizer {
        dismissing(view, with: TapGestureRecognizer())
    }

    private static func dismissing(_ view: ContainerView, with recognizer: GestureRecognizer) -> GestureRecognizer {
        let handle = view.handle
        recognizer.addTarget { recognizer in
            if recognizer.state == .ended { handle.dismiss(animated: true) }
        }
        return recognizer
    }
}
