import SwiftSyntax

/// Pre-Swift 4.2 spellings → today's names: `UITableViewAutomaticDimension` →
/// `UITableView.automaticDimension`, `UITableViewCellEditingStyle` → `UITableViewCell.EditingStyle`,
/// `UICollectionElementKindSectionHeader` → `UICollectionView.elementKindSectionHeader`,
/// `UIEdgeInsetsMake(…)` → `UIEdgeInsets(top:left:bottom:right:)`, ….
///
/// Swift 4.2's SDK nested these names in their types; iOS code from before still uses the old
/// ones, which OpenTableViewShim (like today's SDK) does not declare.
final class RenamedSymbolRewriter: PortingRewriter {
    /// Old name → (type, member). Only names whose new spelling the shim declares.
    static let renames: [String: (String, String)] = [
        "UITableViewAutomaticDimension": ("UITableView", "automaticDimension"),
        "UITableViewStyle": ("UITableView", "Style"),
        "UITableViewRowAnimation": ("UITableView", "RowAnimation"),
        "UITableViewScrollPosition": ("UITableView", "ScrollPosition"),
        "UITableViewCellStyle": ("UITableViewCell", "CellStyle"),
        "UITableViewCellEditingStyle": ("UITableViewCell", "EditingStyle"),
        "UITableViewCellAccessoryType": ("UITableViewCell", "AccessoryType"),
        "UITableViewCellSelectionStyle": ("UITableViewCell", "SelectionStyle"),
        "UITableViewCellSeparatorStyle": ("UITableViewCell", "SeparatorStyle"),
        "UIControlEvents": ("UIControl", "Event"),
        "UIControlState": ("UIControl", "State"),
        "UIBarButtonItemStyle": ("UIBarButtonItem", "Style"),
        "UIBarButtonSystemItem": ("UIBarButtonItem", "SystemItem"),
        "UIViewAutoresizing": ("UIView", "AutoresizingMask"),
        "UIFontTextStyle": ("UIFont", "TextStyle"),
        "UIAlertControllerStyle": ("UIAlertController", "Style"),
        "UIAlertActionStyle": ("UIAlertAction", "Style"),
        "UIEdgeInsetsZero": ("UIEdgeInsets", "zero"),
        "NSAttributedStringKey": ("NSAttributedString", "Key"),
        "UIActivityIndicatorViewStyle": ("UIActivityIndicatorView", "Style"),
        "UIActivityType": ("UIActivity", "ActivityType"),
        "UIViewContentMode": ("UIView", "ContentMode"),
        "UIViewAnimationOptions": ("UIView", "AnimationOptions"),
        "UILayoutConstraintAxis": ("NSLayoutConstraint", "Axis"),
        "UIGestureRecognizerState": ("UIGestureRecognizer", "State"),
        "UIFontWeight": ("UIFont", "Weight"),
        "UIBlurEffectStyle": ("UIBlurEffect", "Style"),
        "UIStackViewAlignment": ("UIStackView", "Alignment"),
        "UIStackViewDistribution": ("UIStackView", "Distribution"),
        "UITextFieldViewMode": ("UITextField", "ViewMode"),
        "UIScrollViewDecelerationRateFast": ("UIScrollView.DecelerationRate", "fast"),
        "UIScrollViewDecelerationRateNormal": ("UIScrollView.DecelerationRate", "normal"),
        // Collection views: the element kinds were global string constants, the enums top-level.
        "UICollectionElementKindSectionHeader": ("UICollectionView", "elementKindSectionHeader"),
        "UICollectionElementKindSectionFooter": ("UICollectionView", "elementKindSectionFooter"),
        "UICollectionElementCategory": ("UICollectionView", "ElementCategory"),
        "UICollectionViewScrollPosition": ("UICollectionView", "ScrollPosition"),
        "UICollectionViewScrollDirection": ("UICollectionView", "ScrollDirection"),
        "UICollectionViewFlowLayoutAutomaticSize": ("UICollectionViewFlowLayout", "automaticSize"),
        "UICollectionViewFlowLayoutSectionInsetReference": ("UICollectionViewFlowLayout", "SectionInsetReference"),
    ]

