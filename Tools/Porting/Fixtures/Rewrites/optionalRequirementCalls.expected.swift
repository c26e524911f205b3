final class ForwardingDelegate: NSObject, UITableViewDelegate {
    weak var next: UITableViewDelegate?
    var onSelect: ((IndexPath) -> Void)?
    let model = Model()

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        next?.tableView(tableView, didSelectRowAt: indexPath)
        onSelect?(indexPath)
        model.onChange?()
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return next?.tableView(tableView, heightForRowAt: indexPath) ?? UITableView.automaticDimension
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        next?.scrollViewDidScroll(scrollView) // keep the header in place
    }

    func numberOfSections(in tableView: UITableView, dataSource: UITableViewDataSource) -> Int {
        return dataSource.numberOfSections(in: tableView)
    }
}

final class Model {
    var onChange: (() -> Void)?
}
