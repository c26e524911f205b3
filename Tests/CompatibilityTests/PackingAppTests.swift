// The Packing sample app (Compatibility/Samples/PackingApp): Xcode's app and scene delegates
// launched the way iOS launches them, reached the way app suites reach them, and driven as a
// user would. Linux only: on iOS the system launches the app before its tests run.
#if !canImport(UIKit)
    import Testing
    import TestSupport

    @testable import CompatibilitySamples

    import OpenTableViewShim

    /// The app is the process's: serialized, and each test starts from a fresh launch.
    @MainActor
    @Suite(.serialized, .explorerPagesOnFailure) struct PackingAppTests {
        /// Launches the app as iOS does a storyboard app: the storyboard's initial controller is
        /// the list in its navigation controller.
        private func launchApp() {
            UIApplication.shared.simulate.launch(
                delegate: AppDelegate(), sceneDelegate: SceneDelegate(),
                initialViewController: UINavigationController(rootViewController: PackingListViewController()))
        }

        private func finish() {
            UIApplication.shared.resetForTesting()
        }

        /// The list on screen, reached the way app suites reach it.
        private func packingList() throws -> PackingListViewController {
            let root = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?
                .rootViewController
            let navigation = try #require(root as? UINavigationController)
            return try #require(navigation.topViewController as? PackingListViewController)
        }

        private func rows(_ tableView: UITableView) -> [String] {
            tableView.layoutIfNeeded()
            return tableView.visibleCells.map {
                let text = ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
                return $0.accessoryType == .checkmark ? "✓ \(text)" : text
            }
        }

        @Test func theLaunchShowsTheListInTheScenesKeyWindow() throws {
            defer { finish() }
            launchApp()
            // What real suites write to reach the app's objects.
            let sceneDelegate = try #require(UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate)
            let windowScene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            expectEqual(windowScene.activationState, .foregroundActive)
            expectEqual(UIApplication.shared.applicationState, .active)
            expectIdentical(sceneDelegate.window, windowScene.windows.first)
            expectEqual(sceneDelegate.window?.isKeyWindow, true)
            expectIdentical(windowScene.keyWindow, sceneDelegate.window)

            let list = try packingList()
            expectEqual(list.title, "Packing")
            #expect(list.isViewLoaded && list.view.window === sceneDelegate.window)
            expectEqual(rows(list.tableView), ["Passport", "Charger", "Toothbrush", "Sunglasses", "Book"])
            // sceneDidBecomeActive(_:) set the badge to what is left to pack.
            expectEqual(UIApplication.shared.applicationIconBadgeNumber, 5)
        }

        @Test func packingItemsAndLeavingTheAppSavesTheList() throws {
            defer { finish() }
            launchApp()
            let list = try packingList()
            User.tap(list.tableView, at: IndexPath(row: 0, section: 0))
            User.tap(list.tableView, at: IndexPath(row: 3, section: 0))
            expectEqual(rows(list.tableView), ["✓ Passport", "Charger", "Toothbrush", "✓ Sunglasses", "Book"])
            expectEqual(list.tableView.indexPathForSelectedRow, nil)

            let appDelegate = try #require(UIApplication.shared.delegate as? AppDelegate)
            expectEqual(appDelegate.store.savedPacked, nil)
            // The user goes home: sceneDidEnterBackground(_:) saves through the app delegate.
            UIApplication.shared.simulate.enterBackground()
            expectEqual(UIApplication.shared.applicationState, .background)
            expectEqual(appDelegate.store.savedPacked, ["Passport", "Sunglasses"])
            expectEqual(appDelegate.store.saveCount, 1)

            // And comes back: the badge follows what is left; nothing changed, so the next trip
            // to the background saves nothing.
            UIApplication.shared.simulate.enterForeground()
            expectEqual(UIApplication.shared.applicationIconBadgeNumber, 3)
            User.tap(list.tableView, at: IndexPath(row: 0, section: 0))
            expectEqual(rows(list.tableView), ["Passport", "Charger", "Toothbrush", "✓ Sunglasses", "Book"])
            UIApplication.shared.simulate.enterBackground()
            expectEqual(appDelegate.store.savedPacked, ["Sunglasses"])
            expectEqual(appDelegate.store.saveCount, 2)
            UIApplication.shared.simulate.enterForeground()
            UIApplication.shared.simulate.enterBackground()
            expectEqual(appDelegate.store.saveCount, 2)
        }

        @Test func aSceneDisconnectedInTheBackgroundComesBackWithANewWindow() throws {
            defer { finish() }
            launchApp()
            let firstList = try packingList()
            User.tap(firstList.tableView, at: IndexPath(row: 1, section: 0))
            UIApplication.shared.simulate.enterBackground()
            UIApplication.shared.simulate.disconnectScene()
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            expectEqual(UIApplication.shared.openSessions.count, 1)

            UIApplication.shared.simulate.enterForeground()
            let list = try packingList()
            expectNotIdentical(list, firstList)
            // The store is the app delegate's, which outlives the scene.
            expectEqual(rows(list.tableView), ["Passport", "✓ Charger", "Toothbrush", "Sunglasses", "Book"])
        }
    }
#endif
