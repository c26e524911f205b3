//  InboxViewController.swift
//  Inbox
//
//  Copyright © 2019 Inbox. All rights reserved.

import OpenTableViewShim

final class InboxViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) lazy var proxy = TableDelegateProxy(forwardee: self)
    var messages = ["Lunch on Friday?", "Your order has shipped", "Minutes of the meeting"]
    private(set) var opened: [String] = []
    private(set) var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = proxy
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        view.addSubview(tableView)
    }
}

extension InboxViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath) as! MessageCell
        cell.textLabel?.text = messages[indexPath.row]
        cell.delegate = self
        return cell
    }
}

extension InboxViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(messages[indexPath.row])
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return 60
    }
}

extension InboxViewController: MessageCellDelegate {
    func messageCellDidTapArchive(_ cell: MessageCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        archived.append(messages.remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}
