import Foundation

/// Writes a `<connections>` element's outlets (set directly: the generated code is in the app's
/// module), outlet collections, and actions (through the closure form, keeping the sender).
/// Segues are left to ``SegueEmitter``.
enum ConnectionEmitter {
    /// The event types IB writes, as `UIControl.Event` members.
    static let events: [String: String] = [
        "touchDown": "touchDown", "touchDownRepeat": "touchDownRepeat", "touchDragInside": "touchDragInside",
        "touchDragOutside": "touchDragOutside", "touchDragEnter": "touchDragEnter", "touchDragExit": "touchDragExit",
        "touchUpInside": "touchUpInside", "touchUpOutside": "touchUpOutside", "touchCancel": "touchCancel",
        "valueChanged": "valueChanged", "primaryActionTriggered": "primaryActionTriggered",
        "editingDidBegin": "editingDidBegin", "editingChanged": "editingChanged", "editingDidEnd": "editingDidEnd",
        "editingDidEndOnExit": "editingDidEndOnExit",
    ]

    /// Outlets and actions of `connections`, whose source is `source` (made as `sourceClass`).
    static func emit(
        _ connections: IBElement, source: String, sourceElement: IBElement?, context: GenerationContext,
        into writer: inout SwiftWriter
    ) {
        let sourceClass = sourceElement?.id.flatMap { context.classes[$0] } ?? "UIView"
        var collections: [(property: String, items: [String], element: IBElement)] = []
        for connection in connections.children {
            switch connection.name {
            case "outlet":
                emitOutlet(connection, source: source, sourceClass: sourceClass, context: context, into: &writer)
            case "outletCollection":
                guard let property = connection["property"], let destination = connection["destination"] else {
                    continue
                }
                guard let item = context.expression(for: destination) else {
                    context.report(connection, "outlet collection '\(property)' names an object that was not converted")
                    continue
                }
                if property == "gestureRecognizers" {
                    writer.line("\(source).addGestureRecognizer(\(item))")
                    continue
                }
                if let index = collections.firstIndex(where: { $0.property == property }) {
                    collections[index].items.append(item)
                } else {
                    collections.append((property, [item], connection))
                }
            case "action":
                emitAction(connection, source: source, sourceElement: sourceElement, context: context, into: &writer)
            case "segue":
                break  // SegueEmitter.
            default:
                context.report(connection, "unknown connection; left out")
            }
        }
        for collection in collections {
            guard checkProperty(collection.property, of: sourceClass, element: collection.element, context: context)
            else { continue }
            writer.line("\(source).\(collection.property) = [\(collection.items.joined(separator: ", "))]")
        }
    }

    /// Whether the class has the property (its own, from the Swift files, or UIKit's); reports it when not.
    static func checkProperty(_ property: String, of className: String, element: IBElement, context: GenerationContext)
        -> Bool
    {
        if let found = context.declarations.property(property, of: className) {
            _ = found
            context.connectedOutlets.insert("\(className).\(property)")
            return true
        }
        if IBClasses.uikitOutlets.contains(property) { return true }
        let owner = context.declarations.classes[className] == nil ? "UIKit's \(className)" : "class '\(className)'"
        context.report(element, "outlet '\(property)' is not a property of \(owner); connection left out")
        return false
    }

    static func emitOutlet(
        _ outlet: IBElement, source: String, sourceClass: String, context: GenerationContext,
        into writer: inout SwiftWriter
    ) {
        guard let property = outlet["property"], let destination = outlet["destination"] else { return }
        guard let value = context.expression(for: destination) else {
            context.report(outlet, "outlet '\(property)' names an object that was not converted; connection left out")
            return
        }
        guard checkProperty(property, of: sourceClass, element: outlet, context: context) else { return }
        writer.line("\(source).\(property) = \(value)")
    }

