import AuditModel
import Testing

@testable import SourceRules

/// `listen` is reported on the history v2/v3 objects the code makes, and on no other `listen`.
@Suite struct HistoryListenTests {
    private func lines(_ code: String) -> [String] {
        ExampleRunner.findings(of: HistoryRules.V2V3API(), code: code, fileName: "src/history.js")
            .filter { $0.message.contains(".listen(") }.map { "\($0.line):\($0.column)" }
    }

    @Test func listenOnAHistoryTheCodeMakesIsReported() {
        let code = """
            import { createHistory, useBasename, useQueries } from 'history';
            export const history = useQueries(useBasename(createHistory))({ basename: '/app' });
            history.listen(location => track(location));
            const plain = createHistory();
            plain.listen(function (location) {});
            useBasename(createHistory)().listen(log);
            """
        #expect(lines(code) == ["3:9", "5:7", "6:30"])
    }

    @Test func otherListenCallsAreNot() {
        let code = """
            import { createHistory } from 'history';
            import http from 'http';
            const server = http.createServer(handler);
            server.listen(3000);
            const history = createHistory();
            emitter.listen('x', history);
            function f(history) { history.listen(cb); }
            """
        #expect(lines(code).isEmpty, "\(lines(code))")
    }

    @Test func reactRouter3SingletonsAreHistoryObjects() {
        let code = "import { browserHistory, useRouterHistory } from 'react-router';\nbrowserHistory.listen(cb);\nuseRouterHistory(createHashHistory)({ queryKey: false }).listen(cb);"
        #expect(lines(code) == ["2:16", "3:58"])
    }
}
