import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A cell that records its state changes and configuration updates into a shared log.
final class ConfigurationRecordingCell: TableViewCell {
    var log: ConfigurationLog?

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func setSelected(_ selected: Bool, animated: Bool) {
        log?.record("setSelected(\(selected))")
        super.setSelected(selected, animated: animated)
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        log?.record("setHighlighted(\(highlighted))")
        super.setHighlighted(highlighted, animated: animated)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        log?.record("setEditing(\(editing))")
        super.setEditing(editing, animated: animated)
    }
    override func prepareForReuse() {
        log?.record("prepareForReuse")
        super.prepareForReuse()
    }
    override func updateConfiguration(using state: CellConfigurationState) {
        log?.record("updateConfiguration(\(ConfigurationLog.describe(state)))")
    }
}

/// The calls of a configuration test, in order.
@MainActor
final class ConfigurationLog: TableViewDataSource, TableViewDelegate {
    private(set) var entries: [String] = []
    var rowCount: Int

    init(rows: Int) { rowCount = rows }

    func record(_ entry: String) { entries.append(entry) }

    /// Returns the entries so far and forgets them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }

    static func describe(_ state: CellConfigurationState) -> String {
        var flags: [String] = []
        if state.isSelected { flags.append("selected") }
        if state.isHighlighted { flags.append("highlighted") }
        if state.isEditing { flags.append("editing") }
        if state.isSwiped { flags.append("swiped") }
        if state.isDisabled { flags.append("disabled") }
        return flags.isEmpty ? "normal" : flags.joined(separator: ",")
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record("cellForRowAt \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if let cell = cell as? ConfigurationRecordingCell { cell.log = self }
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.configurationUpdateHandler = { [weak self] cell, state in
            self?.record("handler \((cell.contentConfiguration as? ListContentConfiguration)?.text ?? "?")")
        }
        return cell
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        record("willDisplay \(indexPath.row)")
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct TableViewCellConfigurationTests {
    // MARK: Default configurations

    @Test func theDefaultContentConfigurationFollowsTheCellStyle() {
        expectEqual(TableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration(), .cell())
        expectEqual(
            TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration(), .subtitleCell())
        expectEqual(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration(), .valueCell())
        expectEqual(TableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration(), .valueCell())
    }

    @Test func theDefaultBackgroundFollowsTheTableStyle() {
        let loose = TableViewCell()
        expectEqual(loose.backgroundConfiguration, .listPlainCell())
        expectEqual(loose.defaultBackgroundConfiguration(), .listPlainCell())
        for (style, expected) in [
            (TableView.Style.plain, BackgroundConfiguration.listPlainCell()),
            (.grouped, .listGroupedCell()), (.insetGrouped, .listGroupedCell()),
        ] {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: style)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            let cell = table.dequeueReusableCell(withIdentifier: "Cell")!
            expectEqual(cell.defaultBackgroundConfiguration(), expected)
            expectEqual(cell.backgroundConfiguration?.backgroundColor, expected.backgroundColor)
        }
    }

    // MARK: The same frames as the classic styles

    @discardableResult
    private func laidOut(_ cell: TableViewCell) -> TableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: cell.sizeThatFits(CGSize(width: 320, height: 0)).height)
        cell.layoutIfNeeded()
        return cell
    }

    private func listView(of cell: TableViewCell) -> ListContentView {
        cell.contentView as! ListContentView
    }

    @Test func aCellConfigurationLaysOutAsTheDefaultStyle() {
        let image = Image(named: "icon", size: CGSize(width: 30, height: 30))
        let classic = TableViewCell(style: .default, reuseIdentifier: nil)
        classic.textLabel?.text = "Hello"
        classic.imageView?.image = image
        let configured = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Hello"
        content.image = image
        configured.contentConfiguration = content
        laidOut(classic)
        laidOut(configured)
        expectEqual(configured.frame, classic.frame)
        expectEqual(configured.contentView.frame, classic.contentView.frame)
        expectEqual(listView(of: configured).textLabel.frame, classic.textLabel?.frame)
        expectEqual(listView(of: configured).imageView.frame, classic.imageView?.frame)
        expectEqual(listView(of: configured).textLabel.frame, CGRect(x: 62, y: 11.5, width: 242, height: 21))
    }

    @Test func aSubtitleConfigurationLaysOutAsTheSubtitleStyleInTheSameFonts() {
        let classic = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        classic.textLabel?.text = "Title"
        classic.detailTextLabel?.text = "Subtitle"
        let configured = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        // UIKit's subtitle configuration uses subheadline; the classic detail label is caption1.
        content.secondaryTextProperties.font = classic.detailTextLabel!.font
        configured.contentConfiguration = content
        laidOut(classic)
        laidOut(configured)
        expectEqual(configured.frame.height, classic.frame.height)
        // Same places and heights; the classic labels are as wide as their text (UIKit's
        // standard styles), the list content view's span the row.
        expectEqual(listView(of: configured).textLabel.frame.origin, classic.textLabel?.frame.origin)
        expectEqual(listView(of: configured).textLabel.frame.height, classic.textLabel?.frame.height)
        expectEqual(listView(of: configured).secondaryTextLabel.frame.origin, classic.detailTextLabel?.frame.origin)
        expectEqual(listView(of: configured).secondaryTextLabel.frame.height, classic.detailTextLabel?.frame.height)
        expectEqual(classic.textLabel?.frame.width, 43)
    }

