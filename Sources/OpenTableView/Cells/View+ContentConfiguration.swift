import Foundation

/// What a cell and a header/footer view do alike with a content configuration: show it in the
/// current content view when that view supports it, else put the configuration's own content view
/// in its place.
extension View {
    /// The content view that shows `configuration`: `current` itself when it shows configurations
    /// of the same type and `supports(_:)` this one (it is given the configuration), otherwise a new
    /// view from `makeContentView()`, put where `current` was among this view's subviews.
    func contentView(showing configuration: any ContentConfiguration, in current: View) -> View {
        if let contentView = current as? any ContentView,
            type(of: contentView.configuration) == type(of: configuration), contentView.supports(configuration)
        {
            contentView.configuration = configuration
            return current
        }
        return replaceSubview(current, with: configuration.makeContentView())
    }

    /// Puts `view` where `old` was: its frame, and its place among the subviews (on top when `old`
    /// was not a subview). Returns `view`.
    func replaceSubview(_ old: View, with view: View) -> View {
        view.frame = old.frame
        if old.superviewStorage === self, let index = subviewsStorage.firstIndex(where: { $0 === old }) {
            old.removeFromSuperview()
            insertSubview(view, at: index)
        } else {
            addSubview(view)
        }
        setNeedsLayout()
        return view
    }
}
