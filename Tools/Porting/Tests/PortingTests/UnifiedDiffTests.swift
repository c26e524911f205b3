import PortingRewrites
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x.swift") == "")
    }

    @Test func aChangedLineIsPrintedAsDiffUPrintsIt() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff.make(old: old, new: new, path: "x.swift") == """
                --- a/x.swift
                +++ b/x.swift
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesGetTheirOwnHunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
            of: "\n19\n", with: "\n19\nnineteen and a half\n")
        #expect(
            UnifiedDiff.make(old: old, new: new, path: "n") == """
                --- a/n
                +++ b/n
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -17,4 +17,5 @@
                 17
                 18
                 19
                +nineteen and a half
                 20

                """)
    }
}
