import Foundation
import OpenTableViewDiagnostics

/// The message of `init?(coder:)` called outside Interface Builder loading.
///
/// UIKit has no such message: on iOS any keyed archive decodes a view. Headless there are no
/// nibs or storyboards, so the text is OpenTableView's own (`Compatibility/Evidence.md`,
/// "init?(coder:) outside Interface Builder loading"); it names the Objective-C method UIKit
/// would run, as UIKit's own messages do, and says what to write instead.
package enum CoderMessages {
    /// `init?(coder:)` of `className` (UIKit's name, such as `UIView` or
    /// `MyApp.ProfileViewController`) called with a coder that is not OpenTableView's
    /// ``NibDecoder``. `replacement` is the initializer to call instead.
    package static func decodingOutsideInterfaceBuilder(className: String, replacement: String) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "-[\(className) initWithCoder:]: OpenTableView creates objects from a coder only while it loads a nib or storyboard, and this coder is not its decoder (there is no archive to read headless). Create the object in code with \(replacement)."
        )
    }
}
