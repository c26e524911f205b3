import Foundation

/// Writes one storyboard scene's function: the controller made through `init?(coder:)`, its
/// attributes, navigation and tab bar items, relationships and segues, and the builder of its
/// root view, which makes the view tree, the scene's gesture recognizers, the constraints, the
/// outlets, actions and segue triggers, and registers the table's prototype cells.
struct ControllerEmitter {
    let context: GenerationContext
    /// The bar button items' segue triggers, connected with the root view.
    let deferredTriggers = DeferredLines()

    init(context: GenerationContext) {
        self.context = context
    }

    mutating func emitScene(_ controller: IBElement, scene: IBScene, function: String, into writer: inout SwiftWriter) {
        // A controller the converter does not make has no name (names go to the objects it
        // makes), so it is reported and given its placeholder before the name is looked up: the
        // storyboard's scene list names its function either way.
        let tag = controller.name
        guard let uikitClass = IBClasses.controllers[tag] else {
            context.report(
                controller,
                IBClasses.unsupported[tag].map { "\($0); scene left out" } ?? "unknown controller; scene left out")
            writer.line("static func \(function)(_ loader: NibLoader) -> UIViewController {")
            writer.line("    UIViewController()")
            writer.line("}")
            return
        }
        guard let id = controller.id, let name = context.names[id] else { return }
        let className = context.className(of: controller, default: uikitClass)
        context.classes[id] = className
        let title = controller["title"]
        let label = controller["storyboardIdentifier"].map { " (storyboard identifier \"\($0)\")" } ?? ""
        writer.line("/// The scene of \(className)\(label).")
        writer.block("static func \(function)(_ loader: NibLoader) -> UIViewController") { writer in
            let navigationItem = controller.children.first { $0.name == "navigationItem" }
            let tabBarItem = controller.children.first { $0.name == "tabBarItem" }.map {
                emitTabBarItem($0, into: &writer)
            }
            let decoder = RuntimeSpelling.decoder(
                title: title, storyboardIdentifier: controller["storyboardIdentifier"],
                navigationItem: navigationItem.map(navigationItemArguments) ?? [], tabBarItem: tabBarItem)
            writer.line("let \(name) = \(RuntimeSpelling.viewController(className, decoder: decoder))")
            emitControllerAttributes(controller, name: name, into: &writer)
            let viewElement = controller.children.first { $0.key == "view" }
            let viewIDs = Set((viewElement?.allElements ?? []).compactMap(\.id))
            var sceneSegues: [IBElement] = []
            for child in controller.children {
                switch child.name {
                case "navigationItem": emitNavigationItem(child, controller: name, into: &writer)
                case "tabBarItem": break  // The controller's decoder's, made before it.
                case "navigationBar" where child.key == "navigationBar":
                    if child.bool("largeTitles") == true {
                        writer.line("\(name).navigationBar.prefersLargeTitles = true")
                    }
                case "connections":
                    sceneSegues = child.children(named: "segue")
                    // Outlets to objects outside the root view (bar button items, other controllers).
                    let outside = IBElement(
                        name: "connections",
                        children: child.children.filter {
                            $0.name != "segue" && !viewIDs.contains($0["destination"] ?? "")
                        }, line: child.line)
                    ConnectionEmitter.emit(
                        outside, source: name, sourceElement: controller, context: context, into: &writer)
                default:
                    break
                }
            }
            emitRelationships(sceneSegues, controller: controller, name: name, into: &writer)
            for segue in sceneSegues where segue["kind"] != "relationship" {
                SegueEmitter(context: context).emit(segue, controller: name, trigger: nil, into: &writer)
            }
            if let viewElement {
                emitRootView(
                    viewElement, controller: controller, name: name, scene: scene, viewIDs: viewIDs, into: &writer)
            }
            // A controller without a root view in the file connects its items' triggers at once.
            for line in deferredTriggers.lines { writer.line(line) }
            for child in controller.children {
                let known: Set<String> = [
                    "navigationItem", "tabBarItem", "navigationBar", "connections", "tabBar", "toolbar",
                    "simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "size", "extendedEdge", "point",
                    "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedStatusBarMetrics",
                    "simulatedScreenMetrics", "simulatedOrientationMetrics", "simulatedToolbarMetrics",
                    "refreshControl", "layoutGuides",
                ]
                if child.key == "view" || known.contains(child.name) { continue }
                // Xcode writes both on a navigation controller it embeds a scene in: an empty
                // toolbar item list, and no archived children (the relationship segue gives the root).
                if child.name == "toolbarItems" && child.children.isEmpty { continue }
                let isNavigation = controller.name == "navigationController"
                if child.name == "nil" && child["name"] == "viewControllers" && isNavigation { continue }
                context.report(child, "not converted in a controller")
            }
            writer.line("return \(name)")
        }
    }

