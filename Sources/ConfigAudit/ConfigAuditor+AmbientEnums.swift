import AuditModel
import JSLexer

extension ConfigAuditor {
    /// Const enums declared in the project's type declaration files (`x.d.ts`), which the source rules do not read:
    /// everything in a declaration file is ambient, so such an enum has no code anywhere. tsc inlines its members at
    /// every use; esbuild and Oxc compile one file at a time and leave `Name.Member` as it is written, which then reads
    /// a global that does not exist (a ReferenceError), or an import the declaring module never exports (undefined).
    mutating func auditAmbientConstEnums(_ files: [String]) {
        // Only what TypeScript compiles reads a declaration file: one under a folder with a tsconfig.json, or anywhere
        // when package.json declares typescript. A JavaScript project, or a folder of packages' own typings, has none
        // to read, which spares reading thousands of them (2,264 files, 0.5 s of CPU, in /usr/share/nodejs).
        let projects = Set(files.filter { Self.fileName($0) == "tsconfig.json" }.map(Self.directory(of:)))
        let compilesEverything = dependencyLines["typescript"] != nil || projects.contains("")
        guard compilesEverything || !projects.isEmpty else { return }
        let listed = Set(project.files)
        for file in project.declarationFiles ?? files.filter(Self.isDeclarationFile) {
            guard compilesEverything || Self.isInside(file, anyOf: projects) else { continue }
            // tsc emitted it beside its module (`declaration` without `outDir`): TypeScript leaves a `.d.ts` out of
            // the program when a `.ts`/`.tsx` of the same name is there, and imports reach the module's own enum.
            if Self.typeScriptModules(declaredBy: file).contains(where: listed.contains) { continue }
            // Most declaration files hold no enum: the bytes are searched before anything is lexed.
            guard let bytes = project.read(file), ByteSearch.firstOffset(of: Array("enum".utf8), in: bytes) != nil else { continue }
            let lexed = Lexer.lex(bytes, dialect: .typescript)
            let tokens = lexed.tokens
            for index in tokens.indices.dropLast(2) {
                // `const enum Name`: `.const` before a member name (`x.const`) is a property, not the keyword.
                guard lexed.isIdentifier(tokens[index], "const"), lexed.isIdentifier(tokens[index + 1], "enum"),
                    tokens[index + 2].kind == .identifier,
                    index == 0 || !lexed.isPunctuator(tokens[index - 1], ".")
                else { continue }
                let name = lexed.text(tokens[index + 2])
                let start = lexed.location(of: tokens[index])
                let end = lexed.location(ofByte: tokens[index + 2].end)
                add(ConfigRules.ambientConstEnum, file: file, line: start.line, column: start.column, end: (end.line, end.column),
                    message: "const enum \(name) is declared in a type declaration file, so it has no run-time value: tsc inlined `\(name).X`, but \(transformer) compiles each file alone and leaves the read, which throws a ReferenceError (or reads undefined from an import).",
                    fix: "Declare it in a .ts module as `export enum \(name)` (or `export const enum`, which \(transformer) emits as a regular enum) and import it where it is used, or replace it with an `as const` object.")
            }
        }
    }

    /// The modules a declaration file stands beside: `x.ts`/`x.tsx` for `x.d.ts`, `x.mts` for `x.d.mts`.
    static func typeScriptModules(declaredBy file: String) -> [String] {
        for (declaration, modules) in [(".d.ts", [".ts", ".tsx"]), (".d.mts", [".mts"]), (".d.cts", [".cts"])] where file.hasSuffix(declaration) {
            let stem = file.dropLast(declaration.count)
            return modules.map { stem + $0 }
        }
        return []
    }

    /// Whether `file` lies in one of `folders` (project-relative, "" the root) or below it.
    static func isInside(_ file: String, anyOf folders: Set<String>) -> Bool {
        var folder = directory(of: file)
        while true {
            if folders.contains(folder) { return true }
            if folder.isEmpty { return false }
            folder = directory(of: folder)
        }
    }

    /// `x.d.ts`, `x.d.mts`, `x.d.cts`, outside node_modules (a package's typings are its own business).
    public static func isDeclarationFile(_ path: String) -> Bool {
        (path.hasSuffix(".d.ts") || path.hasSuffix(".d.mts") || path.hasSuffix(".d.cts")) && !path.split(separator: "/").contains("node_modules")
    }
}
