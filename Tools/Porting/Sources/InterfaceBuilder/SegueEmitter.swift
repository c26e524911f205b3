import Foundation

/// Writes a `<segue>`: its kind, identifier and destination as a segue of the scene's
/// controller, and the connection from what triggers it (a control, a bar button item, a cell).
/// Relationship segues are the controller's (``ControllerEmitter``); unwind segues name an
/// action the storyboard registers (``UnwindActions``).
struct SegueEmitter {
    let context: GenerationContext

    /// Writes the segue; returns the name of its template, or `nil` when it was not converted.
    @discardableResult
    func emit(
        _ segue: IBElement, controller: String, trigger: String?, triggerIsCell: Bool = false,
        keepsName: Bool = false, deferredTriggers: DeferredLines? = nil, into writer: inout SwiftWriter
    ) -> String? {
        // What triggers the segue is connected where the loading knows the scene's controller: a bar
        // button item's trigger waits for the root view's loading (`deferredTriggers`).
        func connect(_ line: String) {
            if let deferredTriggers { deferredTriggers.lines.append(line) } else { writer.line(line) }
        }
        let known: Set<String> = [
            "id", "destination", "kind", "identifier", "modalPresentationStyle", "modalTransitionStyle",
            "unwindAction", "customClass", "customModule", "relationship", "animates", "action", "trigger",
            "popoverAnchorView", "customModuleProvider",
        ]
        for attribute in segue.attributeNames where !known.contains(attribute) {
            context.report(segue, attribute: attribute, "segue attribute is not converted")
        }
        guard let id = segue.id else { return nil }
        let name = context.freshName(
            segue["identifier"].map { SwiftLiteral.lowerCamel(SwiftLiteral.identifier($0)) + "Segue" } ?? "segue")
        if segue["kind"] == "unwind" {
            guard let action = segue["unwindAction"] else {
                context.report(segue, "an unwind segue without an action; left out")
                return nil
            }
            guard let trigger, !triggerIsCell else {
                context.report(
                    segue,
                    "an unwind segue performed by its identifier is not converted; call the unwind action "
                        + "or dismiss in code")
                return nil
            }
            connect(RuntimeSpelling.unwind(action: action, identifier: segue["identifier"], sender: trigger))
            _ = id
            _ = name
            return nil
        }
        guard let kind = kind(segue) else { return nil }
        guard let destinationID = segue["destination"], let destination = destination(destinationID, segue: segue)
        else {
            return nil
        }
        let made = RuntimeSpelling.segue(
            kind: kind, identifier: segue["identifier"], controller: controller, destination: destination)
        // A segue only `performSegue` performs is declared, not kept.
        guard trigger != nil || keepsName else {
            writer.line(made)
            return nil
        }
        writer.line("let \(name) = \(made)")
        if let trigger {
            if segue["kind"] == "embed" {
                writer.line(RuntimeSpelling.embed(name, container: trigger))
            } else {
                connect(RuntimeSpelling.trigger(name, sender: trigger, isCell: triggerIsCell))
            }
        }
        return name
    }

    /// The segue's kind as `UIStoryboardSegue.Kind`.
    func kind(_ segue: IBElement) -> String? {
        switch segue["kind"] {
        case "show", "push": return ".show"
        case "showDetail", "replace": return ".showDetail"
        case "presentation", "modal":
            guard let style = segue["modalPresentationStyle"] else { return ".presentModally(nil)" }
            guard let member = IBAttributeRules.presentationStyles[style] else {
                context.report(
                    segue, attribute: "modalPresentationStyle", "style '\(style)' is not converted; segue left out")
                return nil
            }
            return ".presentModally(.\(member))"
        case "popoverPresentation": return ".popoverPresentation"
        case "embed": return ".embed"
        case "custom":
            guard let custom = segue["customClass"], context.declarations.classes[custom] != nil else {
                context.report(
                    segue,
                    "custom segue class '\(segue["customClass"] ?? "")' is not in the Swift files; segue left out")
                return nil
            }
            return ".custom(\(custom).self)"
        case let other:
            context.report(segue, "segue kind '\(other ?? "none")' is not converted; left out")
            return nil
        }
    }

    /// A scene of this storyboard, or the storyboard a reference names.
    func destination(_ id: String, segue: IBElement) -> String? {
        guard let element = context.document.elementsByID[id] else {
            context.report(segue, "destination '\(id)' is not in the storyboard; segue left out")
            return nil
        }
        if element.name == "viewControllerPlaceholder" {
            guard let storyboard = element["storyboardName"] else {
                context.report(element, "a storyboard reference without a storyboard name; segue left out")
                return nil
            }
            if !context.storyboardNames.contains(storyboard) {
                context.report(element, "storyboard '\(storyboard)' is not among the converted files")
            }
            return RuntimeSpelling.destination(storyboard: storyboard, identifier: element["referencedIdentifier"])
        }
        return RuntimeSpelling.destination(scene: id)
    }
}

/// Statements written later than where they are met: the triggers of a scene's bar button items,
/// connected when the scene's root view loads.
final class DeferredLines {
    var lines: [String] = []
}

/// The unwind actions a storyboard's exits name, each with the classes in the Swift files that
/// declare the method: `StoryboardUnwindAction(Selector("unwindToList:"), of: ListViewController.self) { … }`.
enum UnwindActions {
    static func collect(context: GenerationContext) -> [String] {
        var selectors: [(String, IBElement)] = []
        for element in context.document.root.allElements where element.name == "segue" && element["kind"] == "unwind" {
            if let action = element["unwindAction"], !selectors.contains(where: { $0.0 == action }) {
                selectors.append((action, element))
            }
        }
        var result: [String] = []
        for (selector, element) in selectors {
            var found = false
            for className in context.declarations.classes.keys.sorted() {
                guard
                    let call = quietMethodCall(selector, of: className, context: context),
                    context.declarations.classes[className]?.methods[call.name] != nil
                else { continue }
                found = true
                result.append(
                    "StoryboardUnwindAction(Selector(\(SwiftLiteral.string(selector))), of: \(className).self) {\n"
                        + "    \(call.statement("$0", "$1"))\n}")
            }
            if !found {
                context.report(
                    element, "unwind action '\(selector)' names no method in the Swift files; the exit does nothing")
            }
        }
        return result
    }

    /// The method a selector names in a class's own declarations, without reporting.
    static func quietMethodCall(_ selector: String, of className: String, context: GenerationContext)
        -> ConnectionEmitter.MethodCall?
    {
        let parts = selector.split(separator: ":").map(String.init)
        guard let first = parts.first, selector.filter({ $0 == ":" }).count == 1 else { return nil }
        var candidates: [(String, String?)] = [(first, nil)]
        if let range = first.range(of: "With") {
            let label = String(first[range.upperBound...])
            candidates.insert(
                (String(first[..<range.lowerBound]), label.prefix(1).lowercased() + label.dropFirst()), at: 0)
        }
        for (name, label) in candidates {
            let methods = context.declarations.classes[className]?.methods[name] ?? []
            if methods.contains(where: { $0.labels == [label ?? "_"] && !$0.isPrivate }) {
                return ConnectionEmitter.MethodCall(name: name, label: label, senderCast: "")
            }
        }
        return nil
    }
}
