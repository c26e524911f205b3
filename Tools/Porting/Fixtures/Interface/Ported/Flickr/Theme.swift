import OpenTableViewShim

let themeColor = UIColor(red: 0.01, green: 0.41, blue: 0.22, alpha: 1.0)
