// `import OpenTableView` also gives the UI-free core's public API: `TableViewException`, the
// batch-update check (`BatchUpdate`) and, on Linux, UIKit's `IndexPath(row:section:)`.
@_exported import OpenTableViewCore
