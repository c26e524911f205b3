import Foundation

extension NibLoader {
    /// Declares a segue of `source`'s scene, as a storyboard's `<segue>` element: `source` can
    /// then perform it with ``ViewController/performSegue(withIdentifier:sender:)`` when it has an
    /// identifier, and the returned template is what controls, bar button items and table cells
    /// trigger (``trigger(_:from:for:)``). An embed segue is performed when `source`'s view loads
    /// (``embed(_:in:)``).
    @discardableResult
    public func segue(
        _ kind: StoryboardSegue.Kind, identifier: String?, from source: ViewController,
        to destination: StoryboardSegue.Destination
    ) -> StoryboardSegueTemplate {
        let template = StoryboardSegueTemplate(
            identifier: identifier, kind: kind, destination: destination, storyboard: storyboard)
        source.segueTemplates.append(template)
        return template
    }

    /// Makes `control` trigger `segue` for `events` (a button's segue: `.touchUpInside`, as
    /// UIKit's), with the control as sender. The source is the controller whose scene the control
    /// is in.
    public func trigger(
        _ segue: StoryboardSegueTemplate, from control: Control, for events: Control.Event = .touchUpInside
    ) {
        let owner = owner as? ViewController
        control.addAction(
            Action { [weak owner, weak control] _ in
                guard let control, let source = owner ?? control.nearestViewController else { return }
                segue.perform(from: source, sender: control, triggered: true)
            }, for: events)
    }

    /// Makes a tap on `item` trigger `segue`, with the item as sender.
    public func trigger(_ segue: StoryboardSegueTemplate, from item: BarButtonItem) {
        let owner = owner as? ViewController
        item.interfaceBuilderAction = { [weak owner] item in
            guard let owner else { return }
            segue.perform(from: owner, sender: item, triggered: true)
        }
        // A bar button item that triggers a segue has a target/action in the nib as well.
        item.action = Selector("perform:")
    }

    /// Makes `control` trigger the unwind segue to the controller that implements `action` (an
    /// exit connection), for `events`, with the control as sender (see
    /// ``StoryboardUnwindAction``).
    public func unwind(
        from control: Control, for events: Control.Event = .touchUpInside, action: Selector, identifier: String? = nil
    ) {
        let owner = owner as? ViewController
        control.addAction(
            Action { [weak owner, weak control] _ in
                guard let control, let source = owner ?? control.nearestViewController else { return }
                source.performUnwind(action, identifier: identifier, sender: control)
            }, for: events)
    }

    /// Makes a tap on `item` trigger the unwind segue to the controller that implements `action`.
    public func unwind(from item: BarButtonItem, action: Selector, identifier: String? = nil) {
        let owner = owner as? ViewController
        item.action = action
        item.interfaceBuilderAction = { [weak owner] item in
            guard let owner else { return }
            owner.performUnwind(action, identifier: identifier, sender: item)
        }
    }

    /// Declares that the embed `segue` fills `container` (a container view of the scene): when
    /// the scene's view has loaded, before `viewDidLoad()`, the destination is instantiated,
    /// the source's `prepare(for:sender:)` called, and the destination added as a child whose
    /// view fills the container, as UIKit performs embed segues.
    public func embed(_ segue: StoryboardSegueTemplate, in container: View) {
        guard let source = owner as? ViewController else {
            preconditionFailure("embed(_:in:) is called while a scene's view loads")
        }
        source.embedSegues.append((template: segue, container: container))
    }
}

extension View {
    /// The nearest view controller up the responder chain: the source of a segue a cell or a
    /// control of a nib triggers.
    package var nearestViewController: ViewController? {
        var responder: Responder? = self
        while let current = responder {
            if let controller = current as? ViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
