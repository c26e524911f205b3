import UIKit

class TaskCell: UITableViewCell {
  let checkButton = UIButton(type: .custom)
  var onCheck: (() -> Void)?

  override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    checkButton.setTitle("○", for: .normal)
    checkButton.setTitle("●", for: .selected)
    checkButton.addTarget(self, action: #selector(checkTapped), for: .touchUpInside)
    accessoryView = checkButton
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc func checkTapped() {
    checkButton.isSelected = !checkButton.isSelected
    onCheck?()
  }
}
