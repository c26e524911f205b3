// A file header comment stays where it is.
import Foundation
import OpenTableViewShim  // the table screens

#if canImport(UIKit)
    import UIKit  // already written for both platforms: left alone
#else
    import OpenTableViewShim
#endif

import UIKit.UIGestureRecognizerSubclass  // reported: no such module here
#if canImport(AVFoundation)
import AVFoundation  // only AVMakeRect: kept for iOS, the shim has it
#endif

func fitted(_ size: CGSize, into bounds: CGRect) -> CGRect {
    AVMakeRect(aspectRatio: size, insideRect: bounds)
}
