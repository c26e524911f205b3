/*
 See LICENSE folder for this sample’s licensing information.

 Abstract:
 The recipe list's data source and delegate methods.
 */

import OpenTableViewShim
