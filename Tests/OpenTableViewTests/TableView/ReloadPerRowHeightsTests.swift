import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@_spi(OpenTableViewInternals) @testable import OpenTableView

/// `reloadData` with `tableView(_:heightForRowAt:)`: the loop that asks every row (the
/// fast path of `TableView+Heights.swift`) keeps UIKit's calls, order, index paths, heights and
/// messages, across the chunks of B = 2,048 rows it streams into the height model.
@MainActor
@Suite(.explorerPagesOnFailure) struct ReloadPerRowHeightsTests {
    /// Heights that are not sums of powers of two, so any change in the order of additions
    /// would show in the offsets' last bits.
    nonisolated static func inexactHeight(_ indexPath: IndexPath) -> CGFloat {
        44.1 + CGFloat((indexPath.section * 7 + indexPath.row) % 11) * 0.3
    }

    /// The calls a reload of `counts` makes, in order: the structure, every row's height section by
    /// section, then each section's header and footer heights.
    private static func reloadCalls(_ counts: [Int]) -> [TableEvent] {
        var expected: [TableEvent] = [.numberOfSections]
        expected += counts.indices.map { .numberOfRows($0) }
        for (section, rows) in counts.enumerated() {
            expected += (0..<rows).map { .heightForRow(IndexPath(row: $0, section: section)) }
        }
        for section in counts.indices { expected += [.heightForHeader(section), .heightForFooter(section)] }
        return expected
    }

    /// A table of `counts` whose delegate answers `height`; nothing laid out yet.
    private func table(_ counts: [Int], height: @escaping (IndexPath) -> CGFloat) -> TestTableView {
        let (table, _) = makeTable(counts, size: CGSize(width: 320, height: 200), rowHeight: nil)
        table.attach(RecordingHeightDelegate(log: TableEventLog(), rowHeight: height))
        return table
    }

    @Test func asksEveryRowOnceInOrderWithItsIndexPathAcrossChunks() {
        let counts = [5000, 0, 3, 2049]
        let table = table(counts, height: Self.inexactHeight)
        let recorder = TableCallRecorder(attachedTo: table)
        table.reloadData()
        expectEqual(recorder.take(), Self.reloadCalls(counts))
    }

    @Test func rowsGetTheDelegatesHeightsInTheModelsOwnSumsBitForBit() {
        let counts = [5000, 0, 3, 2049]
        let table = table(counts, height: Self.inexactHeight)
        table.reloadData()
        for (section, rows) in counts.enumerated() {
            // The model `RowHeights(_:)` builds from the same answers (runs of B rows, each a plain
            // left-to-right sum from its run's top), bit for bit; a row's top is where its
            // section's rows start (no header or padding here) plus its offset in that model.
            let heights = (0..<rows).map { Self.inexactHeight(IndexPath(row: $0, section: section)) }
            let reference = RowHeights(heights)
            let built = table.model.section(section).rows
            expectEqual(built, reference)
            expectEqual(built.runOffsets.map(\.bitPattern), reference.runOffsets.map(\.bitPattern))
            let origin = table.rect(forSection: section).minY
            for row in 0..<rows {
                let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                expectEqual(rect.minY, origin + reference.offset(of: row), "row \(section).\(row)")
                expectEqual(rect.height, heights[row], "row \(section).\(row)")
            }
        }
        expectEqual(table.contentSize.height, table.rect(forSection: 3).maxY)
    }

    @Test func uniformAnswersKeepOneRunAndPerRowAnswersFillChunksOfB() {
        let table = table([5000, 10]) { $0.section == 0 ? 44 : Self.inexactHeight($0) }
        table.reloadData()
        let uniform = table.model.section(0).rows
        #expect(uniform.runs.count == 1 && uniform.runs[0].isUniform && uniform.count == 5000)
        expectEqual(uniform.storedHeightCount, 0)
        table.attach(RecordingHeightDelegate(log: TableEventLog(), rowHeight: Self.inexactHeight))
        table.reloadData()
        let perRow = table.model.section(0).rows
        expectEqual(perRow.runs.map(\.count), [2048, 2048, 904])
        expectEqual(perRow.runStarts, [0, 2048, 4096, 5000])
        expectEqual(perRow.storedHeightCount, 5000)
        expectEqual(table.model.section(1).rows.runs.map(\.count), [10])
    }

