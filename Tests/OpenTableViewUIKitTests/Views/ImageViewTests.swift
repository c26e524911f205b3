import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct ImageViewTests {
    let image = Image(named: "a", size: CGSize(width: 40, height: 30))
    let highlighted = Image(named: "b", size: CGSize(width: 10, height: 20))

    @Test func initWithImageSizesToIt() {
        let view = ImageView(image: image)
        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        expectEqual(view.image, image)
        expectEqual(view.isUserInteractionEnabled, false)
        expectEqual(ImageView(image: nil).frame, .zero)
    }

    @Test func settingTheImageDoesNotResize() {
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.image = image
        expectEqual(view.frame.size, CGSize(width: 5, height: 5))
        expectEqual(view.sizeThatFits(.zero), CGSize(width: 40, height: 30))
        view.sizeToFit()
        expectEqual(view.frame.size, CGSize(width: 40, height: 30))
    }

    @Test func highlightedImageIsMeasuredWhileHighlighted() {
        let view = ImageView(image: image, highlightedImage: highlighted)
        view.isHighlighted = true
        expectEqual(view.sizeThatFits(.zero), CGSize(width: 10, height: 20))
        expectEqual(view.intrinsicContentSize, CGSize(width: 10, height: 20))
        view.highlightedImage = nil
        expectEqual(view.sizeThatFits(.zero), CGSize(width: 40, height: 30))
    }

    @Test func noImage() {
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        expectEqual(view.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        expectEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
    }
}
