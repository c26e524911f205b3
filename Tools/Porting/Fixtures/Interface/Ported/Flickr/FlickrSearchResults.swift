//
//  FlickrSearchResults.swift
//  FlickrSearch
//

import Foundation

struct FlickrSearchResults {
  let searchTerm: String
  var searchResults: [FlickrPhoto]
}
