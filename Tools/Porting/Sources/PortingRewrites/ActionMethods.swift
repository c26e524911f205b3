import SwiftSyntax

/// A method a `#selector` can name, as declared in the file: its name, argument labels and
/// parameter types. The closures that replace selectors call it with the right arguments.
struct ActionMethod {
    let name: String
    /// The argument labels as a call writes them (`_` for none).
    let labels: [String]
    /// The parameter types, as written.
    let types: [String]
}

/// The methods declared in a file, by name, and those of the other files ported with it.
struct ActionMethodIndex {
    private var methods: [String: [ActionMethod]] = [:]
    /// The methods of every file ported together, for a selector whose method this file does not
    /// declare (an action in `FeedViewController+Actions.swift`).
    private var module: [String: [ActionMethod]] = [:]

    /// The index of `file`, falling back on `module`: the methods of the files ported with it.
    init(_ file: SourceFileSyntax, module: [String: [ActionMethod]] = [:]) {
        methods = Self.collect(file)
        self.module = module
    }

    /// The methods `file` declares, by name.
    static func collect(_ file: SourceFileSyntax) -> [String: [ActionMethod]] {
        final class Collector: SyntaxVisitor {
            var methods: [String: [ActionMethod]] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let parameters = node.signature.parameterClause.parameters
                let method = ActionMethod(
                    name: node.name.text,
                    labels: parameters.map { $0.firstName.text },
                    types: parameters.map { $0.type.trimmedDescription })
                methods[method.name, default: []].append(method)
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.methods
    }

    /// The method `selector` names, if the file declares exactly one that fits, or declares none
    /// and the files ported with it declare exactly one.
    func method(for selector: SelectorReference) -> ActionMethod? {
        func fitting(_ methods: [ActionMethod]?) -> [ActionMethod] {
            (methods ?? []).filter { method in
                guard let labels = selector.labels else { return true }
                return method.labels == labels
            }
        }
        let candidates = fitting(methods[selector.name])
        if candidates.isEmpty {
            let elsewhere = fitting(module[selector.name])
            return elsewhere.count == 1 ? elsewhere[0] : nil
        }
        return candidates.count == 1 ? candidates[0] : nil
    }
}

/// What a `#selector(…)` names: `#selector(save)`, `#selector(save(_:))`, `#selector(self.save)`,
/// `#selector(ListViewController.save(_:))`.
struct SelectorReference {
    let name: String
    /// The labels, when the selector spells them (`["_"]` for `save(_:)`).
    let labels: [String]?

    /// Reads a `#selector(…)` expression; `nil` for anything else (including `#selector(getter: x)`).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        let reference: DeclReferenceExprSyntax
        if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            return nil
        }
        name = reference.baseName.text
        labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }
}

/// Why a selector cannot become a closure call, or the call that replaces it.
enum ActionCall {
    /// The call, with `argument` standing for what the action passes (`action.sender`,
    /// `notification`): `self.save()`, `self.toggled(action.sender as! UISwitch)`.
    case call(String, usesArgument: Bool)
    case unsupported(String)

    /// Builds the call to `method` through `receiver` (`self.`, `self?.`), passing `argument`
    /// when the method takes one parameter. `cast` turns the argument into the parameter's type.
    static func make(
        _ selector: SelectorReference?, in index: ActionMethodIndex, receiver: String,
        argument: String, cast: (String, String) -> String?
    ) -> ActionCall {
        guard let selector else {
            return .unsupported("the action is not a '#selector(method)' the tool can read")
        }
        guard let method = index.method(for: selector) else {
            return .unsupported(
                "'\(selector.name)' is not declared (once) in this file, so its parameters are unknown")
        }
        switch method.types.count {
        case 0:
            return .call("\(receiver)\(method.name)()", usesArgument: false)
        case 1:
            guard let value = cast(argument, method.types[0]) else {
                return .unsupported("'\(method.name)' takes a '\(method.types[0])', which the closure cannot pass")
            }
            let label = method.labels[0] == "_" ? "" : "\(method.labels[0]): "
            return .call("\(receiver)\(method.name)(\(label)\(value))", usesArgument: true)
        default:
            return .unsupported("'\(method.name)' takes \(method.types.count) arguments; a closure action passes one")
        }
    }

    /// How a `UIAction`'s sender becomes the action method's parameter.
    static func castSender(_ sender: String, to type: String) -> String? {
        switch type {
        case "Any": "\(sender) as Any"
        case "Any?": sender
        case "AnyObject": "\(sender) as AnyObject"
        case "AnyObject?": "\(sender) as AnyObject?"
        case let optional where optional.hasSuffix("?"): "\(sender) as? \(optional.dropLast())"
        case let unwrapped where unwrapped.hasSuffix("!"): "\(sender) as! \(unwrapped.dropLast())"
        default: "\(sender) as! \(type)"
        }
    }
}

/// The stable identifier a rewritten target–action pair's `UIAction` gets: the type that declares
/// the action method and the method's selector spelling, `SettingsCell.toggled(_:)`.
///
/// UIKit keeps one registration per target, action and events, so adding the same pair again
/// changes nothing; and `addAction(_:for:)` replaces an action with the identifier of one
/// already added. Naming the action after its selector keeps the first behaviour after the
/// rewrite, and lets `removeTarget(_:action:for:)` become `removeAction(identifiedBy:for:)`.
enum ActionIdentifier {
    /// `Type.method(label:)`, or `nil` when the selector's method is not declared (once) in the file.
    static func make(for selector: SelectorReference?, in index: ActionMethodIndex, at node: some SyntaxProtocol)
        -> String?
    {
        guard let selector, let method = index.method(for: selector) else { return nil }
        let arguments = method.labels.isEmpty ? "" : "(\(method.labels.map { "\($0):" }.joined()))"
        let type = enclosingTypeName(of: node).map { "\($0)." } ?? ""
        return "\(type)\(method.name)\(arguments)"
    }

    /// `UIAction.Identifier("…")`.
    static func expression(_ identifier: String) -> String {
        "UIAction.Identifier(\"\(identifier)\")"
    }

    /// The name of the type whose body (or extension) holds `node`.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = parent.parent
        }
        return nil
    }
}
