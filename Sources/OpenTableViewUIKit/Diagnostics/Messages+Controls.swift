import Foundation
import OpenTableViewDiagnostics

// MARK: - Controls

/// The controls' misuse: an action sent by selector, a stepper's step.
extension Messages {
    /// A target/action pair sent on Linux, where no Objective-C runtime can call a method by its
    /// selector. UIKit would call the method; this message is OpenTableView's own, and names the
    /// closure form to use instead. `target` is the target's type name, `nil` for the responder chain.
    package static func cannotPerformSelector(_ selector: String, target: String?) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "OpenTableView cannot send the action '\(selector)' to \(target ?? "the responder chain"): Swift on Linux has no Objective-C runtime to call a method by its selector. Register the method with addAction(UIAction { _ in … }, for:) or a primaryAction instead (see Compatibility/Porting.md)."
        )
    }

    /// A stepper's `stepValue` set to 0, a negative number or NaN. UIKit raises
    /// `NSInvalidArgumentException` ("must be greater than 0", its header says); the reason it
    /// gives has no public record, so this reason is OpenTableView's own.
    package static func nonPositiveStepValue(_ value: Double) -> TableViewException {
        TableViewException(
            .invalidArgument, "-[UIStepper setStepValue:] stepValue (\(value)) must be greater than 0")
    }
}
