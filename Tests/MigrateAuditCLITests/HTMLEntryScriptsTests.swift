import Testing
@testable import ScanEngine

/// The HTML entry's scripts are where client reachability starts: only live `<script src>` tags count.
@Suite struct HTMLEntryScriptsTests {
    @Test func scriptsInsideCommentsAreNotEntries() {
        let html = """
            <!-- <script src="/src/old-entry.js"></script> -->
            <script type="module" src="/src/index.js"></script>
            <!--[if IE]><script src='/src/ie.js'></script><![endif]-->
            <SCRIPT src=/src/legacy.js></SCRIPT>
            <!-- an unclosed comment hides the rest <script src="/src/never.js"></script>
            """
        #expect(HTMLEntryScripts.scriptSources(html) == ["/src/index.js", "/src/legacy.js"])
    }
}
