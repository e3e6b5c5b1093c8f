import AuditModel
import Testing

@testable import SourceRules

/// cra-pwa asks what the app calls of CRA's registration template: only a registration builds a PWA to port.
@Suite struct ServiceWorkerTemplateTests {
    private static let template = "export function register(config) { navigator.serviceWorker.register('/sw.js'); }\nexport function unregister() {}\n"

    private func finding(index: String, template path: String = "src/serviceWorker.js") -> Finding? {
        let files = [
            SourceFile(path: "src/index.js", bytes: Array(index.utf8), context: .client),
            SourceFile(path: path, bytes: Array(Self.template.utf8), context: .client),
        ]
        let found = SourceRuleEngine(rules: [CRARules.ProgressiveWebApp()]).run(files: files, facts: .examples)
        #expect(found.count <= 1)
        return found.first
    }

    @Test func cRAsDefaultUnregisterIsCleanupNotAPortedPWA() {
        let found = finding(index: "import * as serviceWorker from './serviceWorker';\nserviceWorker.unregister();\n")
        #expect(found?.severity == .info)
        #expect(found?.fix == "delete src/serviceWorker.js and the serviceWorker.unregister() call in src/index.js")
        let named = finding(index: "import { unregister } from './serviceWorker';\nunregister();\n")
        #expect(named?.fix == "delete src/serviceWorker.js and the unregister() call in src/index.js")
    }

    @Test func aTemplateNothingImportsIsOnlyDeleted() {
        let found = finding(index: "console.log('no worker');\n")
        #expect(found?.severity == .info)
        #expect(found?.fix == "delete src/serviceWorker.js")
    }

    @Test func aRegistrationIsAPWAToPort() {
        let registered = finding(index: "import * as serviceWorker from './serviceWorker';\nserviceWorker.register();\n")
        #expect(registered?.severity == .manualFix)
        #expect(registered?.fix == "vite-plugin-pwa (register through virtual:pwa-register)")
        // CRA 1's template registers through its default export.
        let legacy = finding(index: "import registerServiceWorker from './registerServiceWorker';\nregisterServiceWorker();\n", template: "src/registerServiceWorker.js")
        #expect(legacy?.severity == .manualFix)
        // The namespace handed on: what is called of it is not known.
        let handedOn = finding(index: "import * as serviceWorker from './serviceWorker';\nstart(serviceWorker);\n")
        #expect(handedOn?.severity == .manualFix)
    }
    /// A renamed copy of CRA's template registering the worker CRA's build generated (a real app's
    /// `registerSericeWorkers.js`): Vite builds no service-worker.js, unless public/ holds one.
    @Test func aRegistrationOfCRAsGeneratedWorkerIsReportedWhereverItIs() {
        let code = "export default function registerWorker() {\n  if ('serviceWorker' in navigator) {\n"
            + "    navigator.serviceWorker.register(`${process.env.PUBLIC_URL}/service-worker.js`).then(() => {});\n  }\n}\n"
        var facts = ProjectFacts.examples
        facts.declaredRanges["react-scripts"] = "3.4.1"
        let file = SourceFile(path: "src/registerSericeWorkers.js", bytes: Array(code.utf8), context: .client)
        let engine = SourceRuleEngine(rules: [CRARules.ProgressiveWebApp()])
        func findings(listed: Set<String>, facts: ProjectFacts) -> [Finding] {
            let project = ProjectContext(facts: facts, filePaths: [file.path], routerImports: [], listedPaths: listed)
            return engine.check(file, project: project, interests: nil).findings
        }
        let found = findings(listed: [], facts: facts)
        #expect(found.map(\.line) == [3])
        #expect(found.first?.message.hasPrefix("registers service-worker.js, which CRA's build generated") == true)
        #expect(findings(listed: ["public/service-worker.js"], facts: facts).isEmpty, "a worker in public/ is served by Vite")
        #expect(findings(listed: [], facts: .examples).isEmpty, "outside CRA the worker is the app's own file")
    }

    /// Ejected react-scripts 4 and 5 build the worker only from src/service-worker.js, which the PWA template adds and
    /// the default template does not: without it the Workbox plugin never runs.
    @Test func ejectedCRAsWorkboxPluginWithoutItsWorkerSourceBuildsNothing() {
        let config = "const WorkboxWebpackPlugin = require('workbox-webpack-plugin');\nconst paths = require('./paths');\n"
            + "module.exports = () => ({ plugins: [fs.existsSync(paths.swSrc) && new WorkboxWebpackPlugin.InjectManifest({ swSrc: paths.swSrc })].filter(Boolean) });\n"
        let file = SourceFile(path: "config/webpack.config.js", bytes: Array(config.utf8), context: .config)
        let engine = SourceRuleEngine(rules: [CRARules.ProgressiveWebApp()])
        func findings(listed: Set<String>) -> [Finding] {
            let project = ProjectContext(facts: .examples, filePaths: [file.path], routerImports: [], listedPaths: listed)
            return engine.check(file, project: project, interests: nil).findings
        }
        let none = findings(listed: ["src/index.js"])
        #expect(none.map(\.severity) == [.info])
        #expect(none.first?.message.hasPrefix("workbox-webpack-plugin runs only when src/service-worker.js exists") == true)
        #expect(findings(listed: ["src/service-worker.js"]).map(\.severity) == [.manualFix], "a PWA to port")
        #expect(findings(listed: ["src/service-worker.ts"]).map(\.severity) == [.manualFix])
    }
}
