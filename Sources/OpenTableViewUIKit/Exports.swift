// `import OpenTableViewUIKit` also gives `TableViewException`, the value its checks throw: it
// lives in a small module the UIKit module shares with the table's core.
@_exported import OpenTableViewDiagnostics
