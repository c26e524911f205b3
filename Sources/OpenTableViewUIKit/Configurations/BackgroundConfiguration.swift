import Foundation

/// A background's look, as UIKit's `UIBackgroundConfiguration`: a color, a stroke, insets, a
/// corner radius, and optionally a custom view or an image.
///
/// Start from a factory (``listPlainCell()``, ``listGroupedCell()``, ``clear()``…) or a view's
/// `defaultBackgroundConfiguration()`, customize it, and assign it to the view's
/// `backgroundConfiguration`. A system style picks its background color for each state in
/// ``updated(for:)``; a property the app set keeps its value in every state.
///
/// Headless, nothing is drawn: the view keeps the configuration (updated for its state) for code and
/// tests to read, and ``resolvedBackgroundColor(for:)`` says which color would fill the background.
///
/// Differences from UIKit: `visualEffect` does not exist (there are no visual effects headless).
public struct BackgroundConfiguration: Hashable {
    /// The factory a configuration came from, which decides its colors for each state.
    package enum Style: Hashable, Sendable {
        case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
        case listCell, listHeader, listFooter
        case clear
    }

    /// Compares an object (the custom view, the visual effect) by identity, so the configuration
    /// stays a value.
    private struct Reference<Object: AnyObject>: Hashable {
        let object: Object
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
    }

    /// The factory this configuration came from.
    package let style: Style

    // The color the app set (`.some(nil)`: the view's tint), which wins over the style's.
    private var customBackgroundColor: Color??
    // The color the style picks for the last state.
    private var systemBackgroundColor: Color?
    /// The background color, or `nil` for the view's tint color. Setting it keeps it for every
    /// state; until then the style's color for the state applies.
    public var backgroundColor: Color? {
        get { customBackgroundColor ?? systemBackgroundColor }
        set { customBackgroundColor = .some(newValue) }
    }
    /// A transformer applied to the background color by ``resolvedBackgroundColor(for:)``.
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// The corner radius. Default 0; recorded only.
    public var cornerRadius: CGFloat = 0
    /// The stroke color, or `nil` for the view's tint color. Default `nil`; recorded only.
    public var strokeColor: Color?
    /// A transformer applied to the stroke color by ``resolvedStrokeColor(for:)``.
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The stroke width; 0 draws no stroke. Default 0; recorded only.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background. Default 0; recorded only.
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the view's edges. Default zero; recorded only.
    public var backgroundInsets = DirectionalEdgeInsets.zero
    /// The edges whose insets also include the view's layout margins. Default none; recorded only.
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    /// How ``image`` fills the background. Default ``View/ContentMode/scaleToFill``, as UIKit's;
    /// recorded only.
    public var imageContentMode: View.ContentMode = .scaleToFill
    private var customViewReference: Reference<View>?
    /// A view shown behind the content, inside the background. Default `nil`; recorded only (the
    /// view is not added to the view tree).
    public var customView: View? {
        get { customViewReference?.object }
        set { customViewReference = newValue.map(Reference.init) }
    }
    private var visualEffectReference: Reference<VisualEffect>?
    /// A visual effect (a blur) applied to the background, as UIKit's `visualEffect`. Default
    /// `nil`; recorded only: nothing is drawn headless. Compared by identity, as the custom view.
    public var visualEffect: VisualEffect? {
        get { visualEffectReference?.object }
        set { visualEffectReference = newValue.map(Reference.init) }
    }
    /// An image shown in the background. Default `nil`; recorded only.
    public var image: Image?

    package init(style: Style, backgroundColor: Color?) {
        self.style = style
        systemBackgroundColor = backgroundColor
    }

    /// The color the background is filled with: ``backgroundColor`` (`tintColor` when it is `nil`)
    /// through ``backgroundColorTransformer``, if any.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The color of the stroke: ``strokeColor`` (`tintColor` when it is `nil`) through
    /// ``strokeColorTransformer``, if any.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    /// This configuration with its style's background color for `state`, keeping every property the
    /// app set.
    ///
    /// Apple documents that list backgrounds change with selection and highlight, not the exact
    /// colors; headless, a selected or highlighted list cell (plain, grouped, accompanied sidebar)
    /// gets ``Color/systemGray4`` and a sidebar cell `nil`, the view's tint
    /// (white text on the tint, see ``ListContentConfiguration/updated(for:)``). Headers, footers
    /// and ``clear()`` keep their color in every state.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        var updated = self
        let selected = ListContentConfiguration.isSelectedOrHighlighted(state)
        switch style {
        case .listPlainCell, .listCell:
            updated.systemBackgroundColor = selected ? .systemGray4 : .systemBackground
        case .listGroupedCell:
            updated.systemBackgroundColor =
                selected ? .systemGray4 : .secondarySystemGroupedBackground
        case .listSidebarCell:
            updated.systemBackgroundColor = selected ? nil : .clear
        case .listAccompaniedSidebarCell:
            updated.systemBackgroundColor = selected ? .systemGray4 : .clear
        case .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .listHeader, .listFooter, .clear:
            break
        }
        return updated
    }
}
