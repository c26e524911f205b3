// ForecastCell.swift
// One file for both platforms: UIKit's cell initializer is `override`, OpenTableView's `required`.

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

final class ForecastCell: UITableViewCell {
    static let reuseIdentifier = "ForecastCell"

    #if canImport(UIKit)
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }
    #else
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }
    #endif

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
