import Foundation
import OpenTableViewDiagnostics

// MARK: - Storyboards, nibs and segues

/// The messages of UIKit's storyboards, nibs and segues. Objects appear as UIKit prints them,
/// `<ClassName: 0x…>` with the placeholder address; a bundle as `NSBundle <path> (loaded)`, as
/// `-[NSBundle description]` prints a loaded bundle. Sources in `Compatibility/Evidence.md`
/// ("Storyboards, nibs and segues").
extension Messages {
    /// `UIStoryboard(name:bundle:)` with a name no storyboard is registered under.
    package static func storyboardNotFound(name: String, bundle: String) -> TableViewException {
        TableViewException(.invalidArgument, "Could not find a storyboard named '\(name)' in bundle \(bundle)")
    }

    /// `instantiateViewController(withIdentifier:)` with an identifier no scene has.
    package static func storyboardHasNoIdentifier(storyboard: String, identifier: String) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// `performSegue(withIdentifier:sender:)` with an identifier the controller's scene has no
    /// segue for.
    package static func noSegueWithIdentifier(receiver: String, identifier: String) -> TableViewException {
        TableViewException(.invalidArgument, "Receiver (\(receiver)) has no segue with identifier '\(identifier)'")
    }

    /// Instantiating a nib (`UINib(nibName:bundle:)`, `loadNibNamed`, a controller's `nibName`)
    /// that no nib is registered under.
    package static func nibNotFound(name: String, bundle: String) -> TableViewException {
        TableViewException(.internalInconsistency, "Could not load NIB in bundle: '\(bundle)' with name '\(name)'")
    }

    /// A controller's nib that does not connect the File's Owner's `view` outlet.
    package static func nibViewOutletNotSet(nibName: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set."
        )
    }

    /// A `creator` block of `instantiateViewController(identifier:creator:)` that returned an
    /// object of another class than the scene's.
    package static func customInstantiatedWrongClass(instantiated: String, expected: String) -> TableViewException {
        TableViewException(
            .internalInconsistency, "Custom instantiated \(instantiated) must be kind of class \(expected)")
    }

    /// `init?(coder:)` of an object of an Interface Builder file returned `nil`. UIKit leaves the
    /// object out silently; headless it is reported, because the generated code connects
    /// outlets to it. OpenTableView's own text.
    package static func initWithCoderReturnedNil(className: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "-[\(className) initWithCoder:] returned nil while loading an Interface Builder file; OpenTableView cannot connect its outlets."
        )
    }

    /// A storyboard scene id that the storyboard does not define (a segue or relationship to a
    /// scene the converter did not emit). OpenTableView's own text.
    package static func storyboardHasNoScene(storyboard: String, scene: String) -> TableViewException {
        TableViewException(
            .invalidArgument, "Storyboard (\(storyboard)) doesn't contain a scene with the object ID '\(scene)'")
    }

    /// The File's Owner passed to a nib is not of the class its outlets and actions belong to.
    /// UIKit reports the first outlet its key-value coding cannot set
    /// (`NSUnknownKeyException`, "this class is not key value coding-compliant for the key …");
    /// headless the class is checked once, before any outlet is set. OpenTableView's own text.
    package static func ownerOfWrongClass(owner: String, expected: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "The File's Owner of this nib must be kind of class \(expected), but it is \(owner); its outlets and actions cannot be connected."
        )
    }
}
