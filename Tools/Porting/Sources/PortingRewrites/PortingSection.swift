/// The sections of `Compatibility/Porting.md` the tool's rewrites and reports point at. Each case's
/// ``heading`` is a heading of that file, verbatim: `PortingGuideTests` fails when one is renamed.
public enum PortingSection: String, Hashable, Sendable, Codable, CaseIterable {
    case objcAndSelector
    case outletsAndActions
    case overridesInExtensions
    case appleOnlyImports
    case nibsAndStoryboards
    case gestureRecognizers
    case requiredCellInitializer
    case selectorBecomesClosure
    case removeTarget
    case performingSelectors
    case keyValueObserving
    case renamedSymbols
    case portingTool

    /// The Markdown heading, without its `#`s.
    public var heading: String {
        switch self {
        case .objcAndSelector: "`@objc` and `#selector`"
        case .outletsAndActions: "`@IBOutlet` and `@IBAction`"
        case .overridesInExtensions: "Overrides declared in extensions"
        case .appleOnlyImports: "Apple-only imports"
        case .nibsAndStoryboards: "No nibs or storyboards"
        case .gestureRecognizers: "Gesture recognizers"
        case .requiredCellInitializer: "The required cell initializer"
        case .selectorBecomesClosure: "`#selector` becomes a closure"
        case .removeTarget: "`removeTarget(nil, action: nil, for: .allEvents)`"
        case .performingSelectors: "Performing a selector"
        case .keyValueObserving: "Key-value observing with string key paths"
        case .renamedSymbols: "Pre-Swift 4.2 names"
        case .portingTool: "The porting tool"
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