    func emitControllerAttributes(_ controller: IBElement, name: String, into writer: inout SwiftWriter) {
        var emitter = ViewEmitter(context: context)
        emitter.emitAttributes(
            controller, name: name, rules: IBAttributeRules.controller.merging(["title": .handled]) { $1 })
        writer.append(emitter.writer)
        if controller.bool("navigationBarHidden") == true {
            writer.line("\(name).isNavigationBarHidden = true")
        }
    }

    /// `<navigationItem key="navigationItem" title="…" largeTitleDisplayMode="never">` with bar button items.
    /// The arguments of the controller's `NibDecoder.NavigationItemAttributes`: the navigation
    /// item's attributes, which UIKit decodes with the controller, before the app's
    /// `init?(coder:)` body runs (so what that body sets wins, as on iOS). In the struct's order.
    func navigationItemArguments(_ item: IBElement) -> [String] {
        let modes: Set<String> = ["automatic", "always", "never"]
        var values: [String: String] = [:]
        for attribute in item.attributeNames {
            let value = item[attribute] ?? ""
            switch attribute {
            case "title", "prompt", "backButtonTitle":
                values[attribute] = SwiftLiteral.string(value)
            case "largeTitleDisplayMode":
                guard modes.contains(value) else {
                    context.report(item, attribute: attribute, "value '\(value)' is not converted; not set")
                    continue
                }
                if value != "automatic" { values[attribute] = "." + value }
            case "hidesBackButton", "leftItemsSupplementBackButton":
                if value == "YES" { values[attribute] = "true" }
            default:
                if IBAttributeRules.everywhere[attribute] == nil {
                    context.report(item, attribute: attribute, "attribute is not converted; not set")
                }
            }
        }
        let order = [
            "title", "prompt", "backButtonTitle", "largeTitleDisplayMode", "hidesBackButton",
            "leftItemsSupplementBackButton",
        ]
        return order.compactMap { name in values[name].map { "\(name): \($0)" } }
    }

    /// The navigation item's bar button items, made after the controller they connect to (its
    /// attributes are the decoder's, ``navigationItemArguments(_:)``).
    func emitNavigationItem(_ item: IBElement, controller: String, into writer: inout SwiftWriter) {
        for child in item.children {
            switch child.name {
            case "barButtonItem":
                let slots = ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"]
                guard let key = child.key, slots.contains(key),
                    let made = emitBarButtonItem(child, controller: controller, into: &writer)
                else {
                    context.report(child, "bar button item slot '\(child.key ?? "")' is not converted")
                    continue
                }
                writer.line("\(controller).navigationItem.\(key) = \(made)")
            case "leftBarButtonItems", "rightBarButtonItems":
                let made = child.children.compactMap { emitBarButtonItem($0, controller: controller, into: &writer) }
                writer.line("\(controller).navigationItem.\(child.name) = [\(made.joined(separator: ", "))]")
            case _ where child.key == "titleView" && IBClasses.views[child.name] != nil:
                // A view in the bar's title slot (a search field, a segmented control), made as
                // any view and set as `titleView`; its connections are the storyboard's.
                var emitter = ViewEmitter(context: context)
                guard let made = emitter.emitView(child, parent: nil) else { continue }
                writer.append(emitter.writer)
                writer.line("\(controller).navigationItem.titleView = \(made)")
                for (source, connections) in emitter.connections {
                    let sourceElement = context.document.root.allElements.first {
                        $0.child("connections") == connections
                    }
                    ConnectionEmitter.emit(
                        connections, source: source, sourceElement: sourceElement, context: context, into: &writer)
                }
                for line in emitter.finishing { writer.line(line) }
            case "nil":
                // `<nil key="title"/>`: Xcode's record that the title is unset, as it is by default.
                continue
            default:
                context.report(child, "not converted in a navigation item")
            }
        }
    }

