import AuditModel
import Testing

@testable import ConfigAudit

/// A webpack DLL build (webpack.dll.js with DllPlugin, linked by the app's DllReferencePlugin) is a build-speed
/// device that Vite's dependency pre-bundling replaces: its entry and output are the DLL's, not the app's.
struct DllBuildTests {
    /// Modelled on the usual webpack 4 DLL setup: vendor packages prebuilt into dll/, linked through the manifest.
    static let dllConfig = """
        const path = require('path');
        const webpack = require('webpack');

        module.exports = {
          mode: 'production',
          entry: {
            vendor: ['lodash', 'moment', 'redux']
          },
          output: {
            path: path.resolve(__dirname, 'dll'),
            filename: '[name].dll.js',
            library: '[name]_library'
          },
          plugins: [
            new webpack.DllPlugin({
              name: '[name]_library',
              path: path.resolve(__dirname, 'dll', '[name]-manifest.json')
            })
          ]
        };
        """

    static let appConfig = """
        const path = require('path');
        const webpack = require('webpack');

        module.exports = {
          entry: './src/index.js',
          output: { path: path.resolve(__dirname, 'dist'), filename: 'app.js' },
          plugins: [
            new webpack.DllReferencePlugin({
              context: __dirname,
              manifest: require('./dll/vendor-manifest.json')
            })
          ]
        };
        """

    func audit() -> ConfigAuditResult {
        ConfigFixture(files: [
            "webpack.dll.js": Self.dllConfig,
            "webpack.config.js": Self.appConfig,
            "dll/vendor-manifest.json": #"{"name":"vendor_library","content":{}}"#,
            "package.json": #"{ "scripts": { "dll": "webpack --config webpack.dll.js", "build": "webpack" } }"#,
        ]).audit()
    }

    @Test func theDllBuildIsOneFindingNotTheAppsOutputOrChunks() {
        let dll = audit().findings.filter { $0.file == "webpack.dll.js" }
        #expect(dll.map(\.ruleId) == ["build-chunk-config"], "\(dll.map(\.message))")
        #expect(dll.first?.line == 15)
        #expect(dll.first?.severity == .info)
        #expect(dll.first?.message.hasPrefix("webpack.dll.js builds a webpack DLL of 'lodash', 'moment', 'redux' for the app's DllReferencePlugin") == true)
        #expect(dll.first?.fix == "Delete webpack.dll.js and the script that runs it (\"dll\"), and the DLL's DllReferencePlugin and <script> (AddAssetHtmlPlugin) in the app's build; the packages stay ordinary imports.")
        #expect(!audit().facts.entries.contains { $0.contains("lodash") })
    }

    /// app1's "build" ran `npm run dll && webpack …`: deleting the "dll" script alone would break the app's build, and
    /// deleting a script that builds the app besides the DLL would lose the app's build.
    @Test func aScriptThatAlsoBuildsTheAppLosesOnlyItsDllStep() {
        let scripts = #"""
            { "scripts": {
              "dll": "webpack --config webpack.dll.js",
              "build": "npm run dll && webpack --config webpack.config.js --mode production",
              "build:all": "webpack --config ./webpack.dll.js && webpack",
              "prestart": "yarn dll",
              "start": "webpack-dev-server"
            } }
            """#
        let result = ConfigFixture(files: ["webpack.dll.js": Self.dllConfig, "webpack.config.js": Self.appConfig, "package.json": scripts]).audit()
        let dll = result.findings.filter { $0.file == "webpack.dll.js" }
        #expect(dll.first?.fix == "Delete webpack.dll.js and the scripts that run it (\"dll\", \"prestart\"), the `npm run dll` step of \"build\", "
            + "the `webpack --config ./webpack.dll.js` step of \"build:all\", and the DLL's DllReferencePlugin and <script> (AddAssetHtmlPlugin) in the app's build; the packages stay ordinary imports.")
    }

    @Test func theAppsDllReferenceIsRemoved() {
        let reference = audit().findings.filter { $0.file == "webpack.config.js" && $0.ruleId == "build-chunk-config" }
        #expect(reference.map(\.line) == [8])
        #expect(reference.first?.message == "DllReferencePlugin links the app to a webpack DLL of prebuilt vendor packages (manifest ./dll/vendor-manifest.json); Vite pre-bundles dependencies itself, so there is no DLL to link.")
        #expect(reference.first?.severity == .info)
    }
}

