import Foundation
import PlaygroundService

/// Where the service's own files are (`Public/`, `presets/`, `docs/`, `config/playground.json`)
/// when it is started outside its folder: from the working directory (a clone, the container's
/// `/app`), else beside the executable: the clone its build is in (`.build/release/` is three
/// folders down, through a link) or an installation's `share/containment-playground/`. It used to
/// serve no explorer and no presets, without a word, when started anywhere else (issue 40 item 5).
struct InstalledFiles {
    /// The folder that has the explorer's page, or nil when none does.
    let root: String?
    let searched: [String]

    init(executable: String, workingDirectory: String) {
        var candidates = [workingDirectory]
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(binary.deletingLastPathComponent().appendingPathComponent("share/containment-playground").path)
        var folder = binary
        for _ in 0..<5 {
            candidates.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        var seen = Set<String>()
        candidates = candidates.filter { seen.insert($0).inserted }
        searched = candidates
        root = candidates.first { FileManager.default.fileExists(atPath: $0 + "/Public/index.html") }
    }

    /// `path` as given when it exists from the working directory (or is absolute), else inside
    /// the root found, when it exists there.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || FileManager.default.fileExists(atPath: path) { return path }
        guard let root, FileManager.default.fileExists(atPath: root + "/" + path) else { return path }
        return root + "/" + path
    }

    /// The service's folders resolved, or the error that names the one missing: the explorer
    /// (its `index.html`), the presets and the documentation. CodeMirror is not among them: the
    /// explorer falls back to its plain editor without it.
    func resolving(_ service: ServiceConfiguration) throws -> ServiceConfiguration {
        var service = service
        service.publicDirectory = resolve(service.publicDirectory)
        service.presetsDirectory = resolve(service.presetsDirectory)
        service.docsDirectory = resolve(service.docsDirectory)
        let required = [
            ("service.publicDirectory", "PLAYGROUND_PUBLIC_DIR", service.publicDirectory, "index.html", "the explorer"),
            ("service.presetsDirectory", "PLAYGROUND_PRESETS_DIR", service.presetsDirectory, "", "the presets"),
            ("service.docsDirectory", "PLAYGROUND_DOCS_DIR", service.docsDirectory, "", "the language reference"),
        ]
        for (key, variable, folder, file, what) in required where !FileManager.default.fileExists(atPath: file.isEmpty ? folder : folder + "/" + file)
        {
            throw ConfigurationError(
                "\(key) (\(variable)) is '\(folder)', which has no \(file.isEmpty ? "such folder" : file) for \(what); looked in \(searched.joined(separator: ", ")). Start the service from its folder, or set \(variable) to where the files are"
            )
        }
        return service
    }
}