    /// Sections of at most B rows take their own loop (`oneChunkRowHeights`): the same calls in
    /// the same order, and the same model bit for bit, on both sides of B and for one-row sections.
    @Test func shortSectionsAndSectionsAtTheChunkBoundaryAskAndStoreAsLongOnesDo() {
        let counts = [1, 10, 2048, 2049, 10, 1, 0, 32, 33]
        let table = table(counts, height: Self.inexactHeight)
        let recorder = TableCallRecorder(attachedTo: table)
        table.reloadData()
        expectEqual(recorder.take(), Self.reloadCalls(counts))
        for (section, rows) in counts.enumerated() {
            let heights = (0..<rows).map { Self.inexactHeight(IndexPath(row: $0, section: section)) }
            let reference = RowHeights(heights)
            let built = table.model.section(section).rows
            expectEqual(built, reference, "section \(section)")
            expectEqual(built.runOffsets.map(\.bitPattern), reference.runOffsets.map(\.bitPattern))
            expectEqual(built.runs.map(\.checkpoints), reference.runs.map(\.checkpoints))
            let origin = table.rect(forSection: section).minY
            for row in 0..<rows {
                expectEqual(
                    table.rectForRow(at: IndexPath(row: row, section: section)).minY,
                    origin
                        + reference.offset(of: row))
            }
        }
    }

    @Test func automaticDimensionRowsInAShortSectionStartAsEstimates() {
        let table = table([10, 10]) { $0.section == 1 && [0, 9].contains($0.row) ? TableView.automaticDimension : 30 }
        table.reloadData()
        for row in 0..<10 {
            let estimated = row == 0 || row == 9
            expectEqual(table.model.isRowHeightEstimated(row, inSection: 1), estimated, "row \(row)")
            expectEqual(table.model.rowHeight(row, inSection: 1), (estimated ? 44 : 30), "row \(row)")
            #expect(!table.model.isRowHeightEstimated(row, inSection: 0))
        }
        expectEqual(table.contentSize.height, CGFloat(10 * 30 + 2 * 44 + 8 * 30))
        #expect(table.model.section(1).rows.invariantViolations().isEmpty)
    }

    @Test func negativeZeroIsAValidHeight() {
        let table = table([3]) { $0.row == 1 ? -0.0 : 30 }
        table.reloadData()
        expectEqual(table.rectForRow(at: [0, 1]).height, 0)
        expectEqual(table.rectForRow(at: [0, 2]).minY, 30)
        expectEqual(table.contentSize.height, 60)
    }

    @Test func automaticDimensionRowsStartAsEstimatesWhereverTheyFall() {
        let automatic: Set<Int> = [0, 2047, 2048, 4099]
        let table = table([4100]) { automatic.contains($0.row) ? TableView.automaticDimension : 30 }
        table.reloadData()
        for row in [0, 1, 2046, 2047, 2048, 2049, 4098, 4099] {
            let estimated = automatic.contains(row)
            expectEqual(table.model.isRowHeightEstimated(row, inSection: 0), estimated, "row \(row)")
            expectEqual(table.model.rowHeight(row, inSection: 0), (estimated ? 44 : 30), "row \(row)")
        }
        expectEqual(table.contentSize.height, CGFloat(4 * 44 + 4096 * 30))
    }
    /// Short sections whose heights change with every reload; some answer one height for all
    /// their rows (a uniform run), some have more than K rows or none. One object is the data
    /// source and the delegate, so a fresh table can be built from the same answers.
    @MainActor
    final class ChangingShortSections: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        var phase = 0
        init(counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            if (indexPath.section + phase) % 7 == 0 { return 30 }
            // Typed step by step: as one expression this took the type checker seconds.
            let step: Int = (indexPath.section * 7 + indexPath.row * 3 + phase) % 11
            return 44.1 + CGFloat(step) * 0.3
        }
    }

    /// `reloadData` builds each short section in the storage of the section it replaces, once no
    /// callback can see the old model (`RowHeightChunk`): through reloads that change
    /// the heights, the counts and the number of sections, the model is the one a fresh table builds
    /// from the same answers, bit for bit, and the calls are those of a fresh table's reload; and
    /// a section whose storage has room for its new rows keeps it. Without a recorder (`recording`
    /// false) the reload takes its fast paths (short sections straight to their loop, headers and
    /// footers worked out without asking once nothing answers): the same model, bit for bit.
    @Test(arguments: 0..<4, [true, false])
    func reloadsOfShortSectionsBuildAFreshTablesModelInTheOldStorage(seed: UInt64, recording: Bool) {
        var rng = SplitMix64(seed: seed &+ 101)
        let answers = ChangingShortSections(counts: (0..<40).map { _ in rng.int(0...40) })
        func makeTable() -> TestTableView {
            let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            table.attach(answers as TableViewDataSource)
            table.attach(answers as TableViewDelegate)
            table.layoutIfNeeded()
            return table
        }
        func heightsAddress(_ rows: RowHeights) -> UnsafeRawPointer? {
            guard rows.runs.count == 1, !rows.runs[0].isUniform else { return nil }
            return rows.runs[0].heights.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let table = makeTable()
        var kept = 0
        for reload in 1...30 {
            answers.phase = reload
            if rng.chance(30) {
                for _ in 0..<rng.int(1...6) {
                    let section = rng.int(0...(answers.counts.count - 1))
                    answers.counts[section] = rng.int(0...40)
                }
            }
            if rng.chance(15) { answers.counts.append(rng.int(0...40)) }
            if rng.chance(15), answers.counts.count > 1 { answers.counts.removeLast() }
            let before = (0..<table.model.numberOfSections).map { heightsAddress(table.model.section($0).rows) }
            let recorder = recording ? TableCallRecorder(attachedTo: table) : nil
            table.reloadData()
            table.layoutIfNeeded()
            let fresh = makeTable()
            let freshRecorder = TableCallRecorder(attachedTo: fresh)
            fresh.reloadData()
            fresh.layoutIfNeeded()
            // The reload's questions (the cells' calls differ: the table ends displaying the rows
            // it showed, which the fresh one never did).
            let structure: [TableEvent.Kind] = [
                .numberOfSections, .numberOfRows, .heightForRow, .titleForHeader, .titleForFooter,
            ]
            if let recorder {
                expectEqual(
                    recorder.log.events(ofKinds: Set(structure)), freshRecorder.log.events(ofKinds: Set(structure)),
                    "seed \(seed) reload \(reload)")
            }
            expectEqual(table.model.numberOfSections, answers.counts.count)
            expectEqual(table.contentSize.height.bitPattern, fresh.contentSize.height.bitPattern)
            for section in 0..<answers.counts.count {
                let built = table.model.section(section).rows
                let reference = fresh.model.section(section).rows
                let label = "seed \(seed) reload \(reload) section \(section)"
                expectEqual(built, reference, "\(label)")
                expectEqual(built.runs.map(\.count), reference.runs.map(\.count), "\(label)")
                expectEqual(built.runOffsets.map(\.bitPattern), reference.runOffsets.map(\.bitPattern), "\(label)")
                expectEqual(built.runs.map(\.checkpoints), reference.runs.map(\.checkpoints), "\(label)")
                // Bit for bit the fresh table's, whose sums the core's tests check against the
                // plain running sums (`OpenTableViewCoreTests/Model`).
                #expect(built.invariantViolations().isEmpty, "\(label)")
                expectEqual(table.rect(forSection: section), fresh.rect(forSection: section), "\(label)")
                if section < before.count, let address = heightsAddress(built), address == before[section] {
                    kept += 1
                }
            }
        }
        // Most sections are short, explicit and keep their count from one reload to the next.
        #expect(kept > 200, "seed \(seed): \(kept) sections kept their storage")
    }
}

