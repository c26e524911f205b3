// A settings list on the list layout (iOS 14+), written as an app writes one: a plain
// `UIViewController` owning a `UICollectionView` made from an `.insetGrouped`
// `UICollectionLayoutListConfiguration` with supplementary headers, rows from
// `UICollectionViewListCell.defaultContentConfiguration()`, a switch as a `.customView` accessory,
// disclosure indicators, a `UICollectionViewDiffableDataSource` with `CellRegistration`s, trailing
// swipe actions (Delete and Flag) on the device rows, and a tap that pushes a detail screen.
//
// The app has its own `Device` model, which shadows `UIDevice`'s OpenTableView name (`Device`)
// inside this module: the app's wins, as it does on iOS (where there is nothing to shadow).
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

struct Device {
    let name: String
    let room: String
    var isFlagged = false
}

final class HomeSettingsViewController: UIViewController {

    enum Section: Int, CaseIterable {
        case general
        case devices

        var title: String {
            switch self {
            case .general: return "General"
            case .devices: return "Devices"
            }
        }
    }

    enum Row: Hashable {
        case awayMode
        case wifi
        case notifications
        case device(String)  // the device's name: flagging it keeps its row
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    var devices: [Device]
    var isAwayModeOn = false
    /// What the app saw, in order ("swipe Kitchen Speaker", "delete Kitchen Speaker", ...).
    var log: [String] = []

    let awaySwitch = UISwitch()

    init(devices: [Device]) {
        self.devices = devices
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.devices = []
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        configureHierarchy()
        configureDataSource()
        applySnapshot(animatingDifferences: false)
    }

    // MARK: - Layout

    private func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self else { return nil }
            return self.trailingSwipeActions(for: indexPath)
        }
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    // MARK: - Snapshot

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([.awayMode, .wifi, .notifications], toSection: .general)
        snapshot.appendItems(devices.map { Row.device($0.name) }, toSection: .devices)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func device(named name: String) -> Device? {
        return devices.first(where: { $0.name == name })
    }
}

// MARK: - UICollectionViewDelegate

extension HomeSettingsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        // the switch row is not a link
        return dataSource.itemIdentifier(for: indexPath) != .awayMode
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let row = dataSource.itemIdentifier(for: indexPath) else { return }
        log.append("select \(row.title)")
        let detail = SettingDetailViewController(title: row.title, detail: detailText(for: row))
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class SettingDetailViewController: UIViewController {
    let detailText: String?
    let detailLabel = UILabel()

    init(title: String, detail: String?) {
        self.detailText = detail
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        detailLabel.text = detailText
        detailLabel.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 22)
        view.addSubview(detailLabel)
    }
}
