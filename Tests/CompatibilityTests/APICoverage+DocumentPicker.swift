// Compile-time proof of Compatibility/API.md's "UIDocumentPickerViewController and UTType"
// section: every member marked "yes" or "partial" is referenced once, in UIKit's spelling through
// the shim (which re-exports UniformTypeIdentifiers), after its "// API: <row>" marker. The
// functions are never called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @available(macOS 11.0, *)
    @MainActor
    enum APICoverageDocumentPicker {
        /// An importer, as apps write it.
        final class Importer: NSObject, UIDocumentPickerDelegate {
            // API: UIDocumentPickerDelegate.documentPicker(_:didPickDocumentsAt:)
            func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
            // API: UIDocumentPickerDelegate.documentPickerWasCancelled(_:)
            func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
        }

        static func picker(importer: Importer, file: URL) {
            // API: UIDocumentPickerViewController
            let _: UIDocumentPickerViewController.Type = DocumentPickerViewController.self
            // API: UIDocumentPickerViewController.init(forOpeningContentTypes:asCopy:)
            let picker = UIDocumentPickerViewController(
                forOpeningContentTypes: [.json, .commaSeparatedText], asCopy: true)
            // API: UIDocumentPickerViewController.init(forOpeningContentTypes:)
            _ = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
            // API: UIDocumentPickerViewController.init(forExporting:asCopy:)
            _ = UIDocumentPickerViewController(forExporting: [file], asCopy: true)
            // API: UIDocumentPickerViewController.init(forExporting:)
            _ = UIDocumentPickerViewController(forExporting: [file])
            // API: UIDocumentPickerViewController.delegate
            picker.delegate = importer
            // API: UIDocumentPickerViewController.allowsMultipleSelection
            picker.allowsMultipleSelection = true
            // API: UIDocumentPickerViewController.directoryURL
            picker.directoryURL = file.deletingLastPathComponent()
            // API: UIDocumentPickerViewController.shouldShowFileExtensions
            picker.shouldShowFileExtensions = true
        }

        static func types() {
            // API: UTType
            let _: UTType.Type = UTType.self
            // API: UTType.init(_:)
            let _: UTType? = UTType("public.png")
            // API: UTType.init(filenameExtension:)
            let _: UTType? = UTType(filenameExtension: "csv")
            // API: UTType.init(filenameExtension:conformingTo:)
            let _: UTType? = UTType(filenameExtension: "recipe", conformingTo: .json)
            // API: UTType.init(mimeType:)
            let _: UTType? = UTType(mimeType: "application/json")
            // API: UTType.init(mimeType:conformingTo:)
            let _: UTType? = UTType(mimeType: "text/csv", conformingTo: .text)
            // API: UTType.init(exportedAs:conformingTo:)
            let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
            // API: UTType.init(importedAs:conformingTo:)
            _ = UTType(importedAs: "com.example.shopping-list")
            // API: UTType.identifier
            let _: String = recipe.identifier
            // API: UTType.preferredFilenameExtension
            let _: String? = UTType.png.preferredFilenameExtension
            // API: UTType.preferredMIMEType
            let _: String? = UTType.png.preferredMIMEType
            // API: UTType.conforms(to:)
            let _: Bool = recipe.conforms(to: .text)
            // API: UTType.isSupertype(of:)
            let _: Bool = UTType.image.isSupertype(of: .png)
            // API: UTType.isSubtype(of:)
            let _: Bool = UTType.png.isSubtype(of: .image)
            // API: UTType.supertypes
            let _: Set<UTType> = UTType.png.supertypes
            // API: UTType.isDeclared
            let _: Bool = recipe.isDeclared
            // API: UTType.isDynamic
            let _: Bool = recipe.isDynamic
            // API: UTType.isPublic
            let _: Bool = recipe.isPublic
            // API: UTType.localizedDescription
            let _: String? = UTType.pdf.localizedDescription
            // API: UTType system types
            let _: [UTType] = [
                .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html, .image, .png, .jpeg,
                .gif, .heic, .pdf, .movie, .video, .audio, .mp3, .zip, .archive, .folder, .directory, .url, .fileURL,
                .commaSeparatedText, .rtf, .spreadsheet, .presentation,
            ]
        }
    }
#endif
