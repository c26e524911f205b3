import Foundation

/// A spell checker, as UIKit's `UITextChecker`: finds misspelled words in a string, suggests
/// corrections and completions, and keeps the words the app learns.
///
/// Headless there is no system dictionary: the checker knows the common English words of
/// ``TextChecker/builtInWords`` — enough for a word game ("is this a real word?") — and those of
/// `/usr/share/dict/words` when that file exists, plus the words
/// learned with ``learnWord(_:)`` (for every checker, as iOS keeps them for the app) and those a
/// checker ignores. Words compare without regard to case. Guesses are the known words one edit
/// away (a letter removed, added, changed, or two swapped), the most common first. Only English
/// (a language code starting with `en`) is checked: for another language nothing is misspelled
/// and there are no guesses, as for a language iOS does not have. See `Compatibility/Porting.md`,
/// "Spell checking".
@preconcurrency @MainActor
open class TextChecker {
    /// The words this checker ignores, or `nil` when none.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }
    private var ignored: [String] = []

    /// Creates a checker, as `UITextChecker()`.
    public init() {}

    /// The languages the checker knows, as `UITextChecker.availableLanguages`: `["en_US"]`.
    open class var availableLanguages: [String] { ["en_US"] }

    /// Learns `word` for every checker of the app, as `UITextChecker.learnWord(_:)`.
    open class func learnWord(_ word: String) {
        TextCheckerDictionary.learned.insert(word.lowercased())
    }

    /// Forgets a learned word, as `UITextChecker.unlearnWord(_:)`.
    open class func unlearnWord(_ word: String) {
        TextCheckerDictionary.learned.remove(word.lowercased())
    }

    /// Whether `word` was learned, as `UITextChecker.hasLearnedWord(_:)`.
    open class func hasLearnedWord(_ word: String) -> Bool {
        TextCheckerDictionary.learned.contains(word.lowercased())
    }

    /// Ignores `wordToIgnore` in this checker from now on, as `ignoreWord(_:)`.
    open func ignoreWord(_ wordToIgnore: String) {
        if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
    }

