/// The system-declared types OpenTableView's `UTType` knows: identifiers, direct supertypes,
/// filename extensions and MIME types (preferred first), as Apple's "System-declared uniform
/// type identifiers" lists them, and English descriptions.
enum UTTypeCatalog {
    struct Entry: Sendable {
        let identifier: String
        let parents: [String]
        let filenameExtensions: [String]
        let mimeTypes: [String]
        let description: String
    }

    static func entry(lowercasedIdentifier identifier: String) -> Entry? {
        byIdentifier[identifier.lowercased()]
    }

    private static let byIdentifier: [String: Entry] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.identifier.lowercased(), $0) })

    private static func type(
        _ identifier: String, _ parents: [String], extensions: [String] = [], mime: [String] = [],
        _ description: String
    ) -> Entry {
        Entry(
            identifier: identifier, parents: parents, filenameExtensions: extensions, mimeTypes: mime,
            description: description)
    }

    // The order matters where two types claim one extension: the first wins.
    static let entries: [Entry] = [
        // Base types.
        type("public.item", [], "item"),
        type("public.content", [], "content"),
        type("public.composite-content", ["public.content"], "composite content"),
        type("public.data", ["public.item"], "data"),
        type("public.directory", ["public.item"], "directory"),
        type("public.folder", ["public.directory"], "folder"),
        type("public.volume", ["public.folder"], "volume"),
        type("com.apple.package", ["public.directory"], "package"),
        type("com.apple.bundle", ["public.directory"], "bundle"),
        type("public.symlink", ["public.item"], "symbolic link"),
        type("public.executable", ["public.item"], "executable"),
        type("public.url", ["public.data"], "URL"),
        type("public.file-url", ["public.url"], "file URL"),
        type("public.database", ["public.item"], "database"),
        type("public.message", ["public.data"], "message"),
        // Text.
        type("public.text", ["public.data", "public.content"], "text"),
        type(
            "public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"],
            "plain text"),
        type("public.utf8-plain-text", ["public.plain-text"], "UTF-8 plain text"),
        type("public.utf16-plain-text", ["public.plain-text"], "UTF-16 plain text"),
        type("public.rtf", ["public.text"], extensions: ["rtf"], mime: ["text/rtf", "application/rtf"], "rich text"),
        type("public.html", ["public.text"], extensions: ["html", "htm"], mime: ["text/html"], "HTML text"),
        type(
            "public.xml", ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"],
            "XML text"),
        type("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"], "JSON"),
        type(
            "public.yaml", ["public.text"], extensions: ["yaml", "yml"], mime: ["application/x-yaml"], "YAML"),
        type("public.source-code", ["public.plain-text"], "source code"),
        type("public.swift-source", ["public.source-code"], extensions: ["swift"], "Swift source"),
        type("public.delimited-values-text", ["public.text"], "delimited values text"),
        type(
            "public.comma-separated-values-text", ["public.delimited-values-text"], extensions: ["csv"],
            mime: ["text/csv"], "comma-separated values"),
        type(
            "public.tab-separated-values-text", ["public.delimited-values-text"], extensions: ["tsv"],
            mime: ["text/tab-separated-values"], "tab-separated values"),
        type("public.vcard", ["public.text"], extensions: ["vcf", "vcard"], mime: ["text/vcard"], "vCard"),
        type(
            "com.apple.property-list", ["public.data"], extensions: ["plist"], "property list"),
        // Images.
        type("public.image", ["public.data", "public.content"], "image"),
        type("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"], "PNG image"),
        type(
            "public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"],
            "JPEG image"),
        type("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"], "GIF image"),
        type("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"], "TIFF image"),
        type("public.heif-standard", ["public.image"], "HEIF image"),
        type("public.heic", ["public.heif-standard"], extensions: ["heic"], mime: ["image/heic"], "HEIC image"),
        type("public.heif", ["public.heif-standard"], extensions: ["heif"], mime: ["image/heif"], "HEIF image"),
        type("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"], "WebP image"),
        type("public.svg-image", ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"], "SVG image"),
        type("com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mime: ["image/bmp"], "Windows bitmap image"),
        type("com.microsoft.ico", ["public.image"], extensions: ["ico"], mime: ["image/x-icon"], "Windows icon image"),
        // Documents.
        type(
            "com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"],
            mime: ["application/pdf"], "PDF document"),
        type("public.spreadsheet", ["public.content"], "spreadsheet"),
        type("public.presentation", ["public.composite-content"], "presentation"),
        // Audio and video.
        type("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content"),
        type("public.movie", ["public.audiovisual-content"], "movie"),
        type("public.video", ["public.movie"], "video"),
        type("public.audio", ["public.audiovisual-content"], "audio"),
        type("public.mp3", ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        type(
            "public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mime: ["audio/mp4"],
            "MPEG-4 audio"),
        type("com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav"], mime: ["audio/wav"], "WAVE audio"),
        type("public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpeg4"], mime: ["video/mp4"], "MPEG-4 movie"),
        type(
            "com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mime: ["video/quicktime"],
            "QuickTime movie"),
        // Archives.
        type("public.archive", ["public.data"], "archive"),
        type(
            "public.zip-archive", ["public.archive"], extensions: ["zip"], mime: ["application/zip"],
            "ZIP archive"),
        type(
            "org.gnu.gnu-zip-archive", ["public.archive"], extensions: ["gz", "gzip"], mime: ["application/gzip"],
            "gzip archive"),
        type("public.tar-archive", ["public.archive"], extensions: ["tar"], mime: ["application/x-tar"], "tar archive"),
    ]
}
