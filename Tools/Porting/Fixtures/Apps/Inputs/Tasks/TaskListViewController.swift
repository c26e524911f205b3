import UIKit

extension Notification.Name {
  static let tasksDidChange = Notification.Name("tasksDidChange")
}

class TaskListViewController: UITableViewController {
  var tasks = ["Buy milk", "Call mom", "Water the plants"]
  var done: Set<String> = []
  private(set) var reloads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tasks"
    tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTask))
    NotificationCenter.default.addObserver(self, selector: #selector(tasksChanged(_:)), name: .tasksDidChange, object: nil)
  }

  @objc func addTask() {
    tasks.insert("New task", at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: UITableViewRowAnimation.top)
  }

  @objc func tasksChanged(_ notification: Notification) {
    reloads += 1
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return tasks.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath) as! TaskCell
    let task = tasks[indexPath.row]
    cell.textLabel?.text = task
    cell.checkButton.isSelected = done.contains(task)
    cell.onCheck = { [unowned self] in
      if self.done.contains(task) { self.done.remove(task) } else { self.done.insert(task) }
    }
    return cell
  }
}
