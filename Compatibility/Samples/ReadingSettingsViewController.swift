// A reading app's settings screen, written the way an iOS app writes one: a `UISlider` for the text
// size in a row's accessory view, with a preview row reloaded inside
// `UIView.performWithoutAnimation` as the slider moves; a `UIStepper` choosing how many issues to
// keep, its count updated in the row's content configuration; and a Download All row that shows a `UIProgressView`
// driven by a `Progress` (`observedProgress`) while issues download, then cross-dissolves the
// table to its finished state with `UIView.transition(with:duration:options:animations:)` around
// `reloadData()`.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// What the user chose.
struct ReadingPreferences: Equatable {
    var textSize: Float = 17
    var keptIssues = 3
}

final class ReadingSettingsViewController: UITableViewController {
    enum Section: Int, CaseIterable {
        case text, storage, offline
    }

    private(set) var preferences: ReadingPreferences
    /// Called with the new preferences after every change, as a settings screen saves them.
    var onChange: ((ReadingPreferences) -> Void)?
    /// The download of the kept issues while it runs.
    private(set) var download: Progress?
    private(set) var isDownloaded = false

    init(preferences: ReadingPreferences) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .text: 2
        case .storage: 1
        case .offline: download == nil ? 1 : 2
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .text: "Text"
        case .storage: "Storage"
        case .offline: "Offline Reading"
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        cell.accessoryView = nil
        cell.selectionStyle = .none
        switch (Section(rawValue: indexPath.section)!, indexPath.row) {
        case (.text, 0):
            content.text = "Text Size"
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 180, height: 31))
            slider.minimumValue = 12
            slider.maximumValue = 28
            slider.value = preferences.textSize
            slider.addAction(
                UIAction { [weak self] action in
                    guard let slider = action.sender as? UISlider else { return }
                    self?.textSizeChanged(slider.value)
                }, for: .valueChanged)
            cell.accessoryView = slider
        case (.text, _):
            content = UIListContentConfiguration.cell()
            content.text = "The quick brown fox jumps over the lazy dog."
            content.textProperties.font = .systemFont(ofSize: CGFloat(preferences.textSize))
        case (.storage, _):
            content.text = "Keep Issues"
            content.secondaryText = Self.issues(preferences.keptIssues)
            let stepper = UIStepper()
            stepper.minimumValue = 1
            stepper.maximumValue = 10
            stepper.value = Double(preferences.keptIssues)
            stepper.addAction(
                UIAction { [weak self] action in
                    guard let stepper = action.sender as? UIStepper else { return }
                    self?.keptIssuesChanged(Int(stepper.value))
                }, for: .valueChanged)
            cell.accessoryView = stepper
        case (.offline, 0):
            content.text = isDownloaded ? "Downloaded" : "Download All"
            cell.selectionStyle = isDownloaded || download != nil ? .none : .default
        case (.offline, _):
            content.text = "Downloading…"
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 0, width: 160, height: 4)
            bar.observedProgress = download
            cell.accessoryView = bar
        }
        cell.contentConfiguration = content
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath == IndexPath(row: 0, section: Section.offline.rawValue) && download == nil && !isDownloaded
            ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        startDownload()
    }

    // MARK: Downloading

    /// Starts downloading the kept issues: a progress row appears under Download All.
    func startDownload() {
        download = Progress(totalUnitCount: Int64(preferences.keptIssues))
        let offline = Section.offline.rawValue
        tableView.performBatchUpdates {
            self.tableView.reloadRows(at: [IndexPath(row: 0, section: offline)], with: .none)
            self.tableView.insertRows(at: [IndexPath(row: 1, section: offline)], with: .fade)
        }
    }

    /// One issue arrived (the download's callback); after the last, the table cross-dissolves to
    /// its finished state.
    func issueDownloaded() {
        guard let download else { return }
        download.completedUnitCount += 1
        guard download.completedUnitCount == download.totalUnitCount else { return }
        self.download = nil
        isDownloaded = true
        UIView.transition(
            with: tableView, duration: 0.3, options: .transitionCrossDissolve,
            animations: { self.tableView.reloadData() })
    }

    // MARK: Private

    private func textSizeChanged(_ value: Float) {
        let size = value.rounded()
        guard size != preferences.textSize else { return }
        preferences.textSize = size
        onChange?(preferences)
        UIView.performWithoutAnimation {
            tableView.reloadRows(at: [IndexPath(row: 1, section: Section.text.rawValue)], with: .none)
        }
    }

    /// Updates the row's count in place: reloading the row would replace the stepper the user is
    /// pressing.
    private func keptIssuesChanged(_ count: Int) {
        preferences.keptIssues = count
        onChange?(preferences)
        let row = IndexPath(row: 0, section: Section.storage.rawValue)
        guard let cell = tableView.cellForRow(at: row),
            var content = cell.contentConfiguration as? UIListContentConfiguration
        else { return }
        content.secondaryText = Self.issues(count)
        cell.contentConfiguration = content
    }

    private static func issues(_ count: Int) -> String {
        count == 1 ? "1 issue" : "\(count) issues"
    }
}
