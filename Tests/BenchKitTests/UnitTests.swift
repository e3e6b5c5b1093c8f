import Foundation
import Statistics
import Testing
@testable import BenchKit

struct OutputHandlingTests {
    @Test func ansiSequencesAndCarriageReturnsAreStripped() {
        #expect(ANSIStripper.strip("\u{1B}[32m  VITE\u{1B}[39m \u{1B}[1mready\u{1B}[22m in 12 ms\r") == "  VITE ready in 12 ms")
        #expect(ANSIStripper.strip("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{1B}\\ done") == "link done")
        #expect(ANSIStripper.strip("\u{1B}[2J\u{1B}[3J\u{1B}[HCompiled successfully!") == "Compiled successfully!")
    }

    @Test func logRingKeepsTheTailAndMatchesEveryLine() throws {
        var log = OutputLog(capacityBytes: 1024)
        let early = LineExpectation(try LinePattern("needle (\\d+)"))
        log.register(early)
        for index in 0..<1000 {
            log.append(ArraySlice(Array("line \(index)\n".utf8)), at: UInt64(index))
            if index == 10 { log.append(ArraySlice(Array("needle 42\n".utf8)), at: 10) }
        }
        log.append(ArraySlice(Array("unterminated".utf8)), at: 2000)
        log.finish(at: 2001)
        #expect(early.match?.captures[1] == "42")
        #expect(early.match?.time == 10)
        #expect(log.retainedBytes <= 1024)
        #expect(log.lastLines(2) == ["line 999", "unterminated"])
        #expect(log.tail(1).contains("earlier lines"))
    }

    /// Node prints the error first and a stack longer than the tail after it: the tail keeps that line in its place,
    /// so that the report and bench's error name it (`Error: listen EADDRINUSE` was cut off, leaving only the stack).
    @Test func theTailKeepsTheFirstCauseLineThatScrolledOffIt() {
        var log = OutputLog(capacityBytes: 1 << 20)
        let output = ["node:events:497", "      throw er; // Unhandled 'error' event", "      ^", "",
                      "Error: listen EADDRINUSE: address already in use :::3000"]
            + (1...25).map { "    at frame\($0) (node:net:\($0))" } + ["Error: a later error", "", "Node.js v20.20.2"]
        log.append(ArraySlice(Array((output.joined(separator: "\n") + "\n").utf8)), at: 1)
        let tail = log.tail(20).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(tail.prefix(3)) == ["  … 4 earlier lines", "  | Error: listen EADDRINUSE: address already in use :::3000", "  … 8 more lines"],
                "\(tail)")
        #expect(tail.count == 23 && tail.last == "  | Node.js v20.20.2", "\(tail)")
        // Only the first cause is kept; a later one is shown where the tail has it. Without one the tail is as before.
        #expect(log.tail(4) == "  … 4 earlier lines\n  | Error: listen EADDRINUSE: address already in use :::3000\n  … 24 more lines\n"
                + "  |     at frame25 (node:net:25)\n  | Error: a later error\n  | \n  | Node.js v20.20.2")
        var plain = OutputLog(capacityBytes: 1 << 20)
        plain.append(ArraySlice(Array((1...30).map { "line \($0)\n" }.joined().utf8)), at: 1)
        #expect(plain.tail(2) == "  … 28 earlier lines\n  | line 29\n  | line 30")
        // A kept line is cut as FailureCause cuts it: node quotes a minified bundle's line above a crash, and one that
        // holds `error:` must not bring megabytes into the tail it was hidden from.
        var minified = OutputLog(capacityBytes: 1 << 20)
        let bundleLine = "!function(){var e={error:t};" + String(repeating: "a=1;", count: 50_000) + "}()"
        minified.append(ArraySlice(Array((["/app/dist/server.js:1", bundleLine] + (1...25).map { "line \($0)" }).joined(separator: "\n").utf8 + [10])), at: 1)
        let cut = minified.tail(20)
        #expect(cut.utf8.count < 1_000, "\(cut.prefix(400))")
        #expect(cut.hasPrefix("  … 1 earlier line\n  | !function(){var e={error:t};a=1;"), "\(cut.prefix(400))")
    }

    @Test func presetsMatchRealLinesAndReadTheirNumbers() throws {
        let cases: [(ReadinessPreset, String, Double?)] = [
            (.vite, "  VITE v5.4.2  ready in 312 ms", 312),
            (.webpack, "webpack 5.88.0 compiled successfully in 1234 ms", 1234),
            (.webpack, "webpack 5.88.0 compiled with 2 warnings in 1.5 s", 1500),
            (.cra, "Compiled with warnings.", nil),
            (.esbuild, " > Local:   http://127.0.0.1:8000/", nil),
            (.next, " ✓ Ready in 2.1s", 2100),
        ]
        for (preset, line, number) in cases {
            let captures = try #require(try LinePattern(preset.pattern).match(line), "\(preset) on \(line)")
            #expect(ReadinessPreset.reportedMilliseconds(captures) == number)
            #expect(try LinePattern(ReadinessPreset.anyPattern).match(line) != nil)
        }
        #expect(try LinePattern(ReadinessPreset.anyPattern).match("webpack compiling…") == nil)
        #expect(try LinePattern(ReadinessPreset.updatePattern).match("[watch] build finished") != nil)
    }

    @Test func readinessListParsesAndRejectsUnknownItems() throws {
        let checks = try ReadinessCheck.parseList("log:vite,port,http:/health,first-load", url: "/")
        #expect(checks == [.log(pattern: ReadinessPreset.vite.pattern), .port, .http(path: "/health"), .firstLoad(path: "/")])
        #expect(throws: BenchError.self) { try ReadinessCheck.parseList("log:parcel", url: "/") }
        #expect(throws: BenchError.self) { try ReadinessCheck.parseList("regex:([", url: "/") }
    }
}

