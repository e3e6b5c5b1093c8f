import AuditModel
import Foundation
import Testing
@testable import ConfigAudit

/// TypeScript settings that isolated transpilation (esbuild in Vite 7, Oxc in Vite 8) does not honour.
struct TypeScriptTranspileTests {
    /// An Inversify app: tsc writes the constructor parameter types reflect-metadata reads; esbuild writes none.
    @Test("emitDecoratorMetadata is reported at the tsconfig line, worded for the target Vite", arguments: [
        (8, "Oxc emits that metadata only partially"), (7, "esbuild ignores the option"),
    ])
    func decoratorMetadataIsReported(vite: Int, wording: String) {
        let tsconfig = "{\n  \"compilerOptions\": {\n    \"experimentalDecorators\": true,\n    \"emitDecoratorMetadata\": true\n  }\n}\n"
        let manifest = #"{ "dependencies": { "inversify": "^6.0.0", "reflect-metadata": "^0.2.0" } }"#
        let result = ConfigFixture(files: ["tsconfig.json": tsconfig, "package.json": manifest]).audit(vite: vite)
        let findings = result.findings("syntax-decorator-metadata")
        #expect(findings.map { "\($0.file):\($0.line):\($0.column)" } == ["tsconfig.json:4:5"])
        #expect(findings.first?.message.contains(wording) == true)
        #expect(findings.first?.message.contains("(this project depends on reflect-metadata, inversify)") == true)
        #expect(findings.first?.fix?.contains(vite >= 8 ? "@rolldown/plugin-babel" : "@vitejs/plugin-react({ babel: { plugins } })") == true)
    }

    /// NestJS-style layout: the option lives in a base config the app's tsconfig.json extends, and is reported there;
    /// a nearer `false` turns it off.
    @Test func decoratorMetadataThroughExtends() {
        let base = "{\n  \"compilerOptions\": {\n    \"emitDecoratorMetadata\": true\n  }\n}\n"
        let inherited = ConfigFixture(files: [
            "tsconfig.json": #"{ "extends": "./tsconfig.base.json" }"#, "tsconfig.base.json": base, "package.json": "{}",
        ]).audit()
        #expect(inherited.findings("syntax-decorator-metadata").map { "\($0.file):\($0.line)" } == ["tsconfig.base.json:3"])
        let overridden = ConfigFixture(files: [
            "tsconfig.json": #"{ "extends": "./tsconfig.base.json", "compilerOptions": { "emitDecoratorMetadata": false } }"#,
            "tsconfig.base.json": base, "package.json": "{}",
        ]).audit()
        #expect(overridden.findings("syntax-decorator-metadata").isEmpty)
    }

    /// vite.config that already runs Babel's metadata plugin answers the finding.
    @Test func decoratorMetadataDoneByViteBabel() {
        let vite = """
        import { defineConfig } from 'vite'
        import babel from '@rolldown/plugin-babel'
        export default defineConfig({ plugins: [babel({ plugins: ['babel-plugin-transform-typescript-metadata', ['@babel/plugin-proposal-decorators', { legacy: true }]] })] })
        """
        let result = ConfigFixture(files: [
            "tsconfig.json": #"{ "compilerOptions": { "emitDecoratorMetadata": true } }"#, "vite.config.ts": vite, "package.json": "{}",
        ]).audit()
        #expect(result.findings("syntax-decorator-metadata").isEmpty)
        let decoratorsOnly = ConfigFixture(files: [
            "tsconfig.json": #"{ "compilerOptions": { "emitDecoratorMetadata": true } }"#,
            "vite.config.ts": vite.replacingOccurrences(of: "'babel-plugin-transform-typescript-metadata', ", with: ""), "package.json": "{}",
        ]).audit()
        #expect(decoratorsOnly.findings("syntax-decorator-metadata").count == 1)
    }

