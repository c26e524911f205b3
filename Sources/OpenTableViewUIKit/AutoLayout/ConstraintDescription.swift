import Foundation
import OpenTableViewDiagnostics

/// How Auto Layout prints constraints, items and anchors: UIKit's spelling with the package's
/// fixed placeholder address (`Messages.placeholderAddress`), so logs compare in tests.
///
/// UIKit prints some constraints in the visual format (`H:|-(8)-[UILabel…]`); OpenTableView
/// always prints the equation (`UILabel:0x….leading == UIView:0x….leading + 8`).
@MainActor
package enum ConstraintDescription {
    package static let address = Messages.placeholderAddress

    /// `<NSLayoutConstraint:0x… 'id' first == second*m + c   (active)>`.
    package static func describe(_ constraint: LayoutConstraint) -> String {
        let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
        let first = "\(describeItem(constraint.firstItem)).\(constraint.firstAttribute.name)"
        var equation = "\(first) \(constraint.relation.symbol) "
        if let second = constraint.secondItem {
            let multiplier = constraint.multiplier == 1 ? "" : "\(Messages.formatNumber(constraint.multiplier))*"
            equation += "\(multiplier)\(describeItem(second)).\(constraint.secondAttribute.name)"
            equation += signedConstant(constraint.constant)
        } else {
            equation += Messages.formatNumber(constraint.constant)
        }
        let priority =
            constraint.priority == .required ? "" : " @\(Messages.formatNumber(constraint.priority.rawValue))"
        let state = constraint.isActive ? "   (active)" : ""
        return "<NSLayoutConstraint:\(address) \(identifier)\(equation)\(priority)\(state)>"
    }

    /// ` + 8`, ` - 8`, or nothing for 0.
    package static func signedConstant(_ constant: CGFloat) -> String {
        if constant == 0 { return "" }
        return constant > 0
            ? " + \(Messages.formatNumber(constant))" : " - \(Messages.formatNumber(-constant))"
    }

    /// `UILabel:0x…'Hello'`, `MyApp.Card:0x…`, `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`.
    package static func describeItem(_ item: AnyObject?, withText: Bool = true) -> String {
        guard let item else { return "(null)" }
        if let guide = item as? LayoutGuide {
            return "UILayoutGuide:\(address)'\(guide.identifier)'"
        }
        var name = uikitClassName(of: item)
        name += ":\(address)"
        if withText, let label = item as? Label, let text = label.text {
            name += "'\(text)'"
        }
        return name
    }
}
