// generated from TagCell.xib by otv-port; do not edit
//
// (Hand-written in exactly the shape otv-port generates: Compatibility/InterfaceBuilder.md.)

import OpenTableViewShim

@MainActor
enum TagCell_xib {
    static func register() {
        UINib.register(definition, name: "TagCell")
    }

    static var definition: UINib.Definition {
        UINib.Definition { loader in
            // <collectionViewCell customClass="TagCell" reuseIdentifier="TagCell" id="Tag-Cel-001">
            let cell = loader.view(
                TagCell.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 90, height: 32), reuseIdentifier: "TagCell"))
            let label1 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 8, y: 6, width: 74, height: 20)))
            label1.text = "#tag"
            cell.contentView.addSubview(label1)
            cell.tagLabel = label1
            return [cell]
        }
    }
}
