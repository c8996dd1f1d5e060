// Enums used as namespaces with static members, and nested enums.
enum Config {
    static let maxRetries = 3
    static var verbose = false

    enum Environment: String, CaseIterable {
        case development = "dev", staging, production = "prod"

        var baseURL: String { "https://\(rawValue).example.com" }
    }

    static func describe() -> String {
        "retries=\(maxRetries) verbose=\(verbose)"
    }
}

print(Config.describe())
Config.verbose = true
print(Config.describe())
for env in Config.Environment.allCases {
    print(env, env.baseURL)
}
let current: Config.Environment = .staging
print(current.rawValue)