    /// A bar button item, made as code makes it, its action connected as the nib connects it
    /// (target, action, and the call keeping the item as sender), and the segues it triggers.
    func emitBarButtonItem(_ item: IBElement, controller: String, into writer: inout SwiftWriter) -> String? {
        guard let id = item.id, let name = context.names[id] else { return nil }
        context.classes[id] = "UIBarButtonItem"
        let style = item["style"] == "done" ? "done" : "plain"
        let construction: String
        if let system = item["systemItem"] {
            construction = "UIBarButtonItem(barButtonSystemItem: .\(system), target: nil, action: nil)"
        } else if let image = item["image"] {
            construction =
                "UIBarButtonItem(image: \(IBValues.image(named: image, catalog: item["catalog"])), style: .\(style), "
                + "target: nil, action: nil)"
        } else {
            let title = item["title"].map(SwiftLiteral.string) ?? "nil"
            construction = "UIBarButtonItem(title: \(title), style: .\(style), target: nil, action: nil)"
        }
        writer.line("let \(name) = \(RuntimeSpelling.object(construction))")
        if item["systemItem"] != nil && style == "done" { writer.line("\(name).style = .done") }
        for attribute in item.attributeNames
        where !["id", "key", "systemItem", "title", "image", "catalog", "style"].contains(attribute) {
            context.report(item, attribute: attribute, "attribute is not converted")
        }
        for action in item.child("connections")?.children(named: "action") ?? [] {
            guard let selector = action["selector"], let destination = action["destination"],
                let targetClass = context.classes[destination], let target = context.expression(for: destination),
                let call = ConnectionEmitter.methodCall(
                    selector, of: targetClass, on: target, element: action, context: context)
            else { continue }
            writer.line(
                RuntimeSpelling.connect(
                    name, event: nil, target: target, selector: selector,
                    call: call.closure(senderClass: "UIBarButtonItem")))
        }
        for segue in item.child("connections")?.children(named: "segue") ?? [] {
            SegueEmitter(context: context).emit(
                segue, controller: controller, trigger: name, deferredTriggers: deferredTriggers, into: &writer)
        }
        return name
    }

    /// `<tabBarItem key="tabBarItem" title="Feed" image="list.bullet"/>`, made before its
    /// controller, whose decoder carries it (UIKit decodes it with the controller, so what the
    /// app's `init?(coder:)` sets afterwards wins); returns its name.
    func emitTabBarItem(_ item: IBElement, into writer: inout SwiftWriter) -> String {
        let name = context.freshName("tabBarItem")
        if let system = item["systemItem"] {
            writer.line("let \(name) = UITabBarItem(tabBarSystemItem: .\(system), tag: \(item["tag"] ?? "0"))")
        } else {
            let title = item["title"].map(SwiftLiteral.string) ?? "nil"
            let image = item["image"].map { IBValues.image(named: $0, catalog: item["catalog"]) } ?? "nil"
            let selected = item["selectedImage"].map { IBValues.image(named: $0, catalog: item["catalog"]) } ?? "nil"
            writer.line("let \(name) = UITabBarItem(title: \(title), image: \(image), selectedImage: \(selected))")
            if let tag = item["tag"] { writer.line("\(name).tag = \(tag)") }
        }
        if let badge = item["badgeValue"] {
            writer.line("\(name).badgeValue = \(SwiftLiteral.string(badge))")
        }
        for attribute in item.attributeNames
        where !["id", "key", "systemItem", "title", "image", "selectedImage", "catalog", "tag", "badgeValue"].contains(
            attribute)
        {
            context.report(item, attribute: attribute, "attribute is not converted")
        }
        return name
    }

    /// Relationship segues: a navigation controller's root, a tab bar controller's tabs, a split
    /// view controller's columns; each destination instantiated from the same storyboard.
    func emitRelationships(_ segues: [IBElement], controller: IBElement, name: String, into writer: inout SwiftWriter) {
        var tabs: [String] = []
        for segue in segues where segue["kind"] == "relationship" {
            guard let destination = segue["destination"] else { continue }
            let made = destinationExpression(destination, segue: segue, into: &writer)
            switch (controller.name, segue["relationship"]) {
            case ("navigationController", "rootViewController"):
                guard let made else { continue }
                writer.line("\(name).setViewControllers([\(made)], animated: false)")
            case ("tabBarController", "viewControllers"):
                if let made { tabs.append(made) }
            case ("splitViewController", "masterViewController"), ("splitViewController", "detailViewController"):
                if let made { tabs.append(made) }
            default:
                context.report(segue, "relationship '\(segue["relationship"] ?? "")' is not converted")
            }
        }
        if !tabs.isEmpty {
            writer.line("\(name).viewControllers = [")
            writer.indented { writer in
                for tab in tabs { writer.line(tab + ",") }
            }
            writer.line("]")
        }
    }