    @Test func aValueConfigurationLaysOutAsTheValue1StyleWithAnAccessory() {
        let classic = TableViewCell(style: .value1, reuseIdentifier: nil)
        classic.textLabel?.text = "Wi-Fi"
        classic.detailTextLabel?.text = "Home"
        classic.accessoryType = .disclosureIndicator
        let configured = TableViewCell(style: .value1, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        configured.contentConfiguration = content
        configured.accessoryType = .disclosureIndicator
        laidOut(classic)
        laidOut(configured)
        expectEqual(configured.contentView.frame, classic.contentView.frame)
        expectEqual(configured.contentView.frame.width, 280)
        // The detail labels match; the classic text label is as wide as its text (UIKit's
        // standard styles), the list content view's takes what the detail leaves.
        expectEqual(listView(of: configured).textLabel.frame.origin, classic.textLabel?.frame.origin)
        expectEqual(classic.textLabel?.frame.width, 43)
        expectEqual(listView(of: configured).secondaryTextLabel.frame, classic.detailTextLabel?.frame)
    }

    // MARK: Content configuration and the classic views

    @Test func aContentConfigurationReplacesTheContentViewAndTheClassicLabels() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        let classicContent = cell.contentView
        let custom = View()
        classicContent.addSubview(custom)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        #expect(cell.textLabel == nil && cell.detailTextLabel == nil && cell.imageView == nil)
        expectNotIdentical(cell.contentView, classicContent)
        #expect(cell.contentView is ListContentView)
        #expect(cell.subviews.contains { $0 === cell.contentView })
        #expect(!cell.subviews.contains { $0 === classicContent })

        // A configuration of the same type is applied to the same view.
        let listView = cell.contentView
        content.text = "Two"
        cell.contentConfiguration = content
        expectIdentical(cell.contentView, listView)
        expectEqual((cell.contentView as? ListContentView)?.textLabel.text, "Two")
        expectEqual((cell.contentConfiguration as? ListContentConfiguration)?.text, "Two")

        // Back to nil: a new, empty content view; the labels stay gone.
        cell.contentConfiguration = nil
        expectNotIdentical(cell.contentView, listView)
        #expect(cell.contentView.subviews.isEmpty)
        expectEqual(cell.textLabel, nil)
    }

