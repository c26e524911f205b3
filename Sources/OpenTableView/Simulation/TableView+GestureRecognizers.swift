import Foundation

extension TableView {
    /// Offers a tap at the centre of the row at `indexPath` to the gesture recognizers of the view
    /// it hits (the cell's content view, the cell, the table and their ancestors). Returns whether
    /// one recognized it and cancels the touches in the view: then, as in UIKit, the table does not
    /// see the tap and the row is not selected ("the dismiss-the-keyboard tap recognizer"; Apple's
    /// `cancelsTouchesInView`). With `cancelsTouchesInView = false` the recognizer's action runs
    /// first and the row is selected after it.
    func offerTapToGestureRecognizers(at indexPath: IndexPath) -> Bool {
        let rect = rectForRowImplementation(at: indexPath)
        return offerTapToGestureRecognizers(at: CGPoint(x: rect.midX, y: rect.midY))
    }
}
