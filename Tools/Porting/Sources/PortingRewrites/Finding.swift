/// Something `otv-port` left for a person: a construct it cannot rewrite, or a note a rewrite left
/// in the code (a `// otv-port:` comment), with where it is and the Porting.md section that says
/// what to do.
public struct Finding: Hashable, Sendable, Codable {
    /// Whether the finding is a construct that still fails to compile or run on Linux (`warning`),
    /// or a note a rewrite left (`note`: the code compiles, but a person must finish the port).
    public enum Severity: String, Hashable, Sendable, Codable {
        /// A construct that still fails to compile or run on Linux.
        case warning
        /// A note a rewrite left: the code compiles, but a person must finish the port.
        case note
    }

    /// What kind of construct was found; each names its Porting.md section (``section``).
    public let kind: FindingKind
    /// Whether it is a construct left (`warning`) or a rewrite's note (`note`).
    public let severity: Severity
    /// The 1-based line of the construct in the rewritten file.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes, as the compiler counts) of the construct.
    public let column: Int
    /// One line: what is there and why the tool left it.
    public let message: String

    /// The Porting.md section that says how to port the construct by hand.
    public var section: PortingSection { kind.section }

    /// Creates a finding; the reporter makes them, tests and tools compare them.
    public init(kind: FindingKind, severity: Severity = .warning, line: Int, column: Int, message: String) {
        self.kind = kind
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    /// The finding as a compiler prints a diagnostic, so editors and CI logs link to the line:
    /// `Screen.swift:12:9: warning: … (Compatibility/Porting.md#gesture-recognizers)`.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) (\(section.link))"
    }
}

/// The kinds of constructs the tool reports instead of rewriting.
public enum FindingKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UIStoryboard`, `instantiateViewController(withIdentifier:)`, segues.
    case storyboard
    /// `UINib`, `loadNibNamed`, `awakeFromNib`.
    case nib
    /// A `UIGestureRecognizer` made with a target and a `#selector` that the tool could not turn
    /// into the closure form (another target, an app's recognizer class, an unknown method).
    case gestureRecognizer
    /// `perform(_:)`, `perform(_:with:afterDelay:)`, `performSelector(…)`.
    case performSelector
    /// Key-value observing or coding with string key paths (`forKeyPath:`, `#keyPath`, `value(forKey:)`).
    case keyValueObserving
    /// A module that exists only on Apple platforms.
    case appleOnlyModule
    /// A `#selector` or `@objc` the rewrites could not turn into a closure.
    case selector
    /// An `override` in an extension of a class declared in another file.
    case overrideInExtension
    /// A note left by the `@IBOutlet` rewrite: the view must now be created in code.
    case interfaceBuilderOutlet
    /// NSObject's or the Objective-C runtime's API (`responds(to:)`, `isKind(of:)`,
    /// `NSClassFromString`, associated objects, swizzling).
    case objectiveCRuntime

    /// The Porting.md section for this kind.
    public var section: PortingSection {
        switch self {
        case .storyboard, .nib: .nibsAndStoryboards
        case .gestureRecognizer: .gestureRecognizers
        case .performSelector: .performingSelectors
        case .keyValueObserving: .keyValueObserving
        case .appleOnlyModule: .appleOnlyImports
        case .selector: .objcAndSelector
        case .overrideInExtension: .overridesInExtensions
        case .interfaceBuilderOutlet: .outletsAndActions
        case .objectiveCRuntime: .objectiveCRuntime
        }
    }
}
