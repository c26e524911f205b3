import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// `TableMethod` is the one table the plumbing around the data-source and delegate protocols is
/// derived from (the detection of defaults, the controller's forwarding, the recorder's selectors).
/// These tests fail, naming the method, when a protocol requirement, a default, or a controller
/// member is missing from the table or disagrees with it; see ARCHITECTURE.md, "Adding a
/// data-source or delegate method".
@MainActor
@Suite(.explorerPagesOnFailure) struct TableMethodTableTests {
    // MARK: The sources agree with the table

    /// The package's root, from this file's path (`Tests/OpenTableViewTests/Protocols/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func source(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text between the first `{` from `opening` on and its matching `}`.
    static func block(after opening: String, in text: String) throws -> Substring {
        let declaration = try #require(text.range(of: opening)).lowerBound
        let start = text.index(after: try #require(text[declaration...].firstIndex(of: "{")))
        var depth = 1
        var index = start
        while depth > 0 {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" { depth -= 1 }
            index = text.index(after: index)
        }
        return text[start..<text.index(before: index)]
    }

    /// Each `func` declared in `text` (with `keyword` before it), as its selector (the spelling
    /// `#function` gives) and the text up to the next declaration.
    static func functions(in text: Substring, keyword: String) -> [(selector: String, body: Substring)] {
        let parts = text.components(separatedBy: "\(keyword)func ").dropFirst()
        return parts.map { part in
            let name = part.prefix { $0 != "(" }
            let afterName = part.dropFirst(name.count + 1)
            // The parameter list, up to its closing parenthesis (parameter types hold none but the
            // optional animator's, which is balanced).
            var depth = 1
            var parameters = ""
            for character in afterName {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 { break }
                parameters.append(character)
            }
            let labels = parameters.split(separator: ",").map { parameter in
                parameter.split(separator: ":")[0].split(whereSeparator: \.isWhitespace)[0] + ":"
            }
            return ("\(name)(\(labels.joined()))", Substring(part))
        }
    }

    static let protocolFiles: [(TableMethod.Declaration, String, String)] = [
        (.dataSource, "Sources/OpenTableView/Protocols/TableViewDataSource.swift", "TableViewDataSource"),
        (.delegate, "Sources/OpenTableView/Protocols/TableViewDelegate.swift", "TableViewDelegate"),
    ]

    static func selectors(_ declaration: TableMethod.Declaration) -> Set<String> {
        Set(TableMethod.allCases.filter { $0.row.declaration == declaration }.map(\.row.selector))
    }

    static func method(_ selector: String) -> TableMethod? {
        TableMethod.allCases.first { $0.row.selector == selector }
    }

    @Test(arguments: [TableMethod.Declaration.dataSource, .delegate])
    func everyRequirementOfTheProtocolIsOneRowOfTheTable(_ declaration: TableMethod.Declaration) throws {
        let (_, path, name) = try #require(Self.protocolFiles.first { $0.0 == declaration })
        let text = try Self.source(path)
        let requirements = Self.functions(
            in: try Self.block(after: "public protocol \(name): ", in: text), keyword: "")
        let declared = requirements.map(\.selector)
        expectEqual(Set(declared).count, declared.count)
        for selector in declared {
            #expect(Self.selectors(declaration).contains(selector), "\(selector) has no row in TableMethod")
        }
        for selector in Self.selectors(declaration) {
            #expect(declared.contains(selector), "TableMethod's \(selector) is not a requirement of \(name)")
        }
    }

    /// Every default implements a requirement (a default whose signature drifted would silently be
    /// a method of its own), and reports itself, naming its own method, exactly when the table's
    /// row says its absence is detected.
    @Test(arguments: [TableMethod.Declaration.dataSource, .delegate])
    func everyDefaultReportsAsItsRowSays(_ declaration: TableMethod.Declaration) throws {
        let (_, path, name) = try #require(Self.protocolFiles.first { $0.0 == declaration })
        let text = try Self.source(path)
        let defaults = Self.functions(in: try Self.block(after: "extension \(name) {", in: text), keyword: "public ")
        #expect(!defaults.isEmpty)
        for (selector, body) in defaults {
            let method = try #require(Self.method(selector), "the default \(selector) implements no requirement")
            let reports = body.contains("recordDefaultImplementation(")
            expectEqual(reports, (method.row.detection != .none), "\(selector): reports \(reports), row \(method.row)")
            if reports {
                #expect(body.contains("recordDefaultImplementation(.\(method))"), "\(selector) reports another method")
            }
        }
    }

    /// The controller has one `open` member for every method, and each optional one forwards to the
    /// protocol's default under its own name.
    @Test func theControllerForwardsEveryMethodToItsDefault() throws {
        let text = try Self.source("Sources/OpenTableView/Controller/TableViewController.swift")
        let section = try #require(text.range(of: "// MARK: Data source")).lowerBound
        let end = try #require(text.range(of: "// MARK: Scroll view delegate")).lowerBound
        let members = Self.functions(in: text[section..<end], keyword: "open ")
        expectEqual(Set(members.map(\.selector)), Set(TableMethod.allCases.map(\.row.selector)))
        for (selector, body) in members {
            let method = try #require(Self.method(selector))
            if method == .numberOfRows || method == .cellForRow { continue }
            #expect(body.contains("forwardToDefault(.\(method), tableView)"), "\(selector) does not forward")
        }
    }

    // MARK: The table's columns hold at run time

    /// Implements every method, recording `#function`: if a signature here drifted from the
    /// protocol's, the default would answer and nothing would be recorded.
    final class Spy: NSObject, TableViewDataSource, TableViewDelegate {
        var calls: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            calls.append(#function)
            return 0
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            calls.append(#function)
            return TableViewCell()
        }
        func numberOfSections(in tableView: TableView) -> Int {
            calls.append(#function)
            return 1
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
            calls.append(#function)
            return true
        }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            calls.append(#function)
            return true
        }
        func sectionIndexTitles(for tableView: TableView) -> [String]? {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            calls.append(#function)
            return index
        }
        func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) { calls.append(#function) }
        func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
        { calls.append(#function) }
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            calls.append(#function)
            return 44
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
            calls.append(#function)
            return 20
        }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
            calls.append(#function)
            return 20
        }
        func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            calls.append(#function)
            return 44
        }
        func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            calls.append(#function)
            return 20
        }
        func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            calls.append(#function)
            return 20
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            calls.append(#function)
            return true
        }
        func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { calls.append(#function) }
        func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append(#function) }
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append(#function)
            return indexPath
        }
        func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append(#function)
            return indexPath
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { calls.append(#function) }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { calls.append(#function) }
        func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
        {
            calls.append(#function)
            return .delete
        }
        func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
        {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            calls.append(#function)
            return true
        }
        func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { calls.append(#function) }
        func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { calls.append(#function) }
        func tableView(
            _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            calls.append(#function)
            return proposedDestinationIndexPath
        }
        func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            calls.append(#function)
            return 0
        }
        func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
            calls.append(#function)
            return true
        }
        func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            calls.append(#function)
        }
        func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
            calls.append(#function)
            return nil
        }
        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
            -> ContextMenuConfiguration?
        {
            calls.append(#function)
            return nil
        }
        func tableView(
            _ tableView: TableView,
            previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
        ) -> TargetedPreview? {
            calls.append(#function)
            return nil
        }
        func tableView(
            _ tableView: TableView,
            previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
        ) -> TargetedPreview? {
            calls.append(#function)
            return nil
        }
        func tableView(
            _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
            animator: any ContextMenuInteractionCommitAnimating
        ) { calls.append(#function) }
        func tableView(
            _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) { calls.append(#function) }
        func tableView(
            _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) { calls.append(#function) }
    }

    /// Implements only what is required: every optional method is the protocol's default.
    final class Bare: NSObject, TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    }

    /// A controller that overrides nothing.
    final class PlainController: TableViewController {
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell()
        }
    }

    /// Calls `method` on `target` with placeholder arguments. Exhaustive: a new row fails to
    /// compile here until it is called.
    static func call(
        _ method: TableMethod, on target: any TableViewDataSource & TableViewDelegate, table: TableView
    ) {
        let row = IndexPath(row: 0, section: 0)
        let menu = ContextMenuConfiguration()
        switch method {
        case .numberOfRows: _ = target.tableView(table, numberOfRowsInSection: 0)
        case .cellForRow: _ = target.tableView(table, cellForRowAt: row)
        case .numberOfSections: _ = target.numberOfSections(in: table)
        case .titleForHeader: _ = target.tableView(table, titleForHeaderInSection: 0)
        case .titleForFooter: _ = target.tableView(table, titleForFooterInSection: 0)
        case .canEditRow: _ = target.tableView(table, canEditRowAt: row)
        case .canMoveRow: _ = target.tableView(table, canMoveRowAt: row)
        case .sectionIndexTitles: _ = target.sectionIndexTitles(for: table)
        case .sectionForSectionIndexTitle: _ = target.tableView(table, sectionForSectionIndexTitle: "A", at: 0)
        case .commit: target.tableView(table, commit: .delete, forRowAt: row)
        case .moveRow: target.tableView(table, moveRowAt: row, to: row)
        case .willDisplay: target.tableView(table, willDisplay: TableViewCell(), forRowAt: row)
        case .willDisplayHeader: target.tableView(table, willDisplayHeaderView: View(), forSection: 0)
        case .willDisplayFooter: target.tableView(table, willDisplayFooterView: View(), forSection: 0)
        case .didEndDisplaying: target.tableView(table, didEndDisplaying: TableViewCell(), forRowAt: row)
        case .didEndDisplayingHeader: target.tableView(table, didEndDisplayingHeaderView: View(), forSection: 0)
        case .didEndDisplayingFooter: target.tableView(table, didEndDisplayingFooterView: View(), forSection: 0)
        case .heightForRow: _ = target.tableView(table, heightForRowAt: row)
        case .heightForHeader: _ = target.tableView(table, heightForHeaderInSection: 0)
        case .heightForFooter: _ = target.tableView(table, heightForFooterInSection: 0)
        case .estimatedHeightForRow: _ = target.tableView(table, estimatedHeightForRowAt: row)
        case .estimatedHeightForHeader: _ = target.tableView(table, estimatedHeightForHeaderInSection: 0)
        case .estimatedHeightForFooter: _ = target.tableView(table, estimatedHeightForFooterInSection: 0)
        case .viewForHeader: _ = target.tableView(table, viewForHeaderInSection: 0)
        case .viewForFooter: _ = target.tableView(table, viewForFooterInSection: 0)
        case .accessoryButtonTapped: target.tableView(table, accessoryButtonTappedForRowWith: row)
        case .shouldHighlight: _ = target.tableView(table, shouldHighlightRowAt: row)
        case .didHighlight: target.tableView(table, didHighlightRowAt: row)
        case .didUnhighlight: target.tableView(table, didUnhighlightRowAt: row)
        case .willSelect: _ = target.tableView(table, willSelectRowAt: row)
        case .willDeselect: _ = target.tableView(table, willDeselectRowAt: row)
        case .didSelect: target.tableView(table, didSelectRowAt: row)
        case .didDeselect: target.tableView(table, didDeselectRowAt: row)
        case .editingStyle: _ = target.tableView(table, editingStyleForRowAt: row)
        case .titleForDeleteConfirmation: _ = target.tableView(table, titleForDeleteConfirmationButtonForRowAt: row)
        case .shouldIndentWhileEditing: _ = target.tableView(table, shouldIndentWhileEditingRowAt: row)
        case .willBeginEditing: target.tableView(table, willBeginEditingRowAt: row)
        case .didEndEditing: target.tableView(table, didEndEditingRowAt: row)
        case .targetIndexPathForMove:
            _ = target.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: row)
        case .indentationLevel: _ = target.tableView(table, indentationLevelForRowAt: row)
        case .canPerformPrimaryAction: _ = target.tableView(table, canPerformPrimaryActionForRowAt: row)
        case .performPrimaryAction: target.tableView(table, performPrimaryActionForRowAt: row)
        case .leadingSwipeActions: _ = target.tableView(table, leadingSwipeActionsConfigurationForRowAt: row)
        case .trailingSwipeActions: _ = target.tableView(table, trailingSwipeActionsConfigurationForRowAt: row)
        case .editActions: _ = target.tableView(table, editActionsForRowAt: row)
        case .contextMenuConfiguration: _ = target.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero)
        case .previewForHighlightingContextMenu:
            _ = target.tableView(table, previewForHighlightingContextMenuWithConfiguration: menu)
        case .previewForDismissingContextMenu:
            _ = target.tableView(table, previewForDismissingContextMenuWithConfiguration: menu)
        case .willPerformPreviewAction:
            target.tableView(table, willPerformPreviewActionForMenuWith: menu, animator: NoAnimator())
        case .willDisplayContextMenu: target.tableView(table, willDisplayContextMenu: menu, animator: nil)
        case .willEndContextMenuInteraction: target.tableView(table, willEndContextMenuInteraction: menu, animator: nil)
        }
    }

    final class NoAnimator: ContextMenuInteractionCommitAnimating {
        var preferredCommitStyle: ContextMenuInteractionCommitStyle = .pop
        var previewViewController: ViewController? { nil }
        func addAnimations(_ animations: @escaping @MainActor () -> Void) {}
        func addCompletion(_ completion: @escaping @MainActor () -> Void) {}
    }

    /// Each row's selector is the Swift method's `#function`, and the spy's implementation of it is
    /// the one the protocol calls: the table takes it as implemented.
    @Test(arguments: TableMethod.allCases)
    func aConformerThatImplementsTheMethodIsCalledUnderTheRowsSelector(_ method: TableMethod) {
        let table = TableView()
        let spy = Spy()
        let answered: Void? = table.ifImplemented(method) { Self.call(method, on: spy, table: table) }
        expectEqual(spy.calls, [method.row.selector])
        expectNotEqual(answered, nil)
    }

    /// A conformer without the method gets the protocol's default, which the table recognizes
    /// exactly when the row says it does; the per-cell methods are then skipped for that delegate
    /// until it is set again.
    @Test(arguments: TableMethod.allCases.filter { $0 != .numberOfRows && $0 != .cellForRow })
    func theDefaultIsRecognizedAsTheRowSays(_ method: TableMethod) {
        let table = TableView()
        let bare = Bare()
        table.delegate = bare
        let answered: Void? = table.ifImplemented(method) { Self.call(method, on: bare, table: table) }
        expectEqual((answered == nil), (method.row.detection != .none))
        expectEqual(table.delegateImplementations.lacks(method), (method.row.detection != .none))
        table.delegate = bare
        #expect(!table.delegateImplementations.lacks(method))
    }

    /// A controller that overrides nothing answers with the protocol's defaults; the table takes
    /// them as missing, except where the row says a `super` call must count as an implementation.
    @Test(arguments: TableMethod.allCases.filter { $0 != .numberOfRows && $0 != .cellForRow })
    func theControllersForwardingCountsAsTheRowSays(_ method: TableMethod) {
        let controller = PlainController(style: .plain)
        let table = controller.tableView!
        let answered: Void? = table.ifImplemented(method) { Self.call(method, on: controller, table: table) }
        let reported = method.row.detection != .none && method.row.controllerDefault == .reported
        expectEqual((answered == nil), reported)
    }

    /// The recorder prints each reported call under its row's selector.
    @Test func recordedEventsPrintTheRowsSelector() {
        let events: [TableEvent] = [
            .heightForRow([0, 1]), .numberOfSections, .titleForFooter(2), .willDisplayContextMenu,
            .targetIndexPathForMove(from: [0, 1], proposed: [0, 2]),
        ]
        expectEqual(
            events.map(\.description),
            [
                "tableView(_:heightForRowAt:) [0, 1]", "numberOfSections(in:)",
                "tableView(_:titleForFooterInSection:) 2", "tableView(_:willDisplayContextMenu:animator:)",
                "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) [0, 1] [0, 2]",
            ])
        for method in TableMethod.allCases {
            guard let kind = method.row.event else { continue }
            expectEqual(TableMethod(event: kind), method)
        }
    }
}
