import Foundation

/// A data source and delegate that implements no optional method: its methods are the protocols'
/// default implementations, which ``TableViewController``'s `open` members forward to, so a
/// default is written once, in its protocol's extension.
@MainActor
final class ProtocolDefaults: TableViewDataSource, TableViewDelegate {
    static let shared = ProtocolDefaults()

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("tableView(_:cellForRowAt:) has no default implementation")
    }
}

extension TableViewController {
    /// The forwarding of the controller's `open` member for `method` to the protocol's default
    /// (`call`), as the table's row for it says (``TableMethod/Row/controllerDefault``).
    ///
    /// A subclass's override may call `super`: for the methods whose default the table then stops
    /// calling for the delegate (the per-cell display calls) or which it learns once for the data
    /// source (the titles), the controller's default answers as an implementation, so that a
    /// `super` call inside an override never turns the override off.
    @inline(__always)
    func forwardToDefault<T>(_ method: TableMethod, _ tableView: TableView, _ call: (ProtocolDefaults) -> T) -> T {
        let value = call(.shared)
        if method.controllerDefaultIsImplementation { tableView.delegateImplementations.willCall(method) }
        return value
    }
}
