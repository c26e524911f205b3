/// The sections of `Compatibility/Porting.md` the tool's rewrites and reports point at. Each case's
/// ``heading`` is a heading of that file, verbatim: `PortingGuideTests` fails when one is renamed.
public enum PortingSection: String, Hashable, Sendable, Codable, CaseIterable {
    /// "`@objc` and `#selector`": Swift on Linux rejects both; use closures.
    case objcAndSelector
    /// "`@IBOutlet` and `@IBAction`": create the views in code.
    case outletsAndActions
    /// "Overrides declared in extensions": Swift's classes cannot be overridden from an extension.
    case overridesInExtensions
    /// "Apple-only imports": frameworks that exist only on Apple platforms.
    case appleOnlyImports
    /// "Storyboards and nibs".
    case nibsAndStoryboards
    /// "Gesture recognizers": the closure form OpenTableView adds (and the shim declares on iOS).
    case gestureRecognizers
    /// "The required cell initializer".
    case requiredCellInitializer
    /// "`#selector` becomes a closure": `addAction(_:for:)` and the `primaryAction:` forms.
    case selectorBecomesClosure
    /// "`removeTarget(nil, action: nil, for: .allEvents)`".
    case removeTarget
    /// "Performing a selector": `perform(_:)` and its relatives.
    case performingSelectors
    /// "Key-value observing with string key paths".
    case keyValueObserving
    /// "Pre-Swift 4.2 names".
    case renamedSymbols
    /// "The porting tool": the tool itself, its rewrites and reports.
    case portingTool
    /// "Optional-requirement calls": `delegate?.tableView?(…)` loses the `?` after the name.
    case optionalRequirementCalls
    /// "NSObject and Objective-C runtime API": `responds(to:)`, `isKind(of:)`, swizzling.
    case objectiveCRuntime
    /// "XCTest cases and the main actor": a `@MainActor` test case class traps at launch on Linux.
    case xctestMainActor

    /// The Markdown heading, without its `#`s.
    public var heading: String {
        switch self {
        case .objcAndSelector: "`@objc` and `#selector`"
        case .outletsAndActions: "`@IBOutlet` and `@IBAction`"
        case .overridesInExtensions: "Overrides declared in extensions"
        case .appleOnlyImports: "Apple-only imports"
        case .nibsAndStoryboards: "Storyboards and nibs"
        case .gestureRecognizers: "Gesture recognizers"
        case .requiredCellInitializer: "The required cell initializer"
        case .selectorBecomesClosure: "`#selector` becomes a closure"
        case .removeTarget: "`removeTarget(nil, action: nil, for: .allEvents)`"
        case .performingSelectors: "Performing a selector"
        case .keyValueObserving: "Key-value observing with string key paths"
        case .renamedSymbols: "Pre-Swift 4.2 names"
        case .portingTool: "The porting tool"
        case .optionalRequirementCalls: "Optional-requirement calls"
        case .objectiveCRuntime: "NSObject and Objective-C runtime API"
        case .xctestMainActor: "XCTest cases and the main actor"
        }
    }

    /// The anchor GitHub gives the heading: lowercased, punctuation other than `-` and `_`
    /// dropped, spaces turned into hyphens.
    public var anchor: String { Self.anchor(forHeading: heading) }

    /// `Compatibility/Porting.md#anchor`, the form reports print.
    public var link: String { "Compatibility/Porting.md#\(anchor)" }

    /// GitHub's anchor for a Markdown heading.
    public static func anchor(forHeading heading: String) -> String {
        var anchor = ""
        for character in heading.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                anchor.append(character)
            } else if character == " " {
                anchor.append("-")
            }
        }
        return anchor
    }
}
