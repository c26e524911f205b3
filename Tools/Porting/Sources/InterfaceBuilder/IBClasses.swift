/// The UIKit class each Interface Builder element makes, and the UIKit properties an outlet may
/// set on an object whose class is UIKit's own.
enum IBClasses {
    /// Element tag → UIKit class, for the views.
    static let views: [String: String] = [
        "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton", "switch": "UISwitch",
        "textField": "UITextField", "textView": "UITextView", "segmentedControl": "UISegmentedControl",
        "slider": "UISlider", "stepper": "UIStepper", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "stackView": "UIStackView", "searchBar": "UISearchBar",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "scrollView": "UIScrollView",
        "containerView": "UIView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView",
    ]

    /// Element tag → UIKit class, for the controllers.
    static let controllers: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "collectionViewController": "UICollectionViewController",
    ]

    /// Element tag → UIKit class, for the gesture recognizers a scene holds.
    static let gestureRecognizers: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    ]

    /// Elements the converter knows and deliberately does not make (with the reason reported).
    static let unsupported: [String: String] = [
        "mapView": "MapKit exists only on Apple platforms", "wkWebView": "WebKit exists only on Apple platforms",
        "webView": "WebKit exists only on Apple platforms", "datePicker": "UIDatePicker is not converted",
        "pickerView": "UIPickerView is not converted", "visualEffectView": "visual effects have no effect headless",
        "pageViewController": "UIPageViewController is not converted",
        "glkViewController": "GLKit exists only on Apple platforms",
        "avPlayerViewController": "AVKit exists only on Apple platforms",
        "hostingController": "SwiftUI exists only on Apple platforms",
        "pageControl": "UIPageControl is not converted", "pongPressGestureRecognizer": "not a UIKit recognizer",
    ]

    /// Properties of UIKit's own classes that Interface Builder connects as outlets.
    static let uikitOutlets: Set<String> = [
        "dataSource", "delegate", "prefetchDataSource", "view", "tableView", "tableHeaderView", "tableFooterView",
        "backgroundView", "selectedBackgroundView", "accessoryView", "editingAccessoryView", "inputView",
        "inputAccessoryView", "searchBar", "refreshControl", "gestureRecognizers", "collectionView",
    ]

    /// Whether a name is UIKit's (a `customClass` may name a UIKit class, which is fine).
    static func isUIKit(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS")
    }
}
