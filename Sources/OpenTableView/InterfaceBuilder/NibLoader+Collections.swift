import Foundation
import OpenTableViewDiagnostics
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

extension NibLoader {
    /// Creates a collection view's layout object of class `type` (a `<collectionViewFlowLayout>`,
    /// or a custom layout class) through its `init?(coder:)` with `coder`, as UIKit decodes the
    /// layout with its collection view; the generated code then passes it to the collection
    /// view's decoder (`NibDecoder(frame:collectionViewLayout:)`).
    ///
    /// Differs from UIKit: the layout is not sent `awakeFromNib()` (the loading sends it to
    /// responders only; `Compatibility/InterfaceBuilder.md`, "Differences from UIKit").
    public func layout<L: CollectionViewLayout>(_ type: L.Type, _ coder: NibDecoder) -> L {
        guard let layout = type.init(coder: coder) else {
            raise(Messages.initWithCoderReturnedNil(className: String(reflecting: type)))
        }
        return layout
    }

    /// Makes a selection of `cell` (a collection view's prototype cell) trigger `segue`, with the
    /// cell as sender, as a storyboard's segue from a collection view cell does: the collection
    /// view performs it after selecting the item and before `collectionView(_:didSelectItemAt:)`,
    /// as the table does for its cells (`Compatibility/InterfaceBuilder.md`, "Segues"). The
    /// source is the controller of the collection view the cell is in.
    public func trigger(_ segue: StoryboardSegueTemplate, fromSelectionOf cell: CollectionViewCell) {
        cell.interfaceBuilderSelectionSegue = { cell in
            guard let source = cell.nearestViewController else { return }
            segue.perform(from: source, sender: cell, triggered: true)
        }
    }
}

extension CollectionViewFlowLayout {
    /// Takes the attributes of the Interface Builder file the flow layout is decoded from, as
    /// UIKit's `init?(coder:)` does (nothing for another coder).
    func takeInterfaceBuilderAttributes(from coder: NSCoder) {
        guard let attributes = (coder as? NibDecoder)?.flowLayout else { return }
        scrollDirection = attributes.scrollDirection
        itemSize = attributes.itemSize
        estimatedItemSize = attributes.estimatedItemSize
        minimumLineSpacing = attributes.minimumLineSpacing
        minimumInteritemSpacing = attributes.minimumInteritemSpacing
        sectionInset = attributes.sectionInset
        sectionInsetReference = attributes.sectionInsetReference
        headerReferenceSize = attributes.headerReferenceSize
        footerReferenceSize = attributes.footerReferenceSize
    }
}
