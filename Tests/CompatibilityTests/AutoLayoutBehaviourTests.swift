import Foundation
import OpenTableViewShim
import OpenTableViewTesting
import TestSupport
import Testing

/// A cell written as iOS apps write one with Auto Layout, through the shim's UIKit names.
final class ProfileCell: UITableViewCell {
    let nameLabel = UILabel()
    let bioLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        bioLabel.numberOfLines = 0
        for label in [nameLabel, bioLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.trailingAnchor),
            bioLabel.topAnchor.constraint(equalToSystemSpacingBelow: nameLabel.bottomAnchor, multiplier: 1),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Profiles in `ProfileCell`s.
@MainActor
final class ProfilesDataSource: NSObject, UITableViewDataSource {
    let profiles: [(name: String, bio: String)]
    init(_ profiles: [(name: String, bio: String)]) { self.profiles = profiles }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { profiles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Profile", for: indexPath) as! ProfileCell
        cell.nameLabel.text = profiles[indexPath.row].name
        cell.bioLabel.text = profiles[indexPath.row].bio
        return cell
    }
}

/// Auto Layout as iOS code uses it, checked against Apple's documentation: self-sizing cells
/// ("Working with Self-Sizing Table View Cells", Auto Layout Guide), a controller's view pinned to
/// its safe area, and UIKit's diagnostics.
@MainActor
@Suite(.explorerPagesOnFailure) struct AutoLayoutBehaviourTests {
    static let bio = String(repeating: "Writes about tables and layout. ", count: 5)

    func makeTable(width: CGFloat) -> (UITableView, ProfilesDataSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 700), style: .plain)
        table.register(ProfileCell.self, forCellReuseIdentifier: "Profile")
        let source = ProfilesDataSource([("Ada", "Short."), ("Grace", Self.bio)])
        table.dataSource = source
        table.estimatedRowHeight = 80
        table.rowHeight = UITableView.automaticDimension
        return (table, source)
    }

    /// 11 + the headline + 8 (system spacing) + the bio wrapped at `width − 32` + 11.
    func expectedHeight(bio: String, width: CGFloat) -> CGFloat {
        let name = UILabel()
        name.font = .preferredFont(forTextStyle: .headline)
        name.text = "X"
        let body = UILabel()
        body.numberOfLines = 0
        body.text = bio
        return 11 + name.intrinsicContentSize.height + 8
            + body.sizeThatFits(CGSize(width: width - 32, height: 0)).height
            + 11
    }

    @Test func constrainedCellsSelfSize() {
        let (table, source) = makeTable(width: 375)
        table.layoutIfNeeded()
        expectEqual(
            table.rectForRow(at: IndexPath(row: 0, section: 0)).height, expectedHeight(bio: "Short.", width: 375))
        expectEqual(
            table.rectForRow(at: IndexPath(row: 1, section: 0)).height, expectedHeight(bio: Self.bio, width: 375))
        _ = source
    }

    @Test func selfSizedRowsAreMeasuredAgainAtANewWidth() {
        let (table, source) = makeTable(width: 375)
        table.layoutIfNeeded()
        table.frame = CGRect(x: 0, y: 0, width: 250, height: 700)
        table.layoutIfNeeded()
        expectEqual(
            table.rectForRow(at: IndexPath(row: 1, section: 0)).height, expectedHeight(bio: Self.bio, width: 250))
        _ = source
    }

    @Test func aTablePinnedToTheSafeAreaOfAControllersView() {
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            table.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        let safe = controller.view.safeAreaInsets
        #expect(safe.top > 0)
        expectEqual(
            table.frame,
            CGRect(
                x: 0, y: safe.top, width: controller.view.bounds.width,
                height: controller.view.bounds.height - safe.top - safe.bottom))
    }

    @Test func conflictingRequiredConstraintsLogAndBreakTheLastOne() {
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 10)
        let second = box.widthAnchor.constraint(equalToConstant: 20)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, second])
        root.layoutIfNeeded()
        expectEqual(box.frame.width, 10)
        expectEqual(lines.count, 1)
        let log = lines.first ?? ""
        #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(
            log.contains(
                "(\n    \"<NSLayoutConstraint:0x0000000000000000 UIView:0x0000000000000000.width == 10   (active)>\",\n    \"<NSLayoutConstraint:0x0000000000000000 'too-wide' UIView:0x0000000000000000.width == 20   (active)>\"\n)"
            ))
        #expect(
            log.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x0000000000000000 'too-wide' UIView:0x0000000000000000.width == 20   (active)>"
            ))
        #expect(!log.contains("NSAutoresizingMaskLayoutConstraints"))
    }

    @Test func forgettingToTurnOffTheMaskConflictsWithItsFrame() {
        var lines: [String] = []
        ConsoleLog.didLog = { lines.append($0) }
        defer { ConsoleLog.didLog = nil }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        expectEqual(box.frame.width, 30)
        expectEqual(lines.count, 1)
        expectEqual(lines.first?.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"), true)
        expectEqual(
            lines.first?.contains(
                "\"<NSAutoresizingMaskLayoutConstraint:0x0000000000000000 h=--& v=--& UIView:0x0000000000000000.width == 30   (active)>\""
            ), true)
    }

    @Test func constraintDescriptionsSpellUIKitsForm() {
        let root = UIView()
        let label = UILabel()
        label.text = "Hi"
        root.addSubview(label)
        let c = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: -8)
        expectEqual(
            c.description,
            "<NSLayoutConstraint:0x0000000000000000 UILabel:0x0000000000000000'Hi'.leading == UILayoutGuide:0x0000000000000000'UIViewLayoutMarginsGuide'.leading - 8>"
        )
        let half = NSLayoutConstraint(
            item: label, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root, attribute: .width,
            multiplier: 0.5, constant: 0)
        half.priority = .defaultHigh
        expectEqual(
            half.description,
            "<NSLayoutConstraint:0x0000000000000000 UILabel:0x0000000000000000'Hi'.width <= 0.5*UIView:0x0000000000000000.width @750>"
        )
        expectEqual(
            label.topAnchor.description, "<NSLayoutYAxisAnchor:0x0000000000000000 \"UILabel:0x0000000000000000.top\">")
    }
}
