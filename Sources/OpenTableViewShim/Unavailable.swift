#if !canImport(UIKit)
    import Foundation
    import OpenTableView

    // UIKit API that cannot exist headless, declared unavailable so that a port stops at compile time
    // with the reason and the way out, instead of "cannot find 'UINib' in scope". Nothing here can be
    // called: every declaration is `@available(*, unavailable)`. Compatibility/Porting.md explains
    // each rewrite.
    //
    // Methods that iOS code overrides (`awakeFromNib()`, `draw(_:)`, `prepare(for:sender:)`) are
    // declared in extensions, which Swift does not let a subclass override: the override fails with a
    // note pointing here, and the usual `super.awakeFromNib()` call shows the message.

    // MARK: Nibs

    /// Nibs do not exist headless.
    @available(
        *, unavailable,
        message:
            "OpenTableView has no nibs: build the view in code and register its class with register(_:forCellReuseIdentifier:) (see Compatibility/Porting.md)"
    )
    public final class UINib {
        @available(
            *, unavailable,
            message:
                "OpenTableView has no nibs: build the view in code and register its class with register(_:forCellReuseIdentifier:) (see Compatibility/Porting.md)"
        )
        public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    }

    extension TableView {
        /// Nibs do not exist headless; register the cell class instead.
        @available(
            *, unavailable,
            message:
                "OpenTableView has no nibs: register the cell class with register(_:forCellReuseIdentifier:) and build its content in init(style:reuseIdentifier:)"
        )
        public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}

        /// Nibs do not exist headless; register the header/footer class instead.
        @available(
            *, unavailable,
            message:
                "OpenTableView has no nibs: register the view class with register(_:forHeaderFooterViewReuseIdentifier:) and build its content in init(reuseIdentifier:)"
        )
        public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    }

    extension Bundle {
        /// Nibs do not exist headless.
        @available(*, unavailable, message: "OpenTableView has no nibs: create the views in code")
        public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? { nil }
    }

    extension View {
        /// Nothing is loaded from a nib headless, so nothing is awoken from one.
        @available(
            *, unavailable,
            message:
                "OpenTableView has no nibs, so nothing is awoken from one: move this set-up into init(style:reuseIdentifier:) (cells) or init(frame:) (views)"
        )
        public func awakeFromNib() {}
    }

    // MARK: Storyboards

    /// Storyboards do not exist headless.
    @available(
        *, unavailable,
        message:
            "OpenTableView has no storyboards: create view controllers with their initializers and register cell classes in code (see Compatibility/Porting.md)"
    )
    public final class UIStoryboard {
        @available(
            *, unavailable, message: "OpenTableView has no storyboards: create view controllers with their initializers"
        )
        public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}

        @available(
            *, unavailable, message: "OpenTableView has no storyboards: create the view controller with its initializer"
        )
        public func instantiateViewController(withIdentifier identifier: String) -> ViewController { fatalError() }

        @available(
            *, unavailable, message: "OpenTableView has no storyboards: create the view controller with its initializer"
        )
        public func instantiateInitialViewController() -> ViewController? { nil }
    }

    /// Segues belong to storyboards, which do not exist headless.
    @available(
        *, unavailable,
        message:
            "OpenTableView has no storyboards or segues: create the destination controller in code and hand it its data directly"
    )
    public final class UIStoryboardSegue {
        @available(*, unavailable, message: "OpenTableView has no storyboards or segues")
        public var identifier: String? { nil }

        @available(*, unavailable, message: "OpenTableView has no storyboards or segues")
        public var destination: ViewController { fatalError() }
    }

    extension ViewController {
        /// Storyboards do not exist headless.
        @available(
            *, unavailable, message: "OpenTableView has no storyboards: create view controllers with their initializers"
        )
        public var storyboard: UIStoryboard? { nil }

        /// Segues belong to storyboards, which do not exist headless.
        @available(
            *, unavailable,
            message:
                "OpenTableView has no storyboards or segues: create the destination controller in code and hand it its data directly"
        )
        public func performSegue(withIdentifier identifier: String, sender: Any?) {}

        /// Segues belong to storyboards, which do not exist headless.
        @available(
            *, unavailable,
            message:
                "OpenTableView has no storyboards or segues: pass data to the destination controller where you create it"
        )
        public func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    }

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
