import Foundation

/// The pasteboard a Copy or Paste action uses, as UIKit's `UIPasteboard`: headless, one in-process
/// general pasteboard that keeps what the app copies, for the app to paste and a test to read.
///
/// Like UIKit's, the pasteboard holds items, each with at most one value of each kind (a string,
/// a URL, an image, a colour): setting ``string`` or ``url`` replaces every item with one, setting
/// ``strings`` or ``urls`` with one item a value, and reading ``string`` or ``url`` reads the first
/// item. ``changeCount`` goes up with each change. Setting a single value to `nil` empties the
/// pasteboard.
///
/// Differences from UIKit: values are not converted between kinds (a copied URL is not read back as
/// a string), nothing is shared with other processes, and named pasteboards, item providers and raw
/// representations (`setData(_:forPasteboardType:)`) are not provided.
/// ([UIPasteboard](https://developer.apple.com/documentation/uikit/uipasteboard))
@preconcurrency @MainActor
public final class Pasteboard {
    /// One item of the pasteboard: the values it holds, one of each kind at most.
    private struct Item {
        var string: String?
        var url: URL?
        var image: Image?
        var color: Color?
    }

    /// The general pasteboard, which Copy and Paste use.
    public static let general = Pasteboard()

    private var items: [Item] = []

    /// The number of times the contents changed, since the process began.
    public private(set) var changeCount = 0

    private init() {}

    /// The number of items.
    public var numberOfItems: Int { items.count }

    /// The first item's string, or `nil` when the first item has none (or there are no items).
    /// Setting it replaces every item with one holding the string.
    public var string: String? {
        get { items.first?.string }
        set { replaceItems(with: newValue.map { [Item(string: $0)] } ?? []) }
    }

    /// The strings of every item that has one, in order, or `nil` when none has. Setting it
    /// replaces every item with one a string.
    public var strings: [String]? {
        get { values(\.string) }
        set { replaceItems(with: (newValue ?? []).map { Item(string: $0) }) }
    }

    /// The first item's URL, or `nil`. Setting it replaces every item with one holding the URL.
    public var url: URL? {
        get { items.first?.url }
        set { replaceItems(with: newValue.map { [Item(url: $0)] } ?? []) }
    }

    /// The URLs of every item that has one, in order, or `nil` when none has. Setting it replaces
    /// every item with one a URL.
    public var urls: [URL]? {
        get { values(\.url) }
        set { replaceItems(with: (newValue ?? []).map { Item(url: $0) }) }
    }

    /// The first item's image, or `nil`. Setting it replaces every item with one holding the image.
    public var image: Image? {
        get { items.first?.image }
        set { replaceItems(with: newValue.map { [Item(image: $0)] } ?? []) }
    }

    /// The images of every item that has one, in order, or `nil` when none has. Setting it
    /// replaces every item with one an image.
    public var images: [Image]? {
        get { values(\.image) }
        set { replaceItems(with: (newValue ?? []).map { Item(image: $0) }) }
    }

    /// The first item's colour, or `nil`. Setting it replaces every item with one holding the colour.
    public var color: Color? {
        get { items.first?.color }
        set { replaceItems(with: newValue.map { [Item(color: $0)] } ?? []) }
    }

    /// The colours of every item that has one, in order, or `nil` when none has. Setting it
    /// replaces every item with one a colour.
    public var colors: [Color]? {
        get { values(\.color) }
        set { replaceItems(with: (newValue ?? []).map { Item(color: $0) }) }
    }

    /// Whether any item holds a string: what to check before pasting, as Apple advises.
    public var hasStrings: Bool { items.contains { $0.string != nil } }
    /// Whether any item holds a URL.
    public var hasURLs: Bool { items.contains { $0.url != nil } }
    /// Whether any item holds an image.
    public var hasImages: Bool { items.contains { $0.image != nil } }
    /// Whether any item holds a colour.
    public var hasColors: Bool { items.contains { $0.color != nil } }

    private func values<Value>(_ value: KeyPath<Item, Value?>) -> [Value]? {
        let values = items.compactMap { $0[keyPath: value] }
        return values.isEmpty ? nil : values
    }

    private func replaceItems(with newItems: [Item]) {
        items = newItems
        changeCount += 1
    }
}
