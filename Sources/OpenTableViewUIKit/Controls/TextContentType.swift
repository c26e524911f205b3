import Foundation

/// What a text field holds, so the keyboard can suggest it, as UIKit's `UITextContentType`: a
/// string whose values are UIKit's. Recorded only.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's string.
    public var rawValue: String
    /// Creates a content type from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = TextContentType("name")
    /// A given name.
    public static let givenName = TextContentType("given-name")
    /// A family name.
    public static let familyName = TextContentType("family-name")
    /// A nickname.
    public static let nickname = TextContentType("nickname")
    /// An organization name.
    public static let organizationName = TextContentType("organization")
    /// A full street address.
    public static let fullStreetAddress = TextContentType("street-address")
    /// A city.
    public static let addressCity = TextContentType("address-level2")
    /// A postal code.
    public static let postalCode = TextContentType("postal-code")
    /// A country or region name.
    public static let countryName = TextContentType("country-name")
    /// A telephone number.
    public static let telephoneNumber = TextContentType("tel")
    /// An email address.
    public static let emailAddress = TextContentType("email")
    /// A URL.
    // UIKit's own name, not lowerCamelCase:
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = TextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = TextContentType("cc-number")
    /// A user name.
    public static let username = TextContentType("username")
    /// A password.
    public static let password = TextContentType("password")
    /// A new password, for sign-up and change-password screens.
    public static let newPassword = TextContentType("new-password")
    /// A one-time code.
    public static let oneTimeCode = TextContentType("one-time-code")
}
