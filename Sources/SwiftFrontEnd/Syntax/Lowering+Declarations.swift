import ContainmentEngine
import SwiftSyntax

/// Types, functions, properties.
extension Lowering {
    /// A declaration in a code block; nil for what is accepted and means nothing here (`import`,
    /// `typealias`, operator precedence groups are refused).
    func declaration(_ decl: DeclSyntax) throws(ScriptError) -> Stmt? {
        if let composition = protocolComposition(decl) { return .declaration(.type(composition)) }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { noteAlias(alias) }
        if decl.is(ImportDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) || decl.is(AssociatedTypeDeclSyntax.self) { return nil }
        if let variable = decl.as(VariableDeclSyntax.self) { return try localVariable(variable) }
        if let function = decl.as(FunctionDeclSyntax.self) { return .declaration(.function(try self.function(function, typeValues: true))) }
        if let type = try typeDeclaration(decl) { return .declaration(.type(type)) }
        if decl.is(IfConfigDeclSyntax.self) { throw unsupported("#if", decl) }
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { throw unsupported("an operator declaration", decl) }
        if decl.is(ActorDeclSyntax.self) { throw unsupported("an actor", decl) }
        if decl.is(MacroDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) { throw unsupported("a macro", decl) }
        throw unsupported("this declaration", decl)
    }

    /// `typealias Amount = Double`: what the name stands for, for the type pass and the run
    /// (a generic alias is not followed).
    func noteAlias(_ alias: TypeAliasDeclSyntax) {
        guard alias.genericParameterClause == nil, !alias.initializer.value.is(CompositionTypeSyntax.self) else { return }
        mentions.typeAliases[Self.name(alias.name)] = typeIR(alias.initializer.value)
    }

    /// `typealias Name = P & Q`: what `as? Name` and a conformance to `Name` mean.
    func protocolComposition(_ decl: DeclSyntax) -> TypeDeclIR? {
        guard let alias = decl.as(TypeAliasDeclSyntax.self), let composition = alias.initializer.value.as(CompositionTypeSyntax.self) else {
            return nil
        }
        var type = TypeDeclIR(
            kind: .protocolType, name: Self.name(alias.name), inherited: composition.elements.map { Self.typeName($0.type) }, loc: loc(alias))
        type.isComposition = true
        return type
    }

