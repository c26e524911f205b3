/// The build settings of a target or project, from its `XCConfigurationList`: the configuration
/// named `defaultConfigurationName` (usually Release), else the first; settings Xcode leaves to
/// its defaults are absent.
struct BuildSettings {
    let settings: [String: String]

    init(table: ObjectTable, owner: String) throws(XcodeProjectError) {
        guard let listID = table.objects[owner]?["buildConfigurationList"]?.string else {
            settings = [:]
            return
        }
        let list = try table.object(listID, from: owner, key: "buildConfigurationList")
        let configurations = try table.ids("buildConfigurations", of: listID)
        let preferred = list["defaultConfigurationName"]?.string
        var chosen = configurations.first
        for id in configurations where table.objects[id]?["name"]?.string == preferred { chosen = id }
        guard let chosen else {
            settings = [:]
            return
        }
        let configuration = try table.object(chosen, from: listID, key: "buildConfigurations")
        var settings: [String: String] = [:]
        for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
            // Multi-valued settings are arrays; the reader needs only the single-valued ones.
            if let string = value.string { settings[key] = string }
        }
        self.settings = settings
    }

    subscript(key: String) -> String? { settings[key] }
}
