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
                    cell.accessories = [
                        .outlineDisclosure(displayed: UICellAccessory.DisplayedState.always, options: options),
                        .customView(configuration: badge),
                    ]
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
