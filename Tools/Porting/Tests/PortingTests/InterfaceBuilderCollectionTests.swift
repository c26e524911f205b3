import Foundation
import InterfaceBuilder
import Testing

/// The converter's collection views, piece by piece: the layout object made before the collection
/// view (a flow layout's attributes that differ from UIKit's defaults, a custom class), the
/// prototypes registered under their reuse identifiers, and what it reports instead of writing
/// (Compatibility/Porting.md, "Collection views in storyboards and xibs"). The whole shape,
/// compiled and driven, is the Photos fixture (`InterfaceCollectionBehaviourTests`).
@Suite struct InterfaceBuilderCollectionTests {
    /// A storyboard with one `<viewController>` scene whose root view holds `content`.
    static func scene(_ content: String) -> String {
        InterfaceBuilderReportTests.document(
            """
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" customClass="GridViewController" sceneMemberID="viewController">
            <view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
            \(content)
            </subviews>
            </view>
            </viewController>
            </objects></scene></scenes>
            """)
    }

    static let swift = [
        (
            name: "GridViewController.swift",
            source: """
            import UIKit
            class GridViewController: UIViewController {
                @IBOutlet weak var gridView: UICollectionView!
            }
            class LeftAlignedFlowLayout: UICollectionViewFlowLayout {}
            class CardCell: UICollectionViewCell {
                @IBOutlet weak var titleLabel: UILabel!
            }
            """
        )
    ]

    static func convert(_ content: String) -> InterfaceBuilderConversion {
        InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Grid.storyboard", scene(content))], swiftFiles: swift)[0]
    }

