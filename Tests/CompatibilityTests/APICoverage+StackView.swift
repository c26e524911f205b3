// Compile-time proof of Compatibility/API.md for UIStackView: every member the section marks
// "yes" or "partial" is referenced here once, in UIKit's spelling through the shim, after a
// marker naming its row. The functions are never called: compiling them is the test (see
// APICoverage.swift and APITableTests).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageStackView {
        static func stackView(_ stack: UIStackView, _ view: UIView) {
            // API: UIStackView
            let _: UIStackView.Type = StackView.self

            // API: UIStackView.init(frame:)
            _ = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))

            // API: UIStackView.init(arrangedSubviews:)
            _ = UIStackView(arrangedSubviews: [view])

            // API: UIStackView.arrangedSubviews
            let _: [UIView] = stack.arrangedSubviews

            // API: UIStackView.addArrangedSubview(_:)
            stack.addArrangedSubview(view)

            // API: UIStackView.insertArrangedSubview(_:at:)
            stack.insertArrangedSubview(view, at: 0)

            // API: UIStackView.removeArrangedSubview(_:)
            stack.removeArrangedSubview(view)

            // API: UIStackView.axis
            let _: ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis> = \.axis

            // API: UIStackView.spacing
            let _: ReferenceWritableKeyPath<UIStackView, CGFloat> = \.spacing

            // API: UIStackView.distribution
            let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution> = \.distribution

            // API: UIStackView.Distribution
            let _: [UIStackView.Distribution] = [
                .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
            ]

            // API: UIStackView.alignment
            let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Alignment> = \.alignment

            // API: UIStackView.Alignment
            let _: [UIStackView.Alignment] = [
                .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline,
            ]

            // API: UIStackView.setCustomSpacing(_:after:)
            stack.setCustomSpacing(12, after: view)

            // API: UIStackView.customSpacing(after:)
            let _: CGFloat = stack.customSpacing(after: view)

            // API: UIStackView.spacingUseDefault
            let _: CGFloat = UIStackView.spacingUseDefault

            // API: UIStackView.spacingUseSystem
            let _: CGFloat = UIStackView.spacingUseSystem

            // API: UIStackView.isLayoutMarginsRelativeArrangement
            let _: ReferenceWritableKeyPath<UIStackView, Bool> = \.isLayoutMarginsRelativeArrangement

            // API: UIStackView.isBaselineRelativeArrangement
            let _: ReferenceWritableKeyPath<UIStackView, Bool> = \.isBaselineRelativeArrangement
        }
    }
#endif
