/// One accepted input of a session: what the journal stores, what an export lists and what
/// replay feeds back through its front end. A session is the list of its accepted inputs; its
/// state, caches and other nodes' copies can always be rebuilt from them.
///
/// On disk and in exports a flat script is `{"source": ..., "settle": ...}`, as it has always
/// been. A second kind of input (a Swift file) is a second case, written with a `"language"`
/// field; a line without one is a flat script, so existing journals and exports keep loading.
enum SessionInput: Sendable, Equatable {
    /// The flat script language (`ContainmentScript`).
    case script(source: String, settle: Bool)

    var source: String {
        switch self {
        case .script(let source, _): source
        }
    }

    /// Whether the run loop settles after the input runs (`?settle=`).
    var settle: Bool {
        switch self {
        case .script(_, let settle): settle
        }
    }
}

extension SessionInput: Codable {
    private enum CodingKeys: String, CodingKey { case language, source, settle }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let language = try container.decodeIfPresent(String.self, forKey: .language) ?? "script"
        guard language == "script" else {
            throw DecodingError.dataCorruptedError(forKey: .language, in: container, debugDescription: "unknown input language '\(language)'")
        }
        self = .script(source: try container.decode(String.self, forKey: .source), settle: try container.decode(Bool.self, forKey: .settle))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(settle, forKey: .settle)
    }
}

extension SessionInput: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("source", source)
            json.field("settle", settle)
        }
    }
}
