import OpenTableViewShim
import TestSupport
import Testing

extension InterfaceBuilderSuites {
    /// Nibs through `UINib`, `Bundle.loadNibNamed` and a controller's nib, from definitions in the
    /// shape `otv-port` generates.
    ///
    /// Apple ("register(_:forCellReuseIdentifier:)", the nib variant): the table instantiates the
    /// registered nib when it needs a new cell. Apple ("nibName"): a controller created without a
    /// nib name "looks for a nib file whose name matches the name of the view controller class".
    @Suite @MainActor
    struct NibTests {
        init() {
            InterfaceBuilderFiles.register()
            LoadingLog.events = []
        }

        /// Shows three badge cells.
        final class BadgeList: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath)
            }
        }

        @Test func cellNibRegisteredWithUINibDequeuesAwokenCells() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let list = BadgeList()
            table.dataSource = list
            table.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "BadgeCell")
            table.layoutIfNeeded()
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? BadgeCell)
            #expect(cell.awokenWithBadge)
            expectEqual(cell.reuseIdentifier, "BadgeCell")
            expectEqual(cell.badgeLabel.text, "NEW")
            expectEqual(LoadingLog.events, Array(repeating: "BadgeCell.awakeFromNib", count: 3))
            cell.layoutIfNeeded()
            expectEqual(cell.badgeLabel.frame, CGRect(x: 16, y: 15, width: 60, height: 20))
        }

        @Test func headerNibRegisteredWithUINibDequeuesItsView() throws {
            // A header xib in the shape otv-port generates.
            let nib = UINib(
                UINib.Definition { loader in
                    let header = loader.view(
                        UITableViewHeaderFooterView.self,
                        NibDecoder(frame: CGRect(x: 0, y: 0, width: 320, height: 40), reuseIdentifier: "Header"))
                    header.textLabel?.text = "Recent"
                    return [header]
                })
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            table.register(nib, forHeaderFooterViewReuseIdentifier: "Header")
            let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
            expectEqual(header.reuseIdentifier, "Header")
            expectEqual(header.textLabel?.text, "Recent")
            expectEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
        }

        @Test func loadNibNamedReturnsTheTopLevelObjects() throws {
            let objects = try #require(Bundle.main.loadNibNamed("BadgeCell", owner: nil, options: nil))
            expectEqual(objects.count, 1)
            let cell = try #require(objects.first as? BadgeCell)
            expectEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 50))
            #expect(cell.awokenWithBadge)
        }

        @Test func controllerLoadsItsViewFromTheNibNamedAfterItsClass() throws {
            let profile = MemberProfileViewController()
            expectEqual(profile.nibName, nil)
            profile.loadViewIfNeeded()
            expectEqual(profile.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
            expectEqual(profile.nameLabel.text, "Name")
            expectEqual(LoadingLog.events, ["MemberProfileViewController.viewDidLoad nameLabel=true"])
        }

        @Test func controllerLoadsItsViewFromItsNamedNib() {
            let profile = MemberProfileViewController(nibName: "MemberProfileViewController", bundle: nil)
            expectEqual(profile.nibName, "MemberProfileViewController")
            expectIdentical(profile.view.subviews.first, profile.nameLabel)
        }

        @Test func unknownNibRaisesUIKitsMessageWhenInstantiated() {
            let nib = UINib(nibName: "Missing", bundle: nil)
            do {
                _ = try nib.checkedInstantiate(withOwner: nil)
                Issue.record("no exception")
            } catch {
                expectEqual(error.name, .internalInconsistency)
                expectEqual(
                    error.reason,
                    "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name 'Missing'")
            }
        }
    }
}
