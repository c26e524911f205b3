import OpenTableViewShim

extension Notification.Name {
  static let tasksDidChange = Notification.Name("tasksDidChange")
}

class TaskListViewController: UITableViewController {
  // otv-port: the tokens of the block-based notification observers, which stay registered until removed
  private var notificationObservers: [any NSObjectProtocol] = []
  var tasks = ["Buy milk", "Call mom", "Water the plants"]
  var done: Set<String> = []
  private(set) var reloads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tasks"
    tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.addTask() })
    notificationObservers.append(
      NotificationCenter.default.addObserver(forName: .tasksDidChange, object: nil, queue: .main) { [weak self] notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated { self?.tasksChanged(notification) }
      })
  }

  func addTask() {
    tasks.insert("New task", at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: UITableView.RowAnimation.top)
  }

  func tasksChanged(_ notification: Notification) {
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

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    if editingStyle == .delete {
      tasks.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}
