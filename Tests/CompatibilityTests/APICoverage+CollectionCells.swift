// Compile-time proof of Compatibility/API.md's "Cell registrations and list cells" section:
// every member marked "yes" or "partial" is referenced once, in UIKit's spelling through the
// shim, after its "// API: <row>" marker. The functions are never called: compiling them is the
// test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionCells {
        /// A settings list's cells, configured through registrations as iOS 14 apps write them.
        final class SettingsViewController: UIViewController {
            lazy var collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

            // API: UICollectionView.CellRegistration
            // API: UICollectionView.CellRegistration.init(handler:)
            // API: UICollectionViewListCell
            let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                cell, _, title in
                // API: UICollectionViewListCell.defaultContentConfiguration()
                var content = cell.defaultContentConfiguration()
                content.text = title
                // API: UICollectionViewCell.automaticallyUpdatesContentConfiguration
                cell.automaticallyUpdatesContentConfiguration = true
                // API: UICollectionViewCell.contentConfiguration
                cell.contentConfiguration = content
                // API: UICollectionViewCell.configurationState
                _ = cell.configurationState.isExpanded
                // API: UICollectionViewListCell.indentationLevel
                cell.indentationLevel = 1
                // API: UICollectionViewListCell.indentationWidth
                cell.indentationWidth = 12
                // API: UICollectionViewListCell.indentsAccessories
                cell.indentsAccessories = false
                // API: UICollectionViewListCell.accessories
                // API: UICellAccessory
                // API: UICellAccessory.disclosureIndicator(displayed:options:)
                // API: UICellAccessory.checkmark(displayed:options:)
                // API: UICellAccessory.delete(displayed:options:actionHandler:)
                // API: UICellAccessory.reorder(displayed:options:)
                // API: UICellAccessory.label(text:displayed:options:)
                cell.accessories = [
                    .disclosureIndicator(), .checkmark(displayed: .whenNotEditing), .delete(actionHandler: {}),
                    .reorder(), .label(text: "On"),
                ]
            }

            /// A list cell whose background shows a custom state.
            final class PinnedCell: UICollectionViewListCell {
                var isPinned = false

                // API: UICollectionViewCell.updateConfiguration(using:)
                override func updateConfiguration(using state: UICellConfigurationState) {
                    super.updateConfiguration(using: state)
                    var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
                    if isPinned { background.backgroundColor = .systemYellow }
                    backgroundConfiguration = background
                }
            }

            /// A list cell that measures itself as the list cell does, then adds a margin.
            final class RoomyCell: UICollectionViewListCell {
                // API: UICollectionViewListCell.preferredLayoutAttributesFitting(_:)
                override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                    -> UICollectionViewLayoutAttributes
                {
                    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                    attributes.size.height += 8
                    return attributes
                }
            }

            // API: UICollectionView.SupplementaryRegistration
            // API: UICollectionView.SupplementaryRegistration.init(elementKind:handler:)
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, _, _ in }
            // API: UICollectionView.CellRegistration.init(cellNib:handler:)
            let nibRows = UICollectionView.CellRegistration<UICollectionViewListCell, String>(
                cellNib: UINib(nibName: "RowCell", bundle: nil)
            ) { _, _, _ in }
            // API: UICollectionView.SupplementaryRegistration.init(supplementaryNib:elementKind:handler:)
            let nibHeaders = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                supplementaryNib: UINib(nibName: "Header", bundle: nil),
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, _, _ in }

            func folderCell(at indexPath: IndexPath, title: String) -> UICollectionViewCell {
                // API: UICollectionView.CellRegistration.Handler
                let handler: UICollectionView.CellRegistration<UICollectionViewListCell, String>.Handler = {
                    cell, _, _ in
                    // API: UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)
                    // API: UICellAccessory.OutlineDisclosureOptions
                    // API: UICellAccessory.DisplayedState
                    // API: UICellAccessory.LayoutDimension
                    let options = UICellAccessory.OutlineDisclosureOptions(
                        style: .header, reservedLayoutWidth: .standard)
                    // API: UICellAccessory.customView(configuration:)
                    // API: UICellAccessory.CustomViewConfiguration
                    let badge = UICellAccessory.CustomViewConfiguration(customView: UILabel(), placement: .trailing())
                    // API: UICellAccessory.Placement
                    // API: UICellAccessory.Placement.Position
                    // API: UICellAccessory.Placement.position(after:)
                    let afterLabel: UICellAccessory.Placement.Position = UICellAccessory.Placement.position(
                        after: .label(text: "3"))
                    // API: UICellAccessory.Placement.position(before:)
                    let star = UICellAccessory.CustomViewConfiguration(
                        customView: UIImageView(),
                        placement: UICellAccessory.Placement.leading(
                            displayed: .always, at: UICellAccessory.Placement.position(before: .delete())))
                    let pin = UICellAccessory.CustomViewConfiguration(
                        customView: UIImageView(), placement: .trailing(at: afterLabel))
                    // API: UICellAccessory.multiselect(displayed:options:)
                    // API: UICellAccessory.MultiselectOptions
                    let multiselect = UICellAccessory.multiselect(
                        displayed: .whenEditing, options: UICellAccessory.MultiselectOptions(backgroundColor: .white))
                    // API: UICellAccessory.insert(displayed:options:actionHandler:)
                    // API: UICellAccessory.InsertOptions
                    let insert = UICellAccessory.insert(
                        displayed: .whenEditing, options: UICellAccessory.InsertOptions(tintColor: .systemGreen),
                        actionHandler: {})
                    cell.accessories = [
                        .outlineDisclosure(displayed: UICellAccessory.DisplayedState.always, options: options),
                        .customView(configuration: badge), .customView(configuration: star),
                        .customView(configuration: pin), multiselect, insert,
                    ]
                    // API: UICellAccessory.accessoryType
                    // API: UICellAccessory.detail(displayed:options:actionHandler:)
                    // API: UICellAccessory.DetailOptions
                    let detail = UICellAccessory.detail(
                        displayed: .always, options: UICellAccessory.DetailOptions(tintColor: .systemBlue),
                        actionHandler: {})
                    _ = detail
                    // API: UICellAccessory.AccessoryType
                    let hasInsert = cell.accessories.contains {
                        $0.accessoryType == UICellAccessory.AccessoryType.insert
                    }
                    _ = hasInsert
                    // API: UICollectionViewListCell.separatorLayoutGuide
                    let guide: UILayoutGuide = cell.separatorLayoutGuide
                    _ = guide.leadingAnchor
                    // API: UICollectionViewCell.backgroundConfiguration
                    // API: UICollectionViewCell.defaultBackgroundConfiguration()
                    var background = cell.defaultBackgroundConfiguration()
                    background.backgroundColor = nil
                    cell.backgroundConfiguration = background
                    // API: UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration
                    cell.automaticallyUpdatesBackgroundConfiguration = true
                    // API: UICollectionViewCell.ConfigurationUpdateHandler
                    let update: UICollectionViewCell.ConfigurationUpdateHandler = { cell, state in
                        var content = UIListContentConfiguration.sidebarHeader().updated(for: state)
                        content.text = title
                        cell.contentConfiguration = content
                    }
                    // API: UICollectionViewCell.configurationUpdateHandler
                    cell.configurationUpdateHandler = update
                    // API: UICollectionViewCell.setNeedsUpdateConfiguration()
                    cell.setNeedsUpdateConfiguration()
                }
                let registration = UICollectionView.CellRegistration(handler: handler)
                // API: UICollectionView.SupplementaryRegistration.elementKind
                _ = headerRegistration.elementKind
                // API: UICollectionView.dequeueConfiguredReusableCell(using:for:item:)
                return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }

            func sectionHeader(at indexPath: IndexPath) -> UICollectionReusableView {
                // API: UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)
                collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
        }
    }
#endif
