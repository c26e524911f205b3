import Foundation

/// A row of segments of which one is selected, standing in for UIKit's `UISegmentedControl`.
///
/// Segments have a title or an image, and can be disabled. Setting ``selectedSegmentIndex`` in
/// code sends nothing, as in UIKit; the user's choice, simulated by
/// `simulate.selectSegment(at:)`, sends ``Control/Event/valueChanged``. Segments made from
/// actions (`init(frame:actions:)`) run their action when chosen.
///
/// Differs from UIKit: the index methods (`setTitle(_:forSegmentAt:)`, `titleForSegment(at:)`,
/// `setEnabled(_:forSegmentAt:)`…) ignore an index out of range, where UIKit raises an
/// `NSRangeException` whose exact message has no public record; insertion indexes are pinned to
/// the range, as UIKit documents.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// A segment's contents.
    struct Segment {
        var title: String?
        var image: Image?
        var isEnabled = true
        var action: Action?
        var width: CGFloat = 0
    }

    /// The segments, in order; one owner of their contents.
    private var segments: [Segment] = []

    /// The index meaning "no segment selected", -1, as `UISegmentedControl.noSegment`.
    public nonisolated static let noSegment = -1

    /// The selected segment's index, or ``noSegment``. Default ``noSegment``. Setting it sends
    /// nothing; an index outside the segments means none.
    open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
        }
    }
    /// Whether a chosen segment is deselected at once after sending its events. Default `false`.
    open var isMomentary = false
    /// The color of the selected segment, or `nil` for the system's. Recorded only.
    open var selectedSegmentTintColor: Color?
    /// Whether segments are as wide as their content rather than equal. Default `false`. Recorded only.
    open var apportionsSegmentWidthsByContent = false

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control without segments, as `UISegmentedControl(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the segmented control from an archive, as UIKit's `UISegmentedControl.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with one segment per item, as `UISegmentedControl(items:)`: a `String`
    /// becomes a title, an ``Image`` an image; other items give an empty segment. No segment is
    /// selected. The frame is zero.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? Image))
        }
    }

    /// Creates a control with one segment per action, showing its title and image, as
    /// `UISegmentedControl(frame:actions:)` (iOS 14). Choosing a segment runs its action.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment`, pinned to `0...numberOfSegments`, as
    /// `UISegmentedControl.insertSegment(withTitle:at:animated:)`. A selection at or after it
    /// moves with its segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image, as `UISegmentedControl.insertSegment(with:at:animated:)`.
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action`, as `UISegmentedControl.insertSegment(action:at:animated:)` (iOS 14).
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`, as `UISegmentedControl.removeSegment(at:animated:)`.
    /// Removing the selected segment leaves none selected. An index out of range is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment, as `UISegmentedControl.removeAllSegments()`. None is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets a segment's title (removing its image), as `UISegmentedControl.setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// A segment's title, or `nil`, as `UISegmentedControl.titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (removing its title), as `UISegmentedControl.setImage(_:forSegmentAt:)`.
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// A segment's image, or `nil`, as `UISegmentedControl.imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment, as `UISegmentedControl.setEnabled(_:forSegmentAt:)`. A
    /// disabled segment cannot be chosen by the user.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled, as `UISegmentedControl.isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width (0: automatic), as `UISegmentedControl.setWidth(_:forSegmentAt:)`. Recorded only.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// A segment's width, as `UISegmentedControl.widthForSegment(at:)`.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The action of a segment made from one, or `nil`, as
    /// `UISegmentedControl.actionForSegment(at:)` (iOS 14).
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }
}
