import Foundation

/// The controller's part in its root view's layout margins: UIKit "sets and manages" a root
/// view's margins ("The top and bottom margins are set to zero points. The side margins vary
/// depending on the current size class, but can be either 16 or 20 points",
/// [layoutMargins](https://developer.apple.com/documentation/uikit/uiview/layoutmargins)), and
/// while `viewRespectsSystemMinimumLayoutMargins` is `true` "the root view's layout margins are
/// guaranteed to be no smaller than the values in the `systemMinimumLayoutMargins` property"
/// ([viewRespectsSystemMinimumLayoutMargins](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins)).
///
/// So a root view starts with no margin above and below and 16 points at the sides, plus the safe
/// area as every view's margins are read (an iPhone in portrait reads `{59, 16, 34, 16}`), and
/// margins an app sets are raised to those minimums at the sides. A view that comes with margins
/// of its own (a table view's, or ones set before it became the root view) keeps them.
/// Compatibility/Evidence.md, "A root view's layout margins".
extension ViewController {
    /// A root view's margins on an iPhone whose screen has no wide margins: 0, 16, 0, 16.
    static let iPhoneMinimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    /// `view`, becoming the root view, takes the root view's margins unless it has its own.
    func takeRootLayoutMargins(of view: View) {
        guard view.layoutMarginsStorage == View.defaultLayoutMargins else { return }
        let minimum = Self.iPhoneMinimumLayoutMargins
        view.layoutMarginsStorage = EdgeInsets(
            top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
    }

    /// The root view's own margins `own`, raised to ``systemMinimumLayoutMargins`` while the
    /// controller respects them (leading is left headless: layout is left to right).
    func rootLayoutMargins(_ own: EdgeInsets) -> EdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins else { return own }
        let minimum = systemMinimumLayoutMargins
        return EdgeInsets(
            top: Swift.max(own.top, minimum.top), left: Swift.max(own.left, minimum.leading),
            bottom: Swift.max(own.bottom, minimum.bottom), right: Swift.max(own.right, minimum.trailing))
    }

    /// The root view's margins may have changed: its layout, and its constraints' margins guide,
    /// follow.
    func rootLayoutMarginsDidChange() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        view.layoutMarginsDidChangeGeometry()
    }
}