    @Test func backgroundConfigurationsAndBackgroundViewsExcludeEachOther() {
        let cell = TableViewCell()
        cell.backgroundView = View()
        expectEqual(cell.backgroundConfiguration, nil)
        cell.selectedBackgroundView = View()
        cell.backgroundColor = .systemRed
        var background = BackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.backgroundColor == nil)
        expectEqual(cell.backgroundConfiguration?.cornerRadius, 10)
        cell.selectedBackgroundView = View()
        expectEqual(cell.backgroundConfiguration, nil)
    }

    // MARK: When updates run

    @Test func updatesRunBeforeWillDisplayAndOnceForCoalescedStateChanges() {
        let log = ConfigurationLog(rows: 2)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
        table.rowHeight = 44
        table.register(ConfigurationRecordingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = log
        table.delegate = log
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            [
                "cellForRowAt 0", "updateConfiguration(normal)", "handler Row 0", "willDisplay 0",
                "cellForRowAt 1", "updateConfiguration(normal)", "handler Row 1", "willDisplay 1",
            ])

        // A tap highlights (the table's cellForRow(at:) lays out, so the highlight shows), then
        // unhighlights and selects: one update for both, at the next layout.
        table.simulate.tapRow(at: IndexPath(row: 0, section: 0))
        expectEqual(
            log.take(),
            [
                "setHighlighted(true)", "updateConfiguration(highlighted)", "handler Row 0",
                "setHighlighted(false)", "setSelected(true)",
            ])
        table.layoutIfNeeded()
        expectEqual(log.take(), ["updateConfiguration(selected)", "handler Row 0"])
        table.layoutIfNeeded()
        #expect(log.take().isEmpty)

        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            [
                // Cells are laid out front to back: the later row's cell is in front.
                "setEditing(true)", "setEditing(true)",
                "updateConfiguration(editing)", "handler Row 1",
                "updateConfiguration(selected,editing)", "handler Row 0",
            ])
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        _ = log.take()

        // A custom state change asks for an update by hand.
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        table.layoutIfNeeded()
        expectEqual(log.take(), ["updateConfiguration(normal)", "handler Row 1"])
    }

    @Test func aReusedCellIsUpdatedForItsNewRowBeforeDisplay() {
        let log = ConfigurationLog(rows: 10)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        table.rowHeight = 44
        table.register(ConfigurationRecordingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = log
        table.delegate = log
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        _ = log.take()
        table.contentOffset = CGPoint(x: 0, y: 88)
        table.layoutIfNeeded()
        expectEqual(
            log.take(),
            [
                "cellForRowAt 2", "prepareForReuse", "setHighlighted(false)", "setSelected(false)",
                "updateConfiguration(normal)", "handler Row 2", "willDisplay 2",
            ])
    }

    @Test func selectionSwitchesTheBackgroundAtTheNextLayout() {
        let log = ConfigurationLog(rows: 1)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = log
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(cell.configurationState.isSelected)
        table.layoutIfNeeded()
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        table.layoutIfNeeded()
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
        cell.automaticallyUpdatesBackgroundConfiguration = true
        cell.setNeedsUpdateConfiguration()
        table.layoutIfNeeded()
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
    }

    @Test func aSwipeMarksTheCellSwipedUntilItEnds() {
        let log = ConfigurationLog(rows: 2)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
        table.register(ConfigurationRecordingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = log
        table.delegate = log
        table.layoutIfNeeded()
        _ = log.take()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        expectNotEqual(table.simulate.swipeRow(at: IndexPath(row: 1, section: 0)), nil)
        #expect(cell.configurationState.isSwiped)
        table.layoutIfNeeded()
        expectEqual(log.take(), ["updateConfiguration(swiped)", "handler Row 1"])
        table.simulate.cancelSwipe()
        #expect(!cell.configurationState.isSwiped)
        table.layoutIfNeeded()
        expectEqual(log.take(), ["updateConfiguration(normal)", "handler Row 1"])
    }

    @Test func aDisabledCellReportsItsState() {
        let cell = TableViewCell()
        cell.isUserInteractionEnabled = false
        cell.isEditing = true
        #expect(cell.configurationState.isDisabled && cell.configurationState.isEditing)
        #expect(!cell.configurationState.isSelected && !cell.configurationState.isFocused)
    }

    // MARK: Self-sizing

    @Test func aConfiguredRowSelfSizesToItsText() {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                // 288 points hold 33 body characters a line.
                content.text = indexPath.row == 0 ? "Short" : String(repeating: "x", count: 70)
                cell.contentConfiguration = content
                return cell
            }
        }
        let rows = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 85)  // 11 + 3 × 21 + 11
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        expectEqual(
            (cell.contentView as? ListContentView)?.textLabel.frame, CGRect(x: 16, y: 11, width: 288, height: 63))
    }

    // MARK: A custom configuration, as an app writes one

    struct BadgeConfiguration: ContentConfiguration, Hashable {
        var title = ""
        var count = 0
        var isHighlighted = false

        func makeContentView() -> any View & ContentView {
            BadgeView(configuration: self)
        }

        func updated(for state: any ConfigurationState) -> BadgeConfiguration {
            var updated = self
            updated.isHighlighted = (state as? CellConfigurationState)?.isHighlighted ?? false
            return updated
        }
    }

    final class BadgeView: View, ContentView {
        let titleLabel = Label()
        let countLabel = Label()
        private var badge: BadgeConfiguration

        init(configuration: BadgeConfiguration) {
            badge = configuration
            super.init(frame: .zero)
            addSubview(titleLabel)
            addSubview(countLabel)
            apply()
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        var configuration: any ContentConfiguration {
            get { badge }
            set {
                guard let badge = newValue as? BadgeConfiguration else { return }
                self.badge = badge
                apply()
                setNeedsLayout()
            }
        }

        private func apply() {
            titleLabel.text = badge.title
            countLabel.text = "\(badge.count)"
            countLabel.textColor = badge.isHighlighted ? .white : .secondaryLabel
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let count = countLabel.sizeThatFits(.zero)
            countLabel.frame = CGRect(
                x: bounds.width - 20 - count.width, y: 8, width: count.width, height: count.height)
            titleLabel.frame = CGRect(x: 20, y: 8, width: countLabel.frame.minX - 28, height: 21)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(width: size.width, height: 8 + 21 + 8)
        }
    }

    @Test func aCustomConfigurationMakesItsViewAndFollowsTheState() {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.contentConfiguration = BadgeConfiguration(title: "Inbox", count: 12)
                return cell
            }
        }
        let rows = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.layoutIfNeeded()
        // Self-sized to the view's 37 points: a custom content view has no 44-point minimum.
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 37)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let view = try! #require(cell.contentView as? BadgeView)
        expectEqual(view.countLabel.frame, CGRect(x: 283, y: 8, width: 17, height: 21))
        expectEqual(view.titleLabel.frame, CGRect(x: 20, y: 8, width: 255, height: 21))
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        expectIdentical(cell.contentView, view)
        expectEqual(view.countLabel.textColor, .white)
        expectEqual((cell.contentConfiguration as? BadgeConfiguration)?.isHighlighted, true)
        // A list configuration is another type: it replaces the badge view.
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(cell.contentView is ListContentView)
    }
}
