import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A list whose delegate offers a context menu on every row and writes down, in one list, each
/// delegate call, each provider call, and each animation, completion and handler it adds.
@MainActor
private final class MenuRows: TableViewDataSource, TableViewDelegate {
    var steps: [String] = []
    /// What the delegate returns for a row's configuration: built per call, so each test sets
    /// the providers it needs.
    var configuration: (IndexPath) -> ContextMenuConfiguration? = { _ in nil }
    var preview: ViewController?
    var committed: ViewController?
    var commitStyle: ContextMenuInteractionCommitStyle?

    /// A table these rows serve with the standard menu on every row, showing row 0's menu (for
    /// the exit tests, whose bodies cannot capture); the rows come back too, as the table holds
    /// its data source and delegate weakly.
    static func tableShowingAMenu() -> (TableView, MenuRows) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let rows = MenuRows()
        rows.configuration = { [unowned rows] _ in rows.standardConfiguration() }
        table.dataSource = rows
        table.delegate = rows
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.simulate.showContextMenuForRow(at: [0, 0])
        return (table, rows)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    /// A configuration with ``standardMenu()`` and, when `previewing`, the preview `preview`.
    func standardConfiguration(previewing: Bool = false, identifier: (any NSCopying)? = nil)
        -> ContextMenuConfiguration
    {
        let previewProvider: ContextMenuContentPreviewProvider = { [unowned self] in
            steps.append("previewProvider")
            return preview
        }
        let actionProvider: ContextMenuActionProvider = { [unowned self] suggested in
            steps.append("actionProvider \(suggested.count)")
            return standardMenu()
        }
        return ContextMenuConfiguration(
            identifier: identifier, previewProvider: previewing ? previewProvider : nil, actionProvider: actionProvider)
    }

    /// Copy, a Share submenu (Mail, Messages) and a disabled Delete.
    private func standardMenu() -> Menu {
        let mail = Action(title: "Mail") { [unowned self] action in
            steps.append("handler \(action.title) sender \(action.sender == nil ? "nil" : "set")")
        }
        let messages = Action(title: "Messages") { [unowned self] _ in steps.append("handler Messages") }
        let share = Menu(title: "Share", children: [mail, messages])
        let copy = Action(title: "Copy") { [unowned self] _ in steps.append("handler Copy") }
        let delete = Action(title: "Delete", attributes: [.destructive, .disabled]) { _ in }
        return Menu(title: "", children: [copy, share, delete])
    }

    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    {
        steps.append("configuration \(indexPath) (\(point.x), \(point.y))")
        return configuration(indexPath)
    }
    func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        steps.append("previewForHighlighting")
        return nil
    }
    func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        steps.append("previewForDismissing")
        return nil
    }
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        steps.append("willPerformPreviewAction")
        commitStyle = animator.preferredCommitStyle
        animator.preferredCommitStyle = .pop
        animator.addAnimations { [unowned self] in steps.append("commit animation") }
        animator.addCompletion { [unowned self] in
            steps.append("commit completion")
            committed = animator.previewViewController
        }
    }
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        steps.append("willDisplay")
        animator?.addAnimations { [unowned self] in steps.append("display animation") }
        animator?.addCompletion { [unowned self] in steps.append("display completion") }
    }
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        steps.append("willEnd")
        animator?.addAnimations { [unowned self] in steps.append("end animation") }
        animator?.addCompletion { [unowned self] in steps.append("end completion") }
    }
}

