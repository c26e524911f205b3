/// A value of an old-style (OpenStep, ASCII) property list, the format of `project.pbxproj`:
/// strings, arrays `( a, b, )`, dictionaries `{ key = value; }` and data `<0fa3>`. Numbers are
/// strings in this format (`objectVersion = 77;`): the reader converts where it needs a number.
public enum PropertyList: Hashable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case data([UInt8])

    /// The string, or nil for any other kind of value.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The array, or nil for any other kind of value.
    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary, or nil for any other kind of value.
    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value of `key` when this is a dictionary.
    public subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }
}
