/// Writes a storyboard: `register()` with every scene, the initial one and the unwind actions
/// its exits name, then one function per scene that makes its controller
/// (``ControllerEmitter``).
struct StoryboardEmitter {
    let context: GenerationContext

    func emit(into writer: inout SwiftWriter) {
        let document = context.document
        let typeName = SwiftGenerator.typeName(document)
        var scenes: [(id: String, identifier: String?, function: String, element: IBElement, scene: IBScene)] = []
        for scene in document.scenes {
            guard let controller = scene.controller else {
                if !scene.objects.isEmpty {
                    context.report(
                        IBElement(name: "scene", line: scene.line), "a scene without a view controller; left out")
                }
                continue
            }
            if controller.name == "viewControllerPlaceholder" { continue }  // A reference: see segues.
            guard let id = controller.id else { continue }
            let base = controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller.name
            let function = context.freshName("make" + upperCamel(base))
            scenes.append((id, controller["storyboardIdentifier"], function, controller, scene))
        }
        let unwindActions = UnwindActions.collect(context: context)
        writer.line(
            "/// `\(document.name).\(document.kind == .storyboard ? "storyboard" : "xib")`, converted by otv-port: `register()` registers it under the name"
        )
        writer.line(
            "/// \(SwiftLiteral.string(document.name)), for `UIStoryboard(name: \(SwiftLiteral.string(document.name)), bundle: nil)`."
        )
        writer.line("@MainActor")
        writer.block("enum \(typeName)") { writer in
            writer.line("/// Registers the storyboard's scenes under its name; calling it again changes nothing.")
            writer.block("static func register()") { writer in
                writer.line("UIStoryboard.register(")
                writer.indented { writer in
                    writer.line("UIStoryboard.Definition(")
                    writer.indented { writer in
                        let initial = document.initialViewControllerID.map(SwiftLiteral.string) ?? "nil"
                        writer.line("initialScene: \(initial),")
                        writer.line("scenes: [")
                        writer.indented { writer in
                            for scene in scenes {
                                let identifier = scene.identifier.map(SwiftLiteral.string) ?? "nil"
                                writer.line(
                                    "UIStoryboard.Scene(id: \(SwiftLiteral.string(scene.id)), identifier: \(identifier), "
                                        + "instantiate: { \(scene.function)($0) }),")
                            }
                        }
                        if unwindActions.isEmpty {
                            writer.line("]),")
                        } else {
                            writer.line("],")
                            writer.line("unwindActions: [")
                            writer.indented { writer in
                                for action in unwindActions {
                                    for line in (action + ",").split(separator: "\n") { writer.line(String(line)) }
                                }
                            }
                            writer.line("]),")
                        }
                    }
                    writer.line("name: \(SwiftLiteral.string(document.name)))")
                }
            }
            for scene in scenes {
                writer.line()
                var emitter = ControllerEmitter(context: context)
                emitter.emitScene(scene.element, scene: scene.scene, function: scene.function, into: &writer)
            }
        }
        if let initial = document.initialViewControllerID, !scenes.contains(where: { $0.id == initial }) {
            context.report(document.root, attribute: "initialViewController", "names no scene of the storyboard")
        }
    }

    func upperCamel(_ text: String) -> String {
        let identifier = SwiftLiteral.identifier(text).filter { $0 != "`" }
        return identifier.prefix(1).uppercased() + identifier.dropFirst()
    }
}