    /// ts-loader compiles with the tsconfig its configFile names (Angular-CLI-style tsconfig.app.json): that file's
    /// paths and emitDecoratorMetadata are what the app relies on.
    @Test("ts-loader's configFile is audited as a tsconfig", arguments: [
        "'tsconfig.app.json'", "path.resolve(__dirname, 'tsconfig.app.json')", "'./tsconfig.app.json'",
    ])
    func tsLoaderConfigFileIsAudited(configFile: String) {
        let webpack = """
        const path = require('path');
        module.exports = {
          entry: './index.ts',
          module: { rules: [{ test: /\\.tsx?$/, use: [{ loader: 'ts-loader', options: { configFile: \(configFile) } }] }] },
        };
        """
        let app = "{\n  \"compilerOptions\": {\n    \"emitDecoratorMetadata\": true,\n    \"paths\": { \"@app/*\": [\"src/app/*\"] }\n  }\n}\n"
        let result = ConfigFixture(files: [
            "webpack.config.js": webpack, "tsconfig.json": #"{ "compilerOptions": { "strict": true } }"#, "tsconfig.app.json": app, "package.json": "{}",
        ]).audit()
        #expect(result.findings("syntax-decorator-metadata").map { "\($0.file):\($0.line)" } == ["tsconfig.app.json:3"])
        #expect(result.findings("wp-alias").map { "\($0.file):\($0.line)" } == ["tsconfig.app.json:4"])
        #expect(result.facts.aliases.map { "\($0.find)=\($0.replacement)" } == ["@app=src/app"])
        #expect(result.configFiles.contains("tsconfig.app.json"))
        #expect(result.findings("audit-config-unresolved").isEmpty)
    }

    /// A bare file name is looked up from the entry's folder through its parents, as ts-loader does.
    @Test func tsLoaderBareConfigFileIsFoundAboveTheEntry() {
        let webpack = "module.exports = { entry: './src/main.ts', module: { rules: [{ test: /\\.ts$/, loader: 'ts-loader', options: { configFile: 'tsconfig.build.json' } }] } };\n"
        let result = ConfigFixture(files: [
            "webpack.config.js": webpack, "tsconfig.build.json": #"{ "compilerOptions": { "emitDecoratorMetadata": true } }"#, "src/main.ts": "", "package.json": "{}",
        ]).audit()
        #expect(result.findings("syntax-decorator-metadata").map(\.file) == ["tsconfig.build.json"])
    }

    /// A configFile naming no project file is said, not passed over.
    @Test func tsLoaderConfigFileNotFoundIsSaid() {
        let webpack = "module.exports = { module: { rules: [{ test: /\\.ts$/, loader: 'ts-loader', options: { configFile: 'tsconfig.missing.json' } }] } };\n"
        let result = ConfigFixture(files: ["webpack.config.js": webpack, "package.json": "{}"]).audit()
        #expect(result.findings("audit-config-unresolved").map(\.message) == [
            "ts-loader configFile 'tsconfig.missing.json' names no file the audit found in the project; the tsconfig the app compiles with was not audited.",
        ])
    }

    /// microsoft/TypeScript#5243's layout: a global enums.d.ts with `declare const enum`, read from another file.
    @Test func ambientConstEnumsInDeclarationFiles() {
        let enums = "declare const enum FooType {\n  Foo = 1,\n}\nexport declare const enum Status { Ok }\ninterface X { const: number; enum: string }\n"
        let result = ConfigFixture(files: [
            "src/enums.d.ts": enums, "src/types.d.ts": "declare module '*.svg';\n", "node_modules/lib/index.d.ts": "export declare const enum Lib { A }\n",
            "package.json": "{}", "tsconfig.json": "{}",
        ]).audit()
        let findings = result.findings("syntax-ambient-const-enum")
        #expect(findings.map { "\($0.file):\($0.line):\($0.column)-\($0.endColumn)" } == ["src/enums.d.ts:1:9-27", "src/enums.d.ts:4:16-33"])
        #expect(findings.first?.message.hasPrefix("const enum FooType is declared in a type declaration file") == true)
        // The scan passes only the declaration files it reads (not a build's dist/index.d.ts).
        let scanned = ConfigAuditor.audit(ConfigProject(files: ["src/enums.d.ts", "dist/index.d.ts", "tsconfig.json"], declarationFiles: []) { _ in Array(enums.utf8) })
        #expect(scanned.findings("syntax-ambient-const-enum").isEmpty)
    }
}

/// Review fixes and the compilers a vite.config may already run for decorated files.
struct TypeScriptTranspileFollowUpTests {
    private static let metadataConfig = #"{ "compilerOptions": { "experimentalDecorators": true, "emitDecoratorMetadata": true } }"#

