//
//  Grocery.swift
//  Groceries
//

import Foundation

struct Grocery: Equatable {
	let name: String
	var quantity: Int
	var isBought = false
}
