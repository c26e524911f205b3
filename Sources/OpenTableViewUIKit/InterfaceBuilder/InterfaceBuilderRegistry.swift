import Foundation

/// The storyboards and nibs the app's generated code registered, by name: what
/// `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)`, `Bundle.loadNibNamed(_:owner:options:)`
/// and a controller's nib look up.
///
/// Names are looked up without the bundle: headless an app's storyboards and nibs all come from
/// its generated code, whatever bundle the call names (`Bundle.main`, `Bundle(for:)`,
/// `Bundle.module`). A name registered twice keeps the later definition, so registering is
/// idempotent (`Compatibility/InterfaceBuilder.md`, "Registration").
@preconcurrency @MainActor
package enum InterfaceBuilderRegistry {
    package static var storyboards: [String: Storyboard.Definition] = [:]
    package static var nibs: [String: Nib.Definition] = [:]
    /// The unwind actions of every registered storyboard, by selector name.
    package static var unwindActions: [String: [StoryboardUnwindAction]] = [:]

    /// How a bundle prints in UIKit's messages: `NSBundle </path/App.app> (loaded)`.
    package static func describe(_ bundle: Bundle?) -> String {
        "NSBundle <\((bundle ?? .main).bundlePath)> (loaded)"
    }
}
