import Foundation

/// How much randomized work a run does, read from the environment, so that a developer's
/// `swift test`, CI (`.ci/run`), a replay and the long run (`Tests/long-run.sh`) use the same tests.
///
/// The defaults are a developer's budget: every seed and configuration, fewer steps each, so the
/// whole suite runs in a minute or two. CI raises them to its budget through the environment.
///
/// - `OPENTABLEVIEW_SEED`: one seed (`103`, `0x67`), a list (`101,105`) or a closed range
///   (`1000...1199`); unset, each suite runs its default seeds.
/// - `OPENTABLEVIEW_THRASH_BATCHES`: batches per thrash seed (the diffable thrash's too, unless
///   `OPENTABLEVIEW_DIFFABLE_BATCHES` is set; the collection view's `CollectionViewBatchThrashTests` too).
/// - `OPENTABLEVIEW_DIFFABLE_BATCHES`: snapshots per diffable-thrash seed.
/// - `OPENTABLEVIEW_LAYOUT_EPISODES`: tables per randomized-layout seed (collection views per
///   `CollectionViewRandomizedLayoutTests` seed too).
/// - `OPENTABLEVIEW_LONG_REPLAYS`: set (to anything) to run the thrash seeds the regression suites
///   replay to their full recorded length, as CI does.
/// - `OPENTABLEVIEW_LIFETIME_STEPS`: scroll steps of the long lifetime run (10^5; CI 10^6).
enum RandomizedRuns {
    /// The seeds in `OPENTABLEVIEW_SEED`, or `defaults` when it is unset or empty.
    static func seeds(default defaults: [UInt64]) -> [UInt64] {
        guard
            let text = ProcessInfo.processInfo.environment["OPENTABLEVIEW_SEED"]?
                .trimmingCharacters(in: .whitespaces), !text.isEmpty
        else { return defaults }
        guard let seeds = parseSeeds(text) else {
            fatalError("OPENTABLEVIEW_SEED is not a seed, a list or a range: \(text)")
        }
        return seeds
    }

    /// `"7"`, `"0x1f"`, `"1,2,0x3"` or `"1000...1199"`; `nil` when malformed.
    static func parseSeeds(_ text: String) -> [UInt64]? {
        if let dots = text.range(of: "...") {
            guard let low = parseSeed(String(text[..<dots.lowerBound])),
                let high = parseSeed(String(text[dots.upperBound...])), low <= high
            else { return nil }
            return Array(low...high)
        }
        let parts = text.split(separator: ",").map { parseSeed(String($0)) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        return parts.map { $0! }
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// Whether `name` is set in the environment (to anything).
    static func isSet(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[name] != nil
    }

    /// An integer knob, or `default` when it is unset.
    static func count(_ name: String, default value: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return value }
        guard let count = Int(text), count > 0 else { fatalError("\(name) is not a positive integer: \(text)") }
        return count
    }
}
