/// One line of the converter's report: something in an Interface Builder file that was not
/// converted, where it is, and why. The rest of the file still converts; the generated code leaves
/// the reported part out rather than guessing (Compatibility/Porting.md, "What the converter
/// reports").
public struct InterfaceBuilderIssue: Error, Hashable, Sendable, Codable {
    /// The file as given to the converter (`Main.storyboard`, `Cells/FeedCell.xib`).
    public let file: String
    /// The 1-based line of the element in that file.
    public let line: Int
    /// The element's tag (`segue`, `label`, `document`), or the attribute as `element@attribute`.
    public let element: String
    /// What was not converted and why, in one line.
    public let reason: String

    /// Creates a report line; the converter makes them, tests compare them.
    public init(file: String, line: Int, element: String, reason: String) {
        self.file = file
        self.line = line
        self.element = element
        self.reason = reason
    }

    /// The line as a compiler prints a diagnostic, so editors and CI logs link to it:
    /// `Main.storyboard:42: warning: <segue>: … (Compatibility/Porting.md#what-the-converter-reports)`.
    public var formatted: String {
        "\(file):\(line): warning: <\(element)>: \(reason) (Compatibility/Porting.md#what-the-converter-reports)"
    }
}
