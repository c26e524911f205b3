import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A view written as apps write one that Interface Builder also creates: its own designated
/// initializer, and `required init?(coder:)` calling `super`.
final class CoderBadgeView: View {
    let origin: String

    override init(frame: CGRect) {
        origin = "code"
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        origin = "archive"
        super.init(coder: coder)
    }
}

/// A controller written the same way.
private final class ProfileViewController: ViewController {
    let origin: String

    init() {
        origin = "code"
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        origin = "archive"
        super.init(coder: coder)
    }
}

/// `init?(coder:)` is `required` on `UIView` and `UIViewController`, as in UIKit (both adopt
/// `NSCoding`, whose initializer Swift imports as `required`). Headless only OpenTableView's
/// Interface Builder loading reaches it, with its own decoder.
@MainActor
struct InitWithCoderTests {
    /// Interface Builder creates a class it only knows by type: that works through `init?(coder:)`
    /// only because the initializer is `required`.
    private func decode<T: View>(_ type: T.Type) -> T? {
        T(coder: NibDecoder())
    }

    @Test func theDecoderCreatesViewsAsTheirFrameInitializerDoes() throws {
        let view = try #require(decode(View.self))
        expectEqual(view.frame, .zero)
        #expect(view.subviews.isEmpty)
        #expect(view.isUserInteractionEnabled)

        let label = try #require(decode(Label.self))
        #expect(!label.isUserInteractionEnabled)
        #expect(label.isAccessibilityElement)
        expectEqual(label.accessibilityTraits, .staticText)

        let imageView = try #require(decode(ImageView.self))
        #expect(!imageView.isUserInteractionEnabled)

        let button = try #require(decode(Button.self))
        expectEqual(button.buttonType, .custom)
        expectNotEqual(button.titleLabel, nil)

        let toggle = try #require(decode(Switch.self))
        expectEqual(toggle.frame.size, CGSize(width: 51, height: 31))

        let scrollView = try #require(decode(ScrollView.self))
        #expect(scrollView.clipsToBounds)

        let window = try #require(decode(Window.self))
        #expect(window.isHidden)

        let spinner = try #require(decode(ActivityIndicatorView.self))
        expectEqual(spinner.style, .medium)
        #expect(spinner.isHidden)
    }

    @Test func anAppSubclassRunsItsOwnRequiredInitializer() throws {
        let view = try #require(decode(CoderBadgeView.self))
        expectEqual(view.origin, "archive")
        expectEqual(CoderBadgeView(frame: .zero).origin, "code")
    }

    @Test func theDecoderCreatesControllersAsTheirNibInitializerDoes() throws {
        let controller = try #require(ViewController(coder: NibDecoder()))
        #expect(!controller.isViewLoaded)
        expectEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))

        let profile = try #require(ProfileViewController(coder: NibDecoder()))
        expectEqual(profile.origin, "archive")
        expectEqual(ProfileViewController().origin, "code")

        let navigation = try #require(NavigationController(coder: NibDecoder()))
        expectIdentical(navigation.navigationBar.navigationController, navigation)
        #expect(navigation.viewControllers.isEmpty)

        let tabs = try #require(TabBarController(coder: NibDecoder()))
        expectIdentical(tabs.tabBar.tabBarController, tabs)
    }
}

/// `init?(coder:)` called with any coder but OpenTableView's decoder traps, saying what to write
/// instead. Serialized, as the other exit tests are.
@Suite(.serialized) struct InitWithCoderExitTests {
    static let console = "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "

    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aViewFromAForeignCoderTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = View(coder: NSCoder()) }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console)'-[UIView initWithCoder:]: OpenTableView creates objects from a coder only while it loads a nib or storyboard, and this coder is not its decoder (there is no archive to read headless). Create the object in code with init(frame:).'"
            ))
    }

    @Test func anAppViewFromAForeignCoderTrapsUnderItsOwnName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = CoderBadgeView(coder: NSKeyedArchiver(requiringSecureCoding: false)) }
        }
        #expect(
            Self.stderr(result).contains("\(Self.console)'-[OpenTableViewUIKitTests.CoderBadgeView initWithCoder:]: "))
    }

    @Test func aControllerFromAForeignCoderTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewController(coder: NSCoder()) }
        }
        #expect(
            Self.stderr(result).contains(
                "\(Self.console)'-[UIViewController initWithCoder:]: OpenTableView creates objects from a coder only while it loads a nib or storyboard, and this coder is not its decoder (there is no archive to read headless). Create the object in code with init(nibName:bundle:) or init().'"
            ))
    }
}
