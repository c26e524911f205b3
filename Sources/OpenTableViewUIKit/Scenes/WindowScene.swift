import Foundation

/// A scene that shows windows, as UIKit's `UIWindowScene`: the kind of scene an iPhone app's
/// launch connects. Its windows are the ones made with `Window(windowScene:)` or given it through
/// ``Window/windowScene``.
/// ([UIWindowScene](https://developer.apple.com/documentation/uikit/uiwindowscene))
@preconcurrency @MainActor
open class WindowScene: Scene {
    /// The scene's windows, weakly held: whoever made a window keeps it (the scene delegate's
    /// `window` property, in Xcode's template), as in UIKit, where a window nobody keeps goes away.
    private var windowReferences: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: Window?
    }

    /// The window the launch made for the main storyboard's initial controller, kept as UIKit
    /// keeps the storyboard's window.
    var launchWindow: Window?

    /// The windows of the scene, in the order they joined it, as `UIWindowScene.windows`.
    public var windows: [Window] {
        windowReferences.compactMap(\.window)
    }

    /// The scene's key window, as `UIWindowScene.keyWindow` (iOS 15): the one of ``windows`` that
    /// is key, or `nil`.
    public var keyWindow: Window? {
        windows.first { $0.isKeyWindow }
    }

    /// The screen the scene shows on, as `UIWindowScene.screen`: ``Screen/main``, the one screen
    /// headless.
    public var screen: Screen { Screen.main }

    /// The scene's traits, as `UIWindowScene.traitCollection`: its first window's, or an iPhone's
    /// defaults when it has none.
    public var traitCollection: TraitCollection {
        windows.first?.traitCollection ?? .phoneDefaults
    }

    /// Adds `window` to ``windows``, once.
    func attach(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Removes `window` from ``windows``.
    func detach(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }
}
