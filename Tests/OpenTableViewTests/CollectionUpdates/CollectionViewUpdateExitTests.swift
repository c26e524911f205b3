import Foundation
import Testing

@testable import OpenTableView

/// An invalid batch traps by default, as the app would crash, printing UIKit's console line.
/// Serialized, as the other exit tests are (Swift Testing on Linux can report "Interrupted system
/// call" when several children end at once).
@Suite(.serialized) struct CollectionViewUpdateExitTests {
    @Test func anInvalidBatchTrapsWithUIKitsConsoleLine() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collectionView, recorder) = makeBoard([["A"]])
                collectionView.layoutIfNeeded()
                collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
                withExtendedLifetime(recorder) {}
            }
        }
        let console = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            console.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete item 3 from section 0 which only contains 1 items before the update'"
            ))
    }
}