struct ModuleGraphParsingTests {
    @Test func chunkedAndFixedLengthResponsesParse() throws {
        let chunked = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\n\r\n".utf8)
        var chunks: ChunkedBodyDecoder?
        let response = try #require(try HTTPClient.parse(chunked, complete: false, chunks: &chunks))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "hello world")
        let partial = Array("HTTP/1.1 404 Not Found\r\nContent-Length: 10\r\n\r\nabc".utf8)
        var none: ChunkedBodyDecoder?
        #expect(try HTTPClient.parse(partial, complete: false, chunks: &none) == nil)
    }

    /// Decoded once the empty line that ends it has arrived, read by read as a socket delivers it: a chunk whose own
    /// bytes end in an empty line is no end, and a trailer after the last chunk is skipped.
    @Test func aChunkedBodyIsWholeOnlyAtItsEnd() throws {
        let message = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\na\r\n\r\n\r\n3\r\nbcd\r\n0\r\nX-Trailer: 1\r\n\r\n".utf8)
        var decoded: [(length: Int, body: String)] = []
        var chunks: ChunkedBodyDecoder?
        for length in 1...message.count {
            if let response = try HTTPClient.parse(Array(message.prefix(length)), complete: false, chunks: &chunks) {
                decoded.append((length, String(decoding: response.body, as: UTF8.self)))
            }
        }
        #expect(decoded.count == 1 && decoded.first?.length == message.count && decoded.first?.body == "a\r\n\r\nbcd", "\(decoded)")
    }

