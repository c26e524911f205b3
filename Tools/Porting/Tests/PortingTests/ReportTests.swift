import Foundation
import PortingRewrites
import Testing

/// What the tool cannot rewrite, it reports with line, column, reason and Porting.md section.
@Suite struct ReportTests {
    @Test func everyUnsupportedConstructIsReportedWhereItIs() throws {
        let input = try Fixtures.read(Fixtures.reports.appendingPathComponent("Reports.input.swift"))
        let findings = Porter.port(input).findings
        let lines = findings.map { "\($0.line):\($0.column) \($0.kind.rawValue)" }
        #expect(
            lines == [
                "2:1 appleOnlyModule",
                "10:19 gestureRecognizer",
                "12:26 storyboard",
                "13:13 storyboard",
                "14:9 storyboard",
                "15:13 nib",
                "16:9 performSelector",
                "17:9 keyValueObserving",
                "18:13 keyValueObserving",
                "19:22 nib",
                "24:13 selector",
                "27:19 nib",
                "31:19 storyboard",
                "33:19 keyValueObserving",
                "38:5 selector",
            ])
    }

    @Test func aFindingPrintsAsACompilerDiagnostic() throws {
        let input = try Fixtures.read(Fixtures.reports.appendingPathComponent("Reports.input.swift"))
        let gesture = try #require(Porter.port(input).findings.first { $0.kind == .gestureRecognizer })
        #expect(
            gesture.formatted(path: "Screen.swift")
                == "Screen.swift:10:19: warning: 'UITapGestureRecognizer' not rewritten to its closure form: the target "
                + "is 'self.view', not 'self' (Compatibility/Porting.md#gesture-recognizers)")
    }

    @Test func anImportInsideCanImportIsNotReported() {
        let findings = Porter.port("#if canImport(MapKit)\n    import MapKit\n#endif\n").findings
        #expect(findings.isEmpty)
    }

    @Test func theOutletNoteIsReportedUntilItIsDeleted() {
        let ported = Porter.port("final class A: UIViewController {\n    @IBOutlet weak var label: UILabel!\n}\n")
        #expect(
            ported.findings.map { "\($0.line):\($0.column) \($0.severity) \($0.kind)" } == [
                "2:5 note interfaceBuilderOutlet"
            ])
        // Still listed when the tool runs on its own output: the view is not created yet.
        #expect(Porter.port(ported.output).findings.count == 1)
        let done = ported.output.replacingOccurrences(
            of: "    // otv-port: was an @IBOutlet: create this view in code\n", with: "")
        #expect(Porter.port(done).findings.isEmpty)
    }

    @Test func anOverrideInAnExtensionOfAClassFromAnotherFileIsReported() {
        let findings = Porter.port("extension ListViewController {\n    override func viewDidLoad() {}\n}\n").findings
        #expect(findings.map(\.kind) == [.overrideInExtension])
        #expect(findings.first?.section == .overridesInExtensions)
    }

    @Test func anObserverAddedInAnExtensionIsReported() {
        let source = """
            extension FeedViewController {
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .init("R"), object: nil)
                }
                @objc func refresh() {}
            }
            """
        let result = Porter.port(source)
        #expect(result.rewrites[.notificationObservers] == nil)
        #expect(
            result.findings.map(\.message) == [
                "'addObserver(_:selector:name:object:)' outside a class body: the token has nowhere to go",
                "'@objc' kept: a '#selector' left in this file names this method; remove both together",
            ])
    }

    @Test func aRemoveTargetTheRewriteCannotMatchIsReportedWithItsReason() {
        let result = Porter.port(
            """
            final class A: UIViewController {
                let toggle = UISwitch()
                weak var owner: AnyObject?
                func f() {
                    toggle.removeTarget(owner, action: #selector(g), for: .valueChanged)
                    toggle.removeTarget(self, action: #selector(missing), for: .valueChanged)
                }
                func g() {}
            }
            """)
        #expect(
            result.findings.map { "\($0.line):\($0.column) \($0.kind) \($0.message)" } == [
                "5:9 selector 'removeTarget(_:action:for:)' not rewritten: the target is 'owner', not 'self'",
                "6:9 selector 'removeTarget(_:action:for:)' not rewritten: the selector's method is not declared (once) in this file",
            ])
    }
}
