import Foundation

/// A ready-made session: a script a user can read, load and edit.
public struct Preset: Sendable, Encodable, Equatable {
    public var name: String
    public var title: String
    public var description: String
    public var script: String
    /// "swift" for a preset written as a Swift file (`// language: swift`), "objc" for an
    /// Objective-C one (a `.m` file), else "script".
    public var language: String
}

/// The presets of a folder (`presets/*.swift`, `presets/*.m`), read once at start-up. A preset's first lines
/// may be `// title: ...` and `// description: ...`.
public struct PresetLibrary: Sendable {
    public let presets: [Preset]

    public init(directory: String) {
        let url = URL(fileURLWithPath: directory)
        let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        presets = files.filter { $0.pathExtension == "swift" || $0.pathExtension == "m" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { file in
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
                return Self.preset(named: file.deletingPathExtension().lastPathComponent, text: text, objectiveC: file.pathExtension == "m")
            }
    }

    public func preset(named name: String) -> Preset? { presets.first { $0.name == name } }

    static func preset(named name: String, text: String, objectiveC: Bool = false) -> Preset {
        func header(_ key: String) -> String? {
            text.split(separator: "\n").lazy
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("// \(key):") }
                .map { String($0.dropFirst("// \(key):".count)).trimmingCharacters(in: .whitespaces) }
        }
        return Preset(
            name: name, title: header("title") ?? name, description: header("description") ?? "", script: text,
            language: objectiveC ? "objc" : header("language") == "swift" ? "swift" : "script")
    }
}
