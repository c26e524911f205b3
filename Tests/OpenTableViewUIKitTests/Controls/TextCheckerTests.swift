import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UITextChecker`, enough for a word game. Apple's pages: "UITextChecker",
/// "rangeOfMisspelledWord(in:range:startingAt:wrap:language:)" (returns `NSNotFound` as the location
/// when no word is misspelled), "learnWord(_:)", "ignoreWord(_:)".
@MainActor
@Suite(.serialized) struct TextCheckerTests {
    func range(of word: String, in text: String) -> NSRange {
        (text as NSString).range(of: word)
    }

    /// The check a word game makes, as apps write it.
    func isReal(_ word: String) -> Bool {
        let checker = TextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(
            in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelled.location == NSNotFound
    }

    @Test func aWordGameCanTellRealWords() {
        #expect(isReal("apple") && isReal("Water") && isReal("don't"))
        #expect(!isReal("xqzt") && !isReal("aple"))
        expectEqual(TextChecker.availableLanguages, ["en_US"])
    }

    @Test func theFirstMisspelledWordIsFoundFromTheStartingOffsetWithWrapping() {
        let checker = TextChecker()
        let text = "Buy mlik and bredd today"
        let all = NSRange(location: 0, length: text.utf16.count)
        expectEqual(
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en_US"),
            range(of: "mlik", in: text))
        expectEqual(
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 9, wrap: false, language: "en_US"),
            range(of: "bredd", in: text))
        let afterBoth = range(of: "today", in: text).location
        expectEqual(
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: afterBoth, wrap: false, language: "en_US")
                .location, NSNotFound)
        expectEqual(
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: afterBoth, wrap: true, language: "en_US"),
            range(of: "mlik", in: text))
        // Another language is not checked.
        expectEqual(
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: true, language: "fr").location,
            NSNotFound)
    }

    @Test func guessesAreKnownWordsOneEditAwayInTheWordsCase() throws {
        let checker = TextChecker()
        let text = "Mlik"
        let guesses = try #require(
            checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: "en"))
        expectEqual(guesses.first, "Milk", "a swap of two letters, capitalized as typed")
        let helo = try #require(
            checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "helo", language: "en"))
        #expect(helo.contains("hello") && helo.contains("help") && helo.contains("held"))
        expectEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "helo", language: "de"), nil)
    }

    @Test func completionsStartWithThePartialWord() throws {
        let checker = TextChecker()
        let completions = try #require(
            checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "choc", language: "en"))
        #expect(completions.contains("chocolate"))
        #expect(completions.allSatisfy { $0.hasPrefix("choc") })
    }

    @Test func learnedWordsAreKnownToEveryCheckerAndIgnoredOnesToOne() {
        #expect(!isReal("zorbly"))
        TextChecker.learnWord("zorbly")
        defer { TextChecker.unlearnWord("zorbly") }
        #expect(TextChecker.hasLearnedWord("zorbly") && isReal("Zorbly"))
        expectEqual(
            TextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "zor", language: "en"),
            ["zorbly"])
        TextChecker.unlearnWord("zorbly")
        #expect(!TextChecker.hasLearnedWord("zorbly") && !isReal("zorbly"))

        let checker = TextChecker()
        expectEqual(checker.ignoredWords, nil)
        checker.ignoreWord("Gruffalo")
        expectEqual(checker.ignoredWords, ["Gruffalo"])
        let text = "the gruffalo"
        let all = NSRange(location: 0, length: text.utf16.count)
        expectEqual(
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en").location,
            NSNotFound)
        #expect(!isReal("gruffalo"), "ignoring is per checker")
    }
}
