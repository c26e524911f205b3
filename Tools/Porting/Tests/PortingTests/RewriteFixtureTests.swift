import Foundation
import PortingRewrites
import Testing

/// Each rewrite against its fixture: `Fixtures/Rewrites/<rewrite>.input.swift` must become exactly
/// `<rewrite>.expected.swift`, and porting the expected output again must change nothing.
@Suite struct RewriteFixtureTests {
    static let rewrites = Rewrite.allCases

    @Test(arguments: rewrites)
    func rewriteTurnsItsInputIntoTheExpectedOutput(_ rewrite: Rewrite) throws {
        let input = try Fixtures.read(Fixtures.rewrites.appendingPathComponent("\(rewrite.rawValue).input.swift"))
        let expected = try Fixtures.read(Fixtures.rewrites.appendingPathComponent("\(rewrite.rawValue).expected.swift"))
        let result = Porter.port(input)
        #expect(result.output == expected)
        #expect(result.rewrites[rewrite, default: 0] > 0, "the fixture must exercise \(rewrite)")
    }

    @Test(arguments: rewrites)
    func rewriteIsIdempotent(_ rewrite: Rewrite) throws {
        let expected = try Fixtures.read(Fixtures.rewrites.appendingPathComponent("\(rewrite.rawValue).expected.swift"))
        let again = Porter.port(expected)
        #expect(again.rewrites.isEmpty)
        #expect(again.output == expected)
    }

    @Test func everyFixtureNamesARewrite() {
        #expect(Fixtures.inputs(in: Fixtures.rewrites) == Rewrite.allCases.map(\.rawValue).sorted())
    }

    @Test func rewriteCountsArePerPlace() {
        let result = Porter.port(
            """
            final class A: UIViewController {
                let b = UIButton()
                func f() {
                    b.addTarget(self, action: #selector(g), for: .touchUpInside)
                    b.addTarget(self, action: #selector(g), for: .touchDown)
                }
                func g() {}
            }
            """)
        #expect(result.rewrites == [.targetActions: 2])
    }

    @Test func aFileWithNothingToRewriteIsReturnedUnchanged() {
        let source = "import OpenTableViewShim\n\nfinal class A: UITableViewController {}\n"
        let result = Porter.port(source)
        #expect(!result.changed)
        #expect(result.output == source)
        #expect(result.findings.isEmpty)
    }

    @Test func aSelectorMethodDeclaredTwiceWithTheSameNameIsLeftForTheReport() {
        let source = """
            final class A: UIViewController {
                let b = UIButton()
                func f() { b.addTarget(self, action: #selector(tap), for: .touchUpInside) }
                @objc func tap() {}
                @objc func tap(_ sender: UIButton) {}
            }
            """
        let result = Porter.port(source)
        #expect(result.rewrites[.targetActions] == nil)
        #expect(
            result.findings.map { "\($0.line) \($0.message)" } == [
                "3 'addTarget(_:action:for:)' not rewritten: 'tap' is not declared (once) in this file, so its "
                    + "parameters are unknown",
                // Both keep their @objc, which the selector needs on iOS until a person rewrites the call.
                "4 '@objc' kept: a '#selector' left in this file names this method; remove both together",
                "5 '@objc' kept: a '#selector' left in this file names this method; remove both together",
            ])
    }

    @Test func addedLinesFollowTheFilesIndentation() {
        // Tabs stay tabs, and a file indented by two spaces gets two-space steps in the lines a
        // rewrite adds.
        let tabs = Porter.port(
            "import UIKit\n\nfinal class A: UIViewController {\n\t@IBOutlet weak var label: UILabel!\n\tfunc f() {\n"
                + "\t\tNotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil)\n\t}\n"
                + "\t@objc func g() {}\n}\n")
        #expect(!tabs.output.contains("  "), "\(tabs.output)")
        let twoSpaces = Porter.port(
            "import UIKit\n\nfinal class A: UIViewController {\n  func f() {\n"
                + "    NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil)\n  }\n"
                + "  @objc func g() {}\n}\n")
        #expect(
            twoSpaces.output.contains("\n      NotificationCenter.default.addObserver(forName: .x"),
            "\(twoSpaces.output)")
        #expect(twoSpaces.output.contains("\n        MainActor.assumeIsolated { self?.g() }"), "\(twoSpaces.output)")
    }

    @Test func requiredInitWithCoderIsLeftAsItIs() {
        // UIView and UIViewController declare UIKit's `required init?(coder:)` (Porting.md,
        // "`init(coder:)`"), so the iOS body compiles as it is.
        let source = """
            final class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }

                required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    layer.cornerRadius = 4
                }
            }

            """
        let result = Porter.port(source)
        #expect(!result.changed)
        #expect(result.output == source)
    }
}
