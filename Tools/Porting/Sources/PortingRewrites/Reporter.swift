import SwiftSyntax

/// What the rewrites cannot do, found in the rewritten file: storyboards and nibs, gesture
/// recognizers with `#selector`, `perform(_:)`, key-value observing with string key paths,
/// Apple-only modules, a `#selector` or `@objc` left over, an `override` in an extension of a
/// class declared elsewhere, and the notes rewrites left (`// otv-port:` comments).
enum Reporter {
    /// Modules that exist only on Apple platforms (Porting.md, "Apple-only imports").
    static let appleOnlyModules: Set<String> = [
        "AVFoundation", "AVKit", "Combine", "Contacts", "ContactsUI", "CoreData", "CoreGraphics", "CoreImage",
        "CoreLocation", "CoreMotion", "EventKit", "HealthKit", "MapKit", "MessageUI", "ObjectiveC", "Photos",
        "PhotosUI", "QuartzCore", "QuickLook", "SafariServices", "StoreKit", "SwiftUI", "UserNotifications",
        "WebKit", "WidgetKit",
    ]

    /// `interfaceBuilderFiles`: the storyboards and nibs in the input (`Main.storyboard`,
    /// `FeedCell.xib`). A storyboard or nib call whose file is among them is a note, left for the
    /// Interface Builder converter, instead of a warning.
    static func findings(
        in file: SourceFileSyntax, fileName: String, module: [String: [ActionMethod]] = [:],
        interfaceBuilderFiles: Set<String> = []
    ) -> [Finding] {
        let visitor = Visitor(
            file: file, fileName: fileName, module: module, interfaceBuilderFiles: interfaceBuilderFiles)
        visitor.walk(file)
        return visitor.findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let methods: ActionMethodIndex
        let classNames: Set<String>
        var findings: [Finding] = []
        /// Calls already reported, so the `#selector` inside one is not reported twice.
        var reportedCalls: Set<SyntaxIdentifier> = []

        let interfaceBuilderFiles: Set<String>

        init(
            file: SourceFileSyntax, fileName: String, module: [String: [ActionMethod]],
            interfaceBuilderFiles: Set<String>
        ) {
            self.interfaceBuilderFiles = interfaceBuilderFiles
            converter = SourceLocationConverter(fileName: fileName, tree: file)
            methods = ActionMethodIndex(file, module: module)
            classNames = Set(file.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
            super.init(viewMode: .sourceAccurate)
        }

        func report(
            _ kind: FindingKind, _ message: String, at node: some SyntaxProtocol, severity: Finding.Severity = .warning
        ) {
            let location = node.startLocation(converter: converter)
            findings.append(
                Finding(kind: kind, severity: severity, line: location.line, column: location.column, message: message))
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            // The iOS side of a file written for both platforms is not compiled on Linux.
            node.isIOSOnly ? .skipChildren : .visitChildren
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.count > 1, node.path.first?.name.text == "UIKit", !node.isInsideIfConfig(mentioning: "UIKit") {
                report(
                    .appleOnlyModule,
                    "'\(node.path.trimmedDescription)' is a UIKit submodule, which exists only on Apple platforms",
                    at: node)
            } else if let module = node.path.first?.name.text, Self.isAppleOnly(module),
                !node.isInsideIfConfig(mentioning: module)
            {
                report(.appleOnlyModule, "'\(module)' exists only on Apple platforms", at: node)
            }
            return .skipChildren
        }

        static func isAppleOnly(_ module: String) -> Bool { appleOnlyModules.contains(module) }

        /// NSObject's and the Objective-C runtime's API that UIKit code calls on views and
        /// controllers: `responds(to:)`, `isKind(of:)`, `NSClassFromString`, associated objects, …
        static func objectiveCRuntimeAPI(name: String, labels: [String]) -> String? {
            switch (name, labels) {
            case ("responds", ["to"]): "responds(to:)"
            case ("isKind", ["of"]): "isKind(of:)"
            case ("isMember", ["of"]): "isMember(of:)"
            case ("method", ["for"]): "method(for:)"
            case ("instancesRespond", ["to"]): "instancesRespond(to:)"
            case ("NSClassFromString", _), ("NSSelectorFromString", _), ("NSStringFromSelector", _),
                ("NSProtocolFromString", _), ("objc_getAssociatedObject", _), ("objc_setAssociatedObject", _),
                ("object_getClass", _), ("class_getInstanceMethod", _), ("method_exchangeImplementations", _),
                ("class_addMethod", _), ("method_setImplementation", _):
                name
            default: nil
            }
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            var position = token.position
            for piece in token.leadingTrivia.pieces {
                if case .lineComment(let text) = piece, text.hasPrefix(OutletRewriter.note) {
                    // At the note itself, the line a person deletes when the view is created.
                    let location = converter.location(for: position)
                    findings.append(
                        Finding(
                            kind: .interfaceBuilderOutlet, severity: .note, line: location.line,
                            column: location.column,
                            message:
                                "this outlet was filled by a storyboard or nib: create the view in code, then delete the note"
                        ))
                }
                position += piece.sourceLength
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let (kind, message) = classify(node) {
                reportInterfaceBuilder(kind, message, at: node, resource: Self.resourceName(of: node))
                reportedCalls.insert(node.id)
            }
            return .visitChildren
        }

        /// Reports `kind`, unless the storyboard or nib the call loads is in the input: the
        /// Interface Builder converter generates the code that registers it, so the call works at
        /// run time as on iOS (Porting.md, "Storyboards and nibs"). `anyFile` accepts any
        /// storyboard or nib (`awakeFromNib()` is sent to the objects of both).
        func reportInterfaceBuilder(
            _ kind: FindingKind, _ message: String, at node: some SyntaxProtocol, resource: String?,
            anyFile: Bool = false
        ) {
            guard kind == .storyboard || kind == .nib else { return report(kind, message, at: node) }
            let extensions =
                anyFile ? ["storyboard", "xib", "nib"] : kind == .storyboard ? ["storyboard"] : ["xib", "nib"]
            let present = interfaceBuilderFiles.contains { file in
                let parts = file.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2, extensions.contains(parts[1]) else { return false }
                return resource == nil || resource == parts[0]
            }
            if !present {
                report(kind, message, at: node)
            }
        }

        /// The storyboard or nib a call names, when it names one: `UIStoryboard(name: "Main", …)`,
        /// `UINib(nibName: "FeedCell", …)`, `loadNibNamed("FeedCell", …)`, `FeedCell.nib()`.
        static func resourceName(of node: FunctionCallExprSyntax) -> String? {
            let literal = [
                node.argument("name"), node.argument("nibName"),
                node.calledName == "loadNibNamed" ? node.argument("_") : nil,
            ]
            .compactMap { $0?.as(StringLiteralExprSyntax.self) }.first
            if let literal, let segment = literal.segments.first?.as(StringSegmentSyntax.self),
                literal.segments.count == 1
            {
                return segment.content.text
            }
            if node.calledName == "nib", node.arguments.isEmpty, let type = node.receiver?.trimmedDescription {
                return type
            }
            return nil
        }

        /// What a call is, if it is something to report.
        func classify(_ node: FunctionCallExprSyntax) -> (FindingKind, String)? {
            let name = node.calledName ?? ""
            let called = node.calledExpression.trimmedDescription
            let typeName = called.hasSuffix(".init") ? String(called.dropLast(5)) : called
            if case .unsupported(let reason) = GestureRecognizerRewriter.plan(node, methods: methods) {
                let what = name == "addTarget" ? "'addTarget(_:action:)' on a gesture recognizer" : "'\(called)'"
                return (.gestureRecognizer, "\(what) not rewritten to its closure form: \(reason)")
            }
            if typeName.hasSuffix("GestureRecognizer"), typeName.first?.isUppercase == true,
                node.labels.contains("action")
            {
                return (.gestureRecognizer, "'\(called)' takes a target and a selector; UIKit has no closure form")
            }
            if name.hasPrefix("performSelector")
                || (name == "perform" && node.labels.first == "_"
                    && (node.arguments.first?.expression.is(MacroExpansionExprSyntax.self) == true
                        || node.arguments.first?.expression.trimmedDescription.hasPrefix("Selector(") == true))
            {
                return (
                    .performSelector, "'\(name)' calls a method by its selector, which needs the Objective-C runtime"
                )
            }
            if name == "cancelPreviousPerformRequests" {
                return (.performSelector, "'cancelPreviousPerformRequests' cancels a 'perform(_:with:afterDelay:)'")
            }
            if node.labels.contains("forKeyPath")
                || node.labels.contains("forKey")
                    && ["value", "setValue", "mutableArrayValue"].contains(name)
            {
                return (.keyValueObserving, "'\(name)' with a string key path needs the Objective-C runtime")
            }
            if called == "UIStoryboard" || name == "instantiateViewController"
                || name == "instantiateInitialViewController"
                || name == "performSegue"
            {
                return (
                    .storyboard,
                    "'\(name)' loads from a storyboard that is not among the inputs: add its .storyboard so otv-port converts it, or create the controller in code"
                )
            }
            if called == "UINib" || name == "loadNibNamed" {
                return (
                    .nib,
                    "'\(name)' loads a nib that is not among the inputs: add its .xib so otv-port converts it, or build the view in code"
                )
            }
            if name == "nib", node.arguments.isEmpty, node.receiver != nil {
                return (
                    .nib,
                    "'nib()' makes a 'UINib' whose .xib is not among the inputs: add it so otv-port converts it, or register the class"
                )
            }
            if name == "register", node.labels.count == 2,
                ["forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier"].contains(node.labels[1]),
                let registered = node.arguments.first?.expression,
                !registered.trimmedDescription.hasSuffix(".self"), !registered.is(NilLiteralExprSyntax.self),
                !registered.trimmedDescription.contains("nib()"),
                registered.as(FunctionCallExprSyntax.self)?.calledName != "UINib"
            {
                return (
                    .nib,
                    "'register(_:\(node.labels[1]):)' with a nib whose .xib is not among the inputs: add it, or register the class"
                )
            }
            if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
                return (
                    .keyValueObserving,
                    "'observe(_:options:changeHandler:)' is key-value observing, which needs the Objective-C runtime"
                )
            }
            if called == "Selector", node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
                return (
                    .selector,
                    "'Selector(\"…\")' names a method for the Objective-C runtime; call the method from a closure"
                )
            }
            if ["willChangeValue", "didChangeValue"].contains(name) && node.labels.contains("forKey") {
                return (
                    .keyValueObserving,
                    "'\(name)(forKey:)' sends key-value observing notifications, which need the Objective-C runtime"
                )
            }
            if let api = Self.objectiveCRuntimeAPI(name: name, labels: node.labels) {
                return (
                    .objectiveCRuntime,
                    "'\(api)' is NSObject or Objective-C runtime API, which Swift on Linux does not have for UIKit's types"
                )
            }
            if case .unsupported(let reason) = RemoveTargetRewriter.plan(node, methods: methods, at: node) {
                return (.selector, "'removeTarget(_:action:for:)' not rewritten: \(reason)")
            }
            if name == "perform",
                node.labels.contains("afterDelay") || node.labels == ["_", "with"]
                    || node.labels == ["_", "with", "with"]
            {
                return (
                    .performSelector, "'perform' calls a method by its selector, which needs the Objective-C runtime"
                )
            }
            if let nibName = node.argument("nibName"), !nibName.is(NilLiteralExprSyntax.self) {
                return (
                    .nib, "'init(nibName:bundle:)' with a nib name loads a nib: pass nil and build the view in code"
                )
            }
            switch TargetActionRewriter.plan(node, methods: methods, at: node) {
            case .unsupported(let reason): return (.selector, "'addTarget(_:action:for:)' not rewritten: \(reason)")
            default: break
            }
            switch BarButtonItemRewriter.plan(node, methods: methods) {
            case .unsupported(let reason):
                return (.selector, "'UIBarButtonItem(…target:action:)' not rewritten: \(reason)")
            default: break
            }
            switch NotificationObserverRewriter.plan(node, methods: methods) {
            case .unsupported(let reason):
                return (.selector, "'addObserver(_:selector:name:object:)' not rewritten: \(reason)")
            case .rewrite:
                return (
                    .selector,
                    "'addObserver(_:selector:name:object:)' outside a class body: the token has nowhere to go"
                )
            default: break
            }
            return nil
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.macroName.text
            guard name == "selector" || name == "keyPath" else { return .visitChildren }
            if let call = node.ancestor(FunctionCallExprSyntax.self), reportedCalls.contains(call.id) {
                return .skipChildren
            }
            if name == "keyPath" {
                report(.keyValueObserving, "'#keyPath' needs the Objective-C runtime; use a Swift key path", at: node)
            } else {
                report(.selector, "'#selector' needs the Objective-C runtime; call the method from a closure", at: node)
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            let name = node.name.text
            if isOverride && name == "observeValue" {
                report(
                    .keyValueObserving, "'observeValue(forKeyPath:of:change:context:)' is never called headless",
                    at: node.name)
            } else if isOverride && name == "prepare"
                && node.signature.parameterClause.parameters.first?.firstName.text == "for"
            {
                reportInterfaceBuilder(
                    .storyboard, "'prepare(for:sender:)' is called for segues, and no storyboard is among the inputs",
                    at: node.name,
                    resource: nil)
            } else if isOverride && name == "awakeFromNib" {
                reportInterfaceBuilder(
                    .nib,
                    "'awakeFromNib()' is called only for objects of a storyboard or nib, and none is among the inputs",
                    at: node.name, resource: nil, anyFile: true)
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription
            for member in node.memberBlock.members where member.isOverride {
                let reason =
                    classNames.contains(type)
                    ? "this extension of '\(type)' is not at the top level of the file: move this override into the class body"
                    : "'\(type)' is not a class declared at the top level of the files ported together (or this "
                        + "override names something private to its file): move this override into its class body"
                report(.overrideInExtension, reason, at: member.decl)
            }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            guard ObjectiveCAttributeRewriter.objcAttributes.contains(name) else { return .visitChildren }
            if let protocolDecl = node.ancestor(ProtocolDeclSyntax.self) {
                // Reported once, on the protocol: its requirements' `@objc optional` go with it.
                if protocolDecl.attributes.contains(where: { $0.id == node.id }) {
                    report(
                        .selector, "'@\(name)' on a protocol with optional requirements needs the Objective-C runtime",
                        at: node)
                }
            } else {
                report(
                    .selector,
                    "'@\(name)' kept: a '#selector' left in this file names this method; remove both together",
                    at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "storyboard", node.base?.trimmedDescription == "self" || node.base == nil
            {
                reportInterfaceBuilder(
                    .storyboard,
                    "'storyboard' is nil unless the controller comes from a storyboard, and none is among the inputs",
                    at: node, resource: nil)
            }
            return .visitChildren
        }
    }
}
