import Foundation

/// An object with traits, as UIKit's `UITraitEnvironment`: views and view controllers.
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: TraitCollection { get }
    /// Called after the object's traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: TraitEnvironment {}
extension ViewController: TraitEnvironment {}

/// A trait a registration can name, as UIKit's `UITraitDefinition` (iOS 17): the system traits are
/// the `Trait…` types (`UITraitUserInterfaceStyle.self`…). Apps' own trait definitions are not
/// modelled.
public protocol TraitDefinition {}

/// The interface style trait, as `UITraitUserInterfaceStyle`.
public enum TraitUserInterfaceStyle: TraitDefinition {}
/// The content size category trait, as `UITraitPreferredContentSizeCategory`.
public enum TraitPreferredContentSizeCategory: TraitDefinition {}
/// The horizontal size class trait, as `UITraitHorizontalSizeClass`.
public enum TraitHorizontalSizeClass: TraitDefinition {}
/// The vertical size class trait, as `UITraitVerticalSizeClass`.
public enum TraitVerticalSizeClass: TraitDefinition {}
/// The display scale trait, as `UITraitDisplayScale`.
public enum TraitDisplayScale: TraitDefinition {}
/// The layout direction trait, as `UITraitLayoutDirection`.
public enum TraitLayoutDirection: TraitDefinition {}
/// The legibility weight trait, as `UITraitLegibilityWeight`.
public enum TraitLegibilityWeight: TraitDefinition {}
/// The idiom trait, as `UITraitUserInterfaceIdiom`.
public enum TraitUserInterfaceIdiom: TraitDefinition {}

/// A registration returned by `registerForTraitChanges(_:handler:)`, as UIKit's
/// `UITraitChangeRegistration`; pass it to `unregisterForTraitChanges(_:)` to stop.
@preconcurrency @MainActor
public final class TraitChangeRegistration {
    let traits: [ObjectIdentifier]
    let handler: (AnyObject, TraitCollection) -> Void

