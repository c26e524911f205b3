import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Haptic feedback generators (Apple: `UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`,
/// `UINotificationFeedbackGenerator`): nothing plays headless; each generator counts what it would
/// play, for a test to check.
@MainActor
@Suite struct FeedbackGeneratorTests {
    @Test func impactsAreCountedWithTheirIntensity() {
        let impact = ImpactFeedbackGenerator(style: .rigid)
        expectEqual(impact.style, .rigid)
        expectEqual(ImpactFeedbackGenerator().style, .medium)
        #expect(impact.feedbackCount == 0 && impact.lastIntensity == nil)
        impact.prepare()
        impact.impactOccurred()
        expectEqual(impact.lastIntensity, 1)
        impact.impactOccurred(intensity: 0.4)
        #expect(impact.feedbackCount == 2 && impact.preparationCount == 1)
        expectEqual(impact.lastIntensity, 0.4)
        expectEqual(ImpactFeedbackGenerator.FeedbackStyle.allRawValues, [0, 1, 2, 3, 4])
    }

    @Test func selectionsAndNotificationsAreCounted() {
        let selection = SelectionFeedbackGenerator()
        selection.selectionChanged()
        selection.selectionChanged()
        expectEqual(selection.feedbackCount, 2)
        let notification = NotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        notification.notificationOccurred(.error)
        expectEqual(notification.notifications, [.success, .error])
        expectEqual(notification.feedbackCount, 2)
        expectEqual([NotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue), [0, 1, 2])
    }
}

extension ImpactFeedbackGenerator.FeedbackStyle {
    /// UIKit's raw values, in declaration order.
    fileprivate static var allRawValues: [Int] {
        let styles: [Self] = [.light, .medium, .heavy, .soft, .rigid]
        return styles.map(\.rawValue)
    }
}
