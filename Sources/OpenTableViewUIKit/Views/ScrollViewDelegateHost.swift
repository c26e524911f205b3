/// An implementation detail that lets subclasses of ``ScrollView`` narrow `delegate`.
///
/// UIKit's `UITableView` redeclares `delegate` as a `UITableViewDelegate?`, which a Swift override
/// cannot do (property types are invariant). So ``ScrollView`` keeps its delegate in an internal
/// property and publishes `delegate` from this protocol's extension: a subclass that declares its
/// own `delegate` of a narrower type shadows it, and the table's `TableView` does exactly that. Ported code
/// never names this protocol.
@preconcurrency @MainActor
public protocol ScrollViewDelegateHost: AnyObject {}

extension ScrollViewDelegateHost where Self: ScrollView {
    /// The object told about scrolling (weak), as `UIScrollView.delegate`.
    public var delegate: ScrollViewDelegate? {
        get { scrollDelegate }
        set { scrollDelegate = newValue }
    }
}
