//
//  RoundedCornersView.swift
//  Pinterest
//

import OpenTableViewShim

class RoundedCornersView: UIView {

	var cornerRadius: CGFloat = 0 {
		didSet {
			layer.cornerRadius = cornerRadius
			layer.masksToBounds = cornerRadius > 0
		}
	}
}
