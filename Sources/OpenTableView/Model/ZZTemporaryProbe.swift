import Foundation
// TEMPORARY speed probe, deleted right after use.
func zzBuildProbe(_ n: Int) -> RowHeights {
    RowHeights((0..<n).lazy.map { CGFloat(20 + $0 % 3) })
}
func zzAppendOnly(_ n: Int) -> Int {
    var chunk: [CGFloat] = []
    chunk.reserveCapacity(2048)
    var total = 0
    for h in (0..<n).lazy.map({ CGFloat(20 + $0 % 3) }) {
        chunk.append(h)
        if chunk.count == 2048 { total += chunk.count; chunk.removeAll(keepingCapacity: true) }
    }
    return total
}
