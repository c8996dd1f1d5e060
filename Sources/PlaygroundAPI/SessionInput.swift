import ContainmentEngine

/// One accepted input of a session: what the journal stores, what an export lists and what
/// replay feeds back through its front end. A session is the list of its accepted inputs; its
/// state, caches and other nodes' copies can always be rebuilt from them.
///
/// On disk and in exports a flat script is `{"source": ..., "settle": ...}`, as it has always
/// been; a Swift file adds `"language": "swift"`, an Objective-C file `"language": "objc"`. A line without a language is a flat script,
/// so existing journals and exports keep loading. The iOS release a session simulates is an
/// input too, `{"ios": "17"}`, so replay, other nodes and imports simulate the same one.
package enum SessionInput: Sendable, Equatable {
    /// The flat script language (`ContainmentScript`).
    case script(source: String, settle: Bool)
    /// A Swift file (`SwiftFrontEnd`).
    case swift(source: String, settle: Bool)
    /// An Objective-C file (`ObjectiveCFrontEnd`): `"language": "objc"`.
    case objc(source: String, settle: Bool)
    /// From here on the session simulates this iOS release (`POST /v1/sessions` with `"ios"`).
    case simulate(ios: IOSVersion)

    package var source: String {
        switch self {
        case .script(let source, _), .swift(let source, _), .objc(let source, _): source
        case .simulate: ""
        }
    }

    /// Whether the run loop settles after the input runs (`?settle=`).
    package var settle: Bool {
        switch self {
        case .script(_, let settle), .swift(_, let settle), .objc(_, let settle): settle
        case .simulate: false
        }
    }

    package var language: String {
        switch self {
        case .script: "script"
        case .swift: "swift"
        case .objc: "objc"
        case .simulate: "ios"
        }
    }
}

extension SessionInput: Codable {
    private enum CodingKeys: String, CodingKey { case language, source, settle, ios }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let ios = try container.decodeIfPresent(String.self, forKey: .ios) {
            guard let version = IOSVersion(ios) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .ios, in: container,
                    debugDescription: "iOS '\(ios)' is not modelled; the playground simulates iOS \(IOSVersion.modelledList)")
            }
            self = .simulate(ios: version)
            return
        }
        let language = try container.decodeIfPresent(String.self, forKey: .language) ?? "script"
        let source = try container.decode(String.self, forKey: .source)
        let settle = try container.decode(Bool.self, forKey: .settle)
        switch language {
        case "script": self = .script(source: source, settle: settle)
        case "swift": self = .swift(source: source, settle: settle)
        case "objc": self = .objc(source: source, settle: settle)
        default: throw DecodingError.dataCorruptedError(forKey: .language, in: container, debugDescription: "unknown input language '\(language)'")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if case .simulate(let version) = self { return try container.encode(version.description, forKey: .ios) }
        switch self {
        case .swift, .objc: try container.encode(language, forKey: .language)
        default: break
        }
        try container.encode(source, forKey: .source)
        try container.encode(settle, forKey: .settle)
    }
}
