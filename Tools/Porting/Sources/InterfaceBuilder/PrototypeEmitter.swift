/// Registers a storyboard table's prototype cell under its reuse identifier, as UIKit does when
/// the table loads: a nib whose one object is the cell, made with its subviews, constraints and
/// outlets each time the table dequeues a new one. Segues from the cell are made with the
/// scene's controller and triggered by the cell's selection.
struct PrototypeEmitter {
    let context: GenerationContext

    func emit(_ cell: IBElement, table: String, controller: String, into writer: inout SwiftWriter) {
        guard let reuseIdentifier = cell["reuseIdentifier"] else {
            context.report(cell, "a prototype cell without a reuse identifier cannot be dequeued; left out")
            return
        }
        // The segues the cell triggers belong to the scene's controller: made here, once.
        var segues: [String] = []
        for segue in cell.child("connections")?.children(named: "segue") ?? [] {
            if let name = SegueEmitter(context: context).emit(
                segue, controller: controller, trigger: nil, keepsName: true, into: &writer)
            {
                segues.append(name)
            }
        }
        emitNib(
            cell, owner: table, controller: controller, segues: segues,
            registration: "forCellReuseIdentifier: \(SwiftLiteral.string(reuseIdentifier)))", into: &writer)
    }

    /// `owner.register(UINib(UINib.Definition { loader in … return [view] }), <registration>`:
    /// the view made with its subviews, constraints and connections, the selection of a cell
    /// triggering `segues`, and the segues of the controls inside it (a button in a cell or a
    /// header) declared once with the scene's `controller` and triggered by each view made.
    /// Shared by the table's and the collection view's prototypes.
    func emitNib(
        _ view: IBElement, owner: String, controller: String?, segues: [String], registration: String,
        into writer: inout SwiftWriter
    ) {
        var emitter = ViewEmitter(context: context)
        guard let name = emitter.emitView(view, parent: nil) else { return }
        var body = emitter.writer
        let outletTargets = Set(
            context.document.root.allElements.filter { $0.name == "outlet" }.compactMap { $0["destination"] })
        ConstraintEmitter.emit(emitter.constraints, context: context, outletTargets: outletTargets, into: &body)
        let triggers = DeferredLines()
        for (source, connections) in emitter.connections {
            let sourceElement = view.allElements.first { $0.child("connections") == connections }
            ConnectionEmitter.emit(
                connections, source: source, sourceElement: sourceElement, context: context, into: &body)
            // The prototype's own segues are its selection's (`segues`); its subviews' are theirs.
            guard sourceElement != view else { continue }
            for segue in connections.children(named: "segue") {
                guard let controller, segue["kind"] != "embed" else {
                    context.report(
                        segue,
                        controller == nil
                            ? "a segue in a nib is not converted (Xcode keeps segues in storyboards)"
                            : "an embed segue inside a prototype is not converted")
                    continue
                }
                // Declared once, with the scene's controller; triggered by each view the nib makes.
                SegueEmitter(context: context).emit(
                    segue, controller: controller, trigger: source, deferredTriggers: triggers, into: &writer)
            }
        }
        for line in triggers.lines { body.line(line) }
        for segue in segues { body.line(RuntimeSpelling.trigger(segue, sender: name, isCell: true)) }
        for line in emitter.finishing { body.line(line) }
        writer.line("\(owner).register(")
        writer.indented { writer in
            writer.closure("UINib(UINib.Definition { loader in", closing: "}),") { writer in
                writer.append(body)
                writer.line("return [\(name)]")
            }
            writer.line(registration)
        }
    }
}

/// A table view with static cells: its sections, with their header and footer titles and cells
/// (already made with the rest of the root view), shown by the table itself; the controller's data
/// source methods are not asked for them, as with UIKit's `UITableViewController` and static
/// content.
struct StaticTableEmitter {
    let context: GenerationContext

    func emit(_ sections: [ViewEmitter.StaticSection], table: String, into writer: inout SwiftWriter) {
        writer.line("loader.setStaticSections(")
        writer.indented { writer in
            writer.line("[")
            writer.indented { writer in
                for section in sections {
                    for attribute in section.element.attributeNames
                    where !["id", "headerTitle", "footerTitle"].contains(attribute) {
                        context.report(section.element, attribute: attribute, "section attribute is not converted")
                    }
                    var arguments = ["cells: [\(section.cells.map(\.name).joined(separator: ", "))]"]
                    if let header = section.element["headerTitle"] {
                        arguments.append("headerTitle: \(SwiftLiteral.string(header))")
                    }
                    if let footer = section.element["footerTitle"] {
                        arguments.append("footerTitle: \(SwiftLiteral.string(footer))")
                    }
                    let heights = section.cells.map { $0.element["rowHeight"].flatMap(SwiftLiteral.number) }
                    if heights.contains(where: { $0 != nil }) {
                        arguments.append("rowHeights: [\(heights.map { $0 ?? "nil" }.joined(separator: ", "))]")
                    }
                    writer.line("StaticTableSection(\(arguments.joined(separator: ", "))),")
                }
            }
            writer.line("],")
            writer.line("of: \(table))")
        }
    }
}
