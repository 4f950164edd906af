import Foundation

extension View {
    /// The gesture recognizers attached to this view; they see touches that start on it or its descendants.
    public var gestureRecognizers: [GestureRecognizer] { recognizerList }

    /// Attaches a recognizer (moving it from its previous view, if any).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        var list = takeOut(&recognizerList)
        list.append(recognizer)
        swap(&list, &recognizerList)
        recognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        var list = takeOut(&recognizerList)
        list.removeAll { $0 === recognizer }
        swap(&list, &recognizerList)
        if recognizer.view === self { recognizer.view = nil }
    }
}
