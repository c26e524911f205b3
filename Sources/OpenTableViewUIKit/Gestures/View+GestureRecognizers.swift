import Foundation

extension View {
    /// Attaches `recognizer` here, detaching it from the view it was on.
    func attachGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.detachGestureRecognizer(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.view = self
        noteGestureRecognizersInSubtree()
    }

    /// Detaches `recognizer` when it is attached here.
    func detachGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}

extension View {
    /// Offers a one-finger tap at `point` (in this view's coordinates) to the recognizers, as a
    /// real tap reaches them before the view handles its touches. Returns whether a recognizer
    /// recognized it and cancels the touches in the view, so the view must not act on the tap.
    /// For views that handle touches themselves (the table's row selection).
    package func offerTapToGestureRecognizers(at point: CGPoint) -> Bool {
        GestureArena.perform(SimulatedGesture(.tap(count: 1), touchCount: 1), at: point, in: self)
    }
}
