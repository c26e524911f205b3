import Foundation
import Testing

@testable import OpenTableViewUIKit

/// UIKit's Auto Layout exceptions, checked in child processes that trap (serialized, as the
/// other exit tests are).
@Suite(.serialized) struct AutoLayoutExitTests {
    static let console = "*** Terminating app due to uncaught exception"
    static let initializer =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func activatingBetweenHierarchiesRaisesNSGenericException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let label = Label()
                let stack = View()
                label.topAnchor.constraint(equalTo: stack.bottomAnchor).isActive = true
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSGenericException', reason: 'Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x0000000000000000 \"UILabel:0x0000000000000000.top\"> and <NSLayoutYAxisAnchor:0x0000000000000000 \"UIView:0x0000000000000000.bottom\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.'"
            ))
    }

    @Test func aPositionEqualToAConstantRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = LayoutConstraint(
                    item: View(), attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 20)
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInvalidArgumentException', reason: '\(Self.initializer)A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs'"
            ))
    }

    @Test func leadingWithLeftRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = View()
                let child = View()
                parent.addSubview(child)
                _ = LayoutConstraint(
                    item: child, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .left,
                    multiplier: 1, constant: 0)
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.initializer)A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            ))
    }

    @Test func aFirstItemThatIsNotAViewRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = LayoutConstraint(
                    item: "not a view" as NSString, attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 20)
            }
        }
        #expect(Self.stderr(result).contains("\(Self.initializer)Constraint must contain a first layout item"))
    }

    @Test func makingAnActiveConstraintOptionalRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = View()
                let width = view.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console) 'NSInternalInconsistencyException', reason: 'Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000.'"
            ))
    }
}
