import UIKit

struct Emoji {
    var symbol: String
    var name: String
    var description: String
}

class EmojiTableViewCell: UITableViewCell {
    let symbolLabel = UILabel()
    let nameLabel = UILabel()
    let descriptionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        symbolLabel.font = UIFont.systemFont(ofSize: 34)
        descriptionLabel.numberOfLines = 0
        descriptionLabel.textColor = .gray
        contentView.addSubview(symbolLabel)
        contentView.addSubview(nameLabel)
        contentView.addSubview(descriptionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        symbolLabel.frame = CGRect(x: 16, y: 8, width: 44, height: 44)
        nameLabel.frame = CGRect(x: 68, y: 8, width: contentView.bounds.width - 84, height: 22)
        descriptionLabel.frame = CGRect(x: 68, y: 32, width: contentView.bounds.width - 84, height: 20)
    }

    func update(with emoji: Emoji) {
        symbolLabel.text = emoji.symbol
        nameLabel.text = emoji.name
        descriptionLabel.text = emoji.description
    }
}

/// The "Emoji Dictionary" table from Apple's App Development with Swift course, done in code.
class EmojiDictionaryViewController: UITableViewController {

    var emojis: [Emoji] = [
        Emoji(symbol: "😀", name: "Grinning Face", description: "A typical smiley face."),
        Emoji(symbol: "😕", name: "Confused Face", description: "A confused, puzzled face."),
        Emoji(symbol: "🐢", name: "Turtle", description: "A cute turtle."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(EmojiTableViewCell.self, forCellReuseIdentifier: "EmojiCell")
        tableView.rowHeight = 60
        navigationItem.leftBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return emojis.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EmojiCell", for: indexPath) as! EmojiTableViewCell
        cell.update(with: emojis[indexPath.row])
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        let movedEmoji = emojis.remove(at: fromIndexPath.row)
        emojis.insert(movedEmoji, at: to.row)
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCellEditingStyle {
        return .delete
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            emojis.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}
