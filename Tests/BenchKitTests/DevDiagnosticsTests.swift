import Foundation
import Testing
@testable import BenchKit

/// The HMR probe's edit suits the file type, and a server's URL on another port than its `PORT` is found.
struct DevDiagnosticsTests {
    @Test func theProbeEditSuitsTheFileType() {
        let cases: [(String, String)] = [
            ("src/App.jsx", "\n// migrate-audit hmr probe 3\n"), ("a.ts", "\n// migrate-audit hmr probe 3\n"),
            ("a.css", "\n/* migrate-audit hmr probe 3 */\n"), ("a.scss", "\n/* migrate-audit hmr probe 3 */\n"),
            ("a.less", "\n/* migrate-audit hmr probe 3 */\n"), ("a.html", "\n<!-- migrate-audit hmr probe 3 -->\n"),
            ("A.vue", "\n<!-- migrate-audit hmr probe 3 -->\n"), ("A.svelte", "\n<!-- migrate-audit hmr probe 3 -->\n"),
            ("a.yml", "\n# migrate-audit hmr probe 3\n"), ("data.JSON", "\n    \n"),
        ]
        for (path, suffix) in cases {
            #expect(String(decoding: HMREdit(path: path, run: 3).suffix, as: UTF8.self) == suffix, "\(path)")
        }
        // JSON's edit is whitespace, so it stays valid, and differs between runs so that watchers see a change.
        let json = Data(#"{"a": 1}"#.utf8) + HMREdit(path: "x.json", run: 0).suffix
        #expect((try? JSONSerialization.jsonObject(with: json)) != nil)
        #expect(HMREdit(path: "x.json", run: 0).suffix != HMREdit(path: "x.json", run: 1).suffix)
    }

    @Test func aURLOnAnotherPortIsFoundOnlyWhenNoneNamesTheGivenPort() {
        let vite = ["  VITE v5.0.0  ready in 120 ms", "  ➜  Local:   http://localhost:5199/", "  ➜  Network: http://192.168.1.4:5199/"]
        #expect(ForeignPortURL.find(in: vite, port: 41000) == "http://localhost:5199/")
        #expect(ForeignPortURL.find(in: vite + ["http://127.0.0.1:41000/"], port: 41000) == nil)
        #expect(ForeignPortURL.find(in: ["see https://vitejs.dev:443/guide"], port: 41000) == nil)
    }
}
