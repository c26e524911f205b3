// The Files picker takes `UTType`s; on an Apple host they are Apple's (macOS 11), so these tests
// build where the package's own UniformTypeIdentifiers module is used.
#if !canImport(Darwin)
    import Foundation
    import Testing
    import TestSupport
    import UniformTypeIdentifiers

    @testable import OpenTableViewUIKit

    /// `UIDocumentPickerViewController`. Apple's pages: "UIDocumentPickerViewController",
    /// "init(forOpeningContentTypes:asCopy:)", "init(forExporting:asCopy:)",
    /// "documentPicker(_:didPickDocumentsAt:)", "documentPickerWasCancelled(_:)".
    @MainActor
    @Suite struct DocumentPickerTests {
        /// An importer screen, as apps write it: presents the picker, hears the result.
        final class ImportScreen: ViewController, DocumentPickerDelegate {
            var events: [String] = []

            func importCSV() -> DocumentPickerViewController {
                let picker = DocumentPickerViewController(forOpeningContentTypes: [.commaSeparatedText, .json])
                picker.delegate = self
                present(picker, animated: true)
                return picker
            }

            func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
                events.append("picked \(urls.map(\.lastPathComponent)) presented=\(presentedViewController != nil)")
            }

            func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {
                events.append("cancelled presented=\(presentedViewController != nil)")
            }
        }

        func showScreen() -> (ImportScreen, Window) {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let screen = ImportScreen()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            return (screen, window)
        }

        @Test func theInitializersRecordWhatThePickerIsFor() {
            let opener = DocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
            #expect(opener.purpose == .open && opener.contentTypes == [.pdf] && opener.isCopy)
            #expect(!opener.allowsMultipleSelection && opener.directoryURL == nil && !opener.shouldShowFileExtensions)
            let file = URL(fileURLWithPath: "/tmp/list.csv")
            let exporter = DocumentPickerViewController(forExporting: [file])
            #expect(exporter.purpose == .export && exporter.exportedURLs == [file] && !exporter.isCopy)
        }

        @Test func pickingDismissesThePickerThenTellsTheDelegate() {
            let (screen, window) = showScreen()
            let picker = screen.importCSV()
            expectIdentical(screen.presentedViewController, picker)
            picker.simulate.pick(URL(fileURLWithPath: "/tmp/Groceries.csv"))
            expectEqual(screen.events, ["picked [\"Groceries.csv\"] presented=false"])
            withExtendedLifetime(window) {}
        }

        @Test func cancellingDismissesThePickerThenTellsTheDelegate() {
            let (screen, window) = showScreen()
            let picker = screen.importCSV()
            picker.simulate.cancel()
            expectEqual(screen.events, ["cancelled presented=false"])
            expectEqual(screen.presentedViewController, nil)
            withExtendedLifetime(window) {}
        }

        @Test func onlyFilesOfTheContentTypesCanBePicked() {
            let picker = DocumentPickerViewController(forOpeningContentTypes: [.image], asCopy: true)
            #expect(picker.canPick(URL(fileURLWithPath: "/tmp/photo.JPG")))
            #expect(!picker.canPick(URL(fileURLWithPath: "/tmp/notes.txt")))
            #expect(!picker.canPick(URL(fileURLWithPath: "/tmp/Photos", isDirectory: true)))
            let folders = DocumentPickerViewController(forOpeningContentTypes: [.folder])
            #expect(folders.canPick(URL(fileURLWithPath: "/tmp/Photos", isDirectory: true)))
            let exporter = DocumentPickerViewController(
                forExporting: [URL(fileURLWithPath: "/tmp/a.txt")], asCopy: true)
            #expect(exporter.canPick(URL(fileURLWithPath: "/Files/a.txt")))
        }

        @Test func severalDocumentsNeedMultipleSelection() {
            let (screen, window) = showScreen()
            let picker = screen.importCSV()
            picker.allowsMultipleSelection = true
            picker.simulate.pick([URL(fileURLWithPath: "/tmp/a.csv"), URL(fileURLWithPath: "/tmp/b.json")])
            expectEqual(screen.events, ["picked [\"a.csv\", \"b.json\"] presented=false"])
            withExtendedLifetime(window) {}
        }
    }

    /// Picking what the user could not pick traps; checked in a child process.
    @Suite(.serialized) struct DocumentPickerExitTests {
        @Test func pickingAFileOfAnotherTypeTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let picker = DocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
                    picker.simulate.pick(URL(fileURLWithPath: "/tmp/photo.png"))
                }
            }
        }
    }
#endif
