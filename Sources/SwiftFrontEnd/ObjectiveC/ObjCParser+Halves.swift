import ContainmentEngine
import Support

/// A place the second pass may be cut: a top-level item's first token, or a method's inside a
/// class's `@implementation` (then the other half starts among that class's members).
struct SecondPassCut {
    var position: Int
    var implementation: (className: String, category: String?)?
}

/// The second pass (lowering every body) is most of an Objective-C paste's front end, and the
/// machine the service ships for has two cores: a long file's second pass is cut at a method or
/// a top-level item and the later part lowered on the spare thread, by a copy of this parser
/// made after the first pass, while this one lowers the earlier part. Each part only adds to the
/// lowering's outputs, so joining them in order gives what one pass gives (a test compares
/// both ways on every Objective-C file the tests have).
extension ObjCParser {
    /// Files smaller than this are lowered in one piece, as in the Swift front end.
    static let minimumBytesForHalves = 3072

    /// What the copy lowered, or its error, handed back once.
    private final class LoweredHalf: @unchecked Sendable {  // written before `wait` returns, then read
        var parser: ObjCParser?
        var error: ScriptError?
    }

    /// A parser crossing to the spare thread once; this thread does not touch it until `wait`.
    private struct Handed: @unchecked Sendable {
        let parser: ObjCParser
        let cut: SecondPassCut
    }

    func secondPass(alongside spare: SpareThread? = nil) throws(ScriptError) {
        pass = .bodies
        position = 0
        guard let spare, let cut = secondPassCut() else {
            while !current.isEnd { try topLevelItem() }
            return
        }
        let half = LoweredHalf()
        let handed = Handed(parser: copy(), cut: cut)
        let ticket = spare.start {
            do throws(ScriptError) {
                try handed.parser.lowerFrom(handed.cut)
                half.parser = handed.parser
            } catch {
                half.error = error
            }
        }
        guard let ticket else {
            while !current.isEnd { try topLevelItem() }
            return
        }
        stopAt = cut.position
        defer { stopAt = .max }
        var ownError: ScriptError?
        do throws(ScriptError) {
            while !current.isEnd && position < cut.position { try topLevelItem() }
        } catch {
            ownError = error
        }
        spare.wait(ticket)
        // The earlier part's error is the one a single pass meets first.
        if let ownError { throw ownError }
        if let error = half.error { throw error }
        if let other = half.parser { join(other) }
    }

    /// The cut nearest to the middle of the tokens, or nil: no cut, or one leaving either part
    /// under a fifth. (The spare thread runs on colder caches, but it is warmed up and its part
    /// has the file's smaller classes and driver: measured, halves by tokens took the same time.)
    func secondPassCut() -> SecondPassCut? {
        if let chosen = chosenCut { return cuts.indices.contains(chosen) && cuts[chosen].position > 0 ? cuts[chosen] : nil }
        let target = tokens.count / 2
        guard let best = cuts.min(by: { abs($0.position - target) < abs($1.position - target) }) else { return nil }
        guard best.position * 5 >= tokens.count, (tokens.count - best.position) * 5 >= tokens.count else { return nil }
        return best
    }

    /// A parser in this one's state (after the first pass), every stored property copied: a test
    /// compares the two property by property (`ObjCHalvesTests`), so one added later is not missed.
    func copy() -> ObjCParser {
        let copy = ObjCParser(tokens: tokens, maxNesting: maxNesting)
        copy.position = position
        copy.pass = pass
        copy.nesting = nesting
        copy.classes = classes
        copy.classOrder = classOrder
        copy.protocols = protocols
        copy.getterProperties = getterProperties
        copy.protocolParents = protocolParents
        copy.enums = enums
        copy.constants = constants
        copy.typedefs = typedefs
        copy.fileSelectors = fileSelectors
        copy.selectorNames = selectorNames
        copy.customGetters = customGetters
        copy.inlineStructs = inlineStructs
        copy.postfixIncrements = postfixIncrements
        copy.ivarAnswers = ivarAnswers
        copy.fileChainAnswers = fileChainAnswers
        copy.accessorIvarAnswers = accessorIvarAnswers
        copy.typeNameAnswers = typeNameAnswers
        copy.addressUse = addressUse
        copy.currentCategory = currentCategory
        copy.inClassMethod = inClassMethod
        copy.currentSelector = currentSelector
        copy.functionResults = functionResults
        copy.filePropertyNames = filePropertyNames
        copy.scopes = scopes
        copy.sharedWithBlocks = sharedWithBlocks
        copy.blockFrames = blockFrames
        copy.staticGlobals = staticGlobals
        copy.functionDepth = functionDepth
        copy.currentClass = currentClass
        copy.currentReturn = currentReturn
        copy.inInitializer = inInitializer
        copy.continueSteps = continueSteps
        copy.methods = methods
        copy.initializers = initializers
        copy.computed = computed
        copy.deallocs = deallocs
        copy.categories = categories
        copy.functions = functions
        copy.statics = statics
        copy.statements = statements
        copy.cuts = cuts
        copy.sawTopLevelStatement = sawTopLevelStatement
        copy.cutsMethods = cutsMethods
        copy.stopAt = stopAt
        copy.chosenCut = chosenCut
        return copy
    }

    /// The second pass from `cut` to the end of the file.
    private func lowerFrom(_ cut: SecondPassCut) throws(ScriptError) {
        pass = .bodies
        position = cut.position
        if let (className, category) = cut.implementation {
            let savedCategory = currentCategory
            currentCategory = category
            cutsMethods = true
            try members(of: className, implementation: true)
            cutsMethods = false
            currentCategory = savedCategory
        }
        while !current.isEnd { try topLevelItem() }
    }

    /// Adds what `other` lowered after this parser's part, as one pass would have.
    private func join(_ other: ObjCParser) {
        for (name, list) in other.methods { methods[name, default: []] += list }
        for (name, list) in other.initializers { initializers[name, default: []] += list }
        for (name, list) in other.computed { computed[name, default: []] += list }
        deallocs.merge(other.deallocs) { $1 }
        for (name, getters) in other.customGetters { customGetters[name, default: [:]].merge(getters) { $1 } }
        categories += other.categories
        functions += other.functions
        statics += other.statics
        statements += other.statements
        staticGlobals.merge(other.staticGlobals) { $1 }
        inlineStructs.merge(other.inlineStructs) { $1 }
        postfixIncrements.formUnion(other.postfixIncrements)
    }
}
