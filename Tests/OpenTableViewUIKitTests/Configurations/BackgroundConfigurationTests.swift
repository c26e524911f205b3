import Foundation
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct BackgroundConfigurationTests {
    private func state(selected: Bool = false, highlighted: Bool = false) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: .current)
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    @Test func factoriesGiveTheStylesColors() {
        #expect(BackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(BackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(BackgroundConfiguration.listSidebarCell().backgroundColor == .clear)
        #expect(BackgroundConfiguration.listAccompaniedSidebarCell().backgroundColor == .clear)
        #expect(BackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
        #expect(BackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
        #expect(BackgroundConfiguration.listSidebarHeader().backgroundColor == .clear)
        #expect(BackgroundConfiguration.listCell().backgroundColor == .systemBackground)
        #expect(BackgroundConfiguration.listHeader().backgroundColor == .systemBackground)
        #expect(BackgroundConfiguration.listFooter().backgroundColor == .systemBackground)
        #expect(BackgroundConfiguration.clear().backgroundColor == .clear)
        let plain = BackgroundConfiguration.listPlainCell()
        #expect(plain.cornerRadius == 0 && plain.strokeWidth == 0 && plain.strokeOutset == 0)
        #expect(plain.backgroundInsets == .zero && plain.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty)
        #expect(plain.customView == nil && plain.image == nil && plain.strokeColor == nil)
        #expect(plain.imageContentMode == .scaleToFill)
        var aspect = plain
        aspect.imageContentMode = .scaleAspectFill
        #expect(aspect.imageContentMode == .scaleAspectFill && aspect != plain)
    }

    @Test func selectionAndHighlightGiveListCellsAGrayBackground() {
        let plain = BackgroundConfiguration.listPlainCell()
        #expect(plain.updated(for: state(selected: true)).backgroundColor == .systemGray4)
        #expect(plain.updated(for: state(highlighted: true)).backgroundColor == .systemGray4)
        #expect(plain.updated(for: state(selected: true)).updated(for: state()).backgroundColor == .systemBackground)
        let grouped = BackgroundConfiguration.listGroupedCell()
        #expect(grouped.updated(for: state(selected: true)).backgroundColor == .systemGray4)
        #expect(grouped.updated(for: state()).backgroundColor == .secondarySystemGroupedBackground)
        // A selected sidebar cell takes the view's tint: no color of its own.
        #expect(BackgroundConfiguration.listSidebarCell().updated(for: state(selected: true)).backgroundColor == nil)
        #expect(
            BackgroundConfiguration.listAccompaniedSidebarCell().updated(for: state(selected: true)).backgroundColor
                == .systemGray4)
        #expect(BackgroundConfiguration.clear().updated(for: state(selected: true)).backgroundColor == .clear)
        var viewState = ViewConfigurationState(traitCollection: .current)
        viewState.isHighlighted = true
        #expect(plain.updated(for: viewState).backgroundColor == .systemGray4)
    }

    @Test func aColorTheAppSetStaysInEveryState() {
        var configuration = BackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .systemYellow
        #expect(configuration.updated(for: state(selected: true)).backgroundColor == .systemYellow)
        configuration.backgroundColor = nil
        #expect(configuration.updated(for: state()).backgroundColor == nil)
        #expect(configuration.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    }

    @Test func resolvedColorsUseTheTintAndTheTransformers() {
        var configuration = BackgroundConfiguration.clear()
        configuration.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        configuration.backgroundColorTransformer = .grayscale
        #expect(configuration.resolvedBackgroundColor(for: .systemBlue) == Color(white: 0.114, alpha: 0.5))
        #expect(configuration.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
        configuration.strokeColor = .black
        configuration.strokeColorTransformer = .preferredTint
        #expect(configuration.resolvedStrokeColor(for: .systemGreen) == .tintColor)
    }

    @Test func aCustomViewComparesByIdentity() {
        let view = View()
        var one = BackgroundConfiguration.clear()
        one.customView = view
        var two = BackgroundConfiguration.clear()
        two.customView = view
        #expect(one == two)
        two.customView = View()
        #expect(one != two)
        #expect(one.customView === view)
    }

    @Test func transformersAreEqualOnlyToThemselves() {
        let custom = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        let copy = custom
        #expect(custom == copy)
        #expect(custom != ConfigurationColorTransformer { $0.withAlphaComponent(0.5) })
        #expect(ConfigurationColorTransformer.grayscale == .grayscale)
        #expect(ConfigurationColorTransformer.grayscale != .preferredTint)
        #expect(custom(.black) == Color(white: 0, alpha: 0.5))
    }

    @Test func customStatesAreKeptByKey() {
        let archived = ConfigurationStateCustomKey("com.example.isArchived")
        var cellState = CellConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .dark))
        #expect(cellState[archived] == nil)
        cellState[archived] = true
        #expect(cellState[archived] == AnyHashable(true))
        #expect(cellState.traitCollection.userInterfaceStyle == .dark)
        #expect(archived.rawValue == "com.example.isArchived")
        #expect(ConfigurationStateCustomKey(rawValue: "k") == ConfigurationStateCustomKey("k"))
        var viewState = ViewConfigurationState(traitCollection: .current)
        viewState[archived] = "yes"
        #expect(viewState[archived] == AnyHashable("yes"))
        viewState[archived] = nil
        #expect(viewState[archived] == nil)
        #expect(cellState.cellDragState == .none && cellState.cellDropState == .none)
    }
}