    /// `<action selector="call:" destination="…" eventType="touchUpInside"/>` →
    /// `button.addAction(UIAction(identifier: …) { [unowned target] action in target.call(action.sender as! UIButton) }, for: .touchUpInside)`.
    static func emitAction(
        _ action: IBElement, source: String, sourceElement: IBElement?, context: GenerationContext,
        into writer: inout SwiftWriter
    ) {
        guard let selector = action["selector"], let destination = action["destination"] else { return }
        guard let target = context.expression(for: destination), let targetClass = context.classes[destination] else {
            context.report(action, "action '\(selector)' targets an object that was not converted; left out")
            return
        }
        guard let call = methodCall(selector, of: targetClass, on: target, element: action, context: context) else {
            return
        }
        let sourceTag = sourceElement?.name ?? ""
        if IBClasses.gestureRecognizers[sourceTag] != nil || sourceTag == "barButtonItem" {
            return  // Made with the action by their makers (ControllerEmitter).
        }
        let eventName = action["eventType"] ?? "primaryActionTriggered"
        guard let event = events[eventName] else {
            context.report(action, "event '\(eventName)' is not converted; action left out")
            return
        }
        let senderClass = sourceElement?.id.flatMap { context.classes[$0] } ?? "UIControl"
        writer.line(
            RuntimeSpelling.connect(
                source, event: event, target: target, selector: selector, call: call.closure(senderClass: senderClass)))
    }

    /// A call of an action method found from its Objective-C selector.
    struct MethodCall {
        let name: String
        let label: String?
        /// How the sender is passed: `nil` for a method without parameters, else the cast.
        let senderCast: String?
        var signature: String {
            senderCast == nil ? name : "\(name)(\(label.map { $0 + ":" } ?? "_:"))"
        }

        /// The closure `NibLoader.connect` calls with the target and the sender (`{ $0.call($1) }`):
        /// the sender is passed as it is when the parameter's type is one of its own classes, else
        /// cast as the method expects.
        func closure(senderClass: String) -> String {
            guard let senderCast else { return "{ target, _ in target.\(name)() }" }
            let label = self.label.map { $0 + ": " } ?? ""
            var base = senderCast.replacingOccurrences(of: "as! ", with: "").replacingOccurrences(of: "as? ", with: "")
            base = base.replacingOccurrences(of: "as ", with: "")
            let supertypes: Set<String> = [
                "", "Any", "AnyObject", "UIControl", "UIView", "UIResponder", "NSObject", senderClass,
            ]
            let argument = supertypes.contains(base) ? "$1" : "$1 as! \(base)"
            return "{ $0.\(name)(\(label)\(argument)) }"
        }

        /// `target.call(sender as! UIButton)`.
        func statement(_ target: String, _ sender: String) -> String {
            guard let senderCast else { return "\(target).\(name)()" }
            let argument = senderCast.isEmpty ? sender : "\(sender) \(senderCast)"
            return "\(target).\(name)(\(label.map { $0 + ": " } ?? "")\(argument))"
        }
    }

    /// `call:` → `call(_:)`, `callWithSender:` → `call(sender:)`, `refresh` → `refresh()`; checked
    /// against the class's methods in the Swift files.
    static func methodCall(
        _ selector: String, of className: String, on target: String, element: IBElement, context: GenerationContext
    ) -> MethodCall? {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        let arity = selector.filter { $0 == ":" }.count
        guard let first = parts.first, arity <= 1 else {
            context.report(
                element, "action '\(selector)' takes the event too; UIAction passes no event; left out")
            return nil
        }
        var candidates: [(name: String, label: String?)] = [(first, nil)]
        if let range = first.range(of: "With"), arity == 1 {
            let name = String(first[..<range.lowerBound])
            let label = String(first[range.upperBound...])
            candidates.insert((name, label.prefix(1).lowercased() + label.dropFirst()), at: 0)
        }
        for candidate in candidates {
            let methods = context.declarations.methods(candidate.name, of: className).filter {
                $0.labels.count == arity && (arity == 0 || ($0.labels.first == (candidate.label ?? "_")))
            }
            guard let method = methods.first else { continue }
            if method.isPrivate {
                context.report(
                    element, "action '\(selector)' is private to its file; the generated code cannot call it")
                return nil
            }
            guard arity == 1 else { return MethodCall(name: method.name, label: nil, senderCast: nil) }
            return MethodCall(
                name: method.name, label: candidate.label, senderCast: cast(to: method.firstParameterType ?? "Any"))
        }
        context.report(element, "action '\(selector)' names no method of '\(className)' in the Swift files; left out")
        return nil
    }

    /// How `action.sender` (an `Any?`) becomes the parameter's type.
    static func cast(to type: String) -> String {
        switch type {
        case "Any?", "AnyObject?": ""
        case "Any": "as Any"
        case "AnyObject": "as AnyObject"
        default: type.hasSuffix("?") ? "as? \(type.dropLast())" : "as! \(type)"
        }
    }
}
