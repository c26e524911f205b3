/// Test-facing simulation of a tap on an alert's button. An OpenTableView addition: UIKit has no
/// such API.
extension Simulation where Base: AlertController {
    /// Simulates the user tapping the action titled `title`: the alert is dismissed (its
    /// disappearance callbacks run; a completion-less dismissal, as UIKit's own), then the
    /// action's handler runs with the action. UIKit runs the handler once the dismissal it starts
    /// has finished, so code in the handler finds the alert gone (it may present another
    /// controller); headless the dismissal finishes at once.
    ///
    /// Traps with a message naming the titles when no action has that title, or when it is
    /// disabled (a disabled button cannot be tapped).
    public func tapAction(titled title: String) {
        let actions = base.actions
        guard let action = actions.first(where: { $0.title == title }) else {
            preconditionFailure(
                "simulate.tapAction(titled: \"\(title)\"): the alert has no such action; its actions are \(actions.map { $0.title ?? "nil" })"
            )
        }
        precondition(action.isEnabled, "simulate.tapAction(titled: \"\(title)\"): the action is disabled")
        base.dismiss(animated: true)
        action.handler?(action)
    }
}
