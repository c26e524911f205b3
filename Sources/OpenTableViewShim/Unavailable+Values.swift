#if !canImport(UIKit)
    import Foundation
    import OpenTableView

    // The scene API a window is made with on iOS 13 and later. There are no scenes headless: a
    // window is created with `UIWindow()` (sized like an iPhone) or `UIWindow(frame:)`.

    /// Scenes do not exist headless.
    @available(
        *, unavailable,
        message:
            "OpenTableView has no scenes: create the window with UIWindow(), sized like an iPhone with its safe area, or UIWindow(frame:) (see Compatibility/Porting.md)"
    )
    public final class UIWindowScene {}

    extension Window {
        /// Scenes do not exist headless; create the window with `UIWindow()` or `UIWindow(frame:)`.
        @available(
            *, unavailable,
            message:
                "OpenTableView has no scenes: create the window with UIWindow(), sized like an iPhone with its safe area, or UIWindow(frame:) (see Compatibility/Porting.md)"
        )
        public convenience init(windowScene: UIWindowScene) {
            self.init()
        }
    }
#endif
