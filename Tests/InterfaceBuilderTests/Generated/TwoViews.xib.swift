// generated from TwoViews.xib by otv-port; do not edit
//
// (Hand-written in exactly the shape otv-port generates: Compatibility/InterfaceBuilder.md.)

import OpenTableViewShim

/// A nib of two top-level objects, which a collection view refuses to make cells from.
@MainActor
enum TwoViews_xib {
    static func register() {
        UINib.register(definition, name: "TwoViews")
    }

    static var definition: UINib.Definition {
        UINib.Definition { loader in
            let cell = loader.view(TagCell.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 90, height: 32)))
            let view1 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 90, height: 32)))
            return [cell, view1]
        }
    }
}
