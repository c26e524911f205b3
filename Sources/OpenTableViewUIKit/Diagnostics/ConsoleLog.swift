import Foundation

/// What OpenTableView writes to the console where UIKit logs a warning and carries on (rather
/// than raising): an attempt to present on a controller that already presents, for example.
///
/// Each line is written to standard error, as UIKit's `os_log` lines appear in Xcode's console;
/// ``didLog`` lets a test read them.
@preconcurrency @MainActor
public enum ConsoleLog {
    /// Called with every line written. Defaults to `nil`.
    public static var didLog: (@MainActor (String) -> Void)?
}

/// Writes UIKit's console line `line` to standard error and hands it to ``ConsoleLog/didLog``.
@MainActor
package func logToConsole(_ line: String) {
    ConsoleLog.didLog?(line)
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes a "Warning once only" line of UIKit's once for `owner`: the first time it is logged for
/// that object, and not again while the object lives.
///
/// UIKit writes such a line once per process; headless, where one test process runs many
/// screens, it is written once per object (a table, for example), so each test that trips it
/// sees it (`Compatibility/Porting.md`).
@MainActor
package func logToConsoleOnce(_ line: String, for owner: AnyObject) {
    var owners = (onceOnlyLines[line] ?? []).filter { $0.object != nil }
    guard !owners.contains(where: { $0.object === owner }) else { return }
    owners.append(WeakOwner(object: owner))
    onceOnlyLines[line] = owners
    logToConsole(line)
}

/// The objects each once-only line was written for, held weakly.
@MainActor private var onceOnlyLines: [String: [WeakOwner]] = [:]

/// An object a once-only line was written for, not kept alive by the record.
private struct WeakOwner {
    weak var object: AnyObject?
}
