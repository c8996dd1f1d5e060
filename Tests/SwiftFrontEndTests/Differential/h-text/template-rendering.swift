enum TemplateError: Error {
    case missingKey(String)
    case unclosedBrace(at: Int)
}

func render(_ template: String, _ values: [String: String]) throws -> String {
    var output = ""
    var key: String? = nil
    for (offset, ch) in template.enumerated() {
        if var k = key {
            if ch == "}" {
                guard let value = values[k] else { throw TemplateError.missingKey(k) }
                output += value
                key = nil
            } else {
                k.append(ch)
                key = k
            }
        } else if ch == "{" {
            key = ""
        } else {
            output.append(ch)
        }
        _ = offset
    }
    if key != nil { throw TemplateError.unclosedBrace(at: template.count) }
    return output
}

let values = ["name": "Mia", "count": "3", "item": "messages"]
let templates = ["Hi {name}, you have {count} new {item}.", "{name}{name}!", "Hello {who}", "Broken {name", "No placeholders"]
for t in templates {
    do {
        print(try render(t, values))
    } catch TemplateError.missingKey(let k) {
        print("missing key '\(k)'")
    } catch {
        print("error: \(error)")
    }
}
