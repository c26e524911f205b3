import Foundation

/// Records, in order, the calls a collection view makes to its data source and delegate, as
/// ``CollectionEvent`` values printed in UIKit's spelling: the collection view's counterpart of
/// ``TableCallRecorder``.
///
/// Attaching it changes nothing the collection view does: the data source and delegate stay the
/// app's own objects, and the collection view reports each call to the recorder just before
/// making it, when its receiver exists.
///
/// ```swift
/// let recorder = CollectionCallRecorder(attachedTo: collectionView)
/// collectionView.layoutIfNeeded()
/// #expect(recorder.take() == [.numberOfSections, .numberOfItems(0), .cellForItem([0, 0]), .willDisplay([0, 0])])
/// ```
///
/// What is recorded is listed on ``CollectionEvent``: counts, cells, supplementary views, the
/// display ledger, a tap's highlight and selection flow, prefetching, context menus, interactive
/// movement, focus and the flow layout delegate's queries. An OpenTableView addition: UIKit has
/// no such hook.
@preconcurrency @MainActor
public final class CollectionCallRecorder {
    /// The events recorded since the recorder was created or last emptied, oldest first.
    public private(set) var events: [CollectionEvent] = []
    /// The collection view the recorder is attached to: `nil` before ``attach(to:)``, after
    /// ``detach()``, and once another recorder has been attached to it.
    public var collectionView: CollectionView? {
        guard let view = attachedView, (view.callRecorder as? Sink)?.recorder === self else { return nil }
        return view
    }
    private weak var attachedView: CollectionView?

    /// A recorder attached to no collection view.
    public init() {}

    /// A recorder attached to `collectionView`.
    public convenience init(attachedTo collectionView: CollectionView) {
        self.init()
        attach(to: collectionView)
    }

    /// Starts recording `collectionView`'s calls. A collection view has at most one recorder: this
    /// one replaces any other; a recorder records one collection view.
    public func attach(to collectionView: CollectionView) {
        detach()
        collectionView.callRecorder = Sink(recorder: self)
        attachedView = collectionView
    }

    /// Stops recording; the events recorded so far stay.
    public func detach() {
        collectionView?.callRecorder = nil
        attachedView = nil
    }

    /// Returns the events recorded so far and empties the history.
    public func take() -> [CollectionEvent] {
        defer { events.removeAll() }
        return events
    }

    /// The history as text, one event per line in UIKit's spelling, for golden files.
    public var text: String { events.map(\.description).joined(separator: "\n") }

    /// The collection view's end of the hook: holds the recorder weakly, so a recorder kept only
    /// by the test records as long as it lives, without a cycle.
    private final class Sink: CollectionCallRecording {
        weak var recorder: CollectionCallRecorder?

        init(recorder: CollectionCallRecorder) {
            self.recorder = recorder
        }

        func collectionView(_ collectionView: CollectionView, willMake event: CollectionEvent) {
            recorder?.events.append(event)
        }
    }
}
