//
//  TaskListCell.swift
//  Explorer
//

import UIKit

fileprivate extension UIConfigurationStateCustomKey {
    static let task = UIConfigurationStateCustomKey("com.example.TaskListCell.task")
}

extension UICellConfigurationState {
    var task: TaskItem? {
        set { self[.task] = newValue }
        get { return self[.task] as? TaskItem }
    }
}

struct TaskItem: Hashable {
    let id = UUID()
    var title: String
    var isDone: Bool
    var subtasks: [TaskItem] = []
}

class TaskListCell: UICollectionViewListCell {

    static let reuseIdentifier = "task-list-cell"

    private var task: TaskItem?
    private(set) var configurationUpdates = 0

    func update(with newTask: TaskItem) {
        guard task != newTask else { return }
        task = newTask
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.task = self.task
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdates += 1
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.task?.title
        content.image = UIImage(systemName: state.task?.isDone == true ? "checkmark.circle.fill" : "circle")
        if state.task?.isDone == true {
            content.textProperties.color = .secondaryLabel
        }
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isSelected {
            background.backgroundColor = .systemGray4
        }
        backgroundConfiguration = background
    }
}
