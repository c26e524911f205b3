import Foundation

/// The refresh control of a scroll view: installing it and the inset it occupies while refreshing.
/// The simulated pull is in `Simulation/ScrollView+PullToRefresh.swift`.
extension ScrollView {
    /// Installs the new ``refreshControl`` as a subview (removing the previous one), as UIKit
    /// does, with its frame above the content: the scroll view's width, `RefreshControl.height`
    /// tall, ending at the content's top.
    func refreshControlDidChange(from oldValue: RefreshControl?) {
        guard oldValue !== refreshControl else { return }
        if let oldValue, oldValue.superviewStorage === self { oldValue.removeFromSuperview() }
        if let refreshControl {
            refreshControl.frame = CGRect(
                x: 0, y: -RefreshControl.height, width: bounds.width, height: RefreshControl.height)
            if refreshControl.superviewStorage !== self { addSubview(refreshControl) }
        }
        refreshControlStateDidChange()
    }

    /// The refresh control began or ended refreshing (or changed): ``refreshControlInset`` follows,
    /// and content above the new top moves back to it.
    func refreshControlStateDidChange() {
        let refreshing = refreshControl?.isRefreshing ?? false
        refreshControlInset = refreshing ? EdgeInsets(top: RefreshControl.height, left: 0, bottom: 0, right: 0) : .zero
        if !refreshing && !isDragging && contentOffset.y < minimumContentOffset.y {
            contentOffset.y = minimumContentOffset.y
        }
    }
}