    init(traits: [ObjectIdentifier], handler: @escaping (AnyObject, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// A view's or controller's registrations, and a window's own traits.
@MainActor
package final class TraitState {
    var registrations: [TraitChangeRegistration] = []
    /// A window's traits (its screen's, as a test changes them).
    var windowTraits: TraitCollection?
}

/// Observers of the content size category inside the package: the table view re-measures its
/// self-sized rows when it changes, as UIKit does.
@MainActor
package protocol ContentSizeCategoryObserving: AnyObject {
    func contentSizeCategoryDidChange()
}

extension View {
    /// The traits the view inherits: its controller's for a root view, else its superview's, else a
    /// window's own, else an iPhone's defaults.
    package var inheritedTraitCollection: TraitCollection {
        if let owningViewController { return owningViewController.traitCollection }
        if let superviewStorage { return superviewStorage.traitCollection }
        return traitState?.windowTraits ?? .phoneDefaults
    }

    /// Calls `handler` after any of `traits` changes on the view, as iOS 17's
    /// `registerForTraitChanges(_:handler:)`, with the view and its previous traits. Called after
    /// `traitCollectionDidChange(_:)`, in registration order.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [any TraitDefinition.Type], handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits.map { ObjectIdentifier($0) }) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        (traitState ?? makeTraitState()).registrations.append(registration)
        return registration
    }

    /// Stops a registration, as `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }

    private func makeTraitState() -> TraitState {
        let state = TraitState()
        traitState = state
        return state
    }
}

extension ViewController {
    /// The traits the controller inherits: its parent's, else those of its view's superview, else
    /// an iPhone's defaults.
    package var inheritedTraitCollection: TraitCollection {
        if let parent { return parent.traitCollection }
        if let superviewStorage = viewIfLoaded?.superviewStorage { return superviewStorage.traitCollection }
        return .phoneDefaults
    }

    /// Calls `handler` after any of `traits` changes on the controller, as iOS 17's
    /// `registerForTraitChanges(_:handler:)`. See ``View/registerForTraitChanges(_:handler:)``.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [any TraitDefinition.Type], handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits.map { ObjectIdentifier($0) }) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        let state = traitState ?? TraitState()
        traitState = state
        state.registrations.append(registration)
        return registration
    }

    /// Stops a registration, as `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }
}

extension Window {
    /// Changes the window's traits to `traits`' specified ones (over the current ones) and tells
    /// every view and controller in it whose traits changed. See
    /// `Simulation.changeTraits(_:)`.
    package func changeTraits(_ traits: TraitCollection) {
        // Every object's traits before, in the order they are told.
        var before: [(object: TraitEnvironment, traits: TraitCollection)] = []
        visitTraitEnvironments(of: self) { before.append(($0, $0.traitCollection)) }
        let state = traitState ?? TraitState()
        traitState = state
        state.windowTraits = TraitCollection(traitsFrom: [state.windowTraits ?? .phoneDefaults, traits])
        let savedCurrent = TraitCollection.current
        defer { TraitCollection.current = savedCurrent }
        for (environment, previous) in before {
            let object: AnyObject = environment
            let now = environment.traitCollection
            guard now != previous else { continue }
            let changed = Set(now.changedTraits(from: previous).map { ObjectIdentifier($0) })
            TraitCollection.current = now
            if now.preferredContentSizeCategory != previous.preferredContentSizeCategory, let label = object as? Label,
                label.adjustsFontForContentSizeCategory
            {
                label.font = label.font.adjusted(to: now.preferredContentSizeCategory)
            }
            environment.traitCollectionDidChange(previous)
            let registrations =
                (object as? View)?.traitState?.registrations ?? (object as? ViewController)?.traitState?.registrations
                ?? []
            for registration in registrations where !changed.isDisjoint(with: registration.traits) {
                registration.handler(object, previous)
            }
            if now.preferredContentSizeCategory != previous.preferredContentSizeCategory,
                let observer = object as? ContentSizeCategoryObserving
            {
                observer.contentSizeCategoryDidChange()
            }
            (object as? View)?.setNeedsLayout()
        }
    }
}

/// Visits `view` and everything under it in the order UIKit tells them of a trait change: a
/// root view's controller before the view, then the subviews in order.
@MainActor
private func visitTraitEnvironments(of view: View, _ visit: (TraitEnvironment) -> Void) {
    if let controller = view.owningViewController { visit(controller) }
    visit(view)
    for subview in view.subviewsStorage { visitTraitEnvironments(of: subview, visit) }
}

/// Changing a window's traits, as the user does in Settings or Control Center. OpenTableView
/// additions: UIKit has no such API.
extension Simulation where Base: Window {
    /// Simulates a change of the window's traits (the traits `traits` specifies replace the
    /// window's; the others stay). Every view and controller in the window whose traits changed is
    /// told, parents first (a root view's controller before its view): with
    /// ``TraitCollection/current`` set to its new traits, a label with
    /// `adjustsFontForContentSizeCategory` gets its font re-sized first, then
    /// `traitCollectionDidChange(_:)`, then the `registerForTraitChanges` handlers of the changed
    /// traits, in registration order; a table view then re-measures its self-sized rows; each
    /// view is marked as needing layout. Dynamic colors resolve against the new traits
    /// (``Color/resolvedColor(with:)`` with `view.traitCollection`).
    public func changeTraits(_ traits: TraitCollection) {
        base.changeTraits(traits)
    }

    /// Simulates switching to dark or light mode: ``changeTraits(_:)`` with the style.
    public func setUserInterfaceStyle(_ style: UserInterfaceStyle) {
        base.changeTraits(TraitCollection(userInterfaceStyle: style))
    }

    /// Simulates the user choosing a text size: ``changeTraits(_:)`` with the category.
    public func setPreferredContentSizeCategory(_ category: ContentSizeCategory) {
        base.changeTraits(TraitCollection(preferredContentSizeCategory: category))
    }
}
