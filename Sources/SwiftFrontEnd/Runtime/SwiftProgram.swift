import ContainmentEngine

/// A Swift file lowered and ready to run: its types and functions are declared for the session
/// first (Swift's top level sees every declaration of the file), then its top-level statements
/// run in order, each naming its line in the log.
struct SwiftProgram: Program {
    let file: FileIR
    let source: String
    var byteCount: Int { source.utf8.count }

    func run(in playground: Playground) throws { try run(in: playground, statements: Int.max) }

    /// One step per top-level statement that is not a declaration (those are made first).
    var steps: [SourceStep] {
        file.statements.compactMap { statement in
            if case .declaration = statement { return nil }
            return statement.loc.map { SourceStep(line: $0.line, column: $0.column) } ?? SourceStep(line: 0, column: 0)
        }
    }

    func run(in playground: Playground, statements count: Int) throws {
        guard byteCount <= playground.limits.maxScriptBytes else {
            throw LimitExceeded(
                .maxScriptBytes, "the script is \(byteCount) bytes; the limit is \(playground.limits.maxScriptBytes) (maxScriptBytes)")
        }
        let runtime = SwiftRuntime.of(playground)
        if file.tracksLifetimes { runtime.heap.tracksLifetimes = true }
        // Kept as a static: rolled back with a failed request, kept in the session's snapshot.
        if file.importsFoundation { runtime.heap.statics[Interpreter.foundationImportedKey] = .bool(true) }
        runtime.heap.reboundNames.formUnion(file.reboundNames)
        if !file.typeAliases.isEmpty { runtime.heap.typeAliases.merge(file.typeAliases) { _, new in new } }
        runtime.temporaries.removeAll()
        runtime.liveScopes.removeAll()
        let interpreter = Interpreter(playground: playground, runtime: runtime)
        // A session whose only types are this file's shares what other such sessions derived.
        let onlyThisFile = runtime.heap.types.isEmpty
        try interpreter.declare(file.statements, revision: playground.revision + 1)
        if file.declares { runtime.heap.declaringFiles.append(DeclaringFile(revision: playground.revision + 1, source: source)) }
        if onlyThisFile {
            if let shared = file.derived.load() {
                runtime.derived = shared
            } else {
                runtime.speculation = DerivedSpeculation.start(
                    types: runtime.heap.types, order: DerivedSpeculation.order(of: file), on: SwiftFrontEnd.spare)
            }
        }
        defer {
            runtime.speculation?.stop()
            runtime.speculation = nil
        }
        let version = runtime.typesVersion
        let scope = Scope(parent: nil, context: nil)
        defer {
            if !runtime.pendingOutput.isEmpty { playground.printToConsole(runtime.pendingOutput) }
            runtime.pendingOutput = ""
        }
        var left = count
        for statement in file.statements {
            if case .declaration = statement { continue }
            guard left > 0 else { break }
            left -= 1
            playground.setCurrentLine(statement.loc?.line)
            do { _ = try interpreter.execute(statement, in: scope, topLevel: true) } catch let thrown as Interpreter.ThrownError {
                throw interpreter.uncaughtAtTopLevel(thrown)
            }
        }
        // Not when the run declared more (a type inside a function): that is another set of types.
        if onlyThisFile, runtime.typesVersion == version, !runtime.derived.isEmpty { file.derived.offer(runtime.derived) }
    }
}

extension Stmt {
    var loc: Loc? {
        switch self {
        case .expression(_, let loc), .binding(_, _, _, _, _, let loc), .ifStmt(_, _, _, let loc), .guardStmt(_, _, let loc),
            .switchStmt(_, _, let loc), .forIn(_, _, _, _, _, let loc), .whileStmt(_, _, _, let loc), .repeatWhile(_, _, _, let loc),
            .returnStmt(_, let loc), .breakStmt(_, let loc), .continueStmt(_, let loc), .doStmt(_, _, let loc), .throwStmt(_, let loc):
            loc
        case .deferStmt(let body): body.first?.loc
        case .referenceOwnership: nil
        case .sequence(let statements): statements.first?.loc
        case .declaration(.function(let function)): function.loc
        case .declaration(.type(let type)): type.loc
        }
    }
}

extension Interpreter {
    /// Set in the heap's statics once a file of the session imported Foundation (`FileIR.importsFoundation`).
    static let foundationImportedKey = "import Foundation"
}
