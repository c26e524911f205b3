// `import OpenTableView` also gives the UI-free core's public API: `TableViewException`, the
// batch-update check (`BatchUpdate`) and, on Linux, UIKit's `IndexPath(row:section:)`.
@_exported import OpenTableViewCore
// `import OpenTableView` also gives the views, scroll views and view controllers the table stands
// on (`View`, `ScrollView`, `ViewController`, …), which live in their own module.
@_exported import OpenTableViewUIKit
