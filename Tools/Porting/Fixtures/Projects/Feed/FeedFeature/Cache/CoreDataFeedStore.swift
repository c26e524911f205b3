//
//  CoreDataFeedStore.swift
//  FeedFeature
//

import CoreData

public final class CoreDataFeedStore {
	private let container: NSPersistentContainer

	public init(storeURL: URL) throws {
		container = NSPersistentContainer(name: "FeedStore")
		container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
		var loadError: Swift.Error?
		container.loadPersistentStores { loadError = $1 }
		try loadError.map { throw $0 }
	}
}
