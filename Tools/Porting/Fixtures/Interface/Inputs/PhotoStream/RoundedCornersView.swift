//
//  RoundedCornersView.swift
//  Pinterest
//

import UIKit

@IBDesignable
class RoundedCornersView: UIView {

	@IBInspectable var cornerRadius: CGFloat = 0 {
		didSet {
			layer.cornerRadius = cornerRadius
			layer.masksToBounds = cornerRadius > 0
		}
	}
}
