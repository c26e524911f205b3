/// The test-facing gestures of a view, control, controller or bar item: what a finger would do,
/// reached through the object's ``Simulatable/simulate`` value.
///
/// ```swift
/// saveButton.simulate.tap()                   // .touchDown, .touchUpInside, .primaryActionTriggered
/// notificationsSwitch.simulate.tap()          // flips isOn, with a real tap's events
/// nameField.simulate.typing("Milk")
/// alert.simulate.tapAction(titled: "Add")
/// tableView.simulate.tapRow(at: IndexPath(row: 2, section: 0))
/// ```
///
/// An OpenTableView addition: UIKit has no such API, since real touches produce these events. The
/// gestures live in this namespace rather than on the UIKit types themselves so that an app's own
/// test helpers with the obvious names (`extension UIButton { func simulateTap() }`,
/// `extension UIControl { func simulate(event:) }`, `extension UISwitch { func simulateToggle() }`)
/// compile and run next to the library unchanged (`Compatibility/Porting.md`, "Test helpers").
///
/// Each gesture is declared in an extension constrained to the type it applies to
/// (`extension Simulation where Base: Switch`), so `simulate.` completes with exactly the gestures
/// the object's static type supports.
@MainActor
public struct Simulation<Base: AnyObject> {
    /// The object the gestures act on.
    public let base: Base

    /// Wraps `base`; reached through ``Simulatable/simulate``.
    public init(_ base: Base) {
        self.base = base
    }
}

/// An object that test-facing gestures can act on, through ``simulate``. Every responder (views,
/// controls, view controllers, the application) and every bar item conforms. An OpenTableView
/// addition.
@preconcurrency @MainActor
public protocol Simulatable: AnyObject {}

extension Simulatable {
    /// The object's test-facing gestures: `button.simulate.tap()`. See ``Simulation``.
    public var simulate: Simulation<Self> { Simulation(self) }
}

extension Responder: Simulatable {}
extension BarItem: Simulatable {}