    /// A large body whose reads each end in an empty line, as the message's end does (every chunk's data ends in CRLF,
    /// and each read ends at a chunk's end): each read is decoded from where the last one stopped, everything that
    /// arrived consumed, rather than the body decoded again from its start on every read.
    @Test func aChunkedBodyIsDecodedReadByReadFromWhereTheLastStopped() throws {
        let line = Array(repeating: UInt8(ascii: "x"), count: 198) + [13, 10]
        var reads = [Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)]
        for _ in 0..<10_000 { reads.append(Array("c8\r\n".utf8) + line + [13, 10]) }
        reads.append(Array("0\r\n\r\n".utf8))
        var received: [UInt8] = []
        var chunks: ChunkedBodyDecoder?
        var responses: [HTTPClient.Response] = []
        for (index, read) in reads.enumerated() {
            received.append(contentsOf: read)
            #expect(received.suffix(4).elementsEqual([13, 10, 13, 10]) || index == 0)
            if let response = try HTTPClient.parse(received, complete: false, chunks: &chunks) {
                responses.append(response)
                #expect(index == reads.count - 1)
            } else if index > 0 {
                // Nothing left behind to read again: the decoder stands at the end of what arrived.
                #expect(chunks?.position == received.count, "read \(index)")
            }
        }
        let body = try #require(responses.first?.body)
        #expect(responses.count == 1 && body.count == 2_000_000 && body.suffix(200).elementsEqual(line))
    }

    @Test func aMalformedOrTruncatedChunkedBodyIsRefused() throws {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        for (body, complete) in [("zz\r\nab\r\n0\r\n\r\n", false), ("2\r\nabX\r\n0\r\n\r\n", false), ("5\r\nab", true), ("0\r\nX-Trailer: 1\r\n", true)] {
            var chunks: ChunkedBodyDecoder?
            #expect(throws: BenchError.self, "\(body)") { try HTTPClient.parse(Array((head + body).utf8), complete: complete, chunks: &chunks) }
        }
    }

    @Test func htmlReferencesIncludeScriptsPreloadsAndInlineModules() {
        let html = """
            <link rel="stylesheet" href="/style.css"><link rel=modulepreload href='/src/dep.js'>
            <script type="module">import "/src/inline.js"</script>
            <SCRIPT src="/vendor.js" defer></SCRIPT><script>var notAModule = 1</script>
            """
        let references = HTMLReferenceScanner.scan(html)
        #expect(references.urls == ["/vendor.js", "/src/dep.js"])
        #expect(references.inlineModules == [#"import "/src/inline.js""#])
    }

    @Test func commentedOutTagsAreNotLoaded() {
        let html = """
            <!-- <script type="module" src="/src/old.js"></script> <link rel="modulepreload" href="/src/old-dep.js"> -->
            <script type="module" src="/src/main.js"></script>
            <script type="module">const markup = "<!-- not a comment here -->"; import "/src/inline.js"</script>
            <!-- unclosed <script src="/src/never.js"></script>
            """
        let references = HTMLReferenceScanner.scan(html)
        #expect(references.urls == ["/src/main.js"])
        #expect(references.inlineModules == [#"const markup = "<!-- not a comment here -->"; import "/src/inline.js""#])
    }

    @Test func urlsResolveLikeABrowser() {
        #expect(ModuleURLResolver.resolve("./a.js", against: "/src/main.js", port: 80) == "/src/a.js")
        #expect(ModuleURLResolver.resolve("../b.js?v=1", against: "/src/x/main.js?t=2", port: 80) == "/src/b.js?v=1")
        #expect(ModuleURLResolver.resolve("http://localhost:5173/@vite/client", against: "/", port: 5173) == "/@vite/client")
        #expect(ModuleURLResolver.resolve("react", against: "/src/main.js", port: 80) == nil)
        #expect(ModuleURLResolver.resolve("main.js", against: "/app/index.html", port: 80, fromHTMLAttribute: true) == "/app/main.js")
        #expect(ModuleURLResolver.resolve("https://cdn.example/x.js", against: "/", port: 80) == nil)
    }

    @Test func staticImportsComeFromTokensNotText() {
        let source = """
            import React, { useState } from 'react';
            import './side-effect.css';
            export { a } from "./a.js";
            export * from './b.js';
            const text = "import x from './string.js'";
            // import y from './comment.js';
            const lazy = import('./lazy.js');
            const other = { from: './not-an-import.js' };
            """
        #expect(ImportSpecifierScanner.staticSpecifiers(inSource: Array(source.utf8))
            == ["react", "./side-effect.css", "./a.js", "./b.js"])
    }
}

