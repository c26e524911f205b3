/// The `objects` dictionary of a `project.pbxproj`, by identifier, with lookups that fail with a
/// message naming the file and the object.
struct ObjectTable {
    let file: String
    let objects: [String: [String: PropertyList]]

    init(file: String, objects: [String: PropertyList]) throws(XcodeProjectError) {
        self.file = file
        var table: [String: [String: PropertyList]] = [:]
        for (id, value) in objects {
            guard let dictionary = value.dictionary, dictionary["isa"]?.string != nil else {
                throw XcodeProjectError(file: file, object: id, message: "the object is not a dictionary with an 'isa'")
            }
            table[id] = dictionary
        }
        self.objects = table
    }

    /// `id (isa)`, as messages name an object.
    func label(_ id: String) -> String {
        guard let isa = objects[id]?["isa"]?.string else { return id }
        return "\(id) (\(isa))"
    }

    /// The object `id`, which `referrer`'s `key` names.
    func object(_ id: String, from referrer: String, key: String) throws(XcodeProjectError) -> [String: PropertyList] {
        guard let object = objects[id] else {
            throw XcodeProjectError(
                file: file, object: label(referrer), message: "'\(key)' names \(id), which is not among the objects")
        }
        return object
    }

    /// The string `key` of object `id`, required.
    func string(_ key: String, of id: String) throws(XcodeProjectError) -> String {
        guard let value = objects[id]?[key]?.string else {
            throw XcodeProjectError(file: file, object: label(id), message: "'\(key)' is missing or not a string")
        }
        return value
    }

    /// The identifiers in the array `key` of object `id` (empty when absent).
    func ids(_ key: String, of id: String) throws(XcodeProjectError) -> [String] {
        guard let value = objects[id]?[key] else { return [] }
        guard let array = value.array else {
            throw XcodeProjectError(file: file, object: label(id), message: "'\(key)' is not an array")
        }
        var ids: [String] = []
        for element in array {
            guard let string = element.string else {
                throw XcodeProjectError(
                    file: file, object: label(id), message: "'\(key)' holds something other than identifiers")
            }
            ids.append(string)
        }
        return ids
    }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }
}
