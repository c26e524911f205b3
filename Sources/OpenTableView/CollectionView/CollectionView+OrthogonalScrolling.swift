import Foundation

extension CollectionView {
    /// The compositional layout's orthogonal section `section`, laid out; traps when the layout
    /// is not compositional or the section does not scroll across.
    private func orthogonalLayout(_ section: Int, _ caller: String) -> CollectionViewCompositionalLayout {
        layoutIfNeeded()
        guard let layout = layoutStorage as? CollectionViewCompositionalLayout,
            layout.orthogonalOffsetRange(section: section) != nil
        else {
            preconditionFailure(
                "\(caller): section \(section) is not an orthogonally scrolling section of a compositional layout")
        }
        return layout
    }

    /// The work of `simulate.orthogonalContentOffset(ofSection:)`.
    func orthogonalContentOffset(ofSection section: Int) -> CGPoint {
        let layout = orthogonalLayout(section, "orthogonalContentOffset(ofSection:)")
        return layout.orientedOffset(layout.orthogonalOffset(section: section))
    }

    /// The work of `simulate.orthogonalScrollingProperties(ofSection:)`.
    func orthogonalScrollingProperties(ofSection section: Int) -> (
        decelerationRate: ScrollView.DecelerationRate, bounces: Bool, alwaysBounces: Bool
    ) {
        let layout = orthogonalLayout(section, "orthogonalScrollingProperties(ofSection:)")
        let properties =
            layout.preparedSections[section]?.orthogonalScrollingProperties
            ?? CollectionLayoutSectionOrthogonalScrollingProperties()
        return properties.resolved(parentRate: decelerationRate)
    }

    /// The work of `simulate.scrollOrthogonalSection(_:by:)`: the section's offset moves by
    /// `distance`, comes to rest as its behaviour says, and a layout pass shows the cells the
    /// section now shows (those that left end display; those that entered are asked for).
    func scrollOrthogonalSection(_ section: Int, by distance: CGFloat) {
        let layout = orthogonalLayout(section, "scrollOrthogonalSection(_:by:)")
        let start = layout.orthogonalOffset(section: section)
        let rest = layout.orthogonalRestingOffset(section: section, from: start, releasedAt: start + distance)
        guard rest != start else { return }
        layout.orthogonalOffsets[section] = rest
        // The section's frames moved without an invalidation: the kept answer is stale.
        content.layoutAnswer.discard()
        layoutPass()
    }
}

/// The user's drag across an orthogonally scrolling section of a compositional layout, for
/// tests. OpenTableView additions: UIKit scrolls such a section in an internal scroll view that
/// apps do not reach, so it has no such API.
extension Simulation where Base: CollectionView {
    /// Simulates a user's drag across orthogonal section `section` that moves its content by
    /// `distance` points (positive: towards later groups, as a finger moving left), released
    /// without velocity. The section comes to rest as its `orthogonalScrollingBehavior` says
    /// (`.continuous` where released; the paging behaviours on the nearest page or group, one at
    /// most per drag; see Compatibility/Porting.md, "Orthogonal sections"), inside its content.
    /// The cells follow: those that leave end display (`didEndDisplaying`), those that enter are
    /// asked of the data source and displayed (`willDisplay`); the section's
    /// `visibleItemsInvalidationHandler` gets the new offset.
    ///
    /// Traps when the layout is not a compositional layout or `section` does not scroll across.
    public func scrollOrthogonalSection(_ section: Int, by distance: CGFloat) {
        base.scrollOrthogonalSection(section, by: distance)
    }

    /// What UIKit's internal scroll view of orthogonal section `section` is set to from the
    /// section's `orthogonalScrollingProperties` (iOS 17): its `decelerationRate` (the
    /// collection view's own for `.automatic`, "matches the parent scroll view's deceleration
    /// rate"), whether it `bounces` (not for `.never`), and whether it bounces along the section
    /// even when the content is shorter than the view (`.always`: `alwaysBounceHorizontal` in a
    /// vertical layout, `alwaysBounceVertical` in a horizontal one). Headless the values are
    /// recorded only: ``scrollOrthogonalSection(_:by:)`` releases without velocity and rests
    /// inside the content whatever they are.
    /// Traps as ``scrollOrthogonalSection(_:by:)``.
    public func orthogonalScrollingProperties(ofSection section: Int) -> (
        decelerationRate: ScrollView.DecelerationRate, bounces: Bool, alwaysBounces: Bool
    ) {
        base.orthogonalScrollingProperties(ofSection: section)
    }

    /// The scroll offset across orthogonal section `section` (`y` is 0; in a horizontal layout,
    /// whose orthogonal sections scroll down, `x` is 0): what UIKit's internal
    /// scroll view's `contentOffset` would be, and what the section's
    /// `visibleItemsInvalidationHandler` gets. A `.groupPagingCentered` section starts with its
    /// first group centered (a negative offset when the group is narrower than the view).
    /// Traps as ``scrollOrthogonalSection(_:by:)``.
    public func orthogonalContentOffset(ofSection section: Int) -> CGPoint {
        base.orthogonalContentOffset(ofSection: section)
    }
}