    @Test func aCollectionViewWithoutALayoutElementGetsAFlowLayoutWithUIKitsDefaults() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/></collectionView>
            """)
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = conversion.swift ?? ""
        #expect(swift.contains("let flowLayout = loader.layout(UICollectionViewFlowLayout.self, NibDecoder())\n"))
        #expect(
            swift.contains(
                "NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 400), collectionViewLayout: flowLayout))"))
    }

    @Test func aFlowLayoutWritesWhatDiffersFromUIKitsDefaultsAndKeepsItsSubclass() {
        // Interface Builder writes every value; those equal to UIKit's defaults are left to the decoder.
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="4" id="fl1" customClass="LeftAlignedFlowLayout" customModule="Grid" customModuleProvider="target">
            <size key="itemSize" width="50" height="50"/>
            <size key="estimatedItemSize" width="100" height="44"/>
            <size key="headerReferenceSize" width="0.0" height="0.0"/>
            <size key="footerReferenceSize" width="0.0" height="0.0"/>
            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells/>
            </collectionView>
            """)
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let expected = [
            "let leftAlignedFlowLayout = loader.layout(",
            "    LeftAlignedFlowLayout.self,",
            "    NibDecoder(",
            "        flowLayout: NibDecoder.FlowLayoutAttributes(",
            "            estimatedItemSize: CGSize(width: 100, height: 44),",
            "            minimumInteritemSpacing: 4)))",
        ].map { "            " + $0 + "\n" }.joined()
        #expect(conversion.swift?.contains(expected) == true, "\(conversion.swift ?? "")")
    }

    /// Xcode leaves the default reference (content inset) out and writes the others as
    /// `sectionInsetReference="safeArea"` and `"layoutMargins"` on the layout element: the spelling
    /// two readers of Xcode's files agree on (Compatibility/Evidence.md, "A flow layout's section
    /// inset reference in Interface Builder files"; no file Xcode wrote with it was found).
    @Test(arguments: [("safeArea", ".fromSafeArea"), ("layoutMargins", ".fromLayoutMargins")])
    func aFlowLayoutsSectionInsetReferenceIsDecoded(_ value: String, _ reference: String) {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" sectionInsetReference="\(value)" id="fl1">
            <size key="itemSize" width="50" height="50"/>
            <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
            </collectionViewFlowLayout>
            </collectionView>
            """)
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let expected = [
            "let flowLayout = loader.layout(",
            "    UICollectionViewFlowLayout.self,",
            "    NibDecoder(",
            "        flowLayout: NibDecoder.FlowLayoutAttributes(",
            "            sectionInset: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16),",
            "            sectionInsetReference: \(reference))))",
        ].map { "            " + $0 + "\n" }.joined()
        #expect(conversion.swift?.contains(expected) == true, "\(conversion.swift ?? "")")
    }

    @Test func anOutletToTheCollectionViewAndItsPrototypeCellsAreConnected() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewLayout key="collectionViewLayout" id="cl1" customClass="LeftAlignedFlowLayout"/>
            <cells>
            <collectionViewCell reuseIdentifier="CardCell" id="cc1" customClass="CardCell">
            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            <view key="contentView" id="cw1"><rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            <subviews><label text="Title" id="lb1"><rect key="frame" x="8" y="8" width="84" height="20"/></label></subviews>
            </view>
            <connections><outlet property="titleLabel" destination="lb1" id="o1"/></connections>
            </collectionViewCell>
            </cells>
            <connections><outlet property="dataSource" destination="vc1" id="o2"/></connections>
            </collectionView>
            """)
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = conversion.swift ?? ""
        // A custom layout is made through its class's `init?(coder:)`.
        #expect(swift.contains("let leftAlignedFlowLayout = loader.layout(LeftAlignedFlowLayout.self, NibDecoder())\n"))
        // A cell saved before Xcode 11 (`<view key="contentView">`) keeps its subviews in the content view.
        #expect(swift.contains("cardCell.contentView.addSubview(titleLabel)\n"))
        #expect(swift.contains("cardCell.titleLabel = titleLabel\n"))
        #expect(swift.contains("forCellWithReuseIdentifier: \"CardCell\")\n"))
        #expect(swift.contains("collectionView.dataSource = gridViewController\n"))
    }

    /// Xcode 9 and 10 saved a collection view cell's content view as `<view key="contentView">`
    /// without an id, and the cell's constraints to its subviews in the cell: the subviews are
    /// made in the content view, so those constraints and the outlets find them.
    @Test func aContentViewWithoutAnIDKeepsItsSubviews() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewFlowLayout key="collectionViewLayout" id="fl1"/>
            <cells>
            <collectionViewCell reuseIdentifier="CardCell" id="cc1" customClass="CardCell">
            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
            <subviews><label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lb1">
            <rect key="frame" x="8" y="8" width="84" height="20"/></label></subviews>
            </view>
            <constraints>
            <constraint firstItem="lb1" firstAttribute="top" secondItem="cc1" secondAttribute="top" constant="8" id="k1"/>
            </constraints>
            <connections><outlet property="titleLabel" destination="lb1" id="o1"/></connections>
            </collectionViewCell>
            </cells>
            </collectionView>
            """)
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = conversion.swift ?? ""
        #expect(swift.contains("let titleLabel = loader.view(\n"))
        #expect(swift.contains("cardCell.contentView.addSubview(titleLabel)\n"))
        #expect(swift.contains("item: titleLabel, attribute: .top, relatedBy: .equal, toItem: cardCell,"))
        #expect(swift.contains("cardCell.titleLabel = titleLabel\n"))
    }

    /// The content view's own attributes are set on the content view the cell made, as the nib's
    /// decoding sets them (they were dropped without a word); `customSize` is the prototype's size
    /// on Interface Builder's canvas, which Xcode writes when it differs from the item size.
    @Test func aCellsContentViewTakesItsOwnAttributesAndItsCanvasSizeIsNotReported() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl1">
            <size key="itemSize" width="128" height="128"/>
            </collectionViewFlowLayout>
            <cells>
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Card" id="cc1" customClass="CardCell">
            <rect key="frame" x="0.0" y="0.0" width="177" height="172"/>
            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" alpha="0.5" hidden="YES" id="cw1">
            <rect key="frame" x="0.0" y="0.0" width="177" height="172"/>
            <color key="backgroundColor" systemColor="systemGray6Color"/>
            </collectionViewCellContentView>
            <size key="customSize" width="177" height="172"/>
            </collectionViewCell>
            </cells>
            </collectionView>
            """)
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = conversion.swift ?? ""
        for line in [
            "cardCell.contentView.clipsToBounds = true", "cardCell.contentView.contentMode = .center",
            "cardCell.contentView.insetsLayoutMarginsFromSafeArea = false", "cardCell.contentView.alpha = 0.5",
            "cardCell.contentView.isHidden = true", "cardCell.contentView.backgroundColor = UIColor.systemGray6",
        ] {
            #expect(swift.contains(line + "\n"), "\(line) in \(swift)")
        }
        // Multiple touch and opacity have no effect headless, as for any view.
        #expect(!swift.contains("contentView.isMultipleTouchEnabled"))
    }

    /// A navigation controller Xcode embeds a scene in carries an empty toolbar item list and no
    /// archived children; both need nothing, so nothing is reported. Toolbar items would be.
    @Test func aNavigationControllersEmptyToolbarItemsAndNilChildrenAreNotReported() {
        let storyboard = InterfaceBuilderReportTests.document(
            """
            <scenes><scene sceneID="s1"><objects>
            <navigationController id="nc1" sceneMemberID="viewController">
            <toolbarItems/>
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
            <nil name="viewControllers"/>
            <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="vc1" customClass="GridViewController" sceneMemberID="viewController">
            <toolbarItems><barButtonItem title="Edit" id="bb1"/></toolbarItems>
            </viewController>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Nav.storyboard", storyboard)], swiftFiles: Self.swift)[0]
        #expect(
            conversion.issues.map { "\($0.element): \($0.reason)" } == [
                "toolbarItems: not converted in a controller"
            ])
        let root = "navigationController.setViewControllers([loader.instantiateScene(\"vc1\")]"
        #expect(conversion.swift?.contains(root) == true)
    }

    /// A control inside a prototype cell or a section header can trigger a segue of the scene
    /// (Interface Builder draws it from the control); each is declared once with the scene's
    /// controller and triggered by the control of every view the prototype makes. They were
    /// dropped without a word.
    @Test func aSegueFromAControlInsideAPrototypeIsTriggeredByThatControl() {
        let storyboard = InterfaceBuilderReportTests.document(
            """
            <scenes><scene sceneID="s1"><objects>
            <collectionViewController id="vc1" customClass="GridViewController" sceneMemberID="viewController">
            <collectionView key="view" dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl1">
            <size key="itemSize" width="128" height="128"/>
            </collectionViewFlowLayout>
            <cells>
            <collectionViewCell reuseIdentifier="Card" id="cc1" customClass="CardCell">
            <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
            <collectionViewCellContentView key="contentView" id="cw1"><rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
            <subviews>
            <button buttonType="system" id="bt1"><rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
            <state key="normal" title="Info"/>
            <connections><segue destination="vc2" kind="show" identifier="showInfo" id="sg1"/></connections>
            </button>
            </subviews>
            </collectionViewCellContentView>
            </collectionViewCell>
            </cells>
            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="rv1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
            <subviews>
            <button buttonType="system" id="bt2"><rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
            <connections><segue destination="vc2" kind="presentation" identifier="showAll" id="sg2"/></connections>
            </button>
            </subviews>
            </collectionReusableView>
            </collectionView>
            </collectionViewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="vc2" sceneMemberID="viewController"/>
            </objects></scene></scenes>
            """)
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Grid.storyboard", storyboard)], swiftFiles: Self.swift)[0]
        #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        let swift = conversion.swift ?? ""
        let declaration =
            "let showInfoSegue = loader.segue(.show, identifier: \"showInfo\", from: gridViewController, to: .scene(\"vc2\"))\n"
        #expect(swift.contains(declaration), "\(swift)")
        // Declared before the registration, triggered inside the nib by each cell's button.
        let declared = swift.range(of: declaration)?.lowerBound
        let registered = swift.range(of: "collectionView.register(")?.lowerBound
        #expect(declared != nil && registered != nil && declared! < registered!)
        #expect(swift.contains("loader.trigger(showInfoSegue, from: button)\n"))
        #expect(swift.contains("loader.trigger(showAllSegue, from: button2)\n"))
    }

    /// Xcode keeps segues in storyboards; one in a xib is reported, as any connection the
    /// converter cannot make.
    @Test func aSegueInsideATopLevelCellOfAXibIsReported() {
        let xib = InterfaceBuilderReportTests.document(
            """
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="GridViewController"/>
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl1"/>
            <cells>
            <collectionViewCell reuseIdentifier="Card" id="cc1"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            <collectionViewCellContentView key="contentView" id="cw1"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            <subviews>
            <button buttonType="system" id="bt1"><rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
            <connections><segue destination="vc2" kind="show" id="sg1"/></connections>
            </button>
            </subviews>
            </collectionViewCellContentView>
            </collectionViewCell>
            </cells>
            </collectionView>
            </objects>
            """, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        let conversion = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("Grid.xib", xib)], swiftFiles: Self.swift)[0]
        #expect(
            conversion.issues.map { "\($0.element): \($0.reason)" } == [
                "segue: a segue in a nib is not converted (Xcode keeps segues in storyboards)"
            ])
    }

    @Test func whatTheConverterDoesNotWriteOfACollectionViewIsReported() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="diagonal" sectionInsetReference="readableContent" id="fl1">
            <size key="itemSize" width="50" height="50"/>
            </collectionViewFlowLayout>
            <cells>
            <collectionViewCell id="cc1"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></collectionViewCell>
            <view id="stray"/>
            </cells>
            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="rv1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
            <connections><segue destination="vc1" kind="show" id="sg1"/></connections>
            </collectionReusableView>
            <collectionReusableView key="sectionFooterView" id="rv2"><rect key="frame" x="0.0" y="0.0" width="393" height="40"/></collectionReusableView>
            <collectionReusableView key="decorationView" reuseIdentifier="Badge" id="rv3"/>
            </collectionView>
            """)
        #expect(
            conversion.issues.map { "\($0.element): \($0.reason)" } == [
                "collectionViewFlowLayout@scrollDirection: value 'diagonal' is not converted; not set",
                "collectionViewFlowLayout@sectionInsetReference: value 'readableContent' is not converted; not set",
                "collectionViewCell: a prototype cell without a reuse identifier cannot be dequeued; left out",
                "view: not a collection view cell; left out",
                "segue: a segue from a view that is not a cell is not converted",
                "collectionReusableView: a section header or footer without a reuse identifier cannot be dequeued; left out",
                "collectionReusableView: a reusable view in the 'decorationView' slot is not converted",
            ])
        // The rest still converts: the header is registered.
        #expect(
            conversion.swift?.contains(
                "forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"Header\")"
            )
                == true)
    }

    @Test func aXibsCollectionViewAndTopLevelReusableViewsAreMadeAndConnected() {
        // A controller's xib holding a collection view (its owner's outlet and data source), and a
        // header xib whose one object is the reusable view, for the app's own `register`.
        let controllerXib = InterfaceBuilderReportTests.document(
            """
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="GridViewController">
            <connections><outlet property="gridView" destination="cv1" id="o1"/></connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionView dataMode="none" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="1" minimumInteritemSpacing="1" id="fl1">
            <size key="itemSize" width="130" height="130"/>
            </collectionViewFlowLayout>
            <connections><outlet property="dataSource" destination="-1" id="o2"/></connections>
            </collectionView>
            </objects>
            """, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        let headerXib = InterfaceBuilderReportTests.document(
            """
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionReusableView reuseIdentifier="Header" id="rv1"><rect key="frame" x="0.0" y="0.0" width="393" height="44"/></collectionReusableView>
            </objects>
            """, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        let conversions = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: [("GridViewController.xib", controllerXib), ("GridHeader.xib", headerXib)],
            swiftFiles: Self.swift)
        for conversion in conversions {
            #expect(conversion.issues.isEmpty, "\(conversion.issues.map(\.formatted))")
        }
        let grid = conversions[0].swift ?? ""
        #expect(grid.contains("minimumLineSpacing: 1,\n"))
        #expect(
            grid.contains(
                "NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: flowLayout))"))
        #expect(grid.contains("if let owner = loader.owner(as: GridViewController.self) {\n"))
        #expect(grid.contains("    owner.gridView = gridView\n"))
        #expect(grid.contains("    gridView.dataSource = owner\n"))
        let header = conversions[1].swift ?? ""
        #expect(
            header.contains(
                "let collectionReusableView = loader.view(\n"
                    + "            UICollectionReusableView.self,\n"
                    + "            NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 44), reuseIdentifier: \"Header\"))\n"
            ),
            "\(header)")
        #expect(header.contains("return [collectionReusableView]\n"))
    }

    @Test func aLayoutWithoutAnIDIsReportedAndMadeWithUIKitsDefaults() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="2"/>
            </collectionView>
            """)
        #expect(
            conversion.issues.map(\.reason) == [
                "a layout without an id; made as UICollectionViewFlowLayout with UIKit's defaults"
            ])
        #expect(
            conversion.swift?.contains("let flowLayout = loader.layout(UICollectionViewFlowLayout.self, NibDecoder())")
                == true)
    }

    @Test func aCustomLayoutWithoutAClassIsReportedAndMadeAFlowLayout() {
        let conversion = Self.convert(
            """
            <collectionView dataMode="prototypes" id="cv1"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <collectionViewLayout key="collectionViewLayout" id="cl1"/>
            </collectionView>
            """)
        #expect(
            conversion.issues.map(\.reason) == [
                "a custom layout without a class; made as UICollectionViewFlowLayout"
            ])
        #expect(
            conversion.swift?.contains("let layout = loader.layout(UICollectionViewFlowLayout.self, NibDecoder())")
                == true)
    }
}
