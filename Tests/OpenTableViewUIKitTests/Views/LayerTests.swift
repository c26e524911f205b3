import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct LayerTests {
    @Test func aViewHasOneLayerWithCoreAnimationsDefaults() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        expectIdentical(view.layer, layer)
        expectEqual(layer.cornerRadius, 0)
        expectEqual(layer.borderWidth, 0)
        expectEqual(layer.borderColor, GraphicsColor(gray: 0, alpha: 1))
        expectEqual(layer.shadowColor, GraphicsColor(gray: 0, alpha: 1))
        expectEqual(layer.shadowOpacity, 0)
        expectEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        expectEqual(layer.shadowRadius, 3)
        expectEqual(layer.cornerCurve, .circular)
        expectEqual(layer.maskedCorners.rawValue, 0b1111)
        expectEqual(layer.zPosition, 0)
    }

    @Test func masksToBoundsIsClipsToBounds() {
        let view = View()
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        expectEqual(view.layer.masksToBounds, false)
        let scrollView = ScrollView(frame: .zero)
        #expect(scrollView.layer.masksToBounds, "scroll views clip")
    }

    @Test func opacityIsAlphaAndGeometryIsTheViews() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.layer.opacity = 0.5
        expectEqual(view.alpha, 0.5)
        view.alpha = 0.25
        expectEqual(view.layer.opacity, 0.25)
        expectEqual(view.layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        view.layer.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 30, height: 40))
        view.bounds.origin.y = 5
        expectEqual(view.layer.bounds, CGRect(x: 0, y: 5, width: 30, height: 40))
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.layer.backgroundColor = Color.red.cgColor
        expectEqual(view.backgroundColor, .red)
    }

    @Test func appearanceIsRecorded() {
        let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.borderWidth = 1
        card.layer.borderColor =
            Color.separator.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.zPosition = 1
        expectEqual(card.layer.cornerRadius, 12)
        expectEqual(card.layer.cornerCurve.rawValue, "continuous")
        expectEqual(card.layer.maskedCorners.rawValue, 0b0011)
        expectEqual(card.layer.borderColor?.alpha, 0.29)
        expectEqual(card.layer.shadowOpacity, 0.2)
        expectEqual(card.layer.shadowOffset, CGSize(width: 0, height: 2))
        expectEqual(card.layer.zPosition, 1)
    }
}
