import Foundation

/// What a user reads in a view tree, for the text snapshot and the SVG picture: the visible
/// labels in reading order and the image views that show an image.
///
/// A view counts when neither it nor an ancestor up to the root is hidden or transparent
/// (`alpha < 0.01`, UIKit's threshold for hit-testing). Reading order is by line, then from left
/// to right: labels whose vertical extents overlap (in the root's coordinates) share a line; a
/// line comes before the next when it starts higher. Labels whose frames are all zero (a cell not
/// laid out) keep the order of the view tree, depth first.
@MainActor
struct ViewTreeReading {
    /// A label's text and its frame in the root's coordinates.
    struct Text {
        let text: String
        let frame: CGRect
    }

    /// The visible, non-empty labels, in reading order.
    private(set) var texts: [Text] = []
    /// The names of the images shown by visible image views, in the order of the view tree (an
    /// unnamed image prints as an empty name).
    private(set) var images: [String] = []

    /// Reads `root` and its subviews.
    init(_ root: View) {
        visit(root, origin: .zero, isRoot: true)
        texts = Self.readingOrder(texts)
    }

    private mutating func visit(_ view: View, origin: CGPoint, isRoot: Bool) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        // A subview's frame is in its superview's bounds coordinates.
        let frame =
            isRoot ? CGRect(origin: .zero, size: view.frame.size) : view.frame.offsetBy(dx: origin.x, dy: origin.y)
        if let label = view as? Label, let text = label.text, !text.isEmpty {
            texts.append(Text(text: text, frame: frame))
        }
        if let imageView = view as? ImageView, let image = imageView.image {
            images.append(image.name)
        }
        let inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        for subview in view.subviewsStorage {
            visit(subview, origin: inner, isRoot: false)
        }
    }

    /// Groups labels into lines by overlapping vertical extents, lines top to bottom, each line
    /// left to right; ties keep the tree order (the sorts are stable).
    private static func readingOrder(_ texts: [Text]) -> [Text] {
        let byTop = texts.enumerated().sorted {
            ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
        }
        var lines: [[(offset: Int, element: Text)]] = []
        var lineBottom = -CGFloat.infinity
        for entry in byTop {
            let frame = entry.element.frame
            if let last = lines.indices.last, frame.minY < lineBottom || (frame.height == 0 && frame.minY == lineBottom)
            {
                lines[last].append(entry)
                lineBottom = max(lineBottom, frame.maxY)
            } else {
                lines.append([entry])
                lineBottom = frame.maxY
            }
        }
        return lines.flatMap { line in
            line.sorted { ($0.element.frame.minX, $0.offset) < ($1.element.frame.minX, $1.offset) }.map(\.element)
        }
    }
}
