import Foundation
import TestSupport
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
        expectEqual(BackgroundConfiguration.listPlainCell().backgroundColor, .systemBackground)
        expectEqual(BackgroundConfiguration.listGroupedCell().backgroundColor, .secondarySystemGroupedBackground)
        expectEqual(BackgroundConfiguration.listSidebarCell().backgroundColor, .clear)
        expectEqual(BackgroundConfiguration.listAccompaniedSidebarCell().backgroundColor, .clear)
        expectEqual(BackgroundConfiguration.listPlainHeaderFooter().backgroundColor, .systemBackground)
        expectEqual(BackgroundConfiguration.listGroupedHeaderFooter().backgroundColor, .clear)
        expectEqual(BackgroundConfiguration.listSidebarHeader().backgroundColor, .clear)
        expectEqual(BackgroundConfiguration.listCell().backgroundColor, .systemBackground)
        expectEqual(BackgroundConfiguration.listHeader().backgroundColor, .systemBackground)
        expectEqual(BackgroundConfiguration.listFooter().backgroundColor, .systemBackground)
        expectEqual(BackgroundConfiguration.clear().backgroundColor, .clear)
        let plain = BackgroundConfiguration.listPlainCell()
        #expect(plain.cornerRadius == 0 && plain.strokeWidth == 0 && plain.strokeOutset == 0)
        #expect(plain.backgroundInsets == .zero && plain.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty)
        #expect(plain.customView == nil && plain.image == nil && plain.strokeColor == nil)
        expectEqual(plain.imageContentMode, .scaleToFill)
        var aspect = plain
        aspect.imageContentMode = .scaleAspectFill
        #expect(aspect.imageContentMode == .scaleAspectFill && aspect != plain)
    }

    @Test func selectionAndHighlightGiveListCellsAGrayBackground() {
        let plain = BackgroundConfiguration.listPlainCell()
        expectEqual(plain.updated(for: state(selected: true)).backgroundColor, .systemGray4)
        expectEqual(plain.updated(for: state(highlighted: true)).backgroundColor, .systemGray4)
        expectEqual(plain.updated(for: state(selected: true)).updated(for: state()).backgroundColor, .systemBackground)
        let grouped = BackgroundConfiguration.listGroupedCell()
        expectEqual(grouped.updated(for: state(selected: true)).backgroundColor, .systemGray4)
        expectEqual(grouped.updated(for: state()).backgroundColor, .secondarySystemGroupedBackground)
        // A selected sidebar cell takes the view's tint: no color of its own.
        expectEqual(BackgroundConfiguration.listSidebarCell().updated(for: state(selected: true)).backgroundColor, nil)
        expectEqual(
            BackgroundConfiguration.listAccompaniedSidebarCell().updated(for: state(selected: true)).backgroundColor,
            .systemGray4)
        expectEqual(BackgroundConfiguration.clear().updated(for: state(selected: true)).backgroundColor, .clear)
        var viewState = ViewConfigurationState(traitCollection: .current)
        viewState.isHighlighted = true
        expectEqual(plain.updated(for: viewState).backgroundColor, .systemGray4)
    }

    @Test func aColorTheAppSetStaysInEveryState() {
        var configuration = BackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .systemYellow
        expectEqual(configuration.updated(for: state(selected: true)).backgroundColor, .systemYellow)
        configuration.backgroundColor = nil
        expectEqual(configuration.updated(for: state()).backgroundColor, nil)
        expectEqual(configuration.resolvedBackgroundColor(for: .systemPink), .systemPink)
    }

    @Test func resolvedColorsUseTheTintAndTheTransformers() {
        var configuration = BackgroundConfiguration.clear()
        configuration.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        configuration.backgroundColorTransformer = .grayscale
        expectEqual(configuration.resolvedBackgroundColor(for: .systemBlue), Color(white: 0.114, alpha: 0.5))
        expectEqual(configuration.resolvedStrokeColor(for: .systemGreen), .systemGreen)
        configuration.strokeColor = .black
        configuration.strokeColorTransformer = .preferredTint
        expectEqual(configuration.resolvedStrokeColor(for: .systemGreen), .tintColor)
    }

    @Test func aCustomViewComparesByIdentity() {
        let view = View()
        var one = BackgroundConfiguration.clear()
        one.customView = view
        var two = BackgroundConfiguration.clear()
        two.customView = view
        expectEqual(one, two)
        two.customView = View()
        expectNotEqual(one, two)
        expectIdentical(one.customView, view)
    }

    /// `visualEffect` (UIKit's `UIBackgroundConfiguration.visualEffect`): `nil` by default,
    /// recorded, compared by identity, kept through a state update.
    @Test func aVisualEffectIsRecordedAndComparedByIdentity() {
        var frosted = BackgroundConfiguration.listGroupedCell()
        #expect(frosted.visualEffect == nil)
        let blur = BlurEffect(style: .systemMaterial)
        frosted.visualEffect = blur
        var same = BackgroundConfiguration.listGroupedCell()
        same.visualEffect = blur
        expectEqual(frosted, same)
        same.visualEffect = BlurEffect(style: .systemMaterial)
        expectNotEqual(frosted, same)
        let selected = frosted.updated(for: state(selected: true))
        expectIdentical(selected.visualEffect, blur)
        expectEqual((selected.visualEffect as? BlurEffect)?.style, .systemMaterial)
    }

    @Test func transformersAreEqualOnlyToThemselves() {
        let custom = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        let copy = custom
        expectEqual(custom, copy)
        expectNotEqual(custom, ConfigurationColorTransformer { $0.withAlphaComponent(0.5) })
        expectEqual(ConfigurationColorTransformer.grayscale, .grayscale)
        expectNotEqual(ConfigurationColorTransformer.grayscale, .preferredTint)
        expectEqual(custom(.black), Color(white: 0, alpha: 0.5))
    }

    @Test func customStatesAreKeptByKey() {
        let archived = ConfigurationStateCustomKey("com.example.isArchived")
        var cellState = CellConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .dark))
        expectEqual(cellState[archived], nil)
        cellState[archived] = true
        expectEqual(cellState[archived], AnyHashable(true))
        expectEqual(cellState.traitCollection.userInterfaceStyle, .dark)
        expectEqual(archived.rawValue, "com.example.isArchived")
        expectEqual(ConfigurationStateCustomKey(rawValue: "k"), ConfigurationStateCustomKey("k"))
        var viewState = ViewConfigurationState(traitCollection: .current)
        viewState[archived] = "yes"
        expectEqual(viewState[archived], AnyHashable("yes"))
        viewState[archived] = nil
        expectEqual(viewState[archived], nil)
        #expect(cellState.cellDragState == .none && cellState.cellDropState == .none)
    }
}