/// Context menus on rows (Apple: `UITableViewDelegate`'s "Managing context menus" methods and
/// `UIContextMenuConfiguration`): the simulated long press, the choices in the menu, and the order
/// of the calls, which `Compatibility/Porting.md` ("Context menus") records.
@MainActor
@Suite(.explorerPagesOnFailure) struct ContextMenuTests {
    private func table() -> (TestTableView, MenuRows, TableCallRecorder) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let rows = MenuRows()
        table.attach(rows as TableViewDataSource)
        table.attach(rows as TableViewDelegate)
        table.layoutIfNeeded()
        return (table, rows, TableCallRecorder(attachedTo: table))
    }

    @Test func aLongPressAsksAtTheRowsCentreThenShowsTheMenu() throws {
        let (table, rows, recorder) = table()
        rows.configuration = { [unowned rows] _ in rows.standardConfiguration() }
        let configuration = try #require(table.simulate.showContextMenuForRow(at: IndexPath(row: 2, section: 0)))
        // Row 2 spans y 88..<132 in a 320-point-wide table: its centre is (160, 110).
        expectEqual(
            rows.steps,
            [
                "configuration [0, 2] (160.0, 110.0)", "previewForHighlighting", "actionProvider 0", "willDisplay",
                "display animation", "display completion",
            ])
        expectEqual(
            recorder.take(),
            [
                .contextMenuConfiguration([0, 2], point: CGPoint(x: 160, y: 110)), .previewForHighlightingContextMenu,
                .willDisplayContextMenu,
            ])
        let menu = try #require(table.displayedContextMenu)
        expectEqual(menu.children.map(\.title), ["Copy", "Share", "Delete"])
        expectEqual(table.displayedContextMenuPreview, nil)
        // The generated identifier is a unique string.
        let identifier = try #require(configuration.identifier as? NSString)
        expectEqual(identifier.length, 36)
        expectNotEqual((rows.standardConfiguration().identifier as? NSString), identifier)
    }

    @Test func thePointGivenIsPassedOnAndAGivenIdentifierIsKept() throws {
        let (table, rows, _) = table()
        rows.configuration = { [unowned rows] indexPath in
            rows.standardConfiguration(identifier: NSString(string: "row \(indexPath.row)"))
        }
        let configuration = try #require(
            table.simulate.showContextMenuForRow(at: [0, 5], point: CGPoint(x: 12, y: 240)))
        expectEqual(rows.steps.first, "configuration [0, 5] (12.0, 240.0)")
        expectEqual((configuration.identifier as? NSString), NSString(string: "row 5"))
        expectEqual(configuration.preferredMenuElementOrder, .automatic)
        #expect(configuration.badgeCount == 0 && configuration.secondaryItemIdentifiers.isEmpty)
    }

    @Test func aNilConfigurationEndsThePress() {
        let (table, rows, recorder) = table()
        expectEqual(table.simulate.showContextMenuForRow(at: [0, 0]), nil)
        expectEqual(rows.steps, ["configuration [0, 0] (160.0, 22.0)"])
        expectEqual(recorder.take(), [.contextMenuConfiguration([0, 0], point: CGPoint(x: 160, y: 22))])
        expectEqual(table.displayedContextMenu, nil)
        // Nothing is shown, so another press may begin.
        rows.configuration = { [unowned rows] _ in rows.standardConfiguration() }
        expectNotEqual(table.simulate.showContextMenuForRow(at: [0, 0]), nil)
    }

    @Test func anEmptyConfigurationBeginsAndIsCancelled() {
        let (table, rows, recorder) = table()
        rows.configuration = { _ in ContextMenuConfiguration() }
        expectEqual(table.simulate.showContextMenuForRow(at: [0, 1]), nil)
        expectEqual(rows.steps, ["configuration [0, 1] (160.0, 66.0)", "previewForHighlighting"])
        expectEqual(
            recorder.take(),
            [
                .contextMenuConfiguration([0, 1], point: CGPoint(x: 160, y: 66)), .previewForHighlightingContextMenu,
            ])
        #expect(table.displayedContextMenu == nil && table.displayedContextMenuPreview == nil)
    }

    @Test func choosingAnActionInASubmenuEndsTheMenuThenRunsItsHandlerBeforeTheCompletions() {
        let (table, rows, recorder) = table()
        rows.configuration = { [unowned rows] _ in rows.standardConfiguration() }
        table.simulate.showContextMenuForRow(at: [0, 3])
        rows.steps.removeAll()
        _ = recorder.take()
        table.simulate.chooseContextMenuAction(titled: "Mail")
        expectEqual(
            rows.steps,
            [
                "previewForDismissing", "willEnd", "end animation", "handler Mail sender nil", "end completion",
            ])
        expectEqual(recorder.take(), [.previewForDismissingContextMenu, .willEndContextMenuInteraction])
        expectEqual(table.displayedContextMenu, nil)
    }

    @Test func tappingThePreviewCommitsWithThePreviewedControllerThenEnds() throws {
        let (table, rows, recorder) = table()
        let detail = ViewController()
        rows.preview = detail
        rows.configuration = { [unowned rows] _ in rows.standardConfiguration(previewing: true) }
        table.simulate.showContextMenuForRow(at: [0, 4])
        expectEqual(
            rows.steps,
            [
                "configuration [0, 4] (160.0, 198.0)", "previewForHighlighting", "previewProvider", "actionProvider 0",
                "willDisplay", "display animation", "display completion",
            ])
        expectIdentical(table.displayedContextMenuPreview, detail)
        rows.steps.removeAll()
        _ = recorder.take()
        table.simulate.tapContextMenuPreview()
        expectEqual(
            rows.steps,
            [
                "willPerformPreviewAction", "commit animation", "previewForDismissing", "willEnd", "end animation",
                "commit completion", "end completion",
            ])
        expectEqual(
            recorder.take(),
            [
                .willPerformPreviewAction, .previewForDismissingContextMenu, .willEndContextMenuInteraction,
            ])
        expectEqual(rows.commitStyle, .dismiss)
        expectIdentical(rows.committed, detail)
        #expect(table.displayedContextMenu == nil && table.displayedContextMenuPreview == nil)
    }

    @Test func aPreviewWithoutAMenuIsShownAndCanBeCommitted() {
        let (table, rows, _) = table()
        let detail = ViewController()
        rows.preview = detail
        rows.configuration = { [unowned rows] _ in
            ContextMenuConfiguration(previewProvider: { [unowned rows] in
                rows.steps.append("previewProvider")
                return rows.preview
            })
        }
        expectNotEqual(table.simulate.showContextMenuForRow(at: [0, 0]), nil)
        expectEqual(table.displayedContextMenu, nil)
        expectIdentical(table.displayedContextMenuPreview, detail)
        table.simulate.tapContextMenuPreview()
        expectIdentical(rows.committed, detail)
    }

    @Test func dismissingEndsTheMenuWithoutAnAction() {
        let (table, rows, recorder) = table()
        rows.configuration = { [unowned rows] _ in rows.standardConfiguration() }
        table.simulate.showContextMenuForRow(at: [0, 0])
        rows.steps.removeAll()
        _ = recorder.take()
        table.simulate.dismissContextMenu()
        expectEqual(rows.steps, ["previewForDismissing", "willEnd", "end animation", "end completion"])
        expectEqual(recorder.take(), [.previewForDismissingContextMenu, .willEndContextMenuInteraction])
        expectEqual(table.displayedContextMenu, nil)
    }

    @Test func theEventsDescribeThemselvesWithUIKitsSelectors() {
        expectEqual(
            TableEvent.contextMenuConfiguration([1, 2], point: CGPoint(x: 3, y: 4)).description,
            "tableView(_:contextMenuConfigurationForRowAt:point:) [1, 2] (3.0, 4.0)")
        expectEqual(TableEvent.contextMenuConfiguration([1, 2], point: .zero).indexPath, [1, 2])
        expectEqual(
            TableEvent.willEndContextMenuInteraction.description, "tableView(_:willEndContextMenuInteraction:animator:)"
        )
        expectEqual(TableEvent.willDisplayContextMenu.kind, .willDisplayContextMenu)
    }

    @Test func aTableViewControllerSubclassOverridesTheMenu() throws {
        final class Inbox: TableViewController {
            var chosen: [String] = []
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(
                _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> ContextMenuConfiguration? {
                ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    Menu(children: [
                        Action(title: "Archive") { [unowned self] _ in self.chosen.append("Archive \(indexPath.row)") }
                    ])
                }
            }
        }
        let inbox = Inbox(style: .plain)
        inbox.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        inbox.tableView.layoutIfNeeded()
        try #require(inbox.tableView.simulate.showContextMenuForRow(at: [0, 1]) != nil)
        inbox.tableView.simulate.chooseContextMenuAction(titled: "Archive")
        expectEqual(inbox.chosen, ["Archive 1"])
    }

    @Test func choosingADisabledActionTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (table, rows) = MenuRows.tableShowingAMenu()
                table.simulate.chooseContextMenuAction(titled: "Delete")
                withExtendedLifetime(rows) {}
            }
        }
    }

    @Test func aSecondPressWhileAMenuIsShownTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (table, rows) = MenuRows.tableShowingAMenu()
                table.simulate.showContextMenuForRow(at: [0, 1])
                withExtendedLifetime(rows) {}
            }
        }
    }
}
