import Foundation
import InterfaceBuilder
import Testing

/// Bad input gives report lines (file, line, element, reason), never a crash, and the rest of the
/// file still converts (Compatibility/Porting.md, "What the converter reports").
@Suite struct InterfaceBuilderReportTests {
    static let bad = Fixtures.interface.appendingPathComponent("Bad")

    static func convert(_ names: [String], swift: [String] = []) throws -> [InterfaceBuilderConversion] {
        let files = try names.map { (name: $0, contents: try Fixtures.read(bad.appendingPathComponent($0))) }
        let sources = try swift.map { (name: $0, source: try Fixtures.read(bad.appendingPathComponent($0))) }
        return InterfaceBuilderConverter.convert(interfaceBuilderFiles: files, swiftFiles: sources)
    }

    static func document(
        _ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", version: String = "3.0"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="\(version)" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        \(body)
        </document>
        """
    }

    @Test func malformedXMLIsOneLineAndTheOtherFilesStillConvert() throws {
        let conversions = try Self.convert(
            ["Malformed.storyboard", "Unknowns.storyboard"], swift: ["OrdersViewController.swift"])
        #expect(conversions[0].swift == nil)
        #expect(conversions[0].issues.map(\.line) == [9])
        #expect(conversions[0].issues.map(\.element) == ["document"])
        #expect(conversions[0].issues[0].reason.hasPrefix("malformed XML"))
        #expect(conversions[1].swift != nil)
    }

    @Test func anArchiveOfTheOldFormatIsReportedNotConverted() throws {
        let conversion = try Self.convert(["OldFormat.xib"])[0]
        #expect(conversion.swift == nil)
        #expect(
            conversion.issues == [
                InterfaceBuilderIssue(
                    file: "OldFormat.xib", line: 2, element: "archive",
                    reason: "not an Interface Builder document (the root element is <archive>, not <document>)")
            ])
    }

    @Test func anUnknownVersionOrTypeIsReportedNotConverted() {
        let conversions = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [
                ("Old.storyboard", Self.document("<scenes/>", version: "2.0")),
                ("Mac.xib", Self.document("<objects/>", type: "com.apple.InterfaceBuilder3.Cocoa.XIB")),
            ], swiftFiles: [])
        #expect(conversions.map(\.swift) == [nil, nil])
        #expect(conversions[0].issues.map(\.line) == [2])
        #expect(conversions[0].issues[0].reason.hasPrefix("document version '2.0' is not the Xcode 8 format (3.0)"))
        #expect(conversions[1].issues[0].reason.hasPrefix("document type 'com.apple.InterfaceBuilder3.Cocoa.XIB'"))
    }

    @Test func aSceneOfAControllerTheConverterDoesNotMakeIsReportedAndStillCompiles() {
        // The initial scene is a page view controller: the scene list names its function, so the
        // function must exist (a placeholder controller) and the scene must be reported.
        let storyboard = Self.document(
            """
            <scenes><scene sceneID="a"><objects>
            <pageViewController id="pages" customClass="OnboardingViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Main.storyboard", storyboard)], swiftFiles: [])[0]
        #expect(
            conversion.issues.map(\.reason) == [
                "UIPageViewController is not converted; scene left out"
            ])
        #expect(conversion.issues.map(\.element) == ["pageViewController"])
        let swift = conversion.swift ?? ""
        let function = swift.components(separatedBy: "instantiate: { ").dropFirst().first?.components(separatedBy: "(")
            .first
        #expect(function.map { swift.contains("static func \($0)(_ loader: NibLoader) -> UIViewController") } == true)
    }

    @Test func unknownElementsAttributesClassesAndOutletsAreReportedWithTheirLines() throws {
        let conversion = try Self.convert(["Unknowns.storyboard"], swift: ["OrdersViewController.swift"])[0]
        #expect(
            conversion.issues.map { "\($0.line) <\($0.element)> \($0.reason)" } == [
                "12 <label@sparkle> attribute is not converted; not set",
                "16 <hologramView> unknown element; left out",
                "24 <view@customClass> class 'SparkleBadgeView' is not declared in the Swift files beside the file; "
                    + "made as UIView",
                "35 <datePicker> UIDatePicker is not converted; the view and its subviews are left out",
                "42 <constraint> its first item was not converted; constraint left out",
                "47 <outlet> outlet 'subtitleLabel' is not a property of class 'OrdersViewController'; connection left out",
                "48 <outlet> outlet 'deliveryPicker' names an object that was not converted; connection left out",
            ])
        #expect(conversion.issues.allSatisfy { $0.file == "Unknowns.storyboard" })
    }

    @Test func theRestOfAFileWithBadPartsStillConverts() throws {
        let swift = try #require(
            try Self.convert(["Unknowns.storyboard"], swift: ["OrdersViewController.swift"])[0].swift)
        #expect(swift.contains("ordersViewController.titleLabel = titleLabel"))
        #expect(swift.contains("$0.payTapped($1)"))
        #expect(
            swift.contains("let view2 = loader.view(UIView.self")
                || swift.contains("loader.view(\n                UIView.self"))
        #expect(!swift.contains("subtitleLabel"))
        #expect(!swift.contains("hologram"))
        #expect(!swift.contains("\"Inside\""), "the subviews of an element left out are left out too")
    }

    /// A button inside a table's prototype cell with its own segue: declared once with the scene's
    /// controller, triggered by the button of each cell made (it was dropped without a report).
    @Test func aSegueFromAButtonInATablePrototypeCellIsTriggeredByThatButton() {
        let storyboard = Self.document(
            """
            <scenes><scene sceneID="s1"><objects>
            <tableViewController id="tc1" sceneMemberID="viewController">
            <tableView key="view" style="plain" dataMode="prototypes" id="tv1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <prototypes>
            <tableViewCell reuseIdentifier="Order" id="cl1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
            <tableViewCellContentView key="contentView" tableViewCell="cl1" id="cv1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
            <subviews>
            <button buttonType="system" id="bt1"><rect key="frame" x="300" y="7" width="60" height="30"/>
            <state key="normal" title="Track"/>
            <connections><segue destination="vc2" kind="show" identifier="track" id="sg1"/></connections>
            </button>
            </subviews>
            </tableViewCellContentView>
            </tableViewCell>
            </prototypes>
            </tableView>
            </tableViewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="vc2" sceneMemberID="viewController"/>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Orders.storyboard", storyboard)], swiftFiles: [])[0]
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = conversion.swift ?? ""
        #expect(
            swift.contains(
                "let trackSegue = loader.segue(.show, identifier: \"track\", from: tableViewController, to: .scene(\"vc2\"))"
            ), "\(swift)")
        #expect(swift.contains("loader.trigger(trackSegue, from: button)\n"))
    }

    /// A scene's navigation item and tab bar item are the controller's decoder's, so they are set
    /// when the app's `super.init(coder:)` returns, as UIKit decodes them; the navigation item's
    /// bar button items are made after the controller they connect to. An unknown attribute is
    /// reported.
    @Test func aNavigationItemIsDecodedWithItsController() {
        let storyboard = Self.document(
            """
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" sceneMemberID="viewController">
            <navigationItem key="navigationItem" title="Orders" prompt="Today" largeTitleDisplayMode="never" hidesBackButton="YES" sparkle="YES" id="ni1">
            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bb1"/>
            </navigationItem>
            <tabBarItem key="tabBarItem" title="Orders" image="cart" id="ti1"/>
            </viewController>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Orders.storyboard", storyboard)], swiftFiles: [])[0]
        #expect(
            conversion.issues.map { "\($0.element): \($0.reason)" } == [
                "navigationItem@sparkle: attribute is not converted; not set"
            ])
        let swift = conversion.swift ?? ""
        // In the controller's decoder (the writer wraps the long call).
        #expect(swift.contains("NibDecoder(\n                navigationItem: NibDecoder.NavigationItemAttributes(\n"))
        let arguments = "title: \"Orders\", prompt: \"Today\", largeTitleDisplayMode: .never, hidesBackButton: true"
        #expect(swift.contains(arguments + "),\n"), "\(swift)")
        #expect(!swift.contains("viewController.navigationItem.title"))
        // The tab bar item is made first and decoded with the controller too.
        let item =
            "let tabBarItem = UITabBarItem(title: \"Orders\", image: UIImage(named: \"cart\"), selectedImage: nil)\n"
        #expect(swift.contains(item))
        #expect(swift.contains("),\n                tabBarItem: tabBarItem))\n"), "\(swift)")
        #expect(!swift.contains("viewController.tabBarItem ="))
        #expect(swift.contains("viewController.navigationItem.rightBarButtonItem = barButtonItem\n"))
    }

    @Test func aMissingActionMethodOrPrivateOneIsReported() {
        let storyboard = Self.document(
            """
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" customClass="PayViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
            <subviews>
            <button opaque="NO" buttonType="system" id="b1"><connections>
            <action selector="pay:" destination="vc" eventType="touchUpInside" id="a1"/>
            </connections></button>
            <button opaque="NO" buttonType="system" id="b2"><connections>
            <action selector="cancel" destination="vc" eventType="touchUpInside" id="a2"/>
            <action selector="share:forEvent:" destination="vc" eventType="touchUpInside" id="a3"/>
            </connections></button>
            </subviews>
            </view>
            </viewController>
            </objects></scene></scenes>
            """)
        let swift = "class PayViewController: UIViewController {\n    @IBAction private func cancel() {}\n}\n"
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Pay.storyboard", storyboard)], swiftFiles: [("Pay.swift", swift)])[0]
        #expect(
            conversion.issues.map { "\($0.line) \($0.reason)" } == [
                "8 action 'pay:' names no method of 'PayViewController' in the Swift files; left out",
                "11 action 'cancel' is private to its file; the generated code cannot call it",
                "12 action 'share:forEvent:' takes the event too; UIAction passes no event; left out",
            ])
    }

    @Test func aButtonSubclassOfTheSystemTypeIsReportedAndMadeCustom() throws {
        let storyboard = Self.document(
            """
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><subviews>
            <button opaque="NO" buttonType="system" id="b" customClass="PillButton"/>
            <button opaque="NO" buttonType="system" id="c"/>
            </subviews></view>
            </viewController>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Pill.storyboard", storyboard)],
            swiftFiles: [("PillButton.swift", "class PillButton: UIButton {}\n")])[0]
        #expect(
            conversion.issues.map { "\($0.line) <\($0.element)> \($0.reason)" } == [
                "6 <button@buttonType> button type 'system' of a button subclass is not decoded headless; made as custom"
            ])
        let swift = try #require(conversion.swift)
        #expect(swift.contains("loader.view(PillButton.self, NibDecoder())"))
        #expect(swift.contains("loader.object(UIButton(type: .system))"))
    }

    @Test func everyConstraintFormBecomesTheSameConstraint() throws {
        let storyboard = Self.document(
            """
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
            <subviews>
            <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a">
            <constraints><constraint firstAttribute="width" constant="40" id="c1"/></constraints>
            </label>
            <label opaque="NO" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
            </subviews>
            <viewLayoutGuide key="safeArea" id="g"/>
            <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" constant="8" symbolic="YES" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" secondAttribute="baseline" id="c4"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="c5"/>
            <constraint firstItem="b" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="a" secondAttribute="trailing" constant="4" priority="750" id="c6"/>
            <constraint firstItem="b" firstAttribute="height" relation="lessThanOrEqual" secondItem="root" secondAttribute="height" multiplier="0.5" id="c7"/>
            </constraints>
            </view>
            </viewController>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Layout.storyboard", storyboard)], swiftFiles: [])[0]
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = try #require(conversion.swift).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        .joined(separator: " ")
        for expected in [
            // Implied first item, constant only: added to the label that holds it.
            "label.addConstraints([ NSLayoutConstraint( item: label, attribute: .width, relatedBy: .equal, toItem: nil,",
            "attribute: .notAnAttribute, multiplier: 1, constant: 40), ])",
            // A layout guide as the second item; symbolic standard spacing keeps IB's constant.
            "toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 8)",
            // Margins, baselines (`baseline` is the last baseline), a ratio, relations.
            "item: view, attribute: .trailingMargin, relatedBy: .equal, toItem: label, attribute: .trailing",
            "item: label2, attribute: .firstBaseline, relatedBy: .equal, toItem: label, attribute: .lastBaseline",
            "attribute: .height, multiplier: 16 / 9, constant: 0)",
            "relatedBy: .greaterThanOrEqual, toItem: label, attribute: .trailing, multiplier: 1, constant: 4)",
            "constraint6.priority = UILayoutPriority(750)",
            "relatedBy: .lessThanOrEqual, toItem: view, attribute: .height, multiplier: 0.5, constant: 0)",
        ] {
            #expect(swift.contains(expected), "\(expected)\nin\n\(swift)")
        }
    }

    @Test func theDocumentModelKeepsScenesObjectsAndLines() throws {
        let url = InterfaceFixtureTests.inputs.appendingPathComponent("Contacts/Contacts.storyboard")
        let document = try IBDocument.read(file: "Contacts.storyboard", contents: try Fixtures.read(url)).get()
        #expect(document.kind == .storyboard)
        #expect(document.name == "Contacts")
        #expect(document.initialViewControllerID == "Nq4-Lx-2Wd")
        #expect(
            document.scenes.map { $0.controller?.name } == [
                "tableViewController", "navigationController", "viewController", "viewController",
            ])
        let cell = try #require(document.elementsByID["h3K-Yd-q0P"])
        #expect(cell.name == "tableViewCell")
        #expect(cell["reuseIdentifier"] == "ContactCell")
        #expect(cell.line == 22)
        let xib = InterfaceFixtureTests.inputs.appendingPathComponent("Feed/FeedViewController.xib")
        let nib = try IBDocument.read(file: "FeedViewController.xib", contents: try Fixtures.read(xib)).get()
        #expect(nib.kind == .xib)
        #expect(nib.filesOwner?["customClass"] == "FeedViewController")
        #expect(nib.topLevelObjects.map(\.name) == ["placeholder", "placeholder", "view"])
    }
}
