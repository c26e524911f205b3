//  TableDelegateProxy.swift
//  Inbox
//
//  Copyright © 2019 Inbox. All rights reserved.

import UIKit

/// Sits between the table and the screen's delegate, counting what the user did before passing
/// every call on.
final class TableDelegateProxy: NSObject, UITableViewDelegate {
    weak var forwardee: UITableViewDelegate?
    private(set) var selections = 0
    private(set) var scrolls = 0

    init(forwardee: UITableViewDelegate?) {
        self.forwardee = forwardee
        super.init()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections += 1
        forwardee?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return forwardee?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forwardee?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
        forwardee?.scrollViewDidScroll?(scrollView)
    }
}
