import SwiftParser
import SwiftSyntax

/// Types of the standard library the playground runs from their Swift source, as the file's own
/// declarations run: `Result` (container code receives one in every loading callback). Written
/// here from Swift's documented interface (cases, `get()`, `map`, `mapError`, `flatMap`,
/// `flatMapError`), run by the same interpreter and typed by the same pass as the file's code, so
/// it computes what swiftc's build computes; what it cannot print exactly (a `Result` inside a
/// collection names its type arguments, `Swift.Result<Swift.Int, ...>`) is refused as for any
/// generic type of the file. `Result { try ... }` is its `init(catching:)`.
enum StandardPrelude {
    static let resultSource = """
        enum Result<Success, Failure: Error> {
            case success(Success)
            case failure(Failure)
            init(catching body: () throws -> Success) {
                do {
                    self = .success(try body())
                } catch {
                    self = .failure(error)
                }
            }
            func get() throws -> Success {
                switch self {
                case .success(let success): return success
                case .failure(let failure): throw failure
                }
            }
            func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let success): return .success(transform(success))
                case .failure(let failure): return .failure(failure)
                }
            }
            func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
                switch self {
                case .success(let success): return .success(success)
                case .failure(let failure): return .failure(transform(failure))
                }
            }
            func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let success): return transform(success)
                case .failure(let failure): return .failure(failure)
                }
            }
            func flatMapError<NewFailure: Error>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
                switch self {
                case .success(let success): return .success(success)
                case .failure(let failure): return transform(failure)
                }
            }
        }
        """

    /// Lowered once per process; each file's type pass types it with the file.
    static let result: TypeDeclIR? = {
        var parser = Parser(resultSource)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard !tree.hasError, let file = try? Lowering(lines: LineTable(resultSource)).file(tree),
            case .declaration(.type(var declaration))? = file.statements.first
        else { return nil }
        declaration.isPrelude = true
        return declaration
    }()

    /// `file` with `Result` declared first when it names it and does not declare its own.
    static func completing(_ file: FileIR) -> FileIR {
        guard file.mentionsResult, let result,
            !file.statements.contains(where: { if case .declaration(.type(let type)) = $0 { type.name == "Result" } else { false } })
        else { return file }
        var completed = file
        completed.statements.insert(.declaration(.type(result)), at: 0)
        return completed
    }
}
