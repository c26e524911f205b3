import Foundation

/// A spinning-wheel picker of one or more components (columns) of rows, standing in for UIKit's
/// `UIPickerView`.
///
/// The ``dataSource`` gives the number of components and of rows in each; the ``delegate`` gives
/// each row's title (or view) and hears about the user's choices. The picker asks the data source
/// when it is first asked for its counts and again on ``reloadAllComponents()`` or
/// ``reloadComponent(_:)``, as UIKit caches them. Each component has a selected row: 0 once it has
/// rows, -1 while it has none (Apple documents -1 for "no selection"). ``selectRow(_:inComponent:animated:)``
/// selects in code and calls no delegate method, as in UIKit; a user's spin, simulated by
/// `simulate.select(row:inComponent:)`, selects and then calls
/// `pickerView(_:didSelectRow:inComponent:)`. Nothing spins headless.
@preconcurrency @MainActor
open class PickerView: View {
    /// The data source (weak), as `UIPickerView.dataSource`. Setting it reloads on next use.
    open weak var dataSource: (any PickerViewDataSource)? {
        didSet { counts = nil }
    }
    /// The delegate (weak), as `UIPickerView.delegate`.
    open weak var delegate: (any PickerViewDelegate)?

    /// The cached row counts per component, `nil` until asked for (or after a change of data
    /// source).
    private var counts: [Int]?
    /// The selected row of each component, as long as `counts`.
    private var selection: [Int] = []

    /// Creates a picker with a frame, as `UIPickerView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the picker from an archive, as UIKit's `UIPickerView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of components, from the data source (0 without one), as
    /// `UIPickerView.numberOfComponents`.
    open var numberOfComponents: Int { loadedCounts.count }

    /// The number of rows in `component`, as `UIPickerView.numberOfRows(inComponent:)`: 0 for a
    /// component that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// The selected row of `component`, as `UIPickerView.selectedRow(inComponent:)`: -1 when the
    /// component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        _ = loadedCounts
        return selection.indices.contains(component) ? selection[component] : -1
    }

    /// Selects `row` in `component`, as `UIPickerView.selectRow(_:inComponent:animated:)`. Calls no
    /// delegate method. A row or component out of range is a misuse: it raises (Apple documents
    /// no exception; the message is OpenTableView's, `Compatibility/Porting.md`, "Pickers").
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let counts = loadedCounts
        guard counts.indices.contains(component), (0..<counts[component]).contains(row) else {
            raise(
                Messages.pickerRowOutOfRange(
                    row: row, component: component,
                    rows: counts.indices.contains(component) ? counts[component] : nil))
        }
        selection[component] = row
    }

    /// Asks the data source again for every component's rows, as
    /// `UIPickerView.reloadAllComponents()`. A selection still in range is kept; one past the new
    /// last row moves to the last row (-1 when there are none, 0 when rows appear).
    open func reloadAllComponents() {
        reload()
    }

    /// Asks the data source again for `component`'s rows, as `UIPickerView.reloadComponent(_:)`:
    /// the same as ``reloadAllComponents()`` headless, where asking costs nothing.
    open func reloadComponent(_ component: Int) {
        reload()
    }

    /// The size of a row of `component`, as `UIPickerView.rowSize(forComponent:)`: the delegate's
    /// width (else the picker's width shared by the components) and row height (else 32, UIKit's
    /// default row height).
    open func rowSize(forComponent component: Int) -> CGSize {
        let components = Swift.max(numberOfComponents, 1)
        let width = delegate?.pickerView(self, widthForComponent: component) ?? bounds.width / CGFloat(components)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
        return CGSize(width: width, height: height)
    }

    /// The view the delegate made for a row, as `UIPickerView.view(forRow:forComponent:)`: the
    /// delegate's `pickerView(_:viewForRow:forComponent:reusing:)`, or `nil` when it makes none.
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// The title a row shows: the delegate's title, else its attributed title's string, else `nil`.
    /// An OpenTableView addition, for tests that read what the user sees.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        return delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
    }

    /// A user's spin to `row` of `component`: selects it, then tells the delegate.
    package func userSelect(row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// The counts, asked for on first use.
    private var loadedCounts: [Int] {
        if let counts { return counts }
        reload()
        return counts ?? []
    }

    private func reload() {
        var fresh: [Int] = []
        if let dataSource {
            let components = Swift.max(dataSource.numberOfComponents(in: self), 0)
            fresh = (0..<components).map { Swift.max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0) }
        }
        counts = fresh
        selection = fresh.indices.map { component in
            let rows = fresh[component]
            guard rows > 0 else { return -1 }
            let old = selection.indices.contains(component) ? selection[component] : 0
            return Swift.min(Swift.max(old, 0), rows - 1)
        }
    }
}
