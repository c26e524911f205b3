import Foundation
import Testing

@testable import OpenTableViewUIKit

/// The pre-iOS 11 controller API older screens still use: `topLayoutGuide` and
/// `bottomLayoutGuide` ("Use view.safeAreaLayoutGuide.topAnchor instead of
/// topLayoutGuide.bottomAnchor", Apple's deprecation message), `edgesForExtendedLayout`
/// (default `.all`) and `automaticallyAdjustsScrollViewInsets` (default `true`), and the
/// application's `isNetworkActivityIndicatorVisible` (default `false`).
@MainActor
@Suite(.serialized) struct LegacyLayoutGuideTests {
    final class CaptionViewController: ViewController {
        let caption = Label()

        override func viewDidLoad() {
            super.viewDidLoad()
            caption.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(caption)
            LayoutConstraint.activate([
                caption.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                caption.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                caption.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8),
            ])
        }
    }

    @Test func theGuidesAreTheSafeAreasEdgesUnderANavigationBar() {
        let screen = CaptionViewController()
        let navigation = NavigationController(rootViewController: screen)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let insets = screen.view.safeAreaInsets
        #expect(insets.top > 0 && insets.bottom > 0)
        #expect(screen.topLayoutGuide.length == insets.top)
        #expect(screen.bottomLayoutGuide.length == insets.bottom)
        #expect(screen.caption.frame.minY == insets.top + 8)
        #expect(screen.caption.frame.maxY == screen.view.bounds.height - insets.bottom - 8)
        #expect(screen.caption.frame.minX == 16)
    }

    @Test func aControllerWithoutAViewHasGuidesOfNoLength() {
        let screen = CaptionViewController()
        #expect(screen.topLayoutGuide.length == 0)
        #expect(!screen.isViewLoaded)
    }

    @Test func theOlderPropertiesKeepUIKitsDefaultsAndWhatTheAppSets() {
        let screen = ViewController()
        #expect(screen.edgesForExtendedLayout == .all)
        #expect(screen.automaticallyAdjustsScrollViewInsets)
        screen.edgesForExtendedLayout = []
        screen.automaticallyAdjustsScrollViewInsets = false
        #expect(screen.edgesForExtendedLayout == [])
        #expect(!screen.automaticallyAdjustsScrollViewInsets)
        let app = Application.shared
        #expect(!app.isNetworkActivityIndicatorVisible)
        app.isNetworkActivityIndicatorVisible = true
        #expect(app.isNetworkActivityIndicatorVisible)
        app.resetForTesting()
        #expect(!app.isNetworkActivityIndicatorVisible)
    }
}
