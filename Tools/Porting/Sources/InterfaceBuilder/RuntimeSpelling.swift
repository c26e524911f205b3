/// The spellings of OpenTableViewShim's run-time Interface Builder API that the generated code
/// calls (Compatibility/InterfaceBuilder.md): kept in one place, so the generator's other parts
/// only say what to make.
enum RuntimeSpelling {
    /// The decoder `init?(coder:)` receives: the frame and tag UIKit's `UIView.init?(coder:)`
    /// decodes, a cell's reuse identifier, a controller's title and storyboard identifier.
    static func decoder(
        frame: String? = nil, tag: String? = nil, title: String? = nil, storyboardIdentifier: String? = nil,
        reuseIdentifier: String? = nil, cellStyle: String? = nil, tableStyle: String? = nil,
        collectionViewLayout: String? = nil, navigationItem: [String] = [], tabBarItem: String? = nil
    ) -> String {
        var arguments: [String] = []
        if let frame { arguments.append("frame: \(frame)") }
        if let collectionViewLayout {
            // A collection view's decoder: its frame and its layout, made before it.
            return
                "NibDecoder(\((arguments + ["collectionViewLayout: \(collectionViewLayout)"]).joined(separator: ", ")))"
        }
        if let tableStyle {
            // The table's decoder: its frame and style.
            return "NibDecoder(\((arguments + ["tableStyle: .\(tableStyle)"]).joined(separator: ", ")))"
        }
        if let cellStyle {
            // A cell's decoder: its frame, reuse identifier and style.
            let reuse = "reuseIdentifier: \(reuseIdentifier.map(SwiftLiteral.string) ?? "nil")"
            return "NibDecoder(\((arguments + [reuse, "cellStyle: .\(cellStyle)"]).joined(separator: ", ")))"
        }
        if let tag { arguments.append("tag: \(tag)") }
        if let title { arguments.append("title: \(SwiftLiteral.string(title))") }
        if let storyboardIdentifier {
            arguments.append("storyboardIdentifier: \(SwiftLiteral.string(storyboardIdentifier))")
        }
        if let reuseIdentifier { arguments.append("reuseIdentifier: \(SwiftLiteral.string(reuseIdentifier))") }
        if !navigationItem.isEmpty {
            // A controller's navigation item, decoded with it (`NibDecoder.NavigationItemAttributes`).
            arguments.append(
                "navigationItem: NibDecoder.NavigationItemAttributes(\(navigationItem.joined(separator: ", ")))")
        }
        // A controller's tab bar item, made before it and decoded with it.
        if let tabBarItem { arguments.append("tabBarItem: \(tabBarItem)") }
        return "NibDecoder(\(arguments.joined(separator: ", ")))"
    }

    /// A view made through `init?(coder:)` by the loading.
    static func view(_ className: String, decoder: String) -> String {
        "loader.view(\(className).self, \(decoder))"
    }

    /// A collection view's layout object made through `init?(coder:)` by the loading.
    static func layout(_ className: String, decoder: String) -> String {
        "loader.layout(\(className).self, \(decoder))"
    }

    /// A controller made through `init?(coder:)` by the loading.
    static func viewController(_ className: String, decoder: String) -> String {
        "loader.viewController(\(className).self, \(decoder))"
    }

    /// An object made in code (a gesture recognizer, a bar button item), kept by the loading.
    static func object(_ expression: String) -> String {
        "loader.object(\(expression))"
    }

    /// The scene with object ID `id` of the same storyboard (a relationship's destination).
    static func scene(_ id: String) -> String {
        "loader.instantiateScene(\(SwiftLiteral.string(id)))"
    }

    /// A segue's destination: a scene of this storyboard, or a storyboard reference.
    static func destination(scene id: String) -> String { ".scene(\(SwiftLiteral.string(id)))" }

    static func destination(storyboard name: String, identifier: String?) -> String {
        ".storyboard(name: \(SwiftLiteral.string(name)), identifier: \(identifier.map(SwiftLiteral.string) ?? "nil"))"
    }
}

extension RuntimeSpelling {
    /// A segue of the scene's controller: made once per loading, performed by `performSegue` (by
    /// its identifier) or by what triggers it.
    static func segue(kind: String, identifier: String?, controller: String, destination: String) -> String {
        "loader.segue(\(kind), identifier: \(identifier.map(SwiftLiteral.string) ?? "nil"), from: \(controller), "
            + "to: \(destination))"
    }

    /// Connects what triggers a segue: a control's tap or a bar button item, or a table or
    /// collection view cell's selection.
    static func trigger(_ segue: String, sender: String, isCell: Bool = false) -> String {
        isCell ? "loader.trigger(\(segue), fromSelectionOf: \(sender))" : "loader.trigger(\(segue), from: \(sender))"
    }

    /// An unwind segue to the exit, triggered by a control or a bar button item.
    static func unwind(action: String, identifier: String?, sender: String) -> String {
        let identifier = identifier.map { ", identifier: \(SwiftLiteral.string($0))" } ?? ""
        return "loader.unwind(from: \(sender), action: Selector(\(SwiftLiteral.string(action)))\(identifier))"
    }

    /// An action of the file: the control sends `selector` to `target` for `event`, and `call`
    /// (`{ $0.save($1) }`) calls the method with the sender.
    static func connect(_ source: String, event: String?, target: String, selector: String, call: String) -> String {
        let events = event.map { ", .\($0)" } ?? ""
        // `{ $0.save($1) }` → a trailing closure on lines of its own.
        var opening = "{"
        var body = String(call.dropFirst(2).dropLast(2))
        if body.hasPrefix("target, _ in ") {
            opening = "{ target, _ in"
            body.removeFirst("target, _ in ".count)
        }
        return "loader.connect(\(source)\(events), to: \(target), action: Selector(\(SwiftLiteral.string(selector)))) "
            + "\(opening)\n    \(body)\n}"
    }

    /// An embed segue's container.
    static func embed(_ segue: String, container: String) -> String {
        "loader.embed(\(segue), in: \(container))"
    }
}