struct ReportingTests {
    @Test func hashesInFileNamesAreNormalised() {
        #expect(OutputSizer.normaliseHashes("assets/index-4f3a9c1b.js") == "assets/index-[hash].js")
        #expect(OutputSizer.normaliseHashes("static/js/main.a1b2c3d4.chunk.js") == "static/js/main.[hash].chunk.js")
        #expect(OutputSizer.normaliseHashes("assets/index-V3VVFPL2.js") == "assets/index-[hash].js")
        #expect(OutputSizer.normaliseHashes("assets/index-ZBHBLTEB.js") == "assets/index-[hash].js")
        #expect(OutputSizer.normaliseHashes("assets/index-BxZ3cNqA.js") == "assets/index-[hash].js")
        #expect(OutputSizer.normaliseHashes("assets/index-BxZfcNqA.js") == "assets/index-[hash].js")
        #expect(OutputSizer.normaliseHashes("assets/vendor-react.js") == "assets/vendor-react.js")
        #expect(OutputSizer.normaliseHashes("assets/page-UserProfile.js") == "assets/page-UserProfile.js")
        #expect(OutputSizer.normaliseHashes("assets/component12345.js") == "assets/component12345.js")
    }

    @Test func scheduleIsBalancedAndReproducible() {
        var first = SplitMix64(seed: 99)
        var second = SplitMix64(seed: 99)
        let rounds = InterleavedSchedule.rounds(10, sides: 2, generator: &first)
        #expect(rounds == InterleavedSchedule.rounds(10, sides: 2, generator: &second))
        #expect(rounds.filter { $0 == [0, 1] }.count == 5)
        #expect(rounds.filter { $0 == [1, 0] }.count == 5)
        #expect(InterleavedSchedule.rounds(3, sides: 1, generator: &first) == [[0], [0], [0]])
    }

