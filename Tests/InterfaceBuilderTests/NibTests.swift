import OpenTableViewShim
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
            #expect(cell.reuseIdentifier == "BadgeCell")
            #expect(cell.badgeLabel.text == "NEW")
            #expect(LoadingLog.events == Array(repeating: "BadgeCell.awakeFromNib", count: 3))
            cell.layoutIfNeeded()
            #expect(cell.badgeLabel.frame == CGRect(x: 16, y: 15, width: 60, height: 20))
        }

        @Test func loadNibNamedReturnsTheTopLevelObjects() throws {
            let objects = try #require(Bundle.main.loadNibNamed("BadgeCell", owner: nil, options: nil))
            #expect(objects.count == 1)
            let cell = try #require(objects.first as? BadgeCell)
            #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
            #expect(cell.awokenWithBadge)
        }

        @Test func controllerLoadsItsViewFromTheNibNamedAfterItsClass() throws {
            let profile = MemberProfileViewController()
            #expect(profile.nibName == nil)
            profile.loadViewIfNeeded()
            #expect(profile.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(profile.nameLabel.text == "Name")
            #expect(LoadingLog.events == ["MemberProfileViewController.viewDidLoad nameLabel=true"])
        }

        @Test func controllerLoadsItsViewFromItsNamedNib() {
            let profile = MemberProfileViewController(nibName: "MemberProfileViewController", bundle: nil)
            #expect(profile.nibName == "MemberProfileViewController")
            #expect(profile.view.subviews.first === profile.nameLabel)
        }

        @Test func unknownNibRaisesUIKitsMessageWhenInstantiated() {
            let nib = UINib(nibName: "Missing", bundle: nil)
            do {
                _ = try nib.checkedInstantiate(withOwner: nil)
                Issue.record("no exception")
            } catch {
                #expect(error.name == .internalInconsistency)
                #expect(
                    error.reason
                        == "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name 'Missing'"
                )
            }
        }
    }
}
