import Foundation

/// The base of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// Headless there is no Taptic Engine: a generator counts the feedback it would play
/// (``feedbackCount``, an OpenTableView addition) so a test can check that a row's toggle or a
/// completed action gave feedback. `prepare()` is counted too, since it has no other effect.
/// ([UIFeedbackGenerator](https://developer.apple.com/documentation/uikit/uifeedbackgenerator))
@preconcurrency @MainActor
open class FeedbackGenerator {
    /// The feedback played so far by this generator. An OpenTableView addition for tests.
    public internal(set) var feedbackCount = 0
    /// The times ``prepare()`` was called. An OpenTableView addition for tests.
    public private(set) var preparationCount = 0

    /// A generator; the subclasses' initializers call it.
    public init() {}

    /// Gets the generator ready to play feedback soon: nothing to do headless; counted.
    open func prepare() {
        preparationCount += 1
    }
}

/// Feedback for an impact, such as a row snapping into place, as UIKit's
/// `UIImpactFeedbackGenerator`. Counted, not played.
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy an impact feels, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle` (same raw
    /// values).
    public enum FeedbackStyle: Int, Sendable, Hashable {
        /// A light impact.
        case light = 0
        /// A medium impact, the default.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact (iOS 13).
        case soft = 3
        /// A hard, rigid impact (iOS 13).
        case rigid = 4
    }

    /// The style given at creation.
    public let style: FeedbackStyle
    /// The intensity of the last impact: 1 for ``impactOccurred()``, the value given for
    /// ``impactOccurred(intensity:)``; `nil` before any. An OpenTableView addition for tests.
    public private(set) var lastIntensity: CGFloat?

    /// A generator of impacts of `style`, as `UIImpactFeedbackGenerator(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as `UIImpactFeedbackGenerator()`.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity: counted.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity` (0 to 1, iOS 13): counted, with the intensity kept.
    open func impactOccurred(intensity: CGFloat) {
        lastIntensity = intensity
        feedbackCount += 1
    }
}

/// Feedback for a change of selection, such as a picker's value, as UIKit's
/// `UISelectionFeedbackGenerator`. Counted, not played.
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays the selection-changed feedback: counted.
    open func selectionChanged() {
        feedbackCount += 1
    }
}

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`. Counted, not played.
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The outcome the feedback tells, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`
    /// (same raw values).
    public enum FeedbackType: Int, Sendable, Hashable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// The outcomes played so far, in order. An OpenTableView addition for tests.
    public private(set) var notifications: [FeedbackType] = []

    /// Plays the feedback for `notificationType`: counted and kept.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        notifications.append(notificationType)
        feedbackCount += 1
    }
}
