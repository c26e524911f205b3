/// Writes a xib: `register()` registers it by name for `UINib(nibName:bundle:)`, a
/// controller's nib and `Bundle.loadNibNamed`; `instantiate` makes the top-level objects and
/// connects the File's Owner's outlets and actions when there is an owner.
struct NibEmitter {
    let context: GenerationContext

    static let ownerID = "-1"
    static let firstResponderID = "-2"

    func emit(into writer: inout SwiftWriter) {
        let document = context.document
        let typeName = SwiftGenerator.typeName(document)
        let owner = document.filesOwner
        let ownerClass = owner.map { context.className(of: $0, default: "NSObject") } ?? "NSObject"
        context.classes[Self.ownerID] = ownerClass
        let ownerConnections = owner?.child("connections")
        var emitter = ViewEmitter(context: context)
        var topLevel: [String] = []
        let needsOwner = ownerClass != "NSObject"
        if needsOwner { context.expressions[Self.ownerID] = "owner" }
        for object in document.topLevelObjects {
            switch object.name {
            case "placeholder":
                if object.id != Self.ownerID && object.id != Self.firstResponderID {
                    context.report(object, "external objects are not converted")
                }
            default:
                if let recognizerClass = IBClasses.gestureRecognizers[object.name] {
                    ControllerEmitter(context: context).emitGestureRecognizerForNib(
                        object, className: recognizerClass, into: &emitter)
                    if let id = object.id, let name = context.names[id] { topLevel.append(name) }
                } else if let name = emitter.emitView(object, parent: nil) {
                    topLevel.append(name)
                }
            }
        }
        let outletTargets = Set(
            document.root.allElements.filter { $0.name == "outlet" }.compactMap { $0["destination"] })
        var body = emitter.writer
        ConstraintEmitter.emit(emitter.constraints, context: context, outletTargets: outletTargets, into: &body)
        // Connections that do not involve the owner, then those that do (only with an owner).
        var withOwner = SwiftWriter()
        for (source, connections) in emitter.connections {
            let sourceElement = document.root.allElements.first { $0.child("connections") == connections }
            let (plain, owned) = split(connections)
            ConnectionEmitter.emit(plain, source: source, sourceElement: sourceElement, context: context, into: &body)
            ConnectionEmitter.emit(
                owned, source: source, sourceElement: sourceElement, context: context, into: &withOwner)
        }
        if let ownerConnections, let owner {
            if needsOwner {
                ConnectionEmitter.emit(
                    ownerConnections, source: "owner", sourceElement: owner, context: context, into: &withOwner)
            } else if !ownerConnections.children.isEmpty {
                context.report(owner, "the File's Owner has connections but no custom class; left out")
            }
        }
        // A collection view of a xib registers its cells in code: Interface Builder keeps no
        // prototypes in a xib, but a file may still hold them; they are registered as in a scene.
        for prototype in emitter.collectionPrototypes {
            CollectionPrototypeEmitter(context: context).emit(prototype, controller: nil, into: &body)
        }
        for line in emitter.finishing { body.line(line) }
        writer.line(
            "/// `\(document.name).\(document.kind == .storyboard ? "storyboard" : "xib")`, converted by otv-port: `register()` registers it under the name"
        )
        writer.line(
            "/// \(SwiftLiteral.string(document.name)), for `UINib(nibName: \(SwiftLiteral.string(document.name)), bundle: nil)`."
        )
        writer.line("@MainActor")
        writer.block("enum \(typeName)") { writer in
            writer.line("/// Registers the nib under its name; calling it again changes nothing.")
            writer.block("static func register()") { writer in
                writer.line(
                    "UINib.register(UINib.Definition { instantiate($0) }, name: \(SwiftLiteral.string(document.name)))")
            }
            writer.line()
            writer.line("/// Makes the nib's top-level objects, connected to the File's Owner when there is one.")
            writer.block("static func instantiate(_ loader: NibLoader) -> [AnyObject]") { writer in
                writer.append(body)
                if !withOwner.lines.isEmpty {
                    writer.block("if let owner = loader.owner(as: \(ownerClass).self)") { writer in
                        writer.append(withOwner)
                    }
                }
                writer.line("return [\(topLevel.joined(separator: ", "))]")
            }
        }
    }

    /// A view's connections split into those that name the File's Owner and the others.
    func split(_ connections: IBElement) -> (plain: IBElement, owned: IBElement) {
        let owned = connections.children.filter { $0["destination"] == Self.ownerID }
        let plain = connections.children.filter { $0["destination"] != Self.ownerID }
        for connection in connections.children where connection["destination"] == Self.firstResponderID {
            context.report(connection, "actions sent to the first responder are not converted")
        }
        return (
            IBElement(
                name: "connections", children: plain.filter { $0["destination"] != Self.firstResponderID },
                line: connections.line),
            IBElement(name: "connections", children: owned, line: connections.line)
        )
    }
}

extension ControllerEmitter {
    /// A xib's top-level gesture recognizer.
    func emitGestureRecognizerForNib(_ recognizer: IBElement, className: String, into emitter: inout ViewEmitter) {
        emitGestureRecognizer(recognizer, className: className, into: &emitter)
    }
}
