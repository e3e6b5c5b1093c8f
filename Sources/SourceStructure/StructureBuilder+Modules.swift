import JSLexer

extension StructureBuilder {
    // MARK: - import / export declarations

    mutating func findModuleDeclarations() {
        for index in codes.indices where codes[index] == .import || codes[index] == .export {
            guard code(index - 1) != .dot, code(index - 1) != .optionalDot else { continue }
            if code(index) == .import {
                guard code(index + 1) != .openParen, code(index + 1) != .dot else { continue }
                guard enclosing[index] < 0 || isTypeScript else {
                    // `import` as a declaration only stands at the top level (TS `declare module` blocks aside).
                    continue
                }
                parseImport(at: index)
            } else if code(index) == .export {
                parseExport(at: index)
            }
        }
    }

    private mutating func parseImport(at index: Int) {
        moduleSyntaxTokens.append(index)
        var j = index + 1
        var typeOnly = false
        if code(j) == .type, code(j + 1) == .openBrace || code(j + 1) == .star || (isIdentifier(j + 1) && code(j + 1) != .from) {
            typeOnly = true
            j += 1
        }
        var bindings: [ModuleBinding] = []
        if j < tokens.count, tokens[j].kind == .string {
            addStatic(.importDeclaration, keyword: index, specifierToken: j, bindings: [], typeOnly: false)
            return
        }
        if let name = word(j), code(j) != .from || code(j + 1) == .from {
            if code(j + 1) == .assign { return }  // TS `import x = require('y')`: the require call records it.
            bindings.append(ModuleBinding(imported: "default", local: name, importedToken: j, localToken: j, isTypeOnly: typeOnly))
            j += 1
            if code(j) == .comma { j += 1 }
        }
        j = parseClause(at: j, into: &bindings, typeOnly: typeOnly)
        guard code(j) == .from, j + 1 < tokens.count, tokens[j + 1].kind == .string else { return }
        addStatic(.importDeclaration, keyword: index, specifierToken: j + 1, bindings: bindings, typeOnly: typeOnly)
    }

    /// `* as ns` or `{ a, b as c, type T }`; returns the index after the clause.
    private mutating func parseClause(at start: Int, into bindings: inout [ModuleBinding], typeOnly: Bool) -> Int {
        var j = start
        if code(j) == .star {
            if code(j + 1) == .as, let local = word(j + 2) {
                bindings.append(ModuleBinding(imported: "*", local: local, importedToken: j, localToken: j + 2, isTypeOnly: typeOnly))
                return j + 3
            }
            return j + 1
        }
        guard code(j) == .openBrace, let closer = close(of: j) else { return j }
        for part in splitAtCommas((j + 1)..<closer) where !part.isEmpty {
            var k = part.lowerBound
            var specifierTypeOnly = typeOnly
            if code(k) == .type, k + 1 < part.upperBound, code(k + 1) != .as {
                specifierTypeOnly = true
                k += 1
            }
            guard k < part.upperBound else { continue }
            let importedToken = k
            let imported: String
            if tokens[k].kind == .string {
                imported = Self.literalValue(of: tokens[k], in: file) ?? ""
            } else {
                imported = file.text(tokens[k])
            }
            var localToken = k
            if code(k + 1) == .as, k + 2 < part.upperBound { localToken = k + 2 }
            isNotReference[importedToken] = true
            isNotReference[localToken] = true
            bindings.append(
                ModuleBinding(
                    imported: imported, local: file.text(tokens[localToken]), importedToken: importedToken,
                    localToken: localToken, isTypeOnly: specifierTypeOnly))
        }
        j = closer + 1
        return j
    }

    private mutating func parseExport(at index: Int) {
        moduleSyntaxTokens.append(index)
        var j = index + 1
        var typeOnly = false
        if code(j) == .type, code(j + 1) == .openBrace || code(j + 1) == .star {
            typeOnly = true
            j += 1
        }
        var bindings: [ModuleBinding] = []
        var legacy = false
        if let name = word(j), !codes[j].isNonBindingWord, code(j + 1) == .from || code(j + 1) == .comma {
            legacy = true
            bindings.append(ModuleBinding(imported: "default", local: name, importedToken: j, localToken: j))
            isNotReference[j] = true
            j += 1
            if code(j) == .comma { j += 1 }
        }
        guard legacy || code(j) == .openBrace || code(j) == .star else { return }
        let afterClause = parseClause(at: j, into: &bindings, typeOnly: typeOnly)
        guard code(afterClause) == .from, afterClause + 1 < tokens.count, tokens[afterClause + 1].kind == .string else {
            // `export { a, b as c }`: local names are references, exported names are not.
            for binding in bindings {
                isNotReference[binding.importedToken] = false
            }
            return
        }
        var reference = ModuleReference(
            kind: .exportFrom, specifier: Self.literalValue(of: tokens[afterClause + 1], in: file),
            specifierToken: afterClause + 1, keywordToken: index, bindings: bindings, isTypeOnly: typeOnly)
        reference.isLegacyExportDefaultFrom = legacy
        modules.append(reference)
    }

