import Foundation

/// An unwind action of a storyboard: a method such as
/// `@IBAction func unwindToList(_ segue: UIStoryboardSegue)` that an exit connection names, with
/// the class that implements it.
///
/// UIKit finds the controller an unwind segue returns to by asking the controllers on the way
/// back whether they respond to the action's selector (`canPerformUnwindSegueAction(_:from:sender:)`).
/// Swift on Linux cannot ask an object whether it has a method, so the generated code lists, per
/// storyboard, each unwind action with the classes that declare it; the default
/// `canPerformUnwindSegueAction` answers from that list.
public struct StoryboardUnwindAction {
    /// The action's selector, as the storyboard names it (`unwindToList:`).
    public let action: Selector
    /// Whether `controller` implements the action.
    let implementedBy: @MainActor (ViewController) -> Bool
    /// Calls the action on `controller` (one that implements it) with the segue.
    let perform: @MainActor (ViewController, StoryboardSegue) -> Void

    /// Declares that `Target` (and its subclasses) implement `action`, which `perform` calls.
    public init<Target: ViewController>(
        _ action: Selector, of target: Target.Type,
        perform: @escaping @MainActor (Target, StoryboardSegue) -> Void
    ) {
        self.action = action
        implementedBy = { $0 is Target }
        self.perform = { controller, segue in
            // Only called for a controller `implementedBy` accepted.
            perform(controller as! Target, segue)
        }
    }
}
