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
