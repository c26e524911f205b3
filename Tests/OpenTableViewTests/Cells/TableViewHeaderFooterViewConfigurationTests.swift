import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewHeaderFooterViewConfigurationTests {
    /// Section headers and footers served from registered views with content configurations.
    final class Sections: TableViewDataSource, TableViewDelegate {
        var log: [String] = []
        var defaults: [String: ListContentConfiguration] = [:]

        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")!
            var content = view.defaultContentConfiguration()
            defaults["header \(section)"] = content
            content.text = "Section \(section)"
            view.contentConfiguration = content
            view.configurationUpdateHandler = { [weak self] view, _ in
                self?.log.append("handler \((view.contentConfiguration as? ListContentConfiguration)?.text ?? "?")")
            }
            return view
        }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            log.append("willDisplayHeaderView \(section)")
        }
    }

    private func makeTable(_ style: TableView.Style, _ sections: Sections) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.dataSource = sections
        table.delegate = sections
        table.layoutIfNeeded()
        return table
    }

    @Test func theDefaultContentConfigurationFollowsTheTableStyleAndKind() {
        let loose = TableViewHeaderFooterView(reuseIdentifier: nil)
        expectEqual(loose.defaultContentConfiguration(), .plainHeader())
        expectEqual(loose.defaultBackgroundConfiguration(), .listPlainHeaderFooter())
        expectEqual(loose.backgroundConfiguration, nil)

        let plain = Sections()
        _ = makeTable(.plain, plain)
        expectEqual(plain.defaults["header 0"], .plainHeader())
        let grouped = Sections()
        let table = makeTable(.grouped, grouped)
        expectEqual(grouped.defaults["header 0"], .groupedHeader())
        let view = try! #require(table.headerView(forSection: 0))
        expectEqual(view.defaultBackgroundConfiguration(), .listGroupedHeaderFooter())
        view.configurationKind(.footer)
        expectEqual(view.defaultContentConfiguration(), .groupedFooter())
    }

    @Test func aConfiguredHeaderIsUpdatedBeforeDisplayAndSizedByItsContent() {
        let sections = Sections()
        let table = makeTable(.grouped, sections)
        // Measured first (each view updated to be measured), then dequeued again and updated
        // just before display.
        let display = try! #require(sections.log.firstIndex(of: "willDisplayHeaderView 0"))
        expectEqual(sections.log[display - 1], "handler Section 0")
        expectEqual(sections.log.filter { $0 == "handler Section 0" }.count, 2)
        let view = try! #require(table.headerView(forSection: 0))
        #expect(view.textLabel == nil && view.detailTextLabel == nil)
        let content = try! #require(view.contentView as? ListContentView)
        expectEqual(content.textLabel.text, "SECTION 0")
        // 6 + 16 (one footnote line) + 6.
        expectEqual(table.rectForHeader(inSection: 0).height, 28)
        expectEqual(content.textLabel.frame, CGRect(x: 16, y: 6, width: 288, height: 16))
    }

    @Test func backgroundConfigurationAndBackgroundViewExcludeEachOther() {
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.backgroundView = View()
        view.backgroundColor = .systemRed
        view.backgroundConfiguration = .listPlainHeaderFooter()
        #expect(view.backgroundView == nil && view.backgroundColor == nil)
        expectEqual(view.backgroundConfiguration, .listPlainHeaderFooter())
        view.backgroundView = View()
        expectEqual(view.backgroundConfiguration, nil)
    }

    @Test func updatesAreCoalescedUntilLayout() {
        final class Recording: TableViewHeaderFooterView {
            var states: [ViewConfigurationState] = []
            override func updateConfiguration(using state: ViewConfigurationState) { states.append(state) }
        }
        let view = Recording(reuseIdentifier: nil)
        view.layoutIfNeeded()
        expectEqual(view.states.count, 1)
        view.setNeedsUpdateConfiguration()
        view.isUserInteractionEnabled = false
        view.setNeedsUpdateConfiguration()
        expectEqual(view.states.count, 1)
        view.layoutIfNeeded()
        expectEqual(view.states.count, 2)
        expectEqual(view.states.last?.isDisabled, true)
        expectEqual(view.configurationState.isPinned, false)
    }
}
