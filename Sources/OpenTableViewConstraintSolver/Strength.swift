/// How much a constraint matters: required, or one of the ordered levels of optional constraints,
/// with a weight inside its level.
///
/// Levels are Auto Layout priorities (`UILayoutPriority`, 0 … 1000; 1000 is required) and are
/// ordered strictly, not added up: the solver first satisfies every required constraint, then
/// does the best it can for the highest optional level, then, without giving up anything there,
/// for the next level, and so on (a lexicographic objective, the "symbolic weights" of
/// Badros, Borning & Stuckey's Cassowary paper). So one constraint at 999 beats any number of
/// constraints at 998. Apple documents exactly that order: "Higher priority constraints are
/// satisfied before lower priority constraints; however, optional constraint satisfaction is not
/// all or nothing. If a constraint `a == b` is optional, the constraint-based layout system will
/// attempt to minimize `abs(a-b)`" (`NSLayoutConstraint.priority`,
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority).
///
/// Inside one level, the ``weight`` multiplies a constraint's error: Cassowary's weighted
/// constraints. Auto Layout has no weights; its constraints all weigh 1.
///
/// Difference from Kiwi and other Cassowary ports: they fold strong, medium and weak into one
/// number (strong = 10⁶ × medium …), so enough weak constraints can outweigh a strong one; here
/// no number of lower-level constraints can.
public struct Strength: Hashable, Sendable, CustomStringConvertible {
    /// The level: an Auto Layout priority from 0 to 1000; 1000 and above is required.
    public let priority: Float
    /// The weight of a constraint's error inside its level (Cassowary's weighted strengths). 1 for
    /// Auto Layout; ignored for required constraints.
    public let weight: Double

    /// A strength at `priority`, an Auto Layout priority (`UILayoutPriority.rawValue`).
    ///
    /// - Parameters:
    ///   - priority: 0 … 1000; 1000 is required.
    ///   - weight: the weight inside the level; more than 0.
    /// - Precondition: `priority` is in 0 … 1000 and `weight` is finite and positive.
    public init(priority: Float, weight: Double = 1) {
        precondition(priority >= 0 && priority <= 1000, "A strength's priority is in 0 … 1000, not \(priority)")
        precondition(weight.isFinite && weight > 0, "A strength's weight is finite and positive, not \(weight)")
        self.priority = priority
        self.weight = weight
    }

    /// Must hold: `UILayoutPriority.required` (1000).
    public static let required = Strength(priority: 1000)
    /// Cassowary's strong: `UILayoutPriority.defaultHigh` (750), the level of compression resistance.
    public static let strong = Strength(priority: 750)
    /// Cassowary's medium: `UILayoutPriority.sceneSizeStayPut` (500).
    public static let medium = Strength(priority: 500)
    /// Cassowary's weak: `UILayoutPriority.defaultLow` (250), the level of content hugging.
    public static let weak = Strength(priority: 250)

    /// Whether a constraint of this strength must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// `required`, or the priority, with the weight when it is not 1.
    public var description: String {
        if isRequired { return "required" }
        return weight == 1 ? "\(priority)" : "\(priority) × \(weight)"
    }
}