/// A bad `heightForRowAt` answer raises UIKit's message at the row that gave it: no later row is
/// asked.
extension ExitTests {
    @Test func infiniteRowHeightInAShortSectionTrapsBeforeTheNextRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([10, 10], rowHeight: nil)
                table.attach(
                    RecordingHeightDelegate(log: TableEventLog()) { indexPath in
                        if indexPath.section == 1 && indexPath.row > 4 {
                            FileHandle.standardError.write(Data("asked past\n".utf8))
                        }
                        return indexPath == [1, 4] ? .infinity : 44
                    })
                table.reloadData()
            }
        }
        let output = Self.standardError(result)
        #expect(
            output.contains(
                Self.consoleLine(
                    "Invalid table view rowHeight (inf). Value must be at least 0.0, or UITableViewAutomaticDimension.")
            ))
        #expect(!output.contains("asked past"))
    }

    @Test func notANumberRowHeightFromTheDelegateTrapsBeforeTheNextRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([3000], rowHeight: nil)
                table.attach(
                    RecordingHeightDelegate(log: TableEventLog()) { indexPath in
                        if indexPath.row > 2500 { FileHandle.standardError.write(Data("asked past\n".utf8)) }
                        return indexPath.row == 2500 ? .nan : 44
                    })
                table.reloadData()
            }
        }
        let output = Self.standardError(result)
        #expect(
            output.contains(
                Self.consoleLine(
                    "Invalid table view rowHeight (nan). Value must be at least 0.0, or UITableViewAutomaticDimension.")
            ))
        #expect(!output.contains("asked past"))
    }

    @Test func negativeFirstRowHeightFromTheDelegateTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = makeTable([3], rowHeight: nil)
                table.attach(
                    RecordingHeightDelegate(log: TableEventLog()) { indexPath in
                        if indexPath.row > 0 { FileHandle.standardError.write(Data("asked past\n".utf8)) }
                        return -3
                    })
                table.reloadData()
            }
        }
        let output = Self.standardError(result)
        #expect(
            output.contains(
                Self.consoleLine(
                    "Invalid table view rowHeight (-3). Value must be at least 0.0, or UITableViewAutomaticDimension."))
        )
        #expect(!output.contains("asked past"))
    }

}
