import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/ContactCardCell.swift: rows built from nested stack views size
// themselves, and a member without a note gets a shorter row.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct TeamTests {
    static let members = [
        TeamMember(name: "Ada", role: "Engineer", note: nil),
        TeamMember(
            name: "Grace", role: "Admiral",
            note: String(repeating: "Wrote the first compiler and found the first bug. ", count: 3)),
    ]

    func makeScreen() -> TeamViewController {
        let screen = TeamViewController(members: Self.members)
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        screen.tableView.layoutIfNeeded()
        return screen
    }

    @Test func theCardsStackTheirLabelsBesideTheAvatar() throws {
        let screen = makeScreen()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCardCell)
        cell.layoutIfNeeded()
        expectEqual(cell.avatar.frame.size, CGSize(width: 40, height: 40))
        expectEqual(cell.textStack.frame.minX, cell.avatar.frame.maxX + 12)
        expectEqual(cell.roleLabel.frame.minY, cell.nameLabel.frame.maxY + 2)
        expectEqual(cell.noteLabel.frame.minY, cell.roleLabel.frame.maxY + 6)
        #expect(!cell.noteLabel.isHidden)
        let ada = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCardCell)
        #expect(ada.noteLabel.isHidden)
        expectEqual(ada.textStack.arrangedSubviews.count, 3)
    }

    #if !canImport(UIKit)
        /// Headless metrics: 11-point vertical margins, a 320-point table, the package's text
        /// measurement (Compatibility/Porting.md, "What self-sizing measures").
        @Test func rowsAreAsTallAsTheirStacks() {
            let screen = makeScreen()
            func height(of member: TeamMember) -> CGFloat {
                let name = UILabel()
                name.font = .preferredFont(forTextStyle: .headline)
                name.text = member.name
                let role = UILabel()
                role.font = .preferredFont(forTextStyle: .subheadline)
                role.text = member.role
                var text = name.intrinsicContentSize.height + 2 + role.intrinsicContentSize.height
                if let note = member.note {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .footnote)
                    label.numberOfLines = 0
                    label.text = note
                    // 320 − 2 × 16 margins − 40 avatar − 12 spacing.
                    text += 6 + label.sizeThatFits(CGSize(width: 236, height: 0)).height
                }
                return 11 + max(40, text) + 11
            }
            let first = height(of: Self.members[0])
            let second = height(of: Self.members[1])
            #expect(second > first)
            expectEqual(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, first)
            expectEqual(
                screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0)),
                CGRect(x: 0, y: first, width: 320, height: second))
        }
    #endif
}
