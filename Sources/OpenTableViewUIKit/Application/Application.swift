import Foundation

/// The running app, as UIKit's `UIApplication`: headless, what a screen asks of it, to open a URL
/// (a link, the app's settings, a phone number) or to keep the screen awake.
///
/// Opening a URL cannot leave the process headless: ``open(_:options:completionHandler:)`` records
/// the URL in ``openedURLs`` (an OpenTableView addition) for a test to check, when
/// ``canOpenURL(_:)`` says a URL of its scheme can be opened.
///
/// The app's life cycle is started by a test: `UIApplication.shared.simulate.launch(delegate:)`
/// runs the ``delegate`` and connects one scene in iOS's order, and the other gestures of
/// `simulate` move the app between the foreground and the background, with the delegates' calls
/// and the notifications in UIKit's order (`Compatibility/Porting.md`, "The app and its scenes").
/// Background tasks and remote notifications do not exist headless.
/// ([UIApplication](https://developer.apple.com/documentation/uikit/uiapplication))
@preconcurrency @MainActor
public final class Application: Responder {
    /// The running app.
    public static let shared = Application()

    /// The URL that opens the app's page in the Settings app, as
    /// `UIApplication.openSettingsURLString`: `"app-settings:"`.
    public static let openSettingsURLString = "app-settings:"

    /// A key of the options of ``open(_:options:completionHandler:)``, as UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only when an installed app claims it as a universal link (a `Bool`).
        /// Headless no app claims any: the URL is not opened.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app runs in the foreground, as UIKit's `UIApplication.State` (same raw values).
    public enum State: Int, Sendable, Hashable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The app's state, as `UIApplication.applicationState`: ``State/active`` until a test
    /// launches the app (a test stands for the user of a running app), then what the launch and
    /// the transitions of `simulate` make it.
    public internal(set) var applicationState = State.active

    /// The app's delegate, as `UIApplication.delegate`: the one the test's launch runs, `nil`
    /// before. Kept strongly, as `UIApplicationMain` keeps the delegate it makes (UIKit's property
    /// is `unowned(unsafe)`).
    public var delegate: ApplicationDelegate?

    /// The app's scenes that are connected, as `UIApplication.connectedScenes`: after a launch
    /// with a scene delegate, the one ``WindowScene`` it connected.
    public internal(set) var connectedScenes: Set<Scene> = []

    /// The app's sessions, connected or not, as `UIApplication.openSessions`.
    public internal(set) var openSessions: Set<SceneSession> = []

    /// Whether the app shows more than one scene at once, as
    /// `UIApplication.supportsMultipleScenes`: `false`, as on an iPhone.
    public var supportsMultipleScenes: Bool { false }

    /// How the app was launched, for the transitions and reconnections that follow; `nil` before a
    /// launch.
    var lifecycle: Lifecycle?

    /// Whether the screen stays on while the app runs. Default `false`. Recorded only.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon (deprecated in iOS 17 in favour of
    /// `UNUserNotificationCenter.setBadgeCount`). Default 0. Recorded only.
    public var applicationIconBadgeNumber = 0

    /// Whether the status bar shows the network activity spinner, as UIKit's
    /// `isNetworkActivityIndicatorVisible` (deprecated in iOS 13, which shows none). Default
    /// `false`. Recorded only: there is no status bar headless.
    public var isNetworkActivityIndicatorVisible = false

    /// The URL schemes ``canOpenURL(_:)`` answers `true` for: by default the ones an iPhone always
    /// opens (`http`, `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`) and the settings URL's
    /// (`app-settings`). An OpenTableView addition: a test adds a scheme to stand for an
    /// installed app, or removes one. On iOS, a scheme not listed under the app's
    /// `LSApplicationQueriesSchemes` answers `false`.
    public var openableURLSchemes = Application.defaultOpenableURLSchemes

    private static let defaultOpenableURLSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "maps", "app-settings",
    ]

    /// The URLs ``open(_:options:completionHandler:)`` opened, in order. An OpenTableView
    /// addition for tests.
    public private(set) var openedURLs: [URL] = []

    private override init() {}

    /// Whether a URL of `url`'s scheme can be opened: its scheme (compared in lower case) is one
    /// of ``openableURLSchemes``.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableURLSchemes.contains(scheme)
    }

    /// Opens `url`, as UIKit's `open(_:options:completionHandler:)`: headless, records it in
    /// ``openedURLs`` when ``canOpenURL(_:)`` answers `true` and the options do not ask for
    /// ``OpenExternalURLOptionsKey/universalLinksOnly``, then calls `completionHandler` with whether
    /// it did. Difference from UIKit: the completion runs before this method returns, not later
    /// on the main queue.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor (Bool) -> Void)? = nil
    ) {
        let universalLinksOnly = options[.universalLinksOnly] as? Bool ?? false
        let opened = !universalLinksOnly && canOpenURL(url)
        if opened { openedURLs.append(url) }
        completionHandler?(opened)
    }

    /// ``open(_:options:completionHandler:)`` for `async` code, as UIKit's
    /// `open(_:options:) async -> Bool`: whether the URL was opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        var opened = false
        open(url, options: options) { opened = $0 }
        return opened
    }

    /// The next responder, as UIKit's: the app delegate when it is a ``Responder`` (Apple: "but
    /// only if the app delegate is an instance of UIResponder and is not a view, view controller,
    /// or the app object itself"), else `nil`.
    public override var next: Responder? {
        guard let responder = delegate as? Responder, !(responder is View), !(responder is ViewController),
            responder !== self
        else { return nil }
        return responder
    }

    /// Forgets the URLs opened so far and restores the default ``openableURLSchemes``,
    /// ``isIdleTimerDisabled``, ``applicationIconBadgeNumber`` and
    /// ``isNetworkActivityIndicatorVisible``; forgets a launch (its delegate,
    /// scenes and sessions, without calling them) and makes ``applicationState`` ``State/active``
    /// again, for a test that starts from a fresh app. An OpenTableView addition.
    public func resetForTesting() {
        resetLifecycle()
        openedURLs = []
        openableURLSchemes = Application.defaultOpenableURLSchemes
        isIdleTimerDisabled = false
        applicationIconBadgeNumber = 0
        isNetworkActivityIndicatorVisible = false
    }
}
