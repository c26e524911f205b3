// A picker that dismisses itself, written the way an iOS app writes one: a
// `UITableViewController` presented modally inside its own `UINavigationController`, a checkmark
// on the current choice, Cancel and Done bar buttons (`UIBarButtonItem(systemItem:primaryAction:)`),
// and a completion closure the presenter passes in. Done is disabled until the choice changes.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A label colour the user can pick.
enum LabelColor: String, CaseIterable {
    case red = "Red"
    case orange = "Orange"
    case green = "Green"
    case blue = "Blue"
    case purple = "Purple"

    var color: UIColor {
        switch self {
        case .red: .systemRed
        case .orange: .systemOrange
        case .green: .systemGreen
        case .blue: .systemBlue
        case .purple: .systemPurple
        }
    }
}

final class ColorPickerViewController: UITableViewController {
    private let initial: LabelColor
    private(set) var selection: LabelColor
    private let completion: (LabelColor?) -> Void

    /// Makes the picker wrapped in a navigation controller, ready to present. `completion` gets
    /// the chosen colour after Done, or `nil` after Cancel, once the picker is dismissed.
    static func makePresentable(
        selection: LabelColor, completion: @escaping (LabelColor?) -> Void
    ) -> UINavigationController {
        let picker = ColorPickerViewController(selection: selection, completion: completion)
        let navigation = UINavigationController(rootViewController: picker)
        navigation.modalPresentationStyle = .formSheet
        return navigation
    }

    init(selection: LabelColor, completion: @escaping (LabelColor?) -> Void) {
        self.initial = selection
        self.selection = selection
        self.completion = completion
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Label Color"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Color")
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in
                self?.finish(with: nil)
            })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.finish(with: self.selection)
            })
        navigationItem.rightBarButtonItem?.isEnabled = false
    }

    private func finish(with color: LabelColor?) {
        dismiss(animated: true) { [completion] in
            completion(color)
        }
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        LabelColor.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Color", for: indexPath)
        let color = LabelColor.allCases[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = color.rawValue
        content.image = UIImage(systemName: "circle.fill")
        content.imageProperties.tintColor = color.color
        cell.contentConfiguration = content
        cell.accessoryType = color == selection ? .checkmark : .none
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let previous = LabelColor.allCases.firstIndex(of: selection).map { IndexPath(row: $0, section: 0) }
        selection = LabelColor.allCases[indexPath.row]
        let changed = [previous, indexPath].compactMap { $0 }
        tableView.reconfigureRows(at: changed)
        navigationItem.rightBarButtonItem?.isEnabled = selection != initial
    }
}
