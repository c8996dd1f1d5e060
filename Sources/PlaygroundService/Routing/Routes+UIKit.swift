import ContainmentEngine
import HTTPServer
import UIKitCatalogue

/// `GET /v1/uikit`: the UIKit catalogue both front ends resolve through, for the explorer's
/// completion and for tools: what the playground models (methods with their signatures and
/// selectors, properties with what the engine does with them) and UIKit's other real members.
extension Routes {
    /// The catalogue's answer, gzipped for clients that accept it (155 KB of JSON, 20 KB so).
    static func uikitCatalogue(_ request: HTTPRequest) -> HTTPResponse {
        Gzip.isAccepted(by: request.header("accept-encoding")) ? uikitCatalogueAnswers.gzip : uikitCatalogueAnswers.plain
    }

    private static let uikitCatalogueAnswers: (plain: HTTPResponse, gzip: HTTPResponse) = {
        let modelledMethods = UIKitCatalogue.members.map { member in
            UIKitCatalogueDTO.Method(
                owner: member.owner, swift: member.swiftName, declaration: member.declaration, selector: member.selector,
                formerSpellings: member.formerSpellings, introduced: member.introduced, playgroundOnly: member.selector == nil)
        }
        let modelledProperties = UIKitCatalogue.modelledProperties.map {
            UIKitCatalogueDTO.Property(owner: $0.owner, name: $0.name, access: $0.access.rawValue, note: $0.note)
        }
        let classes = UIKitCatalogue.knownClasses.keys.sorted().map { name in
            let known = UIKitCatalogue.knownClasses[name]!
            let members = known.members.values.flatMap { $0 }.sorted { ($0.name, $0.swiftName) < ($1.name, $1.swiftName) }.map {
                UIKitCatalogueDTO.Member(swift: $0.swiftName, kind: $0.kind.name, type: $0.typeSpelling, introduced: $0.introduced)
            }
            return UIKitCatalogueDTO.Class(name: name, superclass: known.superclass.isEmpty ? nil : known.superclass, members: members)
        }
        let catalogue = UIKitCatalogueDTO(modelled: .init(methods: modelledMethods, properties: modelledProperties), classes: classes)
        var plain = JSONBody.response(
            200, catalogue, headers: [(name: "Cache-Control", value: "public, max-age=3600"), (name: "Vary", value: "Accept-Encoding")])
        plain.headers += PlaygroundService.apiHeaders
        var gzip = plain
        if let compressed = Gzip.compress(plain.body) {
            gzip.body = compressed
            gzip.headers.append((name: "Content-Encoding", value: "gzip"))
        }
        return (plain.preparedOnce(), gzip.preparedOnce())
    }()
}

/// The catalogue as JSON (`Public/openapi.json`, schema `UIKitCatalogue`).
struct UIKitCatalogueDTO: Encodable {
    struct Method: Encodable {
        var owner: String
        var swift: String
        var declaration: String
        var selector: String?
        var formerSpellings: [String]
        var introduced: Int?
        var playgroundOnly: Bool
    }

    struct Property: Encodable {
        var owner: String
        var name: String
        var access: String
        var note: String
    }

    struct Modelled: Encodable {
        var methods: [Method]
        var properties: [Property]
    }

    struct Member: Encodable {
        var swift: String
        var kind: String
        var type: String
        var introduced: Int?
    }

    struct Class: Encodable {
        var name: String
        var superclass: String?
        var members: [Member]
    }

    var modelled: Modelled
    var classes: [Class]
}

extension KnownMember.Kind {
    var name: String {
        switch self {
        case .property: "property"
        case .settableProperty: "settable property"
        case .method: "method"
        case .initializer: "initializer"
        case .classProperty: "class property"
        case .classMethod: "class method"
        }
    }
}
