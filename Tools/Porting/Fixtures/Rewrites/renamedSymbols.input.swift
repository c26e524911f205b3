final class Renamed: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableViewAutomaticDimension  // self-sizing
        tableView.estimatedSectionHeaderHeight = UITableViewAutomaticDimension
        tableView.contentInset = UIEdgeInsetsMake(8, 0, /* bottom */ 8, 0)
        tableView.separatorInset = UIEdgeInsetsZero
        let style: UITableViewCellStyle = .subtitle
        let events: UIControlEvents = [.valueChanged, UIControlEvents.primaryActionTriggered]
        let state = UIControlState.normal
        _ = (style, events, state, UIFontTextStyle.body, UIViewAutoresizing.flexibleWidth)
    }

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCellEditingStyle {
        .delete
    }

    func scroll(to indexPath: IndexPath, animation: UITableViewRowAnimation, position: UITableViewScrollPosition) {
        tableView.scrollToRow(at: indexPath, at: position, animated: animation != .none)
    }

    func styles() -> (UITableViewStyle, UITableViewCellAccessoryType, UITableViewCellSelectionStyle, UITableViewCellSeparatorStyle) {
        (.grouped, .checkmark, .none, .singleLine)
    }

    func items() -> (UIBarButtonItemStyle, UIBarButtonSystemItem, UIAlertControllerStyle, UIAlertActionStyle) {
        (.done, .add, .actionSheet, .cancel)
    }
}

protocol RenamedGridDelegate: class {
    func grid(_ grid: RenamedGrid, didPick indexPath: IndexPath)
}

final class RenamedGrid: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = collectionViewLayout as! UICollectionViewFlowLayout
        layout.scrollDirection = UICollectionViewScrollDirection.horizontal
        layout.estimatedItemSize = UICollectionViewFlowLayoutAutomaticSize
        let reference: UICollectionViewFlowLayoutSectionInsetReference = .fromSafeArea
        layout.sectionInsetReference = reference
        collectionView?.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
            withReuseIdentifier: "Header")
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let identifier = kind == UICollectionElementKindSectionFooter ? "Footer" : "Header"
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    func reveal(_ indexPath: IndexPath, position: UICollectionViewScrollPosition = .centeredVertically) {
        collectionView?.scrollToItem(at: indexPath, at: position, animated: false)
    }

    func category(of attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.representedElementCategory == UICollectionElementCategory.cell
    }

    func loadingIndicator() -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(activityIndicatorStyle: .gray)
        _ = (NSUnderlineStyle.styleSingle.rawValue, NSUnderlineStyle.styleDouble, [NSAttributedStringKey.strikethroughStyle: 1])
        return spinner
    }

    func shared(_ done: @escaping (UIActivityType?, Bool) -> Void, mode: UIViewContentMode, state: UIGestureRecognizerState) {
        let options: UIViewAnimationOptions = [.curveEaseInOut]
        let axis = UILayoutConstraintAxis.vertical
        _ = (options, axis, UIFontWeight.semibold, UIStackViewAlignment.fill, UITextFieldViewMode.always, done, mode, state)
    }
}