    /// The controller a relationship leads to: a scene of this storyboard, or the scene a
    /// storyboard reference names.
    func destinationExpression(_ id: String, segue: IBElement, into writer: inout SwiftWriter) -> String? {
        guard let element = context.document.elementsByID[id] else {
            context.report(segue, "destination '\(id)' is not in the storyboard; left out")
            return nil
        }
        if element.name == "viewControllerPlaceholder" {
            guard let storyboard = element["storyboardName"] else {
                context.report(element, "a storyboard reference without a storyboard name; left out")
                return nil
            }
            if !context.storyboardNames.contains(storyboard) {
                context.report(element, "storyboard '\(storyboard)' is not among the converted files")
            }
            let made: String
            if let identifier = element["referencedIdentifier"] {
                made =
                    "UIStoryboard(name: \(SwiftLiteral.string(storyboard)), bundle: nil)"
                    + ".instantiateViewController(withIdentifier: \(SwiftLiteral.string(identifier)))"
            } else {
                made =
                    "UIStoryboard(name: \(SwiftLiteral.string(storyboard)), bundle: nil)"
                    + ".instantiateInitialViewController()!"
            }
            // The reference's own tab bar item is the referenced controller's in the tab bar.
            guard let item = element.child("tabBarItem"), let name = context.names[id] else { return made }
            writer.line("let \(name) = \(made)")
            let tabBarItem = emitTabBarItem(item, into: &writer)
            writer.line("\(name).tabBarItem = \(tabBarItem)")
            return name
        }
        return RuntimeSpelling.scene(id)
    }