    /// unplugin-swc takes decoratorMetadata from the tsconfig unless `tsconfigFile: false`; the SWC plugins that
    /// do not read the tsconfig need it written; plugin-react-swc's tsDecorators parses decorators, with no metadata.
    @Test("A vite.config that emits decorator metadata answers syntax-decorator-metadata", arguments: [
        ("import swc from 'unplugin-swc'", "swc.vite()", true),
        ("import swc from 'unplugin-swc'", "swc.vite({ tsconfigFile: './tsconfig.build.json' })", true),
        ("import swc from 'unplugin-swc'", "swc.vite({ tsconfigFile: false, jsc: { transform: { legacyDecorator: true, decoratorMetadata: true } } })", true),
        ("import swc from 'unplugin-swc'", "swc.vite({ tsconfigFile: false })", false),
        ("import swc from 'unplugin-swc'", "swc.vite({ jsc: { transform: { decoratorMetadata: false } } })", false),
        ("import swc from 'vite-plugin-swc-transform'", "swc({ swcOptions: { jsc: { transform: { legacyDecorator: true, decoratorMetadata: true } } } })", true),
        ("import swc from '@rollup/plugin-swc'", "swc({ swc: { jsc: { transform: { decoratorMetadata: true } } } })", true),
        ("import react from '@vitejs/plugin-react-swc'", "react({ tsDecorators: true })", false),
        ("import babel from 'vite-plugin-babel'", "babel({ filter: /\\.[jt]sx?$/, babelConfig: { plugins: ['babel-plugin-transform-typescript-metadata', ['@babel/plugin-proposal-decorators', { legacy: true }]] } })", true),
        ("import babel from 'vite-plugin-babel'", "babel({ babelConfig: { plugins: ['babel-plugin-transform-typescript-metadata'] } })", false),
    ])
    func metadataEmittingPlugins(importLine: String, plugin: String, answers: Bool) {
        let vite = "import { defineConfig } from 'vite'\n\(importLine)\nexport default defineConfig({ plugins: [\(plugin)] })\n"
        let result = ConfigFixture(files: ["tsconfig.json": Self.metadataConfig, "vite.config.ts": vite, "package.json": "{}"]).audit()
        #expect(result.findings("syntax-decorator-metadata").isEmpty == answers, "\(plugin)")
    }

    /// A nearer `false` anywhere in the chain wins over a farther `true`, and a farther `false` does not hide a nearer `true`.
    @Test func decoratorMetadataNearestSettingWins() {
        let files = [
            "tsconfig.json": #"{ "extends": "./config/tsconfig.app.json", "compilerOptions": { "strict": true } }"#,
            "config/tsconfig.app.json": #"{ "extends": "./tsconfig.base.json", "compilerOptions": { "emitDecoratorMetadata": false } }"#,
            "config/tsconfig.base.json": "{\n  \"compilerOptions\": { \"emitDecoratorMetadata\": true }\n}\n",
            "package.json": "{}",
        ]
        #expect(ConfigFixture(files: files).audit().findings("syntax-decorator-metadata").isEmpty)
        var flipped = files
        flipped["config/tsconfig.app.json"] = "{\n  \"extends\": \"./tsconfig.base.json\",\n  \"compilerOptions\": { \"emitDecoratorMetadata\": true }\n}\n"
        flipped["config/tsconfig.base.json"] = #"{ "compilerOptions": { "emitDecoratorMetadata": false } }"#
        #expect(ConfigFixture(files: flipped).audit().findings("syntax-decorator-metadata").map { "\($0.file):\($0.line)" } == ["config/tsconfig.app.json:3"])
    }

