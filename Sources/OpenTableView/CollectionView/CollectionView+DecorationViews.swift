import Foundation

/// Decoration views: the views a layout places for its own reasons (a compositional section's
/// background), made by the collection view from the class registered on the layout for their
/// kind (`register(_:forDecorationViewOfKind:)`), with no data source involved, as UIKit's
/// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)):
/// "Registers a class for use in creating decoration views for a collection view").
///
/// Each layout pass shows one view per decoration element whose frame meets the bounds, framed
/// by its attributes (`apply(_:)` too), behind the cells and supplementary views; a view whose
/// element left goes to its kind's queue and serves the next element of that kind.
///
/// Differences from UIKit (Compatibility/API.md): UIKit orders all its views by `zIndex`; here
/// decoration views are always behind the others. A kind with no registered class is not shown
/// (UIKit raises when it cannot make the view). Nib registration is not supported.
extension CollectionView {
    /// Brings the displayed decoration views to the layout's answer for the visible bounds.
    ///
    /// - Complexity: O(kept elements) (the layout's answer is read again).
    func updateDecorationViews(_ layout: CollectionViewLayout) {
        var elements: [CollectionViewLayoutAttributes] = []
        content.layoutAnswer.elements(meeting: bounds, into: &elements)
        var wanted: [SupplementaryElement: CollectionViewLayoutAttributes] = [:]
        for attributes in elements where attributes.representedElementCategory == .decorationView {
            guard let kind = attributes.representedElementKind, layout.decorationViewClasses[kind] != nil else {
                continue
            }
            let element = SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
            if wanted[element] == nil { wanted[element] = attributes }
        }
        for element in content.displayedDecorationViews.keys.sorted() where wanted[element] == nil {
            guard let view = content.displayedDecorationViews.removeValue(forKey: element) else { continue }
            view.removeFromSuperview(calledBy: self)
            content.decorationQueues[element.kind, default: []].append(view)
        }
        for (element, attributes) in wanted.sorted(by: { $0.key < $1.key }) {
            if let view = content.displayedDecorationViews[element] {
                if !view.frame.hasSameValues(as: attributes.frame) { apply(attributes, to: view) }
                continue
            }
            guard let viewClass = layout.decorationViewClasses[element.kind] else { continue }
            let view: CollectionReusableView
            if let reused = content.decorationQueues[element.kind]?.popLast() {
                reused.prepareForReuse()
                view = reused
            } else {
                view = viewClass.init(frame: attributes.frame)
            }
            apply(attributes, to: view)
            insertSubview(view, at: 0)
            content.displayedDecorationViews[element] = view
        }
    }

    /// The decoration views on screen of `kind`, in index-path order. An OpenTableView addition
    /// for tests (UIKit has no public way to reach them).
    public func visibleDecorationViews(ofKind kind: String) -> [CollectionReusableView] {
        content.displayedDecorationViews.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }.map(\.value)
    }
}
