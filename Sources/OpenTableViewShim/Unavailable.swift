#if !canImport(UIKit)
    import Foundation
    import OpenTableView

    // UIKit API that cannot exist headless, declared unavailable so that a port stops at compile time
    // with the reason and the way out, instead of "cannot find 'UINib' in scope". Nothing here can be
    // called: every declaration is `@available(*, unavailable)`. Compatibility/Porting.md explains
    // each rewrite.
    //
    // Methods that iOS code overrides (`draw(_:)`) are
    // declared in extensions, which Swift does not let a subclass override: the override fails with a
    // note pointing here, and the usual `super` call shows the message.

    // MARK: Drawing

    extension View {
        /// Nothing is drawn headless.
        @available(
            *, unavailable,
            message:
                "Nothing is drawn headless: views have frames, not pixels. Express the content as subviews (labels, image views) so tests can read it"
        )
        public func draw(_ rect: CGRect) {}

        /// Nothing is drawn headless, so there is nothing to redisplay.
        @available(
            *, unavailable,
            message:
                "Nothing is drawn headless, so there is nothing to redisplay: delete the call, or call setNeedsLayout() if the layout changed"
        )
        public func setNeedsDisplay() {}
    }

    /// Nothing is drawn headless.
    // UIKit's own name, not lowerCamelCase:
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @available(
        *, unavailable,
        message: "Nothing is drawn headless: there is no graphics context. Express the content as subviews"
    )
    public func UIGraphicsGetCurrentContext() -> AnyObject? { nil }

    /// Nothing is drawn headless.
    // UIKit's own name, not lowerCamelCase:
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @available(
        *, unavailable,
        message:
            "Nothing is drawn headless: there are no bitmap contexts. Use UIImage(named:size:) for an image of a known size"
    )
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}

#endif
