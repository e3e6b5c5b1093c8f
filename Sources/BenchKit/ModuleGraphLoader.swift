import Foundation

/// A browser's first load without a browser: GET the page, then every script, modulepreload and static ES
/// import it references, recursively, with up to six requests in flight (a browser's per-host limit on
/// HTTP/1.1), until the whole graph the page needs has been served.
///
/// This is the first end point that is comparable across tools: Vite transforms modules only when they are
/// requested, and webpack-dev-middleware holds requests until its bundle is compiled.
public final class ModuleGraphLoader: @unchecked Sendable {
    public struct Result: Sendable, Equatable {
        /// Monotonic instant the last response of the graph arrived.
        public var finishedAt: UInt64
        public var requests: Int
        public var bytes: Int
        /// URLs that answered other than 200, with their status, sorted.
        public var failures: [String]
        /// Bare specifiers a browser could not have loaded (left unfetched), sorted.
        public var unresolved: [String]
    }

    public typealias ImportExtractor = @Sendable (_ source: [UInt8]) -> [String]

    private let port: Int
    private let timeoutMs: Int
    private let extractImports: ImportExtractor
    private let condition = NSCondition()
    private var queue: [String] = []
    private var seen: Set<String> = []
    private var inFlight = 0
    private var requests = 0
    private var bytes = 0
    private var failures: [String] = []
    private var unresolved: Set<String> = []
    private var lastResponse: UInt64 = 0
    private var fatal: BenchError?

    public init(port: Int, timeoutMs: Int, extractImports: @escaping ImportExtractor) {
        self.port = port
        self.timeoutMs = timeoutMs
        self.extractImports = extractImports
    }

    /// Loads the graph under `page`. The page request is retried while the port refuses connections
    /// (the server is still starting) until `deadline`; then the graph is fetched.
    public func load(page: String, deadline: UInt64, shouldStop: @Sendable () -> Bool = { false }) throws -> Result {
        let (html, landed) = try fetchPage(page, deadline: deadline, shouldStop: shouldStop)
        let references = HTMLReferenceScanner.scan(String(decoding: html, as: UTF8.self))
        condition.lock()
        // Relative references resolve against the page the redirects landed on, as in a browser.
        for reference in references.urls {
            enqueue(reference, base: landed, fromHTMLAttribute: true)
        }
        for inline in references.inlineModules {
            for specifier in extractImports(Array(inline.utf8)) { enqueue(specifier, base: landed, fromHTMLAttribute: false) }
        }
        condition.unlock()

        let workers = 6
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            Thread.detachNewThread { [self] in
                work()
                group.leave()
            }
        }
        group.wait()
        condition.lock()
        defer { condition.unlock() }
        if let fatal { throw fatal }
        return Result(finishedAt: lastResponse, requests: requests, bytes: bytes,
                      failures: failures.sorted(), unresolved: unresolved.sorted())
    }

    /// Redirects a browser follows (301, 302, 303, 307, 308 with a Location), and how many it follows at most.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    static let maximumRedirects = 10

    /// The same-origin path a redirect response points to, resolved against the URL that answered it; nil when the
    /// response is no redirect. Throws when it leaves the server (another origin) or names no place.
    static func redirectTarget(_ response: HTTPClient.Response, from url: String, port: Int) throws -> String? {
        guard redirectStatuses.contains(response.status) else { return nil }
        guard let location = response.headers["location"], !location.isEmpty,
              let target = ModuleURLResolver.resolve(location, against: url, port: port, fromHTMLAttribute: true) else {
            throw BenchError.http("GET \(url) redirected (HTTP \(response.status)) to "
                + (response.headers["location"].map { "\($0), off the dev server" } ?? "no Location"))
        }
        return target
    }

    /// The page's body and the path it was served from once redirects (CRA's redirect of / to its served path, for
    /// one) were followed, as a browser follows them.
    private func fetchPage(_ start: String, deadline: UInt64, shouldStop: @Sendable () -> Bool) throws -> ([UInt8], String) {
        var page = start
        var redirects = 0
        while true {
            let remainingMs = Int((Int64(bitPattern: deadline &- MonotonicClock.now())) / 1_000_000)
            guard remainingMs > 0 else { throw BenchError.http("GET \(page) did not answer before the timeout") }
            if shouldStop() { throw BenchError.http("the server exited before GET \(page) answered") }
            do {
                let response = try HTTPClient.get(port: port, path: page, timeoutMs: remainingMs)
                condition.lock()
                requests += 1
                bytes += response.body.count
                lastResponse = MonotonicClock.now()
                condition.unlock()
                if let target = try Self.redirectTarget(response, from: page, port: port) {
                    redirects += 1
                    guard redirects <= Self.maximumRedirects else {
                        throw BenchError.http("GET \(start) redirected more than \(Self.maximumRedirects) times")
                    }
                    page = target
                    continue
                }
                guard response.status == 200 else { throw BenchError.httpStatus(path: page, status: response.status) }
                return (response.body, page)
            } catch BenchError.http {
                // Refused or reset while the server is still starting: try again until the deadline.
                usleep(2000)
            }
        }
    }

    /// Caller holds the lock.
    private func enqueue(_ reference: String, base: String, fromHTMLAttribute: Bool) {
        guard let url = ModuleURLResolver.resolve(reference, against: base, port: port,
                                                  fromHTMLAttribute: fromHTMLAttribute) else {
            if !reference.contains("://") { unresolved.insert(reference) }
            return
        }
        if seen.insert(url).inserted {
            queue.append(url)
            condition.broadcast()
        }
    }

    private func work() {
        while true {
            condition.lock()
            while queue.isEmpty && inFlight > 0 && fatal == nil { condition.wait() }
            guard let url = queue.popLast(), fatal == nil else {
                condition.broadcast()
                condition.unlock()
                return
            }
            inFlight += 1
            condition.unlock()

            let outcome = Swift.Result { () throws -> (HTTPClient.Response, redirect: String?) in
                let response = try HTTPClient.get(port: port, path: url, timeoutMs: timeoutMs)
                // One off the dev server (another origin) is not followed: listed with its status as answered other than 200.
                return (response, (try? Self.redirectTarget(response, from: url, port: port)) ?? nil)
            }
            let time = MonotonicClock.now()
            let imports: [String]
            if case .success(let (response, _)) = outcome, response.status == 200, isScript(url, response) {
                imports = extractImports(response.body)
            } else {
                imports = []
            }

            condition.lock()
            inFlight -= 1
            switch outcome {
            case .success(let (response, redirect)):
                requests += 1
                bytes += response.body.count
                lastResponse = max(lastResponse, time)
                if let redirect {
                    // Followed as a browser follows it: the module is what the redirect points to.
                    if seen.insert(redirect).inserted {
                        queue.append(redirect)
                    }
                } else if response.status != 200 {
                    failures.append("\(url) (\(response.status))")
                }
                for specifier in imports { enqueue(specifier, base: url, fromHTMLAttribute: false) }
            case .failure(let error):
                fatal = (error as? BenchError) ?? .http("GET \(url) failed: \(error)")
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    private func isScript(_ url: String, _ response: HTTPClient.Response) -> Bool {
        if let type = response.headers["content-type"]?.lowercased() {
            return type.contains("javascript") || type.contains("ecmascript")
        }
        let path = url.split(separator: "?").first.map(String.init) ?? url
        return [".js", ".mjs", ".jsx", ".ts", ".tsx", ".cjs"].contains { path.hasSuffix($0) }
    }
}