    /// awesome-typescript-loader's configFileName: a `.json` name joined to where webpack runs (the package root
    /// above a config/ folder), a path.resolve()d path, or a require.resolve()d one, from the config's folder.
    @Test("awesome-typescript-loader's configFileName is audited as a tsconfig", arguments: [
        "'tsconfig.app.json'", "path.resolve(__dirname, '../tsconfig.app.json')", "require.resolve('../tsconfig.app.json')",
    ])
    func awesomeTypeScriptLoaderConfigFileName(configFileName: String) {
        let webpack = """
        const path = require('path');
        module.exports = {
          entry: './src/main.ts',
          module: { rules: [{ test: /\\.tsx?$/, loader: 'awesome-typescript-loader', options: { configFileName: \(configFileName) } }] },
        };
        """
        let app = "{\n  \"compilerOptions\": {\n    \"emitDecoratorMetadata\": true\n  }\n}\n"
        let result = ConfigFixture(files: [
            "config/webpack.config.js": webpack, "tsconfig.app.json": app, "src/main.ts": "", "package.json": "{}",
        ]).audit()
        #expect(result.findings("syntax-decorator-metadata").map { "\($0.file):\($0.line)" } == ["tsconfig.app.json:3"])
        #expect(result.findings("audit-config-unresolved").isEmpty)
    }

    @Test func awesomeTypeScriptLoaderNamesThatAreNotJSONOrNotFound() {
        func audit(_ configFileName: String) -> ConfigAuditResult {
            let webpack = "module.exports = { module: { rules: [{ test: /\\.ts$/, use: { loader: 'awesome-typescript-loader', options: { configFileName: \(configFileName) } } }] } };\n"
            return ConfigFixture(files: ["webpack.config.js": webpack, "package.json": "{}"]).audit()
        }
        // A name not ending in .json makes the loader look tsconfig.json up, which is audited on its own.
        #expect(audit("'tsconfig'").findings("audit-config-unresolved").isEmpty)
        #expect(audit("'tsconfig.missing.json'").findings("audit-config-unresolved").map(\.message) == [
            "awesome-typescript-loader configFileName 'tsconfig.missing.json' names no file the audit found in the project; the tsconfig the app compiles with was not audited.",
        ])
        // ts-loader 3 and earlier called the option configFileName.
        let old = "module.exports = { module: { rules: [{ test: /\\.ts$/, loader: 'ts-loader', options: { configFileName: 'tsconfig.old.json' } }] } };\n"
        let result = ConfigFixture(files: ["webpack.config.js": old, "tsconfig.old.json": Self.metadataConfig, "package.json": "{}"]).audit()
        #expect(result.findings("syntax-decorator-metadata").map(\.file) == ["tsconfig.old.json"])
    }

    /// Comments and strings are not declarations; a `.d.ts` tsc emitted beside its `.ts` module is left out of the
    /// program, and imports reach the module's own enum.
    @Test func ambientConstEnumFalsePositives() {
        let commented = "// const enum Old { A }\n/* declare const enum Older { A } */\ndeclare const label: 'const enum';\ninterface Y { enum: 'const enum X' }\n"
        let generated = "export declare const enum Status {\n  Ok = 0\n}\n"
        let result = ConfigFixture(files: [
            "src/commented.d.ts": commented,
            "src/status.d.ts": generated, "src/status.ts": "export const enum Status { Ok }\n",
            "src/view.d.ts": generated, "src/view.tsx": "export const enum Status { Ok }\n",
            "src/globals.d.ts": generated, "src/globals.js": "export const Status = { Ok: 0 };\n",
            "package.json": #"{"devDependencies":{"typescript":"^4.9.0"}}"#,
        ]).audit()
        #expect(result.findings("syntax-ambient-const-enum").map { "\($0.file):\($0.line)" } == ["src/globals.d.ts:1"])
    }

    /// Declaration files only TypeScript reads: those of a folder with a tsconfig.json (or all, with typescript declared).
    /// A JavaScript project's, or a folder of packages' typings, are never compiled, and are not read.
    @Test func ambientConstEnumsOnlyWhereTypeScriptCompiles() {
        let enums = "declare const enum Mode { A }\n"
        let javascript = ConfigFixture(files: ["types/mode.d.ts": enums, "package.json": "{}"]).audit()
        #expect(javascript.findings("syntax-ambient-const-enum").isEmpty)
        let monorepo = ConfigFixture(files: [
            "packages/web/tsconfig.json": "{}", "packages/web/src/mode.d.ts": enums, "vendor/typings/mode.d.ts": enums, "package.json": "{}",
        ]).audit()
        #expect(monorepo.findings("syntax-ambient-const-enum").map(\.file) == ["packages/web/src/mode.d.ts"])
    }
}
