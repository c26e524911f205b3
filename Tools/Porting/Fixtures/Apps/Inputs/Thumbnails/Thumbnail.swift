//
//  Thumbnail.swift
//  Thumbnails
//

import Foundation

struct Thumbnail: Hashable {
    let identifier = UUID()
    let title: String
    let url: URL
}
