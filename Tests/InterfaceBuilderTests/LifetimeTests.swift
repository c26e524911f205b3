import Dispatch
import OpenTableViewShim
import Testing

extension InterfaceBuilderSuites {
    /// Storyboard- and nib-instantiated objects live until the autorelease pool drains, as UIKit
    /// returns them autoreleased (Compatibility/InterfaceBuilder.md, "Lifetimes").
    @Suite @MainActor
    struct LifetimeTests {
        init() {
            InterfaceBuilderFiles.register()
        }

        private func makeSUT() -> ItemsViewController {
            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ItemsList")
                as! ItemsViewController
        }

        @Test func makeSUTStyleTestKeepsTheTablesWeakDataSource() {
            // The controller is not kept by the test: only the pool keeps it, as on iOS.
            let table = makeSUT().tableView!
            #expect(table.dataSource != nil)
            #expect(table.numberOfRows(inSection: 0) == 3)
        }

        @Test func autoreleasepoolFreesWhatWasInstantiatedInsideIt() {
            weak var weakController: ItemsViewController?
            autoreleasepool {
                let table = makeSUT().tableView!
                weakController = table.dataSource as? ItemsViewController
                #expect(weakController != nil)
            }
            #expect(weakController == nil)
        }

        @Test func theRunLoopPoolDrainsAtTheEndOfTheTurn() async {
            weak var weakController: ItemsViewController?
            weakController = makeSUT()
            #expect(weakController != nil)
            // The drain was scheduled on the main queue when the controller was pooled: a block
            // queued after it runs after it.
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
            #expect(weakController == nil)
        }
    }
}
