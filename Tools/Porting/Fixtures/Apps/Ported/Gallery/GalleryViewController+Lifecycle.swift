//
//	GalleryViewController+Lifecycle.swift
//	Gallery
//

import OpenTableViewShim
