import UIKit

struct Message {
    let sender: String
    let subject: String
}

class InboxViewController: UITableViewController {
    var messages = [
        Message(sender: "Ada", subject: "Engines"),
        Message(sender: "Grace", subject: "Compilers"),
        Message(sender: "Linus", subject: "Kernels"),
    ]
    private(set) var composeCount = 0
    private(set) var refreshCount = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row].sender
        cell.detailTextLabel?.text = messages[indexPath.row].subject
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "openMessage",
              let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell),
              let player = segue.destination as? NowPlayingViewController
        else { return }
        player.songTitle = messages[indexPath.row].subject
    }

    @IBAction func compose(_ sender: UIBarButtonItem) {
        composeCount += 1
    }

    @IBAction func refresh(_ sender: UIRefreshControl) {
        refreshCount += 1
        sender.endRefreshing()
    }
}
