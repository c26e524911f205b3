import OpenTableViewShim

/// What the fixtures' app classes saw, in order: the tests compare it with UIKit's documented
/// order. Reset by each test; the suites are serialized, and every test runs on the main actor.
@MainActor
enum LoadingLog {
    static var events: [String] = []

    static func record(_ event: String) {
        events.append(event)
    }
}
