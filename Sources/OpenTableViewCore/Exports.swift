// `import OpenTableViewCore` also gives `TableViewException`, the value every check throws: it
// lives in a small module the core and the UIKit module share (each keeps its own messages).
@_exported import OpenTableViewDiagnostics
