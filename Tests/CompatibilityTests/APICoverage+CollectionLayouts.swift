// Compile-time proof of Compatibility/API.md's "UICollectionView layouts" section: every member
// marked "yes" or "partial" is referenced once, in UIKit's spelling through the shim, after its
// "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionLayouts {
        // API: UICollectionViewLayoutAttributes.copy(with:)
        final class PhotoAttributes: UICollectionViewLayoutAttributes {
            var photoHeight: CGFloat = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! PhotoAttributes
                copy.photoHeight = photoHeight
                return copy
            }

            // API: UICollectionViewLayoutAttributes.isEqual(_:)
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? PhotoAttributes, other.photoHeight == photoHeight else { return false }
                return super.isEqual(object)
            }
        }

        final class PhotoLayout: UICollectionViewFlowLayout {
            // API: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
            override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                proposedContentOffset
            }

            // API: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                proposedContentOffset
            }

            // API: UICollectionViewLayout.layoutAttributesClass
            override class var layoutAttributesClass: AnyClass {
                return PhotoAttributes.self
            }
        }

        // API: UICollectionReusableView.preferredLayoutAttributesFitting(_:)
        final class BadgeCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes
            {
                // API: UICollectionViewLayoutAttributes.copy()
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes).copy()
                return attributes as! UICollectionViewLayoutAttributes
            }

            // API: UICollectionViewCell.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
            override func systemLayoutSizeFitting(
                _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                verticalFittingPriority: UILayoutPriority
            ) -> CGSize {
                super.systemLayoutSizeFitting(
                    targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
            }
        }

        final class TiledLayout: UICollectionViewLayout {
            // API: UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
            override func shouldInvalidateLayout(
                forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
            ) -> Bool {
                preferredAttributes.size != originalAttributes.size
            }

            // API: UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)
            override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
                -> UICollectionViewLayoutAttributes?
            {
                // API: UICollectionViewLayoutAttributes.init(forDecorationViewOfKind:with:)
                UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            }
        }

        // API: UICollectionViewDelegateFlowLayout
        final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
            // API: UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 10, height: 10) }
            // API: UICollectionViewDelegateFlowLayout.collectionView(_:layout:insetForSectionAt:)
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                insetForSectionAt section: Int
            ) -> UIEdgeInsets { .zero }
            // API: UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumLineSpacingForSectionAt:)
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                minimumLineSpacingForSectionAt section: Int
            ) -> CGFloat { 0 }
            // API: UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                minimumInteritemSpacingForSectionAt section: Int
            ) -> CGFloat { 0 }
            // API: UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForHeaderInSection:)
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                referenceSizeForHeaderInSection section: Int
            ) -> CGSize { .zero }
            // API: UICollectionViewDelegateFlowLayout.collectionView(_:layout:referenceSizeForFooterInSection:)
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                referenceSizeForFooterInSection section: Int
            ) -> CGSize { .zero }
        }

        static func flow() {
            let layout = UICollectionViewFlowLayout()
            // API: UICollectionViewFlowLayout.scrollDirection
            // API: UICollectionView.ScrollDirection
            layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
            // API: UICollectionViewFlowLayout.estimatedItemSize
            // API: UICollectionViewFlowLayout.automaticSize
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            // API: UICollectionViewFlowLayout.sectionInsetReference
            // API: UICollectionViewFlowLayout.SectionInsetReference
            layout.sectionInsetReference = UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea
            // API: UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds
            layout.sectionHeadersPinToVisibleBounds = true
            // API: UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds
            layout.sectionFootersPinToVisibleBounds = true
            // API: UICollectionViewLayout.register(_:forDecorationViewOfKind:)
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
            // API: UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)
            _ = layout.indexPathsToDeleteForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader)
            // API: UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:)
            _ = layout.indexPathsToInsertForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader)
        }

        static func compositional() -> UICollectionViewCompositionalLayout {
            // API: NSCollectionLayoutSize
            // API: NSCollectionLayoutSize.init(widthDimension:heightDimension:)
            // API: NSCollectionLayoutDimension
            // API: NSCollectionLayoutDimension.fractionalWidth(_:)
            // API: NSCollectionLayoutDimension.fractionalHeight(_:)
            let fill = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            // API: NSCollectionLayoutDimension.absolute(_:)
            // API: NSCollectionLayoutDimension.estimated(_:)
            let row = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .estimated(44))
            // API: NSCollectionLayoutSize.widthDimension
            // API: NSCollectionLayoutSize.heightDimension
            // API: NSCollectionLayoutDimension.dimension
            // API: NSCollectionLayoutDimension.isFractionalWidth
            // API: NSCollectionLayoutDimension.isFractionalHeight
            // API: NSCollectionLayoutDimension.isAbsolute
            // API: NSCollectionLayoutDimension.isEstimated
            _ = (
                row.widthDimension.dimension, row.widthDimension.isFractionalWidth,
                row.heightDimension.isFractionalHeight,
                row.widthDimension.isAbsolute, row.heightDimension.isEstimated
            )
            // API: NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)
            // API: NSCollectionLayoutDimension.isUniformAcrossSiblings
            _ = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44).isUniformAcrossSiblings
            // API: NSCollectionLayoutItem
            // API: NSCollectionLayoutItem.init(layoutSize:)
            let item = NSCollectionLayoutItem(layoutSize: fill)
            // API: NSCollectionLayoutItem.contentInsets
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            // API: NSCollectionLayoutEdgeSpacing
            // API: NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:)
            // API: NSCollectionLayoutItem.edgeSpacing
            // API: NSCollectionLayoutSpacing
            // API: NSCollectionLayoutSpacing.fixed(_:)
            // API: NSCollectionLayoutSpacing.flexible(_:)
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                leading: .fixed(4), top: nil, trailing: .flexible(4), bottom: nil)
            // API: NSCollectionLayoutItem.layoutSize
            // API: NSCollectionLayoutSpacing.spacing
            // API: NSCollectionLayoutSpacing.isFixedSpacing
            // API: NSCollectionLayoutSpacing.isFlexibleSpacing
            _ = (
                item.layoutSize, NSCollectionLayoutSpacing.fixed(1).spacing,
                NSCollectionLayoutSpacing.fixed(1).isFixedSpacing,
                NSCollectionLayoutSpacing.flexible(1).isFlexibleSpacing
            )
            // API: NSCollectionLayoutGroup
            // API: NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)
            let grid = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
            // API: NSCollectionLayoutGroup.interItemSpacing
            grid.interItemSpacing = .fixed(8)
            // API: NSCollectionLayoutGroup.subitems
            _ = grid.subitems
            // API: NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)
            // API: NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)
            // API: NSCollectionLayoutGroup.vertical(layoutSize:subitems:)
            // API: NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)
            // API: NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)
            _ = [
                NSCollectionLayoutGroup.horizontal(layoutSize: row, repeatingSubitem: item, count: 2),
                NSCollectionLayoutGroup.horizontal(layoutSize: row, subitem: item, count: 2),
                NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [item]),
                NSCollectionLayoutGroup.vertical(layoutSize: row, repeatingSubitem: item, count: 2),
                NSCollectionLayoutGroup.vertical(layoutSize: row, subitem: item, count: 2),
            ]
            // API: NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)
            // API: NSCollectionLayoutEnvironment
            // API: NSCollectionLayoutEnvironment.container
            // API: NSCollectionLayoutContainer
            // API: NSCollectionLayoutContainer.contentSize
            // API: NSCollectionLayoutGroupCustomItem
            // API: NSCollectionLayoutGroupCustomItem.init(frame:)
            // API: NSCollectionLayoutGroupCustomItem.init(frame:zIndex:)
            let custom = NSCollectionLayoutGroup.custom(layoutSize: row) {
                (environment: NSCollectionLayoutEnvironment) in
                let width = environment.container.contentSize.width
                return [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 44)),
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: width / 2, y: 0, width: width / 2, height: 44), zIndex: 1),
                ]
            }
            // API: NSCollectionLayoutGroupCustomItem.frame
            // API: NSCollectionLayoutGroupCustomItem.zIndex
            _ = (
                NSCollectionLayoutGroupCustomItem(frame: .zero).frame,
                NSCollectionLayoutGroupCustomItem(frame: .zero).zIndex
            )
            // API: NSCollectionLayoutSection
            // API: NSCollectionLayoutSection.init(group:)
            let section = NSCollectionLayoutSection(group: custom)
            // API: NSCollectionLayoutSection.contentInsets
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            // API: NSCollectionLayoutSection.interGroupSpacing
            section.interGroupSpacing = 8
            // API: NSCollectionLayoutSection.orthogonalScrollingBehavior
            // API: UICollectionLayoutSectionOrthogonalScrollingBehavior
            section.orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
            // API: NSCollectionLayoutSection.orthogonalScrollingProperties
            // API: UICollectionLayoutSectionOrthogonalScrollingProperties
            let scrolling: UICollectionLayoutSectionOrthogonalScrollingProperties = section
                .orthogonalScrollingProperties
            // API: UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate
            // API: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
            scrolling.decelerationRate = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast
            // API: UICollectionLayoutSectionOrthogonalScrollingProperties.bounce
            // API: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
            scrolling.bounce = UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.always
            // API: NSCollectionLayoutSection.visibleItemsInvalidationHandler
            section.visibleItemsInvalidationHandler = { items, offset, environment in _ = (items, offset, environment) }
            // API: NSCollectionLayoutBoundarySupplementaryItem
            // API: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:)
            // API: NSRectAlignment
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: row, elementKind: UICollectionView.elementKindSectionHeader, alignment: NSRectAlignment.top)
            // API: NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds
            header.pinToVisibleBounds = true
            // API: NSCollectionLayoutBoundarySupplementaryItem.extendsBoundary
            header.extendsBoundary = true
            // API: NSCollectionLayoutBoundarySupplementaryItem.zIndex
            header.zIndex = 2
            // API: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:absoluteOffset:)
            let badge = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: row, elementKind: "badge", alignment: .bottomTrailing, absoluteOffset: CGPoint(x: 0, y: 4))
            // API: NSCollectionLayoutBoundarySupplementaryItem.elementKind
            // API: NSCollectionLayoutBoundarySupplementaryItem.alignment
            // API: NSCollectionLayoutBoundarySupplementaryItem.offset
            _ = (badge.elementKind, badge.alignment, badge.offset)
            // API: NSCollectionLayoutSection.boundarySupplementaryItems
            section.boundarySupplementaryItems = [header, badge]
            // API: NSCollectionLayoutSection.supplementariesFollowContentInsets
            section.supplementariesFollowContentInsets = false
            // API: NSCollectionLayoutAnchor
            // API: NSCollectionLayoutAnchor.init(edges:fractionalOffset:)
            let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            // API: NSCollectionLayoutAnchor.init(edges:)
            let bottomLeading = NSCollectionLayoutAnchor(edges: [.bottom, .leading])
            // API: NSCollectionLayoutAnchor.init(edges:absoluteOffset:)
            let nudged = NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 0, y: -4))
            // API: NSCollectionLayoutAnchor.edges
            // API: NSCollectionLayoutAnchor.offset
            // API: NSCollectionLayoutAnchor.isAbsoluteOffset
            // API: NSCollectionLayoutAnchor.isFractionalOffset
            let _: (NSDirectionalRectEdge, CGPoint, Bool, Bool) = (
                corner.edges, corner.offset, nudged.isAbsoluteOffset, corner.isFractionalOffset
            )
            // API: NSCollectionLayoutSupplementaryItem
            // API: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)
            let itemBadge = NSCollectionLayoutSupplementaryItem(
                layoutSize: row, elementKind: "item-badge", containerAnchor: corner)
            // API: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:itemAnchor:)
            let tag = NSCollectionLayoutSupplementaryItem(
                layoutSize: row, elementKind: "tag", containerAnchor: nudged, itemAnchor: bottomLeading)
            // API: NSCollectionLayoutSupplementaryItem.zIndex
            tag.zIndex = 2
            // API: NSCollectionLayoutSupplementaryItem.elementKind
            // API: NSCollectionLayoutSupplementaryItem.containerAnchor
            // API: NSCollectionLayoutSupplementaryItem.itemAnchor
            let _: (String, NSCollectionLayoutAnchor, NSCollectionLayoutAnchor?) = (
                tag.elementKind, tag.containerAnchor, itemBadge.itemAnchor
            )
            // API: NSCollectionLayoutItem.init(layoutSize:supplementaryItems:)
            let badgedItem = NSCollectionLayoutItem(layoutSize: fill, supplementaryItems: [itemBadge, tag])
            // API: NSCollectionLayoutItem.supplementaryItems
            let _: [NSCollectionLayoutSupplementaryItem] = badgedItem.supplementaryItems
            // API: NSCollectionLayoutDecorationItem
            // API: NSCollectionLayoutDecorationItem.background(elementKind:)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            // API: NSCollectionLayoutDecorationItem.zIndex
            background.zIndex = -1
            // API: NSCollectionLayoutDecorationItem.elementKind
            _ = background.elementKind
            // API: NSCollectionLayoutSection.decorationItems
            section.decorationItems = [background]
            // API: UICollectionViewCompositionalLayoutConfiguration
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            // API: UICollectionViewCompositionalLayoutConfiguration.scrollDirection
            configuration.scrollDirection = .vertical
            // API: UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing
            configuration.interSectionSpacing = 20
            // API: UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems
            configuration.boundarySupplementaryItems = [header]
            // API: UIContentInsetsReference
            // API: UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference
            configuration.contentInsetsReference = UIContentInsetsReference.layoutMargins
            // API: NSCollectionLayoutSection.contentInsetsReference
            section.contentInsetsReference = .readableContent
            // API: NSCollectionLayoutSection.supplementaryContentInsetsReference
            section.supplementaryContentInsetsReference = .none
            // API: UICollectionViewCompositionalLayout
            // API: UICollectionViewCompositionalLayout.init(section:)
            // API: UICollectionViewCompositionalLayout.init(section:configuration:)
            // API: UICollectionViewCompositionalLayout.init(sectionProvider:)
            _ = [
                UICollectionViewCompositionalLayout(section: section),
                UICollectionViewCompositionalLayout(section: section, configuration: configuration),
                UICollectionViewCompositionalLayout { index, environment in
                    // API: NSCollectionLayoutEnvironment.traitCollection
                    // API: NSCollectionLayoutContainer.effectiveContentSize
                    // API: NSCollectionLayoutContainer.contentInsets
                    // API: NSCollectionLayoutContainer.effectiveContentInsets
                    _ = (
                        environment.traitCollection, environment.container.effectiveContentSize,
                        environment.container.contentInsets, environment.container.effectiveContentInsets
                    )
                    return index == 0 ? section : nil
                },
            ]
            // API: UICollectionViewCompositionalLayout.init(sectionProvider:configuration:)
            let layout = UICollectionViewCompositionalLayout(
                sectionProvider: { _, _ in section }, configuration: configuration)
            // API: UICollectionViewCompositionalLayout.configuration
            layout.configuration = configuration
            return layout
        }

        static func list() -> UICollectionViewCompositionalLayout {
            // API: UICollectionLayoutListConfiguration
            // API: UICollectionLayoutListConfiguration.init(appearance:)
            // API: UICollectionLayoutListConfiguration.Appearance
            var configuration = UICollectionLayoutListConfiguration(
                appearance: UICollectionLayoutListConfiguration.Appearance.insetGrouped)
            // API: UICollectionLayoutListConfiguration.appearance
            configuration.appearance = .sidebarPlain
            // API: UICollectionLayoutListConfiguration.showsSeparators
            configuration.showsSeparators = false
            // API: UIListSeparatorConfiguration
            // API: UIListSeparatorConfiguration.init(listAppearance:)
            var separators = UIListSeparatorConfiguration(listAppearance: .plain)
            // API: UIListSeparatorConfiguration.Visibility
            // API: UIListSeparatorConfiguration.topSeparatorVisibility
            separators.topSeparatorVisibility = UIListSeparatorConfiguration.Visibility.hidden
            // API: UIListSeparatorConfiguration.bottomSeparatorVisibility
            separators.bottomSeparatorVisibility = .automatic
            // API: UIListSeparatorConfiguration.topSeparatorInsets
            // API: UIListSeparatorConfiguration.automaticInsets
            separators.topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
            // API: UIListSeparatorConfiguration.bottomSeparatorInsets
            separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
            // API: UIListSeparatorConfiguration.color
            separators.color = .separator
            // API: UIListSeparatorConfiguration.multipleSelectionColor
            separators.multipleSelectionColor = .systemBlue
            // API: UICollectionLayoutListConfiguration.separatorConfiguration
            configuration.separatorConfiguration = separators
            // API: UICollectionLayoutListConfiguration.ItemSeparatorHandler
            let lastHidden: UICollectionLayoutListConfiguration.ItemSeparatorHandler = { indexPath, section in
                var item = section
                if indexPath.item == 0 { item.topSeparatorVisibility = .visible }
                return item
            }
            // API: UICollectionLayoutListConfiguration.itemSeparatorHandler
            configuration.itemSeparatorHandler = lastHidden
            // API: UICollectionLayoutListConfiguration.backgroundColor
            configuration.backgroundColor = nil
            // API: UICollectionLayoutListConfiguration.headerMode
            // API: UICollectionLayoutListConfiguration.HeaderMode
            configuration.headerMode = UICollectionLayoutListConfiguration.HeaderMode.supplementary
            // API: UICollectionLayoutListConfiguration.footerMode
            // API: UICollectionLayoutListConfiguration.FooterMode
            configuration.footerMode = UICollectionLayoutListConfiguration.FooterMode.supplementary
            // API: UICollectionLayoutListConfiguration.headerTopPadding
            configuration.headerTopPadding = 0
            // API: UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider
            configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
            // API: UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider
            // API: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
            let provider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [])
            }
            configuration.trailingSwipeActionsConfigurationProvider = provider
            // API: NSCollectionLayoutSection.list(using:layoutEnvironment:)
            _ = UICollectionViewCompositionalLayout { _, environment in
                NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
            // API: UICollectionViewCompositionalLayout.list(using:)
            return UICollectionViewCompositionalLayout.list(using: configuration)
        }
    }
#endif
