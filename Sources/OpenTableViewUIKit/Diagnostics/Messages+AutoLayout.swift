import Foundation
import OpenTableViewDiagnostics

// MARK: - Auto Layout (`Compatibility/Evidence.md` §15)

extension Messages {
    /// The prefix of every message of `NSLayoutConstraint`'s full initializer.
    private static let constraintInitializer =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    /// Activating a constraint whose items are in different view hierarchies; the anchors are
    /// described as `<NSLayoutYAxisAnchor:0x… "UILabel:0x….top">` (two spaces between sentences,
    /// as UIKit prints them).
    package static func constraintWithoutCommonAncestor(_ first: String, _ second: String) -> TableViewException {
        TableViewException(
            .generic,
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        )
    }

    /// Changing an active constraint's priority between required and optional.
    package static func mutatingRequiredPriority(new: Float, old: Float) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatNumber(new)) and the existing priority was \(formatNumber(old))."
        )
    }

    /// The full initializer with a first item that is neither a view nor a layout guide.
    package static func constraintWithoutFirstItem() -> TableViewException {
        TableViewException(.invalidArgument, constraintInitializer + "Constraint must contain a first layout item")
    }

    /// The full initializer making a position equal to a constant.
    package static func constraintOfPositionToConstant() -> TableViewException {
        TableViewException(
            .invalidArgument,
            constraintInitializer
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"
        )
    }

    /// The full initializer relating leading/trailing to left/right.
    package static func constraintMixingLeadingAndLeft() -> TableViewException {
        TableViewException(
            .invalidArgument,
            constraintInitializer
                + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        )
    }

    /// The full initializer relating attributes of different axes (UNCERTAIN: the text after the
    /// prefix is OpenTableView's, Evidence.md §15).
    package static func constraintWithInvalidPairing(_ first: String, _ second: String) -> TableViewException {
        TableViewException(
            .invalidArgument,
            constraintInitializer
                + "Invalid pairing of layout attributes: a constraint cannot relate \(first) and \(second)."
        )
    }

}

extension Messages {
    /// UIKit's console text when required constraints conflict (iOS 10+, category
    /// `LayoutConstraints`), with the conflicting constraints listed and the one broken. The
    /// note on autoresizing constraints appears when one of them is in the list. Lines end with
    /// the trailing spaces UIKit prints.
    package static func unsatisfiableConstraints(
        _ constraints: [String], breaking broken: String, mentionsAutoresizing: Bool
    ) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        lines.append(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines += [
            ")", "", "Will attempt to recover by breaking constraint ", broken, "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }

    /// UIKit's console text for a constraint added to a view that is not an ancestor of its items.
    package static func viewHierarchyNotPrepared(_ constraint: String) -> String {
        "[LayoutConstraints] The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug."
    }

    // MARK: - Stack views

    /// `insertArrangedSubview(_:at:)` with an index past the end of the arranged subviews.
    /// Apple's documentation of the method names the exception (`NSInternalInconsistencyException`)
    /// but not its text, and no public crash log was found: the wording is OpenTableView's
    /// (UNCERTAIN).
    package static func stackViewInsertionIndexOutOfBounds(index: Int, count: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Cannot insert arranged subview at index \(index): the stack view has \(count) arranged subviews."
        )
    }
}

extension Messages {
    /// A visual format string that cannot be parsed: UIKit's reason, the format, and a caret under
    /// the position where parsing stopped (`NSInvalidArgumentException`).
    package static func unparsableVisualFormat(_ reason: String, format: String, position: Int) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "Unable to parse constraint format: \n\(reason)\n\(format) \n\(String(repeating: " ", count: max(0, position)))^"
        )
    }
}
