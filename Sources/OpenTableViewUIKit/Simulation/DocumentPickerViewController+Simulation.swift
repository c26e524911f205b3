import Foundation

/// The user's choice in the Files picker. An OpenTableView addition: UIKit has no such API.
@available(macOS 11.0, iOS 14.0, *)
extension Simulation where Base: DocumentPickerViewController {
    /// Simulates the user picking `urls`: the documents to open, or, when exporting, the places
    /// the files went. The picker goes away, then its delegate's
    /// `documentPicker(_:didPickDocumentsAt:)` receives `urls`.
    ///
    /// Traps when the user could not pick them: no URL, several without
    /// ``DocumentPickerViewController/allowsMultipleSelection``, or a file whose type is not among
    /// the picker's content types (``DocumentPickerViewController/canPick(_:)``).
    public func pick(_ urls: [URL]) {
        let picker = base
        precondition(!urls.isEmpty, "simulate.pick(_:): pick at least one URL")
        precondition(
            urls.count == 1 || picker.allowsMultipleSelection,
            "simulate.pick(_:): \(urls.count) URLs picked, but allowsMultipleSelection is false")
        for url in urls {
            precondition(
                picker.canPick(url),
                "simulate.pick(_:): the picker cannot pick \(url.lastPathComponent): its content types are "
                    + "\(picker.contentTypes.map(\.identifier))")
        }
        picker.finishSimulatedPick(urls)
    }

    /// Simulates the user picking one URL: ``pick(_:)`` with `[url]`.
    public func pick(_ url: URL) {
        pick([url])
    }

    /// Simulates the user tapping Cancel: the picker goes away, then its delegate's
    /// `documentPickerWasCancelled(_:)`.
    public func cancel() {
        base.finishSimulatedPick(nil)
    }
}
