import Foundation

extension NibLoader {
    /// Connects an action of the file, as UIKit's nib loading adds a target/action pair: `control`
    /// sends `action` to `target` for `events`.
    ///
    /// The pair is recorded as `addTarget(_:action:for:)` records it (so `allTargets` and
    /// `actions(forTarget:forControlEvent:)` answer as on iOS, and `target` is held weakly), and
    /// since Swift on Linux cannot call a method by its selector, `perform` calls it: generated
    /// code passes `{ $0.addTapped($1) }`, keeping the sender as the method's argument. A
    /// simulated tap (`simulate.tap()`) or `sendActions(for:)` then reaches the method.
    public func connect<Target: AnyObject, Sender: Control>(
        _ control: Sender, _ events: Control.Event, to target: Target, action: Selector,
        _ perform: @escaping @MainActor (Target, Sender) -> Void
    ) {
        control.addTarget(target, action: action, for: events)
        control.interfaceBuilderActions.append(
            (
                action: action,
                perform: { target, sender in
                    // Registered with exactly these types just above.
                    perform(target as! Target, sender as! Sender)
                }
            ))
    }

    /// Connects the action of a bar button item: its ``BarButtonItem/target`` and
    /// ``BarButtonItem/action`` are set as UIKit's nib loading sets them, and `perform` calls the
    /// method when the item is tapped (`simulate.tap()`), with the item as sender.
    public func connect<Target: AnyObject>(
        _ item: BarButtonItem, to target: Target, action: Selector,
        _ perform: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        item.target = target
        item.action = action
        item.interfaceBuilderAction = { [weak target] item in
            guard let target else { return }
            perform(target, item)
        }
    }
}
