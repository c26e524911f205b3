//
//  PackingStore.swift
//  Packing
//
// The app's model: what to pack and what is packed, saved to UserDefaults-like storage the
// tests can read back (`savedPacked`).

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

final class PackingStore {
    let items: [String]
    private(set) var packed: Set<String> = []
    private(set) var hasChanges = false
    /// What the last `save()` wrote: the app's "disk".
    private(set) var savedPacked: Set<String>?
    private(set) var saveCount = 0

    init(items: [String]) {
        self.items = items
    }

    var unpackedCount: Int {
        items.count - packed.count
    }

    func isPacked(_ item: String) -> Bool {
        packed.contains(item)
    }

    func toggle(_ item: String) {
        if packed.contains(item) {
            packed.remove(item)
        } else {
            packed.insert(item)
        }
        hasChanges = true
    }

    func load() {
        packed = savedPacked ?? []
        hasChanges = false
    }

    func save() {
        savedPacked = packed
        saveCount += 1
        hasChanges = false
    }
}
