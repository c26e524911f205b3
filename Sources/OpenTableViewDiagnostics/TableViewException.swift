import Foundation

/// A misuse that UIKit reports by raising an Objective-C exception, which crashes the app.
///
/// Every message OpenTableView raises is spelled exactly as UIKit spells it (see
/// `Compatibility/Porting.md` for the sources), so a Linux test can assert the same text an iOS
/// crash log shows. UIKit 15+ appends ` Table view: <UITableView: 0x…>` to several messages;
/// that suffix names a live object and cannot be reproduced, so ``reason`` ends before it.
public struct TableViewException: Error, Equatable, CustomStringConvertible, Sendable {
    /// The Objective-C exception name UIKit uses for this misuse.
    public enum Name: String, Sendable {
        /// `NSInternalInconsistencyException`: assertions such as invalid updates or dequeues.
        case internalInconsistency = "NSInternalInconsistencyException"
        /// `NSRangeException`: out-of-bounds scrolls.
        case range = "NSRangeException"
        /// `NSInvalidArgumentException`: invalid arguments, such as a negative row height.
        case invalidArgument = "NSInvalidArgumentException"
        /// `NSGenericException`: Auto Layout's misuse, such as a constraint between views in
        /// different view hierarchies.
        case generic = "NSGenericException"
    }

    /// The exception's name.
    public var name: Name
    /// UIKit's exact message.
    public var reason: String

    /// Creates an exception value.
    public init(_ name: Name, _ reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The line the iOS console prints for an uncaught exception.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
    }
}
