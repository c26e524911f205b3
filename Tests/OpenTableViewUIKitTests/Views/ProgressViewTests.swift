import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIProgressView`: Apple's `progress` ("Values less than 0.0 and greater than 1.0 are pinned to
/// those limits", default 0), `observedProgress`, the style and the recorded appearance.
@MainActor
@Suite struct ProgressViewTests {
    @Test func progressStartsAtZeroAndIsPinnedToZeroThroughOne() {
        let bar = ProgressView(frame: CGRect(x: 16, y: 8, width: 288, height: 4))
        expectEqual(bar.progress, 0)
        expectEqual(bar.progressViewStyle, .default)
        bar.progress = 0.4
        expectEqual(bar.progress, 0.4)
        bar.setProgress(1.7, animated: true)
        expectEqual(bar.progress, 1)
        bar.progress = -0.2
        expectEqual(bar.progress, 0)
        bar.progress = .nan
        expectEqual(bar.progress, 0)
        expectEqual(bar.frame, CGRect(x: 16, y: 8, width: 288, height: 4))
    }

    @Test func anObservedProgressDrivesTheBarUntilItIsRemoved() {
        let bar = ProgressView(progressViewStyle: .bar)
        expectEqual(bar.progressViewStyle, .bar)
        let download = Progress(totalUnitCount: 8)
        bar.observedProgress = download
        expectEqual(bar.progress, 0)
        download.completedUnitCount = 2
        expectEqual(bar.progress, 0.25)
        download.completedUnitCount = 8
        expectEqual(bar.progress, 1)
        bar.observedProgress = nil
        bar.progress = 0.5
        expectEqual(bar.progress, 0.5)
    }

    @Test func colorsAndImagesAreRecorded() {
        let bar = ProgressView(frame: .zero)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray5
        bar.progressImage = Image(systemName: "circle.fill")
        bar.trackImage = nil
        expectEqual(bar.progressTintColor, .systemGreen)
        expectEqual(bar.trackTintColor, .systemGray5)
        expectEqual(bar.progressImage, Image(systemName: "circle.fill"))
        expectEqual(ProgressView.Style(rawValue: 1), .bar)
    }
}
