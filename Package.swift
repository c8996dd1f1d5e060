// swift-tools-version: 6.0
import PackageDescription

// Layers (imports point downwards only; docs/architecture.md draws them):
//   containment-playground -> PlaygroundService -> PlaygroundAPI (inputs, requests, problems) -> ContainmentEngine
//                                               -> ContainmentScript (a front end) -> ContainmentEngine
//                                               -> HTTPServer -> CMicroHTTPD, CZlib
//                                               -> PostgresClient -> CLibPQ
//                                               -> CFileStatus (the journal's link-count check)
//   Support (one lock, a background queue, a recency list) sits under the service, the HTTP
//   server, the PostgreSQL client and the Swift front end; it imports only the standard library
//   and Foundation.
// The engine is pure (no I/O, clocks or threads) and knows no input language: front ends turn
// inputs into the programs it runs. Only HTTPServer, PostgresClient and the journal's one
// system call (CFileStatus) touch C.
let package = Package(
    name: "containment-playground",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "containment-playground", targets: ["containment-playground"]),
        .library(name: "ContainmentEngine", targets: ["ContainmentEngine", "ContainmentScript"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // zlib, for gzip answers (Debian's zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Small types the other targets share: one lock (`Locked`, which ThreadSanitizer sees), a
        // queue for work off the request's path, a recency list.
        .target(name: "Support"),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "CZlib", "Support"]),
        // libpq, for journals in PostgreSQL shared by several nodes (Debian's libpq-dev).
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(name: "PostgresClient", dependencies: ["CLibPQ", "Support"]),
        // statx for the link count alone, which Swift's Glibc module does not declare (shim.h says why).
        .systemLibrary(name: "CFileStatus"),
        .target(name: "ContainmentEngine"),
        // UIKit as data: the classes and members every front end resolves through (issue 39).
        .target(name: "UIKitCatalogue", dependencies: ["ContainmentEngine"]),
        // The flat script language (lexer, parser, binder): the first front end.
        .target(name: "ContainmentScript", dependencies: ["ContainmentEngine", "UIKitCatalogue"]),
        // Real Swift files (swift-syntax): the second front end, and the only target importing swift-syntax.
        .target(
            name: "SwiftFrontEnd",
            dependencies: [
                "ContainmentEngine", "UIKitCatalogue", "Support",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        // The service's vocabulary: a session's inputs, request bodies and headers read, problems.
        // It reads untrusted bytes, so the fuzz harness imports it (fuzz/run.sh). JSON writing stays
        // in the service: its hand-tuned helpers must inline into the answers that use them.
        .target(name: "PlaygroundAPI", dependencies: ["ContainmentEngine"]),
        .target(
            name: "PlaygroundService",
            dependencies: [
                "ContainmentEngine", "ContainmentScript", "SwiftFrontEnd", "UIKitCatalogue", "HTTPServer", "PostgresClient", "CFileStatus", "Support",
                "PlaygroundAPI",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .executableTarget(
            name: "containment-playground",
            dependencies: [
                "PlaygroundService", "HTTPServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            // tcmalloc (gperftools' minimal allocator, Debian's libgoogle-perftools-dev) in place of
            // glibc's malloc: a mutation allocates ~120 objects, and glibc's arenas cost 6 % of its
            // instructions and 10 % of its CPU time (docs/performance-archive.md, "Session 13").
            linkerSettings: [.linkedLibrary("tcmalloc_minimal", .when(platforms: [.linux]))]
        ),
        // Prints engine throughput and mutation cost by tree size (not a test: figures, not verdicts).
        .executableTarget(name: "engine-benchmark", dependencies: ["ContainmentEngine", "ContainmentScript", "SwiftFrontEnd"]),
        // A minimal blocking HTTP/1.1 client over POSIX sockets, for tests that talk to a real
        // server on loopback (URLSession hides the connection behaviour those tests check).
        .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport"),
        // The fidelity corpus (public and the project's) and how its lines are judged, for every test target.
        .target(name: "CorpusSupport", dependencies: ["ContainmentEngine", "ContainmentScript"], path: "Tests/CorpusSupport",
                resources: [.copy("Corpus"), .copy("ProjectCorpus")]),
        .testTarget(name: "ContainmentEngineTests", dependencies: ["ContainmentEngine", "ContainmentScript", "CorpusSupport"]),
        .testTarget(name: "ContainmentScriptTests", dependencies: ["ContainmentScript", "ContainmentEngine", "CorpusSupport"]),
        .testTarget(name: "UIKitCatalogueTests", dependencies: ["UIKitCatalogue", "ContainmentEngine"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HTTPTestSupport", "Support"]),
        .testTarget(name: "SwiftFrontEndTests", dependencies: ["SwiftFrontEnd", "ContainmentEngine", "ContainmentScript", "CorpusSupport"],
                    exclude: ["Containers", "CorpusInClassForm", "Differential", "DifferentialC", "CorpusInObjectiveC"]),
        .testTarget(name: "PlaygroundServiceTests",
                    dependencies: ["PlaygroundService", "ContainmentEngine", "ContainmentScript", "SwiftFrontEnd", "HTTPServer", "HTTPTestSupport", "PostgresClient", "CorpusSupport", "Support", "PlaygroundAPI"],
                    exclude: ["Golden"]),
    ]
)
