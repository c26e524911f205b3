import Foundation

/// Converting points and rectangles between the coordinate systems of views.
///
/// A conversion climbs from the source view to the closest ancestor the two views share, then
/// descends to the target; at each step it applies the frame's origin and the bounds origin (the
/// scroll offset). There are no windows headless, so `nil` stands for the root of the receiver's
/// tree (the top-most superview), where UIKit would mean the window. Views in two different trees
/// are converted as if both roots' coordinate systems coincided.
extension View {
    /// The work of ``convert(_:to:)``, behind its open entry point in the class body.
    func convertImplementation(_ point: CGPoint, to view: View?) -> CGPoint {
        let (ascending, descending) = conversionPath(to: view ?? root)
        var converted = point
        for step in ascending {
            converted = step.pointToSuperview(converted)
        }
        for step in descending {
            converted = step.pointFromSuperview(converted)
        }
        return converted
    }

    /// The work of ``convert(_:from:)``, behind its open entry point in the class body.
    func convertImplementation(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? root).convert(point, to: self)
    }

    /// The work of ``convert(_:to:)``, behind its open entry point in the class body.
    func convertImplementation(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// The work of ``convert(_:from:)``, behind its open entry point in the class body.
    func convertImplementation(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The top-most superview, or the view itself.
    package var root: View {
        var top = self
        while let parent = top.superviewStorage { top = parent }
        return top
    }

    /// A point in the superview's coordinates, expressed in this view's.
    package func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// A point in this view's coordinates, expressed in the superview's.
    package func pointToSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY)
    }

    /// The views to climb out of (source first) and to descend into (outermost first).
    private func conversionPath(to target: View) -> (ascending: [View], descending: [View]) {
        let sourceChain = ancestorChain
        let targetChain = target.ancestorChain
        let targetIDs = Set(targetChain.map(ObjectIdentifier.init))
        if let shared = sourceChain.firstIndex(where: { targetIDs.contains(ObjectIdentifier($0)) }),
            let sharedInTarget = targetChain.firstIndex(where: { $0 === sourceChain[shared] })
        {
            return (Array(sourceChain[..<shared]), targetChain[..<sharedInTarget].reversed())
        }
        // Separate trees: climb to one root, then descend from the other.
        return (Array(sourceChain.dropLast()), targetChain.dropLast().reversed())
    }

    /// This view followed by its superviews up to the root.
    private var ancestorChain: [View] {
        var chain = [self]
        while let parent = chain[chain.count - 1].superviewStorage { chain.append(parent) }
        return chain
    }
}
