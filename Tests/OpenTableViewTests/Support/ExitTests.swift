import Testing

/// Every exit test (a trap checked in a child process) lives in an extension of this suite.
///
/// Swift Testing on Linux can report "Interrupted system call" when several exit-test children
/// end at once, so they run one at a time; the rest of the suite still runs in parallel.
@Suite(.serialized)
struct ExitTests {}