    /// The builder of the scene's root view.
    func emitRootView(
        _ view: IBElement, controller: IBElement, name: String, scene: IBScene, viewIDs: Set<String>,
        into writer: inout SwiftWriter
    ) {
        // Xcode 8's `topLayoutGuide`/`bottomLayoutGuide`, which iOS 11's safe area replaced: the
        // constraints to them are made to the root view's `safeAreaLayoutGuide`.
        if let rootName = view.id.flatMap({ context.names[$0] }) {
            for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                guard let id = guide.id, let type = guide["type"], ["top", "bottom"].contains(type) else {
                    context.report(guide, "layout guide type '\(guide["type"] ?? "")' is not converted")
                    continue
                }
                context.expressions[id] = "\(rootName).safeAreaLayoutGuide"
                context.legacyLayoutGuideAttributes[id] = type == "top" ? ["bottom": "top"] : ["top": "bottom"]
            }
        }
        var emitter = ViewEmitter(context: context)
        guard let root = emitter.emitView(view, parent: nil) else { return }
        // The scene's gesture recognizers, beside the controller in the file.
        for object in scene.objects {
            if let recognizerClass = IBClasses.gestureRecognizers[object.name] {
                emitGestureRecognizer(object, className: recognizerClass, into: &emitter)
            } else if !["placeholder", "exit", "viewControllerPlaceholder"].contains(object.name)
                && object["sceneMemberID"] != "viewController"
            {
                context.report(object, "a top-level object of a scene is not converted")
            }
        }
        var body = emitter.writer
        let outletTargets = Set(
            context.document.root.allElements.filter { $0.name == "outlet" }.compactMap { $0["destination"] })
        ConstraintEmitter.emit(emitter.constraints, context: context, outletTargets: outletTargets, into: &body)
        // The controller's own outlets and actions to the view tree.
        if let connections = controller.child("connections") {
            let inside = IBElement(
                name: "connections",
                children: connections.children.filter {
                    $0.name != "segue" && viewIDs.contains($0["destination"] ?? "")
                },
                line: connections.line)
            ConnectionEmitter.emit(inside, source: name, sourceElement: controller, context: context, into: &body)
        }
        for (source, connections) in emitter.connections {
            let sourceElement = context.document.root.allElements.first { $0.child("connections") == connections }
            ConnectionEmitter.emit(
                connections, source: source, sourceElement: sourceElement, context: context, into: &body)
            let isCell = ["tableViewCell", "collectionViewCell"].contains(sourceElement?.name ?? "")
            for segue in connections.children(named: "segue") {
                SegueEmitter(context: context).emit(
                    segue, controller: name, trigger: source, triggerIsCell: isCell, into: &body)
            }
        }
        for (table, cell) in emitter.prototypes {
            PrototypeEmitter(context: context).emit(cell, table: table, controller: name, into: &body)
        }
        for prototype in emitter.collectionPrototypes {
            CollectionPrototypeEmitter(context: context).emit(prototype, controller: name, into: &body)
        }
        for (table, sections) in emitter.staticTables {
            StaticTableEmitter(context: context).emit(sections, table: table, into: &body)
        }
        if let refresh = controller.child("refreshControl", key: "refreshControl"), let refreshID = refresh.id,
            let refreshName = context.names[refresh.id ?? ""]
        {
            // A table view controller's refresh control, set when its table loads.
            context.classes[refreshID] = "UIRefreshControl"
            body.line(
                "let \(refreshName) = \(RuntimeSpelling.view("UIRefreshControl", decoder: RuntimeSpelling.decoder()))")
            if let connections = refresh.child("connections") {
                ConnectionEmitter.emit(
                    connections, source: refreshName, sourceElement: refresh, context: context, into: &body)
            }
            // On the table itself: the controller's `refreshControl` would load the view being loaded.
            body.line("\(root).refreshControl = \(refreshName)")
        }
        for line in deferredTriggers.lines { body.line(line) }
        deferredTriggers.lines = []
        for line in emitter.finishing { body.line(line) }
        // The controller's class spelled out: inferred, it may be taken as UIViewController.
        let className = controller.id.flatMap { context.classes[$0] } ?? "UIViewController"
        writer.closure("loader.setView(of: \(name)) { (loader: NibLoader, \(name): \(className)) in") { writer in
            writer.append(body)
            writer.line("return \(root)")
        }
    }

    /// A gesture recognizer of the scene, made with the closure form of its action.
    func emitGestureRecognizer(_ recognizer: IBElement, className: String, into emitter: inout ViewEmitter) {
        guard let id = recognizer.id, let name = context.names[id] else { return }
        context.classes[id] = className
        let action = recognizer.child("connections")?.children(named: "action").first
        if let action, let selector = action["selector"], let destination = action["destination"],
            let targetClass = context.classes[destination], let target = context.expression(for: destination),
            let call = ConnectionEmitter.methodCall(
                selector, of: targetClass, on: target, element: action, context: context)
        {
            let parameter = call.senderCast == nil ? "_" : "recognizer"
            emitter.writer.line("let \(name) = loader.object(")
            emitter.writer.indented { writer in
                writer.line("\(className) { [unowned \(target)] \(parameter) in")
                writer.indented { writer in
                    writer.line(call.statement(target, "recognizer").replacingSender(className))
                }
                writer.line("})")
            }
        } else {
            emitter.writer.line("let \(name) = \(RuntimeSpelling.object("\(className)()"))")
        }
        emitter.emitAttributes(
            recognizer, name: name,
            rules: [
                "numberOfTapsRequired": .number("numberOfTapsRequired"),
                "numberOfTouchesRequired": .number("numberOfTouchesRequired"),
                "minimumPressDuration": .number("minimumPressDuration"),
                "cancelsTouchesInView": .bool("cancelsTouchesInView"),
                "delaysTouchesBegan": .bool("delaysTouchesBegan"), "delaysTouchesEnded": .bool("delaysTouchesEnded"),
                "enabled": .bool("isEnabled"),
            ])
    }
}

extension String {
    /// A gesture handler receives the recognizer itself: `recognizer as! UITapGestureRecognizer`
    /// is then just `recognizer`.
    fileprivate func replacingSender(_ recognizerClass: String) -> String {
        var text = self
        for cast in [" as! \(recognizerClass)", " as! UIGestureRecognizer", " as Any", " as AnyObject"] {
            if let range = text.range(of: "recognizer" + cast) {
                text.replaceSubrange(range, with: "recognizer")
            }
        }
        return text
    }
}
