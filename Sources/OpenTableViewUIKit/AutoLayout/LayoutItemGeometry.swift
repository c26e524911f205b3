import Foundation

/// What the engine needs to know of a constraint's item (a ``View`` or a ``LayoutGuide``).
@MainActor
package enum LayoutItemGeometry {
    /// The view an item lives in: the view itself, or a guide's owning view.
    package static func hostView(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// How far below its top edge a label's first baseline is (the font's ascent, taken as
    /// 80% of the line height headless), and how far above its bottom edge the last baseline
    /// is (the descent, 20%). Other views' baselines are their bottom edge, as in UIKit.
    static func baselineOffsets(of item: AnyObject) -> (first: Double, last: Double)? {
        guard let label = item as? Label else { return nil }
        let lineHeight = Double(label.font.lineHeight)
        return (first: lineHeight * 0.8, last: lineHeight * 0.2)
    }
}