    private mutating func addStatic(
        _ kind: ModuleReference.Kind, keyword: Int, specifierToken: Int, bindings: [ModuleBinding], typeOnly: Bool
    ) {
        for binding in bindings {
            declare(binding.local, .import, at: binding.localToken, scope: 0..<tokens.count)
        }
        modules.append(
            ModuleReference(
                kind: kind, specifier: Self.literalValue(of: tokens[specifierToken], in: file),
                specifierToken: specifierToken, keywordToken: keyword, bindings: bindings, isTypeOnly: typeOnly))
    }

    // MARK: - References

    /// Records references by name; in a modules-only build, to the `nameFilter` names alone (no string is made for
    /// any other identifier).
    mutating func findReferences() {
        guard Int(tokens.last?.end ?? 0) <= file.bytes.count else { return }  // tokens always lie in the bytes
        var table = IdentifierTable(expectedNames: 64)
        var found: [(id: Int32, value: Int)] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            for index in codes.indices where codes[index].isIdentifier && !isNotReference[index] {
                let previous = code(index - 1)
                if previous == .dot || previous == .optionalDot { continue }
                if let nameFilter, !nameFilter.contains(where: { file.matches(tokens[index], $0) }) { continue }
                if codes[index].isKeyword { continue }
                if code(index + 1) == .colon, previous == .openBrace || previous == .comma, enclosing[index] >= 0,
                    codes[Int(enclosing[index])] == .openBrace, !isBlockBrace[Int(enclosing[index])]
                {
                    continue  // object literal key
                }
                found.append((Int32(table.id(of: tokens[index], in: bytes)), index))
            }
        }
        let positions = table.grouped(found)
        // Distinct spellings can be equal strings (canonically equivalent, or invalid UTF-8 made U+FFFD): merged,
        // in source order.
        references = Dictionary(zip(table.names, positions), uniquingKeysWith: { ($0 + $1).sorted() })
    }

    // MARK: - require() and import()

    mutating func findCalls() {
        var found: [ModuleReference] = []
        let requireDeclarations = declarations["require"] ?? []
        for index in references["require"] ?? [] where code(index + 1) == .openParen
            && !requireDeclarations.contains(where: { $0.scope.contains(index) })
        {
            found.append(call(.require, keyword: index))
        }
        for index in codes.indices where codes[index] == .import && code(index + 1) == .openParen {
            guard code(index - 1) != .dot, code(index - 1) != .optionalDot else { continue }
            // A method named `import` (`import(x) { … }`, TS `import(x): T;`) is not a dynamic import.
            if let closer = close(of: index + 1), code(closer + 1) == .openBrace || code(closer + 1) == .colon { continue }
            found.append(call(.dynamicImport, keyword: index))
        }
        // Import and export declarations are found in source order: often there is nothing to sort.
        guard !found.isEmpty else { return }
        modules += found
        if !zip(modules, modules.dropFirst()).allSatisfy({ $0.keywordToken < $1.keywordToken }) {
            modules.sort { $0.keywordToken < $1.keywordToken }
        }
    }

    private func call(_ kind: ModuleReference.Kind, keyword: Int) -> ModuleReference {
        let open = keyword + 1
        let closer = close(of: open) ?? open
        let arguments = closer > open ? splitAtCommas((open + 1)..<closer) : []
        var specifierToken: Int?
        if let first = arguments.first, first.count == 1,
            tokens[first.lowerBound].kind == .string || tokens[first.lowerBound].kind == .template
        {
            specifierToken = first.lowerBound
        }
        var reference = ModuleReference(
            kind: kind, specifier: specifierToken.flatMap { Self.literalValue(of: tokens[$0], in: file) },
            specifierToken: specifierToken, keywordToken: keyword, openParen: open, arguments: arguments)
        reference.comments = comments(between: tokens[open].end, and: tokens[closer].start)
        if code(closer + 1) == .dot, let member = word(closer + 2) {
            reference.memberAfterCall = member
        }
        if kind == .require { reference.bindings = requireBindings(keyword: keyword, member: reference.memberAfterCall) }
        return reference
    }

    /// Comments whose start lies in the byte range, as indexes into `file.comments`.
    private func comments(between start: Int32, and end: Int32) -> [Int] {
        let comments = file.comments
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].start < start { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var j = low
        while j < comments.count, comments[j].start < end {
            result.append(j)
            j += 1
        }
        return result
    }

    /// `const x = require('a')`, `const { a, b: c } = require('a')`, `const X = require('a').default`.
    private func requireBindings(keyword: Int, member: String?) -> [ModuleBinding] {
        guard code(keyword - 1) == .assign else { return [] }
        let target = keyword - 2
        guard target >= 0 else { return [] }
        if codes[target].isIdentifier {
            let previous = code(target - 1)
            guard previous == .const || previous == .let || previous == .var || previous == .import || previous == .comma
            else { return [] }
            return [ModuleBinding(imported: member ?? "*", local: file.text(tokens[target]), importedToken: keyword, localToken: target)]
        }
        guard code(target) == .closeBrace, let open = partner[target] >= 0 ? Int(partner[target]) : nil, member == nil else { return [] }
        var bindings: [ModuleBinding] = []
        for property in splitAtCommas((open + 1)..<target) where !property.isEmpty {
            guard codes[property.lowerBound].isIdentifier else { continue }
            let imported = file.text(tokens[property.lowerBound])
            var locals = [property.lowerBound]
            if let colon = topLevel(.colon, in: property) {
                let valueEnd = topLevel(.assign, in: (colon + 1)..<property.upperBound) ?? property.upperBound
                locals = patternNames((colon + 1)..<valueEnd)
            }
            if let local = locals.last {
                bindings.append(ModuleBinding(imported: imported, local: file.text(tokens[local]), importedToken: property.lowerBound, localToken: local))
            }
        }
        return bindings
    }

    // MARK: - JSX

    mutating func findJSXElements() {
        guard file.containsJSX else { return }
        var stack: [Int] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .jsxTagStart else {
                index += 1
                continue
            }
            if index + 1 < tokens.count, tokens[index + 1].kind == .jsxSlash {
                if !stack.isEmpty { stack.removeLast() }
                index += 2
                continue
            }
            var j = index + 1
            var name = ""
            let nameToken = j < tokens.count && tokens[j].kind != .jsxTagEnd ? j : index
            if j < tokens.count, tokens[j].kind == .jsxIdentifier || codes[j].isIdentifier {
                name = file.text(tokens[j])
                j += 1
                // `Foo.Bar` member names (and `a:b` namespaces when lexed apart).
                while j + 1 < tokens.count, code(j) == .dot || code(j) == .colon,
                    tokens[j + 1].kind == .jsxIdentifier || codes[j + 1].isIdentifier
                {
                    name += file.text(tokens[j]) + file.text(tokens[j + 1])
                    j += 2
                }
            }
            // TS generic on a component: `<Foo<T> …>` is rare in JSX; type arguments are skipped as attributes.
            var attributes: [JSXAttribute] = []
            var selfClosing = false
            while j < tokens.count, tokens[j].kind != .jsxTagEnd {
                let token = tokens[j]
                if token.kind == .jsxSlash {
                    selfClosing = true
                    j += 1
                    continue
                }
                if token.kind == .jsxIdentifier || token.kind == .identifier {
                    let attributeName = file.text(token)
                    var value = JSXAttribute.Value.none
                    var next = j + 1
                    if next < tokens.count, file.text(tokens[next]) == "=" {
                        next += 1
                        if next < tokens.count, tokens[next].kind == .jsxString || tokens[next].kind == .string {
                            value = .string(next)
                            next += 1
                        } else if code(next) == .openBrace, let closer = close(of: next) {
                            value = .expression((next + 1)..<closer)
                            next = closer + 1
                        }
                    }
                    attributes.append(JSXAttribute(name: attributeName, nameToken: j, value: value))
                    j = next
                    continue
                }
                if code(j) == .openBrace, let closer = close(of: j) {
                    attributes.append(JSXAttribute(name: "", nameToken: j, value: .expression((j + 1)..<closer), isSpread: true))
                    j = closer + 1
                    continue
                }
                j += 1
            }
            let element = JSXElement(
                name: name, openToken: index, nameToken: nameToken, endToken: min(j, tokens.count - 1),
                isSelfClosing: selfClosing, attributes: attributes, parent: stack.last)
            jsxElements.append(element)
            if !selfClosing { stack.append(jsxElements.count - 1) }
            index = j + 1
        }
    }
}
