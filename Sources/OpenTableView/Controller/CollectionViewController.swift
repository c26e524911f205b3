import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A view controller that manages a collection view, as UIKit's `UICollectionViewController`: "a
/// view controller that specializes in managing a collection view"
/// ([UICollectionViewController](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller)).
///
/// Created in code, it makes a collection view with the layout it was given and is its data
/// source and delegate; "when the collection view is about to appear for the first time, the
/// collection view controller reloads the collection view data" (Apple). Subclasses override the
/// data-source and delegate methods declared here.
///
/// A storyboard's `<collectionViewController>` scene is created through ``init(coder:)``; its
/// collection view, with the file's layout and prototype cells, is loaded when the view is first
/// needed (``loadView()``), as UIKit's.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout
    private weak var collectionViewReloadedOnFirstAppearance: CollectionView?

    /// Whether the selection is cleared when the view is about to appear. Default `true`, as in
    /// UIKit: the controller "clears the collection view's current selection when it receives a
    /// `viewWillAppear(_:)` message"; `false` preserves it (Apple,
    /// [clearsSelectionOnViewWillAppear](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/clearsselectiononviewwillappear)).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller installs a standard gesture recognizer to drive the reordering
    /// process. Default `true`, as in UIKit: "the collection view controller installs a standard
    /// gesture recognizer (based on a long-press gesture) to manage the reordering of views inside
    /// the collection view"; `false` "prevents the installation of this gesture recognizer"
    /// (Apple,
    /// [installsStandardGestureForInteractiveMovement](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/installsstandardgestureforinteractivemovement)).
    ///
    /// The recognizer is a long press on the collection view (`CollectionViewController+Reordering.swift`):
    /// as it begins on an item, ``CollectionView/beginInteractiveMovementForItem(at:)``; as the
    /// finger moves, ``CollectionView/updateInteractiveMovementTargetPosition(_:)`` with its
    /// location in the collection view; as it lifts, ``CollectionView/endInteractiveMovement()``;
    /// cancelled, ``CollectionView/cancelInteractiveMovement()``. Setting this property to `false`
    /// removes it; `true` installs it again.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateStandardReorderingGesture() }
    }

    /// The standard reordering gesture, while installed.
    final var standardReorderingGesture: LongPressGestureRecognizer?
    /// Whether the standard gesture's interactive movement began.
    final var standardReorderingMoves = false

    /// Creates the controller; its collection view will use `layout`, as UIKit's
    /// `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates the controller with a flow layout, as UIKit's `init(nibName:bundle:)` without a nib.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from an archive, with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set {
            view = newValue
            updateStandardReorderingGesture()
        }
    }

    /// The collection view's layout (the one given at creation until the view is loaded).
    open var collectionViewLayout: CollectionViewLayout {
        (isViewLoaded ? collectionView?.collectionViewLayout : nil) ?? initialLayout
    }

    /// Loads the collection view from the controller's storyboard scene or nib, as UIKit's does
    /// (its layout the file's, its data source and delegate the file's connections), else makes
    /// a 320 × 480 collection view with the layout, its data source and delegate the controller
    /// (the size of the table view controller's first view; a container resizes it).
    /// The standard reordering gesture is installed on the collection view once it is loaded
    /// (``installsStandardGestureForInteractiveMovement``).
    open override func loadView() {
        defer { updateStandardReorderingGesture() }
        if loadViewFromInterfaceBuilder() { return }
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Reloads the collection view the first time it is about to appear and, when
    /// ``clearsSelectionOnViewWillAppear`` is `true`, deselects its selected items (no delegate
    /// call, as `deselectItem(at:animated:)`), as the table view controller does for its rows.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView else { return }
        if collectionView !== collectionViewReloadedOnFirstAppearance {
            collectionViewReloadedOnFirstAppearance = collectionView
            collectionView.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let selected = collectionView.indexPathsForSelectedItems {
            for indexPath in selected { collectionView.deselectItem(at: indexPath, animated: animated) }
        }
    }

    // MARK: Data source

    /// No items; subclasses override it.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses with items override it.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        preconditionFailure("\(type(of: self)) must override collectionView(_:cellForItemAt:) when it has items")
    }

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// `true`: items move when the controller's `collectionView(_:moveItemAt:to:)` takes them.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing; subclasses that reorder override it.
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// No view: subclasses whose layout has headers, footers or other supplementary elements
    /// override it and dequeue one, as in UIKit. Without an override such a layout raises UIKit's
    /// exception for a data source that gave no view (``CollectionViewDataSource``).
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.content.supplementaryViewProviderMissing = true
        return CollectionReusableView(frame: .zero)
    }

    // MARK: Delegate

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// The iOS 13 method's menu for one item (a subclass that overrides only it gets its menu),
    /// `nil` otherwise.
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }

    /// No menu.
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// The iOS 9 method's answer (a subclass that overrides only it is asked).
    open func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    /// The proposed index path.
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    // MARK: Focus

    /// The collection view's ``CollectionView/allowsFocus``.
    open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.allowsFocus
    }

    /// `true`.
    open func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
    ) -> Bool { true }

    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}

    /// `nil`.
    open func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }

    /// The collection view's ``CollectionView/selectionFollowsFocus``.
    open func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    { collectionView.selectionFollowsFocus }
}
