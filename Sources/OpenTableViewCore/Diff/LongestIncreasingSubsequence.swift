import Foundation

/// Marks one longest strictly increasing subsequence of `values` (distinct integers).
///
/// Patience sorting with back links. When `values` is already increasing — no moves, the
/// common case — it returns at once; a value that extends the longest run (most of them when
/// few rows move) skips the binary search.
/// - Complexity: O(k) when increasing, O(k log k) otherwise.
package func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    values.withUnsafeBufferPointer { longestIncreasingSubsequenceMask($0) }
}

/// The same, over a buffer.
package func longestIncreasingSubsequenceMask(_ values: UnsafeBufferPointer<Int>) -> [Bool] {
    let count = values.count
    var increasing = true
    if count > 1 {
        for index in 1..<count where values[index - 1] >= values[index] {
            increasing = false
            break
        }
    }
    if increasing { return [Bool](repeating: true, count: count) }
    // tails[l]: index of the smallest value ending an increasing run of length l + 1.
    let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    let previous = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer {
        tails.deallocate()
        previous.deallocate()
    }
    var length = 0
    for index in 0..<count {
        let value = values[index]
        var low = 0
        var high = length
        if length > 0 && values[tails[length - 1]] < value {
            low = length  // extends the longest run: the usual case
        } else if length > 1 && values[tails[length - 2]] < value {
            low = length - 1  // replaces its end: the usual case just after a row moved up
        }
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        previous[index] = low > 0 ? tails[low - 1] : -1
        tails[low] = index
        if low == length { length += 1 }
    }
    var mask = [Bool](repeating: false, count: count)
    mask.withUnsafeMutableBufferPointer { mask in
        var index = length > 0 ? tails[length - 1] : -1
        while index >= 0 {
            mask[index] = true
            index = previous[index]
        }
    }
    return mask
}
