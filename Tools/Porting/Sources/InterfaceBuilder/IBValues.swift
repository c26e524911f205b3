/// Swift expressions for the values Interface Builder writes as elements: colours, fonts, images,
/// rectangles, insets. Each returns `nil` with a reason when it cannot say the value in Swift.
enum IBValues {
    /// The outcome of converting a value: the expression, or why not.
    typealias Conversion = Result<String, Unconverted>

    struct Unconverted: Error {
        let reason: String
    }

    /// `<color key="…" systemColor="labelColor"/>`, `red= green= blue= alpha=`, `white= alpha=`,
    /// `name="AccentColor"` (an asset catalogue colour), `cocoaTouchSystemColor="…"`.
    static func color(_ element: IBElement, namedColors: [String: IBElement] = [:]) -> Conversion {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            // IB writes UIKit's class property name with a `Color` suffix: `systemBackgroundColor`.
            var name = system
            if name.hasSuffix("Color") { name.removeLast("Color".count) }
            let legacy = ["darkTextColor": "darkText", "groupTableViewBackgroundColor": "systemGroupedBackground"]
            if let mapped = legacy[system] { name = mapped }
            return .success("UIColor.\(name)")
        }
        if let asset = element["name"] {
            // An asset catalogue colour: there is no asset catalogue headless, but the file records
            // the colour's value among its resources (`<namedColor name="AccentColor">`).
            guard let recorded = namedColors[asset]?.child("color"), recorded["name"] == nil else {
                return .failure(Unconverted(reason: "named colour '\(asset)' has no value among the file's resources"))
            }
            return color(recorded)
        }
        if let red = element["red"].flatMap(SwiftLiteral.number),
            let green = element["green"].flatMap(SwiftLiteral.number),
            let blue = element["blue"].flatMap(SwiftLiteral.number)
        {
            let alpha = element["alpha"].flatMap(SwiftLiteral.number) ?? "1"
            return .success("UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))")
        }
        if let white = element["white"].flatMap(SwiftLiteral.number) {
            let alpha = element["alpha"].flatMap(SwiftLiteral.number) ?? "1"
            return .success("UIColor(white: \(white), alpha: \(alpha))")
        }
        return .failure(Unconverted(reason: "a colour without components, a system or a named colour"))
    }

    /// The text styles IB writes as `UICTFontTextStyle…`.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleLargeTitle": "largeTitle", "UICTFontTextStyleTitle0": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
        "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
        "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
        "UICTFontTextStyleCaption2": "caption2",
    ]

    /// `<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>`, `type="system"
    /// pointSize="17"`, `type="boldSystem"`, `type="italicSystem"`, `weight="semibold"`,
    /// `name="Menlo-Regular" family="Menlo" pointSize="14"`.
    static func font(_ element: IBElement) -> Conversion {
        if let style = element["style"] {
            guard let swiftStyle = textStyles[style] else {
                return .failure(Unconverted(reason: "text style '\(style)' is not one of UIKit's"))
            }
            return .success("UIFont.preferredFont(forTextStyle: .\(swiftStyle))")
        }
        guard let size = element["pointSize"].flatMap(SwiftLiteral.number) else {
            return .failure(Unconverted(reason: "a font without a text style or a point size"))
        }
        switch element["type"] {
        case "system":
            if let weight = element["weight"] {
                return .success("UIFont.systemFont(ofSize: \(size), weight: .\(weight))")
            }
            return .success("UIFont.systemFont(ofSize: \(size))")
        case "boldSystem": return .success("UIFont.boldSystemFont(ofSize: \(size))")
        case "italicSystem": return .success("UIFont.italicSystemFont(ofSize: \(size))")
        case nil:
            if let name = element["name"] {
                return .success(
                    "UIFont(name: \(SwiftLiteral.string(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size))")
            }
            return .failure(Unconverted(reason: "a font without a type or a name"))
        case let other?:
            return .failure(Unconverted(reason: "font type '\(other)' is not converted"))
        }
    }

    /// An image by name: a symbol when `catalog="system"`, else the app's asset.
    static func image(named name: String, catalog: String?) -> String {
        catalog == "system"
            ? "UIImage(systemName: \(SwiftLiteral.string(name)))" : "UIImage(named: \(SwiftLiteral.string(name)))"
    }

    /// `<rect key="frame" x= y= width= height=/>`.
    static func rect(_ element: IBElement) -> Conversion {
        guard let x = element["x"].flatMap(SwiftLiteral.number), let y = element["y"].flatMap(SwiftLiteral.number),
            let width = element["width"].flatMap(SwiftLiteral.number),
            let height = element["height"].flatMap(SwiftLiteral.number)
        else { return .failure(Unconverted(reason: "a rectangle without x, y, width and height")) }
        return .success("CGRect(x: \(x), y: \(y), width: \(width), height: \(height))")
    }

    /// `<size key="…" width= height=/>`.
    static func size(_ element: IBElement) -> Conversion {
        guard let width = element["width"].flatMap(SwiftLiteral.number),
            let height = element["height"].flatMap(SwiftLiteral.number)
        else { return .failure(Unconverted(reason: "a size without width and height")) }
        return .success("CGSize(width: \(width), height: \(height))")
    }

    /// `<edgeInsets key="layoutMargins" top= left= bottom= right=/>` and the separator's
    /// `<inset key="separatorInset" minX= minY= maxX= maxY=/>`.
    static func insets(_ element: IBElement) -> Conversion {
        func value(_ names: String...) -> String {
            names.lazy.compactMap { element[$0].flatMap(SwiftLiteral.number) }.first ?? "0"
        }
        let top = value("top", "minY")
        let left = value("left", "minX")
        let bottom = value("bottom", "maxY")
        let right = value("right", "maxX")
        if element.name == "directionalEdgeInsets" {
            let leading = value("leading")
            let trailing = value("trailing")
            return .success(
                "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))")
        }
        return .success("UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))")
    }

    /// `autoresizingMask` flags → `UIView.AutoresizingMask` members, in UIKit's bit order.
    static func autoresizingMask(_ element: IBElement) -> String {
        let flags = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
            ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
            ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        let members = flags.filter { element.bool($0.0) == true }.map { "." + $0.1 }
        return "[" + members.joined(separator: ", ") + "]"
    }
}
