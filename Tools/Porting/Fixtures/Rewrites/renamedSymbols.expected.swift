final class Renamed: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension  // self-sizing
        tableView.estimatedSectionHeaderHeight = UITableView.automaticDimension
        tableView.contentInset = UIEdgeInsets(top: 8, left: 0, /* bottom */ bottom: 8, right: 0)
        tableView.separatorInset = UIEdgeInsets.zero
        let style: UITableViewCell.CellStyle = .subtitle
        let events: UIControl.Event = [.valueChanged, UIControl.Event.primaryActionTriggered]
        let state = UIControl.State.normal
        _ = (style, events, state, UIFont.TextStyle.body, UIView.AutoresizingMask.flexibleWidth)
    }

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        .delete
    }

    func scroll(to indexPath: IndexPath, animation: UITableView.RowAnimation, position: UITableView.ScrollPosition) {
        tableView.scrollToRow(at: indexPath, at: position, animated: animation != .none)
    }

    func styles() -> (UITableView.Style, UITableViewCell.AccessoryType, UITableViewCell.SelectionStyle, UITableViewCell.SeparatorStyle) {
        (.grouped, .checkmark, .none, .singleLine)
    }

    func items() -> (UIBarButtonItem.Style, UIBarButtonItem.SystemItem, UIAlertController.Style, UIAlertAction.Style) {
        (.done, .add, .actionSheet, .cancel)
    }
}

protocol RenamedGridDelegate: AnyObject {
    func grid(_ grid: RenamedGrid, didPick indexPath: IndexPath)
}

final class RenamedGrid: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = collectionViewLayout as! UICollectionViewFlowLayout
        layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let reference: UICollectionViewFlowLayout.SectionInsetReference = .fromSafeArea
        layout.sectionInsetReference = reference
        collectionView?.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionFooter ? "Footer" : "Header"
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    func reveal(_ indexPath: IndexPath, position: UICollectionView.ScrollPosition = .centeredVertically) {
        collectionView?.scrollToItem(at: indexPath, at: position, animated: false)
    }

    func category(of attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.representedElementCategory == UICollectionView.ElementCategory.cell
    }

    func loadingIndicator() -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .gray)
        _ = (NSUnderlineStyle.single.rawValue, NSUnderlineStyle.double, [NSAttributedString.Key.strikethroughStyle: 1])
        return spinner
    }

    func shared(_ done: @escaping (UIActivity.ActivityType?, Bool) -> Void, mode: UIView.ContentMode, state: UIGestureRecognizer.State) {
        let options: UIView.AnimationOptions = [.curveEaseInOut]
        let axis = NSLayoutConstraint.Axis.vertical
        _ = (options, axis, UIFont.Weight.semibold, UIStackView.Alignment.fill, UITextField.ViewMode.always, done, mode, state)
    }
}
