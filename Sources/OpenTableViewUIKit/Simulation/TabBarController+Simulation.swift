/// Test-facing simulation of a tap on a tab. An OpenTableView addition: UIKit has no such API.
extension Simulation where Base: TabBarController {
    /// Simulates the user tapping the tab at `index`, sending what UIKit sends: the delegate's
    /// `tabBarController(_:shouldSelect:)`; if it returns `true`, the selection (with appearance
    /// callbacks on screen) or, when the tab is already selected and is a navigation controller,
    /// a pop to its root (as tapping the selected tab does on iOS); then
    /// `tabBarController(_:didSelect:)`, also when the tab was already selected.
    ///
    /// A tab whose ``ViewController/tabBarItem`` is disabled ignores the tap: nothing is sent.
    /// Traps when `index` is not a tab's.
    public func selectTab(at index: Int) {
        let tabs = base.viewControllers ?? []
        precondition(
            tabs.indices.contains(index),
            "simulate.selectTab(at: \(index)): the tab bar controller has \(tabs.count) tabs")
        let controller = tabs[index]
        guard controller.tabBarItem.isEnabled else { return }
        guard base.delegate?.tabBarController(base, shouldSelect: controller) ?? true else { return }
        if index == base.selectedIndex {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            base.selectedIndex = index
        }
        base.delegate?.tabBarController(base, didSelect: controller)
    }
}
