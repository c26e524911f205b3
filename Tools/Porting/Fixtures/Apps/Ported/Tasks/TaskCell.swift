import OpenTableViewShim

class TaskCell: UITableViewCell {
  let checkButton = UIButton(type: .custom)
  var onCheck: (() -> Void)?

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    checkButton.setTitle("○", for: .normal)
    checkButton.setTitle("●", for: .selected)
    checkButton.addAction(UIAction(identifier: UIAction.Identifier("TaskCell.checkTapped")) { [unowned self] _ in self.checkTapped() }, for: .touchUpInside)
    accessoryView = checkButton
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func checkTapped() {
    checkButton.isSelected = !checkButton.isSelected
    onCheck?()
  }
}
