import AuditModel
import Testing

@testable import SourceRules

/// Vite bundles a worker only from an inline `new URL(…, import.meta.url)`; the supported form's fix is what its
/// explain text promises.
@Suite struct WorkerURLTests {
    private func found(_ code: String) -> [(line: Int, message: String, fix: String, severity: Severity)] {
        ExampleRunner.findings(of: DynamicImportRules.WorkerURL(), code: code, fileName: "src/index.js")
            .map { ($0.line, $0.message, $0.fix ?? "", $0.severity) }
    }

    @Test func aURLHeldInAConstIsWrittenInline() {
        let results = found("""
            const url = new URL('./work.js', import.meta.url);
            export const w = new Worker(url);
            export const s = new SharedWorker(url, { type: 'module' });
            """)
        #expect(results.map(\.line) == [2, 3])
        #expect(results.map(\.severity) == [.manualFix, .manualFix])
        #expect(results.first?.message == "new Worker(url) takes its URL from a variable; Vite bundles a worker only when new URL(…, import.meta.url) is written inline")
        #expect(results.map(\.fix) == [
            "new Worker(new URL('./work.js', import.meta.url))",
            "new SharedWorker(new URL('./work.js', import.meta.url), { type: 'module' })",
        ])
    }

    @Test func otherValuesAreLeftAlone() {
        #expect(found("""
            let url = new URL('./work.js', import.meta.url);
            const href = new URL('./work.js', import.meta.url).href;
            const path = '/static/worker.js';
            export const a = new Worker(url);
            export const b = new Worker(href);
            export const c = new Worker(path);
            export const d = (url) => new Worker(url);
            """).isEmpty)
    }

    @Test func theInlineFormNamesTheModuleType() {
        #expect(found("new Worker(new URL('./w.js', import.meta.url));").map(\.fix) == [
            "keep it; for an ES-module worker: new Worker(new URL('./w.js', import.meta.url), { type: 'module' })",
        ])
        #expect(found("new Worker(new URL('./w.js', import.meta.url), { type: 'module' });").map(\.fix) == ["keep it as written"])
        #expect(found("new Worker(new URL('./w.js', import.meta.url), { name: 'w' });").map(\.fix) == [
            "keep it; for an ES-module worker add type: 'module' to its options",
        ])
    }
}
