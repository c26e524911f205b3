import Foundation

/// Calls `body` with `object` without retaining it. The caller guarantees that something else
/// holds the object for the whole call: an array it is in that the caller keeps, or a local
/// variable that owns it.
///
/// Why: a call on a class reference loaded from memory, even from an `unowned(unsafe)` one,
/// retains it before and releases it after, two atomic operations. On the x86 machines this
/// package is measured on they are the largest single cost of swapping a cell
/// (`Benchmarks/README.md`, "Where a swap's time goes").
///
/// Main-actor isolated and in this module on purpose: a main-actor closure handed to a function
/// of another module (the standard library's `_withUnsafeGuaranteedRef`, or the same helper in
/// `OpenTableViewUIKit`) checks its actor isolation at run time on every call; handed to this one,
/// it does not, and this one passes it on as a plain function value.
@MainActor @inline(__always)
func withUnretainedObject<Object: AnyObject, Result>(_ object: Unmanaged<Object>, _ body: (Object) -> Result)
    -> Result
{
    object._withUnsafeGuaranteedRef(body)
}
