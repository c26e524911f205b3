import Dispatch
import OpenTableViewShim
import TestSupport
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
            expectNotEqual(table.dataSource, nil)
            expectEqual(table.numberOfRows(inSection: 0), 3)
        }

        @Test func autoreleasepoolFreesWhatWasInstantiatedInsideIt() {
            weak var weakController: ItemsViewController?
            autoreleasepool {
                let table = makeSUT().tableView!
                weakController = table.dataSource as? ItemsViewController
                expectNotEqual(weakController, nil)
            }
            expectEqual(weakController, nil)
        }

        @Test func theRunLoopPoolDrainsAtTheEndOfTheTurn() async {
            weak var weakController: ItemsViewController?
            weakController = makeSUT()
            expectNotEqual(weakController, nil)
            // The drain was scheduled on the main queue when the controller was pooled: a block
            // queued after it runs after it.
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
            expectEqual(weakController, nil)
        }
    }
}