    /// Members Swift 4.2's SDK renamed in place: `NSUnderlineStyle.styleSingle` → `.single`, ….
    static let memberRenames: [String: String] = [
        "styleSingle": "single", "styleDouble": "double", "styleThick": "thick",
    ]

    /// Initializer labels Swift 4.2's SDK renamed: `UIActivityIndicatorView(activityIndicatorStyle:)`
    /// → `UIActivityIndicatorView(style:)`.
    static let initializerLabelRenames: [String: (label: String, renamed: String)] = [
        "UIActivityIndicatorView": ("activityIndicatorStyle", "style")
    ]

    private let context: RewriteContext

    init(_ context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.argumentNames == nil, let (type, member) = Self.renames[node.baseName.text],
            node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
        else { return ExprSyntax(node) }
        context.recordChange()
        let access = MemberAccessExprSyntax(
            base: DeclReferenceExprSyntax(baseName: .identifier(type)),
            declName: DeclReferenceExprSyntax(baseName: .identifier(member)))
        return ExprSyntax(access.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard node.declName.argumentNames == nil, let renamed = Self.memberRenames[node.declName.baseName.text] else {
            return super.visit(node)
        }
        context.recordChange()
        var visited = super.visit(node).cast(MemberAccessExprSyntax.self)
        visited.declName = visited.declName.with(
            \.baseName, visited.declName.baseName.with(\.tokenKind, .identifier(renamed)))
        return ExprSyntax(visited)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.genericArgumentClause == nil, let (type, member) = Self.renames[node.name.text] else {
            return TypeSyntax(node)
        }
        context.recordChange()
        let nested = MemberTypeSyntax(
            baseType: IdentifierTypeSyntax(name: .identifier(type)), name: .identifier(member))
        return TypeSyntax(nested.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// `protocol Delegate: class` → `protocol Delegate: AnyObject`: Swift 4's spelling of a
    /// class-only protocol, deprecated since Swift 5 (a warning, which a build with warnings as
    /// errors rejects).
    override func visit(_ node: ClassRestrictionTypeSyntax) -> TypeSyntax {
        context.recordChange()
        let anyObject = IdentifierTypeSyntax(
            name: .identifier(
                "AnyObject", leadingTrivia: node.classKeyword.leadingTrivia,
                trailingTrivia: node.classKeyword.trailingTrivia))
        return TypeSyntax(anyObject)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let rename = Self.initializerLabelRenames[type], node.arguments.count == 1,
            node.arguments.first?.label?.text == rename.label
        {
            context.recordChange()
            var visited = super.visit(node).cast(FunctionCallExprSyntax.self)
            visited.arguments = LabeledExprListSyntax(
                visited.arguments.map { $0.with(\.label, $0.label?.with(\.tokenKind, .identifier(rename.renamed))) })
            return ExprSyntax(visited)
        }
        // UIEdgeInsetsMake(top, left, bottom, right) → UIEdgeInsets(top:left:bottom:right:), each
        // argument and its comments kept.
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self),
            name.baseName.text == "UIEdgeInsetsMake",
            node.arguments.count == 4, node.labels == ["_", "_", "_", "_"]
        else { return super.visit(node) }
        context.recordChange()
        var visited = super.visit(node).cast(FunctionCallExprSyntax.self)
        visited.calledExpression = ExprSyntax(
            name.with(\.baseName, name.baseName.with(\.tokenKind, .identifier("UIEdgeInsets"))))
        let labels = ["top", "left", "bottom", "right"]
        visited.arguments = LabeledExprListSyntax(
            zip(labels, visited.arguments).map { label, argument in
                // The label takes the argument's leading trivia (a comment before it stays before it).
                argument
                    .with(\.label, .identifier(label, leadingTrivia: argument.expression.leadingTrivia))
                    .with(\.colon, .colonToken(trailingTrivia: .space))
                    .with(\.expression, argument.expression.with(\.leadingTrivia, []))
            })
        return ExprSyntax(visited)
    }
}