    func typeDeclaration(_ decl: DeclSyntax) throws(ScriptError) -> TypeDeclIR? {
        for attributes in [
            decl.as(StructDeclSyntax.self)?.attributes, decl.as(ClassDeclSyntax.self)?.attributes, decl.as(EnumDeclSyntax.self)?.attributes,
        ]
        where attributes.map({ self.attributes($0).contains("propertyWrapper") }) == true {
            throw unsupported("a property wrapper type (@propertyWrapper)", decl)
        }
        if let c = decl.as(ClassDeclSyntax.self) {
            var type = TypeDeclIR(kind: .classType, name: Self.name(c.name), inherited: inherited(c.inheritanceClause), loc: loc(c))
            type.runtimeName = objcName(c.attributes)
            type.genericParameters = c.genericParameterClause?.parameters.map { $0.name.text } ?? []
            return try generics.with(c.genericParameterClause) { () throws(ScriptError) in try members(c.memberBlock, into: type) }
        }
        if let s = decl.as(StructDeclSyntax.self) {
            var type = TypeDeclIR(kind: .structType, name: Self.name(s.name), inherited: inherited(s.inheritanceClause), loc: loc(s))
            type.genericParameters = s.genericParameterClause?.parameters.map { $0.name.text } ?? []
            return try generics.with(s.genericParameterClause) { () throws(ScriptError) in try members(s.memberBlock, into: type) }
        }
        if let e = decl.as(EnumDeclSyntax.self) {
            var type = TypeDeclIR(kind: .enumType, name: Self.name(e.name), inherited: inherited(e.inheritanceClause), loc: loc(e))
            type.genericParameters = e.genericParameterClause?.parameters.map { $0.name.text } ?? []
            return try generics.with(e.genericParameterClause) { () throws(ScriptError) in try members(e.memberBlock, into: type) }
        }
        if let p = decl.as(ProtocolDeclSyntax.self) {
            return try members(
                p.memberBlock, into: TypeDeclIR(kind: .protocolType, name: Self.name(p.name), inherited: inherited(p.inheritanceClause), loc: loc(p)))
        }
        if let x = decl.as(ExtensionDeclSyntax.self) {
            var name = Self.typeName(x.extendedType)
            // `extension Outer.Inner`: a nested type is declared by its own name (its outer types
            // are its qualified name's); the extension went to a type named "Outer.Inner" that
            // nothing was, silently (session 37's hunt).
            if let member = x.extendedType.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { name = Self.name(member.name) }
            return try members(
                x.memberBlock, into: TypeDeclIR(kind: .extensionOf, name: name, inherited: inherited(x.inheritanceClause), loc: loc(x)))
        }
        return nil
    }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        // A plain name (nearly always) without rendering the type's tokens back to text.
        clause?.inheritedTypes.map { Self.typeName($0.type) } ?? []
    }

    /// A type's name as written; a plain name (nearly always) without rendering the type's tokens
    /// back to text, which builds a trimmed copy of the tree (1 % of a paste's lowering).
    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return name(identifier.name) }
        return type.trimmedDescription
    }

    private func members(_ block: MemberBlockSyntax, into type: TypeDeclIR) throws(ScriptError) -> TypeDeclIR {
        var type = type
        for member in block.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                type.properties += try properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.methods.append(try self.function(function, typeValues: true))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(try self.initializer(initializer))
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    let associated =
                        try element.parameterClause?.parameters.map { (parameter) throws(ScriptError) -> Param in
                            Param(
                                label: parameter.firstName.map(Self.name),
                                name: parameter.secondName.map(Self.name) ?? parameter.firstName.map(Self.name) ?? "_",
                                type: typeIR(parameter.type),
                                defaultValue: try parameter.defaultValue.map { (d) throws(ScriptError) in try expression(d.value) })
                        } ?? []
                    type.cases.append(
                        EnumCaseIR(
                            name: Self.name(element.name), rawValue: try element.rawValue.map { (r) throws(ScriptError) in try expression(r.value) },
                            associated: associated))
                }
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                type.genericParameters.append(Self.name(associated.name))
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                guard type.kind == .classType else {
                    throw ScriptError(
                        line: loc(decl).line, column: loc(decl).column,
                        message: "deinitializers may only be declared within a class, actor, or noncopyable type")
                }
                let body = try deinitializer.body.map { (b) throws(ScriptError) in try self.block(b.statements) } ?? []
                type.deinitializer = FuncIR(name: "deinit", params: [], body: body, loc: loc(decl))
            } else if let composition = protocolComposition(decl) {
                type.nested.append(composition)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                noteAlias(alias)  // by its own name: the type's members use it bare
            } else if let nested = try typeDeclaration(decl) {
                type.nested.append(nested)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                type.methods += try subscriptAccessors(subscriptDecl, ofStruct: type.kind != .classType)
            } else {
                throw unsupported("this member", decl)
            }
        }
        return type
    }

    func modifiers(_ list: DeclModifierListSyntax) -> Set<String> {
        Set(list.map { $0.name.text })
    }

    /// The name in `@objc(Name)`, if the list has one.
    func objcName(_ list: AttributeListSyntax) -> String? {
        for element in list {
            guard let attribute = element.as(AttributeSyntax.self), Self.typeName(attribute.attributeName) == "objc",
                let pieces = attribute.arguments?.as(ObjCSelectorPieceListSyntax.self), pieces.count == 1, let name = pieces.first?.name
            else { continue }
            return name.text
        }
        return nil
    }

    /// Capitalised attributes that are not property wrappers.
    static let declarationAttributes: Set<String> = ["IBOutlet", "IBInspectable", "NSManaged", "MainActor", "GKInspectable"]

    func attributes(_ list: AttributeListSyntax) -> Set<String> {
        Set(list.compactMap { $0.as(AttributeSyntax.self).map { Self.typeName($0.attributeName) } })
    }

    /// `typeValues`: the function's own generic parameters may be used as values (its type's may
    /// not: nothing passes them).
    func function(_ decl: FunctionDeclSyntax, typeValues: Bool = false) throws(ScriptError) -> FuncIR {
        folded.functionNames.append(
            Self.name(decl.name) + "(" + decl.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")")
        defer { folded.functionNames.removeLast() }
        var (function, used) = try generics.withValues(decl.genericParameterClause, allowed: typeValues) { () throws(ScriptError) in
            try erasedFunction(decl)
        }
        function.genericParameters = decl.genericParameterClause?.parameters.map { $0.name.text } ?? []
        function.typeParameters = used
        if typeValues, case .parameter(let name)? = function.returnType?.generic, function.genericParameters.contains(name), !used.contains(name) {
            function.resultTypeParameter = name
        }
        return function
    }

    private func erasedFunction(_ decl: FunctionDeclSyntax) throws(ScriptError) -> FuncIR {
        if let effects = decl.signature.effectSpecifiers, effects.asyncSpecifier != nil { throw unsupported("async", effects) }
        let mods = modifiers(decl.modifiers)
        guard let body = decl.body else {
            return FuncIR(
                name: Self.name(decl.name), params: try parameters(decl.signature.parameterClause), body: [], isRequirement: true,
                returnType: decl.signature.returnClause.map { typeIR($0.type) }, loc: loc(decl))
        }
        return FuncIR(
            name: Self.name(decl.name), params: try parameters(decl.signature.parameterClause), body: try block(body.statements),
            isStatic: mods.contains("static") || mods.contains("class"), isOverride: mods.contains("override"),
            isMutating: mods.contains("mutating"), returnType: decl.signature.returnClause.map { typeIR($0.type) }, loc: loc(decl))
    }

    /// The label a subscript's setter takes its new value by: no call spells it, so no call's
    /// labels can match the setter as a getter.
    static let subscriptNewValueLabel = "$newValue"

    /// `subscript(row: Int, column: Int) -> Double { get set }`: a method named `subscript` (the
    /// getter) and, when it has a setter, one with the new value as a last parameter labelled
    /// `subscriptNewValueLabel` (mutating in a struct). A subscript's parameters have no argument
    /// labels unless they spell two names (`subscript(row r: Int)`).
    func subscriptAccessors(_ decl: SubscriptDeclSyntax, ofStruct: Bool) throws(ScriptError) -> [FuncIR] {
        if let generic = decl.genericParameterClause { throw unsupported("a generic subscript", generic) }
        let mods = modifiers(decl.modifiers)
        if mods.contains("static") || mods.contains("class") { throw unsupported("a static subscript", decl) }
        var params = try parameters(decl.parameterClause)
        for (index, parameter) in decl.parameterClause.parameters.enumerated() where parameter.secondName == nil {
            params[index].label = nil
        }
        let returnType = typeIR(decl.returnClause.type)
        var getter: [Stmt]?
        var setter: (name: String, body: [Stmt])?
        switch decl.accessorBlock?.accessors {
        case .getter(let body)?: getter = try block(body)
        case .accessors(let list)?:
            for accessor in list {
                let body = try accessor.body.map { (b) throws(ScriptError) in try block(b.statements) } ?? []
                switch accessor.accessorSpecifier.text {
                case "get": getter = body
                case "set": setter = (accessor.parameters?.name.text ?? "newValue", body)
                default: throw unsupported("the accessor '\(accessor.accessorSpecifier.text)'", accessor)
                }
            }
        case nil: throw unsupported("a subscript without a body", decl)
        }
        var accessors = [
            FuncIR(name: "subscript", params: params, body: getter ?? [], isRequirement: getter == nil, returnType: returnType, loc: loc(decl))
        ]
        if let setter {
            let newValue = Param(label: Self.subscriptNewValueLabel, name: setter.name, type: returnType, defaultValue: nil)
            accessors.append(
                FuncIR(
                    name: "subscript", params: params + [newValue], body: setter.body, isOverride: mods.contains("override"),
                    isMutating: ofStruct && !mods.contains("nonmutating"), loc: loc(decl)))
        }
        accessors[0].isOverride = mods.contains("override")
        return accessors
    }

    func initializer(_ decl: InitializerDeclSyntax) throws(ScriptError) -> FuncIR {
        if let generic = decl.genericParameterClause { throw unsupported("a generic initializer", generic) }
        var calls: Set<String> = []
        if let body = decl.body {
            var previous: [TokenSyntax] = []
            for token in body.tokens(viewMode: .sourceAccurate) {
                if token.text == "init", previous.count == 2, previous[1].text == ".", ["super", "self"].contains(previous[0].text) {
                    calls.insert(previous[0].text)
                }
                previous = Array((previous + [token]).suffix(2))
            }
        }
        var function = try initializerIR(decl)
        function.callsSuperInit = calls.contains("super")
        function.delegatesToSelfInit = calls.contains("self")
        return function
    }

    private func initializerIR(_ decl: InitializerDeclSyntax) throws(ScriptError) -> FuncIR {
        return FuncIR(
            name: "init", params: try parameters(decl.signature.parameterClause),
            body: try decl.body.map { (b) throws(ScriptError) in try block(b.statements) } ?? [],
            isOverride: modifiers(decl.modifiers).contains("override"), isFailable: decl.optionalMark != nil, loc: loc(decl))
    }

    func parameters(_ clause: FunctionParameterClauseSyntax) throws(ScriptError) -> [Param] {
        var result: [Param] = []
        for parameter in clause.parameters {
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            let first = Self.name(parameter.firstName)
            let second = parameter.secondName.map(Self.name)
            var type = typeIR(parameter.type)
            if parameter.ellipsis != nil {
                type.isArray = true
                type.shape = .array(type.shape)
            }
            result.append(
                Param(
                    label: first == "_" ? nil : first, name: second ?? first, type: type,
                    defaultValue: try parameter.defaultValue.map { (d) throws(ScriptError) in try defaultArgument(d.value) }, isInout: isInout,
                    isVariadic: parameter.ellipsis != nil))
        }
        return result
    }

    /// A type's stored and computed properties.
    /// `{ let controller = S(); ...; return controller }()` as a property's value: the object the
    /// closure returns is named after the property, not the closure's local (`ClosureIR.resultNamedBy`).
    static func namingResult(of initializer: Expr, after property: String) -> Expr {
        guard case .call(.closure(var closure), let arguments, let labels, let at) = initializer, arguments.isEmpty,
            case .returnStmt(.name(let local, _)?, _)? = closure.body.last
        else { return initializer }
        closure.resultNamedBy = BindingAlias(local: local, name: property)
        return .call(.closure(closure), arguments, labels: labels, at)
    }

    func properties(_ decl: VariableDeclSyntax) throws(ScriptError) -> [PropertyIR] {
        let mods = modifiers(decl.modifiers)
        let attrs = attributes(decl.attributes)
        // A capitalised attribute on a property is a property wrapper (`@Capped var level`,
        // `@Published`): its getter and setter would run instead of the storage, and the
        // playground does not run them; it stored the value silently (found against swiftc).
        if let wrapper = attrs.sorted().first(where: { $0.first?.isUppercase == true && !Self.declarationAttributes.contains($0) }) {
            throw unsupported("the property wrapper @\(wrapper)", decl)
        }
        var result: [PropertyIR] = []
        // `var x, y, width: Double`: a binding without a type or a value takes the next one's type.
        let bindings = Array(decl.bindings)
        func annotation(from index: Int) -> TypeSyntax? {
            for binding in bindings[index...] {
                if let type = binding.typeAnnotation?.type { return type }
                if binding.initializer != nil { return nil }
            }
            return nil
        }
        for (position, binding) in bindings.enumerated() {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { throw unsupported("a tuple property", binding.pattern) }
            var property = PropertyIR(
                name: Self.name(identifier.identifier),
                type: (binding.typeAnnotation?.type ?? (binding.initializer == nil ? annotation(from: position) : nil)).map { typeIR($0) },
                initializer: try binding.initializer.map { (i) throws(ScriptError) in try expression(i.value) },
                isLazy: mods.contains("lazy"), isStatic: mods.contains("static") || mods.contains("class"),
                isLet: decl.bindingSpecifier.text == "let",
                isOutlet: attrs.contains("IBOutlet"), isOverride: mods.contains("override"), isWeak: mods.contains("weak"),
                isUnowned: mods.contains("unowned"), loc: loc(binding))
            if let initializer = property.initializer {
                sites.declare(property.name)
                property.initializer = Self.namingResult(of: initializer, after: property.name)
            }
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let body): property.getter = try block(body)
                case .accessors(let list):
                    for accessor in list {
                        let name = accessor.parameters?.name.text
                        let body = try accessor.body.map { (b) throws(ScriptError) in try block(b.statements) } ?? []
                        // A static property's observers never ran (`Config.debug = true` printed
                        // nothing, session 37's hunt): refused by name.
                        if property.isStatic, ["willSet", "didSet"].contains(accessor.accessorSpecifier.text) {
                            throw unsupported("'\(accessor.accessorSpecifier.text)' on a static property", accessor)
                        }
                        switch accessor.accessorSpecifier.text {
                        case "get": property.getter = body
                        case "set": property.setter = (name ?? "newValue", body)
                        case "willSet": property.willSet = (name ?? "newValue", body)
                        case "didSet":
                            property.didSet = (name ?? "oldValue", body)
                            property.didSetReadsOldValue =
                                accessor.body.map { Self.referencedNames(in: Syntax($0)).contains(name ?? "oldValue") } ?? false
                        default: throw unsupported("the accessor '\(accessor.accessorSpecifier.text)'", accessor)
                        }
                    }
                }
            }
            result.append(property)
        }
        return result
    }

    /// `let`/`var` in a code block (top level, or in a body).
    func localVariable(_ decl: VariableDeclSyntax) throws(ScriptError) -> Stmt {
        let isVar = decl.bindingSpecifier.text == "var"
        if decl.bindings.count == 1, let binding = decl.bindings.first, let accessors = binding.accessorBlock {
            // A computed top-level variable: a property of the file. Observers on a stored one
            // are refused, naming them (it stopped at "cannot find 's' in scope", session 37's hunt).
            if case .accessors(let list) = accessors.accessors,
                let observer = list.first(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            {
                throw unsupported("'\(observer.accessorSpecifier.text)' on a global or local variable", observer)
            }
            let property = try properties(decl)
            return .declaration(.type(TypeDeclIR(kind: .extensionOf, name: "", inherited: [], properties: property, loc: loc(decl))))
        }
        var statements: [Stmt] = []
        let mods = modifiers(decl.modifiers)
        let ownership: Ownership = mods.contains("weak") ? .weak : mods.contains("unowned") ? .unowned : .strong
        for binding in decl.bindings {
            let value = try binding.initializer.map { (i) throws(ScriptError) in try expression(i.value) }
            let type = binding.typeAnnotation.map { typeIR($0.type) }
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                if value != nil { sites.declare(Self.name(identifier.identifier)) }
                statements.append(
                    .binding(names: [Self.name(identifier.identifier)], pattern: nil, value: value, isVar: isVar, type: type, loc(binding)))
                if ownership != .strong { statements.append(.referenceOwnership([Self.name(identifier.identifier)], ownership)) }
            } else if binding.pattern.is(WildcardPatternSyntax.self) {
                statements.append(.binding(names: [], pattern: nil, value: value, isVar: isVar, type: type, loc(binding)))
            } else {
                let pattern = try self.pattern(binding.pattern)
                statements.append(.binding(names: [], pattern: pattern, value: value, isVar: isVar, type: type, loc(binding)))
            }
        }
        return statements.count == 1 ? statements[0] : .sequence(statements)
    }
}