    /// The first misspelled word of `stringToCheck` within `range` (UTF-16 offsets), searching from
    /// `startingOffset` to the end of the range and then, with `wrapFlag`, from the start of the
    /// range, as `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`. Returns
    /// `NSRange(location: NSNotFound, length: 0)` when every word is spelled right.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard Self.isEnglish(language) else { return notFound }
        let words = Self.words(in: stringToCheck, range: range)
        let start = Swift.max(startingOffset, range.location)
        let ordered =
            words.filter { $0.range.location >= start } + (wrapFlag ? words.filter { $0.range.location < start } : [])
        return ordered.first { !isKnown($0.word) }?.range ?? notFound
    }

    /// Corrections for the word at `range` of `string`, as `guesses(forWordRange:in:language:)`:
    /// the known words one edit away, the most common first, in the word's case (capitalized or
    /// upper case). Empty when there are none; `nil` for a language the checker does not know.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.isEnglish(language), let word = Self.substring(of: string, range: range) else { return nil }
        let lower = word.lowercased()
        var seen: Set<String> = [lower]
        var found: [String] = []
        for candidate in Self.edits(of: lower) where seen.insert(candidate).inserted && isKnown(candidate) {
            found.append(candidate)
        }
        return TextCheckerDictionary.ranked(found).map { Self.matchingCase(of: word, $0) }
    }

    /// Known words that start with the partial word at `range` of `string`, the most common first,
    /// as `completions(forPartialWordRange:in:language:)`. `nil` for a language the checker does
    /// not know or an empty range.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.isEnglish(language), let partial = Self.substring(of: string, range: range), !partial.isEmpty else {
            return nil
        }
        let prefix = partial.lowercased()
        let known =
            TextCheckerDictionary.words.filter { $0.hasPrefix(prefix) && $0 != prefix }
            + TextCheckerDictionary.learned.filter { $0.hasPrefix(prefix) && $0 != prefix }
        return TextCheckerDictionary.ranked(Array(Set(known))).map { Self.matchingCase(of: partial, $0) }
    }

    // MARK: Words

    private func isKnown(_ word: String) -> Bool {
        let lower = word.lowercased()
        return TextCheckerDictionary.words.contains(lower) || TextCheckerDictionary.learned.contains(lower)
            || ignored.contains { $0.lowercased() == lower }
    }

    private static func isEnglish(_ language: String) -> Bool {
        language.lowercased().hasPrefix("en")
    }

    private static func substring(of string: String, range: NSRange) -> String? {
        let text = string as NSString
        guard range.location != NSNotFound, range.location >= 0, NSMaxRange(range) <= text.length else { return nil }
        return text.substring(with: range)
    }

    /// The words (letters and inner apostrophes) of `string` within `range`, with their UTF-16
    /// ranges.
    private static func words(in string: String, range: NSRange) -> [(word: String, range: NSRange)] {
        let text = string as NSString
        let end = Swift.min(NSMaxRange(range), text.length)
        var result: [(String, NSRange)] = []
        var index = Swift.max(range.location, 0)
        func isLetter(_ unit: unichar) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return false }
            return CharacterSet.letters.contains(scalar)
        }
        while index < end {
            guard isLetter(text.character(at: index)) else {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < end {
                let unit = text.character(at: wordEnd)
                if isLetter(unit) {
                    wordEnd += 1
                } else if unit == 0x27 || unit == 0x2019, wordEnd + 1 < end, isLetter(text.character(at: wordEnd + 1)) {
                    wordEnd += 1
                } else {
                    break
                }
            }
            let wordRange = NSRange(location: index, length: wordEnd - index)
            result.append((text.substring(with: wordRange).replacingOccurrences(of: "\u{2019}", with: "'"), wordRange))
            index = wordEnd
        }
        return result
    }

    /// The strings one edit from `word`: transpositions, then changes, insertions and deletions.
    private static func edits(of word: String) -> [String] {
        let letters = Array(word)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var result: [String] = []
        for index in letters.indices.dropLast() {
            var swapped = letters
            swapped.swapAt(index, index + 1)
            result.append(String(swapped))
        }
        for index in letters.indices {
            for letter in alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                result.append(String(changed))
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                result.append(String(inserted))
            }
        }
        for index in letters.indices where letters.count > 1 {
            var removed = letters
            removed.remove(at: index)
            result.append(String(removed))
        }
        return result
    }

    /// `word` in the case of `model`: upper case, capitalized, or as it is.
    private static func matchingCase(of model: String, _ word: String) -> String {
        if model.count > 1, model == model.uppercased() { return word.uppercased() }
        if let first = model.first, first.isUppercase { return word.prefix(1).uppercased() + word.dropFirst() }
        return word
    }
}

/// The words every checker knows and the words the app learned.
@MainActor
enum TextCheckerDictionary {
    /// The words learned with `learnWord(_:)`, lower-cased.
    static var learned: Set<String> = []

    /// The known words, lower-cased: the built-in list, and `/usr/share/dict/words` when it exists.
    static let words: Set<String> = Set(TextChecker.builtInWords).union(systemWords ?? [])

    /// The rank of each built-in word (its place in the list, most common first).
    private static let rank: [String: Int] = Dictionary(
        TextChecker.builtInWords.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// `words` ordered by rank, unranked ones after, alphabetically.
    static func ranked(_ words: [String]) -> [String] {
        words.sorted { lhs, rhs in
            let left = rank[lhs] ?? Int.max
            let right = rank[rhs] ?? Int.max
            return left != right ? left < right : lhs < rhs
        }
    }

    private static var systemWords: [String]? {
        guard let text = try? String(contentsOfFile: "/usr/share/dict/words", encoding: .utf8) else { return nil }
        return text.split(whereSeparator: \.isNewline).map { $0.lowercased() }
    }
}
