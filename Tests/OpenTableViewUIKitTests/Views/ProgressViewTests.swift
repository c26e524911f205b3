import Foundation
import Testing

@testable import OpenTableViewUIKit

/// `UIProgressView`: Apple's `progress` ("Values less than 0.0 and greater than 1.0 are pinned to
/// those limits", default 0), `observedProgress`, the style and the recorded appearance.
@MainActor
@Suite struct ProgressViewTests {
    @Test func progressStartsAtZeroAndIsPinnedToZeroThroughOne() {
        let bar = ProgressView(frame: CGRect(x: 16, y: 8, width: 288, height: 4))
        #expect(bar.progress == 0)
        #expect(bar.progressViewStyle == .default)
        bar.progress = 0.4
        #expect(bar.progress == 0.4)
        bar.setProgress(1.7, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -0.2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        #expect(bar.frame == CGRect(x: 16, y: 8, width: 288, height: 4))
    }

    @Test func anObservedProgressDrivesTheBarUntilItIsRemoved() {
        let bar = ProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        let download = Progress(totalUnitCount: 8)
        bar.observedProgress = download
        #expect(bar.progress == 0)
        download.completedUnitCount = 2
        #expect(bar.progress == 0.25)
        download.completedUnitCount = 8
        #expect(bar.progress == 1)
        bar.observedProgress = nil
        bar.progress = 0.5
        #expect(bar.progress == 0.5)
    }

    @Test func colorsAndImagesAreRecorded() {
        let bar = ProgressView(frame: .zero)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray5
        bar.progressImage = Image(systemName: "circle.fill")
        bar.trackImage = nil
        #expect(bar.progressTintColor == .systemGreen)
        #expect(bar.trackTintColor == .systemGray5)
        #expect(bar.progressImage == Image(systemName: "circle.fill"))
        #expect(ProgressView.Style(rawValue: 1) == .bar)
    }
}
