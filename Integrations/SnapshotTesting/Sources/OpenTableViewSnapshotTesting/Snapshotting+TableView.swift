import Foundation
import OpenTableView
import OpenTableViewTesting
@_exported import SnapshotTesting

extension Snapshotting where Value == TableView, Format == String {
    /// The table's ``TableView/textSnapshot()``: a line per visible header, row and footer with its
    /// position, labels, images, accessory, controls and marks, compared line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: tableView, as: .lines)
    /// ```
    ///
    /// Snapshot the table on the main actor (a `@MainActor` test): the table is a main-actor type.
    public static var lines: Snapshotting {
        Snapshotting<String, String>.lines.pullback { tableView in
            MainActor.assumeIsolated { tableView.textSnapshot() }
        }
    }

    /// The table's ``TableView/svgPicture(showingContent:rowLimit:)`` as an `.svg` reference file,
    /// compared as text; open the file (or the failure's artifact) in a browser to see the table.
    public static var svg: Snapshotting { svg(showingContent: false) }

    /// The table's SVG picture, of the viewport or, with `showingContent`, of the whole content
    /// with the viewport, sections and displayed rows marked.
    public static func svg(showingContent: Bool, rowLimit: Int = 400) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { tableView in
            MainActor.assumeIsolated { tableView.svgPicture(showingContent: showingContent, rowLimit: rowLimit) }
        }
    }

    /// The calls the table makes while `body` runs, recorded by a `TableCallRecorder`, one per
    /// line in UIKit's spelling (`tableView(_:willDisplay:forRowAt:) [0, 3]`).
    ///
    /// ```swift
    /// assertSnapshot(of: tableView, as: .calls { $0.contentOffset.y = 440; $0.layoutIfNeeded() })
    /// ```
    ///
    /// The recorder replaces any other attached to the table for the duration and is detached
    /// afterwards.
    public static func calls(during body: @escaping @MainActor (TableView) -> Void) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { tableView in
            MainActor.assumeIsolated {
                let recorder = TableCallRecorder(attachedTo: tableView)
                defer { recorder.detach() }
                body(tableView)
                return recorder.text
            }
        }
    }
}
