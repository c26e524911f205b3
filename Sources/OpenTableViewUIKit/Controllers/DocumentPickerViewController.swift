import Foundation
import UniformTypeIdentifiers

/// The Files picker, as UIKit's `UIDocumentPickerViewController` (iOS 14 forms): presented to
/// open documents of some types, or to export files to a place the user picks.
///
/// Headless nothing is shown: present it as usual (it is recorded like any presented
/// controller), and a test plays the user with `simulate.pick(_:)` or `simulate.cancel()`. The
/// picker then goes away and tells its ``delegate``
/// (`documentPicker(_:didPickDocumentsAt:)`, `documentPickerWasCancelled(_:)`), as on iOS, where
/// the picker dismisses itself before the delegate hears. Apple documents the calls, not their
/// order relative to the dismissal: OpenTableView's choice (`Compatibility/Porting.md`, "Document
/// picker and UniformTypeIdentifiers").
@available(macOS 11.0, iOS 14.0, *)
@preconcurrency @MainActor
open class DocumentPickerViewController: ViewController {
    /// What the picker was made for.
    public enum Purpose: Sendable, Hashable {
        /// Opening documents of ``DocumentPickerViewController/contentTypes``.
        case open
        /// Exporting ``DocumentPickerViewController/exportedURLs``.
        case export
    }

    /// Whether the picker opens documents or exports files. An OpenTableView addition for tests.
    public let purpose: Purpose
    /// The types the user can open (empty when exporting). An OpenTableView addition for tests.
    public let contentTypes: [UTType]
    /// The files to export (empty when opening). An OpenTableView addition for tests.
    public let exportedURLs: [URL]
    /// Whether the app gets copies (`asCopy`) rather than the files themselves. An OpenTableView
    /// addition for tests.
    public let isCopy: Bool

    /// The delegate (weak), as `UIDocumentPickerViewController.delegate`.
    open weak var delegate: (any DocumentPickerDelegate)?
    /// Whether the user can pick several documents. Default `false`.
    open var allowsMultipleSelection = false
    /// The directory the picker starts in, or `nil`. Recorded only.
    open var directoryURL: URL?
    /// Whether file extensions show. Default `false`. Recorded only.
    open var shouldShowFileExtensions = false

    /// A picker for opening documents of `contentTypes`, as
    /// `UIDocumentPickerViewController(forOpeningContentTypes:asCopy:)`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        purpose = .open
        self.contentTypes = contentTypes
        exportedURLs = []
        isCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for opening documents of `contentTypes` in place, as
    /// `UIDocumentPickerViewController(forOpeningContentTypes:)`.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker for exporting `urls`, as `UIDocumentPickerViewController(forExporting:asCopy:)`.
    public init(forExporting urls: [URL], asCopy: Bool) {
        purpose = .export
        contentTypes = []
        exportedURLs = urls
        isCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for moving `urls`, as `UIDocumentPickerViewController(forExporting:)`.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// Creates the controller from an archive, as UIKit's `init?(coder:)`: only OpenTableView's
    /// Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        purpose = .open
        contentTypes = []
        exportedURLs = []
        isCopy = false
        super.init(coder: coder)
    }

    /// Whether the user could pick `url` here: a file whose extension's type conforms to one of
    /// ``contentTypes`` (a directory URL when they include `UTType.folder`). Always `true` when
    /// exporting, where the URL is the place picked. An OpenTableView addition for tests.
    public func canPick(_ url: URL) -> Bool {
        guard purpose == .open else { return true }
        if url.hasDirectoryPath { return contentTypes.contains { UTType.folder.conforms(to: $0) } }
        guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
        return contentTypes.contains { type.conforms(to: $0) }
    }

    /// Goes away, then tells the delegate: what a pick or a cancel does.
    package func finishSimulatedPick(_ urls: [URL]?) {
        if presentingViewController != nil { dismiss(animated: true) }
        if let urls {
            delegate?.documentPicker(self, didPickDocumentsAt: urls)
        } else {
            delegate?.documentPickerWasCancelled(self)
        }
    }
}

/// Hears what the user picked in a document picker, as UIKit's `UIDocumentPickerDelegate`. Both
/// methods are optional.
@available(macOS 11.0, iOS 14.0, *)
@preconcurrency @MainActor
public protocol DocumentPickerDelegate: AnyObject {
    /// The user picked `urls` (documents to open, or the places the exported files went).
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

@available(macOS 11.0, iOS 14.0, *)
extension DocumentPickerDelegate {
    /// Default: nothing.
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Default: nothing.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
