// The system-declared types, with Apple's names (`UTType.png`, `UTType.plainText`, …).
extension UTType {
    /// `public.item`: the base of every file system object.
    public static let item = UTType(system: "public.item")
    /// `public.content`: the base of document content.
    public static let content = UTType(system: "public.content")
    /// `public.composite-content`: content with several kinds in it (a PDF).
    public static let compositeContent = UTType(system: "public.composite-content")
    /// `public.data`: a stream of bytes (a file, the pasteboard).
    public static let data = UTType(system: "public.data")
    /// `public.directory`.
    public static let directory = UTType(system: "public.directory")
    /// `public.folder`: a directory the user sees as a folder.
    public static let folder = UTType(system: "public.folder")
    /// `public.volume`.
    public static let volume = UTType(system: "public.volume")
    /// `com.apple.package`.
    public static let package = UTType(system: "com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType(system: "com.apple.bundle")
    /// `public.symlink`.
    public static let symbolicLink = UTType(system: "public.symlink")
    /// `public.executable`.
    public static let executable = UTType(system: "public.executable")
    /// `public.url`.
    public static let url = UTType(system: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(system: "public.file-url")
    /// `public.database`.
    public static let database = UTType(system: "public.database")
    /// `public.message`.
    public static let message = UTType(system: "public.message")
    /// `public.text`.
    public static let text = UTType(system: "public.text")
    /// `public.plain-text` (`txt`, `text/plain`).
    public static let plainText = UTType(system: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(system: "public.utf8-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(system: "public.utf16-plain-text")
    /// `public.rtf` (`rtf`).
    public static let rtf = UTType(system: "public.rtf")
    /// `public.html` (`html`, `text/html`).
    public static let html = UTType(system: "public.html")
    /// `public.xml` (`xml`, `application/xml`).
    public static let xml = UTType(system: "public.xml")
    /// `public.json` (`json`, `application/json`).
    public static let json = UTType(system: "public.json")
    /// `public.yaml` (`yaml`).
    public static let yaml = UTType(system: "public.yaml")
    /// `public.source-code`.
    public static let sourceCode = UTType(system: "public.source-code")
    /// `public.swift-source` (`swift`).
    public static let swiftSource = UTType(system: "public.swift-source")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(system: "public.delimited-values-text")
    /// `public.comma-separated-values-text` (`csv`, `text/csv`).
    public static let commaSeparatedText = UTType(system: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text` (`tsv`).
    public static let tabSeparatedText = UTType(system: "public.tab-separated-values-text")
    /// `public.vcard` (`vcf`).
    public static let vCard = UTType(system: "public.vcard")
    /// `com.apple.property-list` (`plist`).
    public static let propertyList = UTType(system: "com.apple.property-list")
    /// `public.image`.
    public static let image = UTType(system: "public.image")
    /// `public.png` (`png`, `image/png`).
    public static let png = UTType(system: "public.png")
    /// `public.jpeg` (`jpeg`, `jpg`, `image/jpeg`).
    public static let jpeg = UTType(system: "public.jpeg")
    /// `com.compuserve.gif` (`gif`).
    public static let gif = UTType(system: "com.compuserve.gif")
    /// `public.tiff` (`tiff`).
    public static let tiff = UTType(system: "public.tiff")
    /// `public.heif-standard`.
    public static let heif = UTType(system: "public.heif-standard")
    /// `public.heic` (`heic`).
    public static let heic = UTType(system: "public.heic")
    /// `org.webmproject.webp` (`webp`).
    public static let webP = UTType(system: "org.webmproject.webp")
    /// `public.svg-image` (`svg`).
    public static let svg = UTType(system: "public.svg-image")
    /// `com.microsoft.bmp` (`bmp`).
    public static let bmp = UTType(system: "com.microsoft.bmp")
    /// `com.microsoft.ico` (`ico`).
    public static let ico = UTType(system: "com.microsoft.ico")
    /// `com.adobe.pdf` (`pdf`, `application/pdf`).
    public static let pdf = UTType(system: "com.adobe.pdf")
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(system: "public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = UTType(system: "public.presentation")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(system: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(system: "public.movie")
    /// `public.video`.
    public static let video = UTType(system: "public.video")
    /// `public.audio`.
    public static let audio = UTType(system: "public.audio")
    /// `public.mp3` (`mp3`, `audio/mpeg`).
    public static let mp3 = UTType(system: "public.mp3")
    /// `public.mpeg-4-audio` (`m4a`).
    public static let mpeg4Audio = UTType(system: "public.mpeg-4-audio")
    /// `com.microsoft.waveform-audio` (`wav`).
    public static let wav = UTType(system: "com.microsoft.waveform-audio")
    /// `public.mpeg-4` (`mp4`).
    public static let mpeg4Movie = UTType(system: "public.mpeg-4")
    /// `com.apple.quicktime-movie` (`mov`).
    public static let quickTimeMovie = UTType(system: "com.apple.quicktime-movie")
    /// `public.archive`.
    public static let archive = UTType(system: "public.archive")
    /// `public.zip-archive` (`zip`, `application/zip`).
    public static let zip = UTType(system: "public.zip-archive")
    /// `org.gnu.gnu-zip-archive` (`gz`).
    public static let gzip = UTType(system: "org.gnu.gnu-zip-archive")
}
