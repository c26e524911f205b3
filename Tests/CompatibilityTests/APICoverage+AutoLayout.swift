// Compile-time proof of Compatibility/API.md for Auto Layout: every member the Auto Layout
// section marks "yes" or "partial" is referenced here once, in UIKit's spelling through the shim,
// after a marker naming its row. The functions are never called: compiling them is the test (see
// APICoverage.swift and APITableTests).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageAutoLayout {
        static func constraints(view: UIView, other: UIView, label: UILabel) {
            // API: NSLayoutConstraint
            let _: NSLayoutConstraint.Type = NSLayoutConstraint.self
            // API: NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
            let c = NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: other, attribute: .leading, multiplier: 1,
                constant: 8)
            // API: NSLayoutConstraint.activate(_:)
            NSLayoutConstraint.activate([c])
            // API: NSLayoutConstraint.deactivate(_:)
            NSLayoutConstraint.deactivate([c])
            // API: NSLayoutConstraint.isActive
            c.isActive = true
            // API: NSLayoutConstraint.constant
            c.constant = 16
            // API: NSLayoutConstraint.priority
            c.priority = .required
            // API: NSLayoutConstraint.multiplier
            let _: CGFloat = c.multiplier
            // API: NSLayoutConstraint.identifier
            c.identifier = "leading"
            // API: NSLayoutConstraint.firstItem
            let _: AnyObject? = c.firstItem
            // API: NSLayoutConstraint.secondItem
            let _: AnyObject? = c.secondItem
            // API: NSLayoutConstraint.firstAttribute
            let _: NSLayoutConstraint.Attribute = c.firstAttribute
            // API: NSLayoutConstraint.secondAttribute
            let _: NSLayoutConstraint.Attribute = c.secondAttribute
            // API: NSLayoutConstraint.relation
            let _: NSLayoutConstraint.Relation = c.relation
            // API: NSLayoutConstraint.firstAnchor
            let _: NSLayoutAnchor<AnyObject> = c.firstAnchor
            // API: NSLayoutConstraint.secondAnchor
            let _: NSLayoutAnchor<AnyObject>? = c.secondAnchor
            // API: NSLayoutConstraint.shouldBeArchived
            c.shouldBeArchived = false
            // API: NSLayoutConstraint.Attribute
            let _: NSLayoutConstraint.Attribute = .centerYWithinMargins
            // API: NSLayoutConstraint.Relation
            let _: NSLayoutConstraint.Relation = .greaterThanOrEqual
            // API: NSLayoutConstraint.Axis
            let _: NSLayoutConstraint.Axis = .vertical
            // API: NSLayoutConstraint.description
            let _: String = c.description
            // API: NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
            _ = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[view]-|", options: [], metrics: nil, views: ["view": view])
            // API: NSLayoutConstraint.FormatOptions
            let _: NSLayoutConstraint.FormatOptions = [.alignAllCenterY, .directionLeadingToTrailing]
        }

        static func anchors(view: UIView, other: UIView) {
            // API: NSLayoutAnchor
            let _: NSLayoutAnchor<NSLayoutXAxisAnchor> = view.leadingAnchor
            // API: NSLayoutXAxisAnchor
            let x: NSLayoutXAxisAnchor = view.leadingAnchor
            // API: NSLayoutYAxisAnchor
            let y: NSLayoutYAxisAnchor = view.topAnchor
            // API: NSLayoutDimension
            let d: NSLayoutDimension = view.widthAnchor
            // API: NSLayoutAnchor.constraint(equalTo:)
            _ = x.constraint(equalTo: other.leadingAnchor)
            // API: NSLayoutAnchor.constraint(equalTo:constant:)
            _ = x.constraint(equalTo: other.leadingAnchor, constant: 8)
            // API: NSLayoutAnchor.constraint(greaterThanOrEqualTo:)
            _ = y.constraint(greaterThanOrEqualTo: other.topAnchor)
            // API: NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)
            _ = y.constraint(greaterThanOrEqualTo: other.topAnchor, constant: 8)
            // API: NSLayoutAnchor.constraint(lessThanOrEqualTo:)
            _ = y.constraint(lessThanOrEqualTo: other.bottomAnchor)
            // API: NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)
            _ = y.constraint(lessThanOrEqualTo: other.bottomAnchor, constant: -8)
            // API: NSLayoutAnchor.item
            let _: AnyObject? = x.item
            // API: NSLayoutAnchor.name
            let _: String = x.name
            // API: NSLayoutAnchor.hasAmbiguousLayout
            let _: Bool = x.hasAmbiguousLayout
            // API: NSLayoutAnchor.constraintsAffectingLayout
            let _: [NSLayoutConstraint] = x.constraintsAffectingLayout
            // API: NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
            _ = x.constraint(equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 1)
            // API: NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
            _ = x.constraint(greaterThanOrEqualToSystemSpacingAfter: other.trailingAnchor, multiplier: 1)
            // API: NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)
            _ = x.constraint(lessThanOrEqualToSystemSpacingAfter: other.trailingAnchor, multiplier: 2)
            // API: NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)
            _ = y.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
            // API: NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
            _ = y.constraint(greaterThanOrEqualToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
            // API: NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
            _ = y.constraint(lessThanOrEqualToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
            // API: NSLayoutXAxisAnchor.anchorWithOffset(to:)
            let _: NSLayoutDimension = x.anchorWithOffset(to: other.leadingAnchor)
            // API: NSLayoutYAxisAnchor.anchorWithOffset(to:)
            let _: NSLayoutDimension = y.anchorWithOffset(to: other.topAnchor)
            // API: NSLayoutDimension.constraint(equalToConstant:)
            _ = d.constraint(equalToConstant: 44)
            // API: NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)
            _ = d.constraint(greaterThanOrEqualToConstant: 44)
            // API: NSLayoutDimension.constraint(lessThanOrEqualToConstant:)
            _ = d.constraint(lessThanOrEqualToConstant: 44)
            // API: NSLayoutDimension.constraint(equalTo:multiplier:)
            _ = d.constraint(equalTo: other.widthAnchor, multiplier: 0.5)
            // API: NSLayoutDimension.constraint(equalTo:multiplier:constant:)
            _ = d.constraint(equalTo: other.heightAnchor, multiplier: 2, constant: 1)
            // API: NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)
            _ = d.constraint(greaterThanOrEqualTo: other.widthAnchor, multiplier: 0.5)
            // API: NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)
            _ = d.constraint(greaterThanOrEqualTo: other.widthAnchor, multiplier: 0.5, constant: 4)
            // API: NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)
            _ = d.constraint(lessThanOrEqualTo: other.widthAnchor, multiplier: 0.5)
            // API: NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)
            _ = d.constraint(lessThanOrEqualTo: other.widthAnchor, multiplier: 0.5, constant: -4)
        }

        static func guides(view: UIView) {
            // API: UILayoutGuide
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            // API: UILayoutGuide.owningView
            let _: UIView? = guide.owningView
            // API: UILayoutGuide.identifier
            guide.identifier = "spacer"
            // API: UILayoutGuide.layoutFrame
            let _: CGRect = guide.layoutFrame
            // API: UILayoutGuide.leadingAnchor
            let _: NSLayoutXAxisAnchor = guide.leadingAnchor
            // API: UILayoutGuide.trailingAnchor
            let _: NSLayoutXAxisAnchor = guide.trailingAnchor
            // API: UILayoutGuide.leftAnchor
            let _: NSLayoutXAxisAnchor = guide.leftAnchor
            // API: UILayoutGuide.rightAnchor
            let _: NSLayoutXAxisAnchor = guide.rightAnchor
            // API: UILayoutGuide.topAnchor
            let _: NSLayoutYAxisAnchor = guide.topAnchor
            // API: UILayoutGuide.bottomAnchor
            let _: NSLayoutYAxisAnchor = guide.bottomAnchor
            // API: UILayoutGuide.widthAnchor
            let _: NSLayoutDimension = guide.widthAnchor
            // API: UILayoutGuide.heightAnchor
            let _: NSLayoutDimension = guide.heightAnchor
            // API: UILayoutGuide.centerXAnchor
            let _: NSLayoutXAxisAnchor = guide.centerXAnchor
            // API: UILayoutGuide.centerYAnchor
            let _: NSLayoutYAxisAnchor = guide.centerYAnchor
            // API: UILayoutGuide.hasAmbiguousLayout
            let _: Bool = guide.hasAmbiguousLayout
            // API: UILayoutGuide.constraintsAffectingLayout(for:)
            let _: [NSLayoutConstraint] = guide.constraintsAffectingLayout(for: .horizontal)
        }

        static func views(view: UIView, other: UIView, label: UILabel, controller: UIViewController) {
            let c = view.widthAnchor.constraint(equalToConstant: 1)
            // API: UIView.translatesAutoresizingMaskIntoConstraints
            view.translatesAutoresizingMaskIntoConstraints = false
            // API: UIView.constraints
            let _: [NSLayoutConstraint] = view.constraints
            // API: UIView.addConstraint(_:)
            view.addConstraint(c)
            // API: UIView.addConstraints(_:)
            view.addConstraints([c])
            // API: UIView.removeConstraint(_:)
            view.removeConstraint(c)
            // API: UIView.removeConstraints(_:)
            view.removeConstraints([c])
            // API: UIView.leadingAnchor
            let _: NSLayoutXAxisAnchor = view.leadingAnchor
            // API: UIView.trailingAnchor
            let _: NSLayoutXAxisAnchor = view.trailingAnchor
            // API: UIView.leftAnchor
            let _: NSLayoutXAxisAnchor = view.leftAnchor
            // API: UIView.rightAnchor
            let _: NSLayoutXAxisAnchor = view.rightAnchor
            // API: UIView.topAnchor
            let _: NSLayoutYAxisAnchor = view.topAnchor
            // API: UIView.bottomAnchor
            let _: NSLayoutYAxisAnchor = view.bottomAnchor
            // API: UIView.widthAnchor
            let _: NSLayoutDimension = view.widthAnchor
            // API: UIView.heightAnchor
            let _: NSLayoutDimension = view.heightAnchor
            // API: UIView.centerXAnchor
            let _: NSLayoutXAxisAnchor = view.centerXAnchor
            // API: UIView.centerYAnchor
            let _: NSLayoutYAxisAnchor = view.centerYAnchor
            // API: UIView.firstBaselineAnchor
            let _: NSLayoutYAxisAnchor = label.firstBaselineAnchor
            // API: UIView.lastBaselineAnchor
            let _: NSLayoutYAxisAnchor = label.lastBaselineAnchor
            // API: UIView.layoutGuides
            let _: [UILayoutGuide] = view.layoutGuides
            // API: UIView.addLayoutGuide(_:)
            view.addLayoutGuide(UILayoutGuide())
            // API: UIView.removeLayoutGuide(_:)
            view.removeLayoutGuide(view.layoutGuides[0])
            // API: UIView.layoutMarginsGuide
            let _: UILayoutGuide = view.layoutMarginsGuide
            // API: UIView.safeAreaLayoutGuide
            let _: UILayoutGuide = view.safeAreaLayoutGuide
            // API: UIView.readableContentGuide
            let _: UILayoutGuide = view.readableContentGuide
            // API: UIView.contentHuggingPriority(for:)
            let _: UILayoutPriority = label.contentHuggingPriority(for: .horizontal)
            // API: UIView.setContentHuggingPriority(_:for:)
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            // API: UIView.contentCompressionResistancePriority(for:)
            let _: UILayoutPriority = label.contentCompressionResistancePriority(for: .vertical)
            // API: UIView.setContentCompressionResistancePriority(_:for:)
            label.setContentCompressionResistancePriority(.required, for: .vertical)
            // API: UIView.setNeedsUpdateConstraints()
            view.setNeedsUpdateConstraints()
            // API: UIView.needsUpdateConstraints()
            let _: Bool = view.needsUpdateConstraints()
            // API: UIView.updateConstraintsIfNeeded()
            view.updateConstraintsIfNeeded()
            // API: UIView.updateConstraints()
            view.updateConstraints()
            // API: UIView.requiresConstraintBasedLayout
            let _: Bool = UIView.requiresConstraintBasedLayout
            // API: UIView.hasAmbiguousLayout
            let _: Bool = view.hasAmbiguousLayout
            // API: UIView.exerciseAmbiguityInLayout()
            view.exerciseAmbiguityInLayout()
            // API: UIView.constraintsAffectingLayout(for:)
            let _: [NSLayoutConstraint] = view.constraintsAffectingLayout(for: .vertical)
            // API: UIView.systemLayoutSizeFitting(_:)
            _ = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            // API: UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
            _ = view.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            // API: UIView.intrinsicContentSize
            let _: CGSize = label.intrinsicContentSize
            // API: UIView.noIntrinsicMetric
            let _: CGFloat = UIView.noIntrinsicMetric
            // API: UIView.layoutFittingCompressedSize
            let _: CGSize = UIView.layoutFittingCompressedSize
            // API: UIView.layoutFittingExpandedSize
            let _: CGSize = UIView.layoutFittingExpandedSize
            // API: UILabel.preferredMaxLayoutWidth
            label.preferredMaxLayoutWidth = 200
            // API: UIViewController.updateViewConstraints()
            controller.updateViewConstraints()
            // API: UILayoutPriority.+(_:_:)
            let _: UILayoutPriority = .defaultHigh + 1
            // API: UILayoutPriority.-(_:_:)
            let _: UILayoutPriority = .required - 1
        }

        static func cells(cell: UITableViewCell, header: UITableViewHeaderFooterView) {
            // API: UITableViewCell.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
            _ = cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            // API: UITableViewHeaderFooterView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
            _ = header.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }
#endif
