#if canImport(Testing)
    import Foundation
    import Testing
    import OpenTableView

    /// A Swift Testing trait that, when ``ExplorerPages/directoryVariable``
    /// (`OPENTABLEVIEW_EXPLORER_DIR`) names a folder, records the session of every table the test
    /// creates and, if the test fails, writes each table's explorer page there, named after the
    /// test, for CI to keep as artifacts. On a suite it applies to every test in it.
    ///
    /// A test fails when it records an issue (a failed `#expect`, `Issue.record`) or throws: the
    /// trait observes the test's issues through an issue-handling trait's scope (it passes every
    /// issue on unchanged), and catches what the test throws (and throws it again).
    ///
    /// ```swift
    /// @Suite(.explorerPagesOnFailure) @MainActor struct ScrollingTests { … }
    /// ```
    ///
    /// Tables are recorded from their creation (`TableView.init`), so a table made by a helper or
    /// a view controller inside the test is recorded too. Unset, the trait does nothing.
    public struct ExplorerPagesOnFailureTrait: TestTrait, SuiteTrait, TestScoping {
        /// On a suite, the trait applies to every test in it, nested suites included.
        public var isRecursive: Bool { true }

        /// The folder pages go to instead of the environment variable's (for this module's tests).
        let directoryOverride: URL?

        init(directory: URL? = nil) {
            directoryOverride = directory
        }

        /// Runs the test with every table it creates recorded, and writes their pages when it fails
        /// (only when the environment variable names a folder; otherwise just runs the test).
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            guard testCase != nil, let directory = directoryOverride ?? ExplorerPages.directory else {
                try await function()
                return
            }
            let collection = await TableSessionCollection()
            let failure = FailureFlag()
            let observer = IssueHandlingTrait.filterIssues { issue in
                if issue.isFailure { failure.set() }
                return true
            }
            do {
                try await observer.provideScope(for: test, testCase: testCase) {
                    try await TableSessionScope.$collection.withValue(collection) { try await function() }
                }
            } catch {
                failure.set()
                try? await Self.write(collection, test: test, in: directory)
                throw error
            }
            if failure.isSet { try await Self.write(collection, test: test, in: directory) }
        }

        @MainActor
        private static func write(_ collection: TableSessionCollection, test: Test, in directory: URL) throws {
            let base = test.id.description
            for (index, recorder) in collection.recorders.enumerated() {
                try ExplorerPages.write(recorder, name: index == 0 ? base : "\(base)-\(index + 1)", in: directory)
            }
        }
    }

    /// Whether an issue was recorded, set from the issue handler (any thread).
    private final class FailureFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    extension Trait where Self == ExplorerPagesOnFailureTrait {
        /// Writes the explorer page of every table a failing test created into the folder
        /// `OPENTABLEVIEW_EXPLORER_DIR` names; see ``ExplorerPagesOnFailureTrait``.
        public static var explorerPagesOnFailure: Self { Self() }
    }
#endif