    @Test func packageScriptsAndLockfileAreDetected() throws {
        let folder = NSTemporaryDirectory() + "bench-project-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"scripts":{"start":"react-scripts start","build":"react-scripts build"}}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/package.json"))
        try Data().write(to: URL(fileURLWithPath: folder + "/yarn.lock"))
        let project = try PackageProject(directory: folder)
        #expect(project.script(named: PackageProject.devScriptNames)?.name == "start")
        #expect(project.script(named: PackageProject.buildScriptNames)?.body == "react-scripts build")
        #expect(project.manager?.frozenInstall == "yarn install --frozen-lockfile")
        #expect(project.scriptEnvironment()["PATH"]?.hasPrefix(folder + "/node_modules/.bin:") == true)
        #expect(throws: BenchError.self) { try PackageProject(directory: folder + "/missing") }
    }

    private func sampleRecord() throws -> BenchRecord {
        func side(_ label: String, _ build: [Double], _ gzip: Int) -> BenchRecord.Side {
            var metrics = BenchRecord.Metrics()
            metrics.build = BenchRecord.TimingMetric(samples: build)
            metrics.bundle = BenchRecord.BundleMetric(files: [.init(name: "assets/index-[hash].js", bytes: gzip * 3, gzipBytes: gzip)])
            return .init(label: label, ref: label == "before" ? "main" : "vite", commit: nil,
                         commands: .init(dev: nil, build: "build", install: nil), installMs: nil, metrics: metrics, failures: [])
        }
        let estimate = try #require(RatioEstimate(before: [1000, 1010, 990], after: [500, 505, 495], seed: 1))
        return BenchRecord(
            tool: .init(name: "migrate-audit", version: "test"),
            config: .init(runs: 3, maxRuns: 3, warmup: 0, cache: "cold", order: "interleaved", seed: 1, margin: 0.05,
                          readiness: ["log"], timeoutMs: 1000, schedule: ["before", "after"]),
            environment: .init(cpu: "cpu", cores: 2, memoryBytes: 1, os: "os", node: nil, loadBefore: 0, loadAfter: 0),
            sides: [side("before", [1000, 1010, 990], 1000), side("after", [500, 505, 495], 1000)],
            comparison: [.init(metric: "build", ratio: estimate.ratio, ciLow: estimate.low, ciHigh: estimate.high,
                               verdict: Verdict(estimate, margin: 0.05), samplesBefore: 3, samplesAfter: 3),
                         .init(metric: "bundle", ratio: 1, ciLow: 1, ciHigh: 1, verdict: .equivalent, samplesBefore: 0, samplesAfter: 0)],
            warnings: [])
    }

    @Test func jsonUsesTheContractsNames() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(try sampleRecord()), as: UTF8.self)
        #expect(text.contains(#""schemaVersion":1"#))
        #expect(text.contains(#""kind":"bench""#))
        #expect(text.contains(#""build":{"cpuMs""#) || text.contains(#""build":{"mad""#))
        #expect(text.contains(#""verdict":"improved""#))
        #expect(text.contains(#""gzipTotal":1000"#))
        #expect(!text.contains("devReady"))
        #expect(text.contains(#""commit":null"#))
        let decoded = try JSONDecoder().decode(BenchRecord.self, from: Data(text.utf8))
        #expect(decoded == (try sampleRecord()))
    }

    @Test func brotliSizesAreShownBesideGzipWithoutAVerdictOfTheirOwn() throws {
        var record = try sampleRecord()
        #expect(!BenchMarkdown.render(record).contains("Output (brotli)"))
        #expect(!String(decoding: try JSONEncoder().encode(record), as: UTF8.self).contains("brotli"))
        for (index, brotli) in [(0, 800), (1, 600)] {
            record.sides[index].metrics.bundle = BenchRecord.BundleMetric(files: [
                .init(name: "assets/index-[hash].js", bytes: 3000, gzipBytes: 1000, brotliBytes: brotli)])
        }
        let markdown = BenchMarkdown.render(record)
        #expect(markdown.contains("| Output (brotli) | 800 B | 600 B | −25.0% (1.3× smaller) | exact | not compared |"), "\(markdown)")
        #expect(markdown.contains("| before | `assets/index-[hash].js` | 3.0 kB | 1.0 kB | 800 B |"), "\(markdown)")
        #expect(record.sides[1].metrics.bundle?.brotliTotal == 600)
        // One file without a brotli size leaves the total out rather than understate it.
        let partial = BenchRecord.BundleMetric(files: [
            .init(name: "a.js", bytes: 3, gzipBytes: 2, brotliBytes: 1), .init(name: "b.js", bytes: 3, gzipBytes: 2)])
        #expect(partial.brotliTotal == nil)
    }

    @Test func markdownTableHasTheVerdictColumns() throws {
        let markdown = BenchMarkdown.render(try sampleRecord())
        #expect(markdown.contains("| Metric | Before | After | Change | 95% CI | Verdict |"))
        #expect(markdown.contains("| Production build | 1.00 s ±10.0 ms | 500 ms ±5.0 ms | −50.0% (2.0× faster) |"))
        #expect(markdown.contains("✅ improved"))
        #expect(markdown.contains("| Output (gzip) | 1.0 kB | 1.0 kB | +0.0% | exact | ≈ equivalent |"))
        #expect(markdown.contains("<details><summary>Method</summary>"))
        #expect(markdown.contains("Per-run samples"))
        let compact = BenchMarkdown.render(try sampleRecord(), limit: 100)
        #expect(!compact.contains("<summary>Per-run samples</summary>"))
        #expect(compact.contains("the JSON record has them"))
    }
}
