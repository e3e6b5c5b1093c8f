import AuditModel

extension ConfigAuditor {
    /// The http-proxy-middleware factories: `createProxyMiddleware` (1.x and later), `proxy` (0.x's default export),
    /// `createProxy`.
    static let proxyFactories: Set<String> = ["createProxyMiddleware", "proxy", "createProxy"]
    /// The Express app methods that register middleware or a route.
    static let expressMethods: Set<String> = ["use", "get", "post", "put", "patch", "delete", "all", "options", "head"]

    /// Where `app.use` mounts a handler.
    enum Mount: Equatable {
        /// `app.use(handler)`: every request.
        case everywhere
        /// `app.use('/api', handler)`, `app.use(['/a', '/b'], handler)`.
        case paths([String])
        /// `app.use(/^\/api/, handler)` or a path only known when the code runs.
        case unknown(String)
    }

    /// `src/setupProxy.js`: each http-proxy-middleware proxy becomes a `server.proxy` entry keyed by the path it
    /// serves (its own path filter, or the path `app.use` mounts it at); every other handler the file registers
    /// (`app.use('/health', (req, res) => …)`) is custom middleware, which only a Vite plugin can add.
    mutating func auditSetupProxy(_ file: String) {
        guard let lexed = lex(file) else { return }
        let evaluator = self.evaluator(of: file, lexed: lexed)
        let proxies = evaluator.calls(named: Self.proxyFactories)
        let registrations = evaluator.methodCalls(named: Self.expressMethods)
        var mounts: [Int: Mount] = [:]
        var customMiddleware = 0
        for registration in registrations {
            var handlers = registration.arguments
            var mount = Mount.everywhere
            if let first = handlers.first {
                if let paths = Self.literalPaths(first) {
                    mount = .paths(paths)
                    handlers.removeFirst()
                } else if case .regex(let pattern) = first.value {
                    mount = .unknown(pattern)
                    handlers.removeFirst()
                }
            }
            // Express takes handlers as arguments or in arrays: functions, calls that make one, or names bound to one.
            handlers = handlers.flatMap { if case .array(let items) = $0.value { items } else { [$0] } }.filter { handler in
                switch handler.value {
                case .function, .call, .module: true
                default: false
                }
            }
            // `req.get('host')`, `config.get('api', 'x')`: an Express route names its path before its handlers.
            guard !handlers.isEmpty, registration.method == "use" || mount != .everywhere else { continue }
            var isCustom = false
            for handler in handlers {
                if let proxy = proxies.firstIndex(where: { Self.handler(handler, isProxy: $0) }) {
                    mounts[proxy] = mount
                } else {
                    isCustom = true
                }
            }
            guard isCustom else { continue }
            customMiddleware += 1
            let route: String
            switch mount {
            case .everywhere: route = ""
            case .paths(let paths): route = paths.count == 1 ? ConfigNode.quoted(paths[0]) + ", " : "[" + paths.map(ConfigNode.quoted).joined(separator: ", ") + "], "
            case .unknown(let pattern): route = pattern + ", "
            }
            let methodCheck = registration.method == "use" ? "" : " and answers only \(registration.method.uppercased()) requests (check req.method)"
            add(ConfigRules.setupProxy, file: file, line: registration.line, column: registration.column,
                message: "\(registration.receiver).\(registration.method)(\(route)…) in \(file) adds custom middleware to CRA's dev server; Vite's server.proxy cannot express it.",
                fix: "A Vite plugin: configureServer(server) { server.middlewares.use(\(route)(req, res, next) => { … }) }\(methodCheck); "
                    + "Vite's middlewares are connect's, without Express's res.send, res.json or req.params.",
                severity: .manualFix)
        }
        let httpProxyMiddlewareMajor = dependencyLines["http-proxy-middleware"].flatMap { Self.declaredMajor($0.range) }
        for (position, call) in proxies.enumerated() {
            auditProxyCall(call, mount: mounts[position] ?? .everywhere, httpProxyMiddlewareMajor: httpProxyMiddlewareMajor, file: file)
        }
        if proxies.isEmpty, customMiddleware == 0 {
            add(ConfigRules.setupProxy, file: file, line: 1,
                message: "\(file) adds custom middleware to CRA's dev server; Vite needs a plugin for that.",
                fix: "A plugin with configureServer(server) { server.middlewares.use(…) }.", severity: .manualFix)
        }
    }

    /// Whether an argument of `app.use` is this proxy: the call itself, or the variable it was assigned to.
    static func handler(_ handler: ConfigNode, isProxy call: (name: String, arguments: [ConfigNode], line: Int, column: Int, binding: String?)) -> Bool {
        switch handler.value {
        case .call(let name, _): return name == call.name && handler.line == call.line && handler.column == call.column
        case .module(let name): return call.binding.map { ConfigNode.globalPrefix + $0 == name } ?? false
        default: return false
        }
    }

    /// A string, or an array of strings: the paths Express or http-proxy-middleware match.
    static func literalPaths(_ node: ConfigNode) -> [String]? {
        if let path = node.string { return [path] }
        guard case .array(let items) = node.value, !items.isEmpty else { return nil }
        let paths = items.compactMap(\.string)
        return paths.count == items.count ? paths : nil
    }

    private mutating func auditProxyCall(_ call: (name: String, arguments: [ConfigNode], line: Int, column: Int, binding: String?),
                                         mount: Mount, httpProxyMiddlewareMajor: Int?, file: String) {
        // `createProxyMiddleware('/api', { target })` (0.x–2.x) or `createProxyMiddleware({ target, pathFilter })`.
        var context: ConfigNode?
        var options: ConfigNode?
        if call.arguments.count > 1 {
            context = call.arguments[0]
            options = call.arguments[1]
        } else if let only = call.arguments.first {
            if case .object = only.value { options = only } else { context = only }
        }
        guard let target = options?["target"]?.string else {
            add(ConfigRules.setupProxy, file: file, line: call.line, column: call.column,
                message: "\(call.name)(…) in \(file) has no literal target; it is not statically resolvable.",
                fix: "Write the matching server.proxy entry by hand.", severity: .manualFix)
            return
        }
        let filterNode = context ?? options?["pathFilter"]
        // 3.x no longer restores the path Express strips at the mount point (0.x–2.x matched and forwarded
        // req.originalUrl); a context argument only exists before 3.x.
        let stripsMount = context == nil && (httpProxyMiddlewareMajor ?? 0) >= 3
        var notes: [String] = []
        var paths: [String] = []
        var mountStripped: String?
        switch (mount, filterNode.map(Self.literalPaths)) {
        case (_, .some(nil)):
            notes.append("its path filter \(filterNode?.rendered ?? "") is not a literal path; give Vite the same paths as prefixes (or a '^' regular expression)")
        case (.unknown(let pattern), _):
            notes.append("it is mounted at \(pattern), which the audit does not read as a path; key the entry with the same paths")
        case (.everywhere, .none):
            break
        case (.everywhere, .some(let filter?)):
            paths = filter
        case (.paths(let mounted), .none):
            paths = mounted
            if stripsMount, mounted.count == 1 { mountStripped = mounted[0] }
        case (.paths(let mounted), .some(let filter?)):
            if stripsMount {
                paths = mounted.flatMap { mountPath in filter.map { Self.joinedPath(mountPath, $0) } }
                if mounted.count == 1 { mountStripped = mounted[0] }
            } else {
                // Both match the whole path: only requests under both reach the proxy.
                paths = mounted.flatMap { mountPath in
                    filter.compactMap { $0.hasPrefix(mountPath) ? $0 : mountPath.hasPrefix($0) ? mountPath : nil }
                }
            }
        }
        if case .paths(let mounted) = mount, context == nil, httpProxyMiddlewareMajor == nil {
            notes.append("http-proxy-middleware 3 strips the mount path before proxying (2.x and earlier keep it): on 3.x the rewrite must also remove \(mounted.map { "'\($0)'" }.joined(separator: ", "))")
        }
        var parts = ["target: \(ConfigNode.quoted(target))"]
        // As written unless http-proxy's default (which Vite's proxy shares): a computed `changeOrigin: !!process.env.X`
        // dropped would change the Host header the API sees whenever it is true.
        for (name, defaultValue) in [("changeOrigin", false), ("ws", false), ("secure", true)] {
            guard let value = options?[name] else { continue }
            if case .bool(let literal) = value.value, literal == defaultValue { continue }
            if value.faithfulText == nil { notes.append("its \(name) at \(file):\(value.line) is known only when it runs: copy it") }
            parts.append("\(name): \(Self.pasteable(value, file: file))")
        }
        // Vite's rewrite gets the request path; http-proxy-middleware applies the first pathRewrite rule that
        // matches, and only that one.
        var rules: [(from: String, to: String)] = []
        if let pathRewrite = options?["pathRewrite"] {
            if let literal = Self.literalRewriteRules(pathRewrite) {
                rules = literal
            } else {
                notes.append("pathRewrite \(pathRewrite.rendered) is not a table of literal rules; port it to rewrite (Vite's gets only the path)")
            }
        }
        if let rewrite = Self.rewriteFunction(strippingMount: mountStripped, rules: rules) { parts.append("rewrite: " + rewrite) }
        let note = notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
        let severity: Severity? = notes.contains(where: { !$0.hasPrefix("http-proxy-middleware 3") }) ? .manualFix : nil
        guard !paths.isEmpty else {
            let everywhere = notes.isEmpty
                ? "\(file) proxies every request to \(target) (neither app.use nor \(call.name) names a path); in Vite's server.proxy a '/' entry would also take index.html and the modules Vite serves"
                : "\(file) proxies requests to \(target) through CRA's dev server" + note
            add(ConfigRules.setupProxy, file: file, line: call.line, column: call.column, message: everywhere + ".",
                fix: "server: { proxy: { '/api': { \(parts.joined(separator: ", ")) } } }, one entry per path prefix the API answers", severity: .manualFix)
            return
        }
        for path in paths {
            let entry = "\(ConfigNode.quoted(Self.vitePrefix(path))): { \(parts.joined(separator: ", ")) }"
            let glob = path.contains("*") && !Self.isTrailingGlob(path)
            add(ConfigRules.setupProxy, file: file, line: call.line, column: call.column,
                message: "\(file) proxies \(path) to \(target) through CRA's dev server; Vite reads proxies from server.proxy"
                    + (glob ? "; '\(path)' is a glob, and Vite's keys are path prefixes (or regular expressions starting with ^)" : "") + note + ".",
                fix: "server: { proxy: { \(entry) } }", severity: glob ? .manualFix : severity)
        }
    }

    /// Vite's `rewrite` for a proxy: the mount path 3.x strips, then http-proxy-middleware's first matching
    /// pathRewrite rule (regular-expression literals and quoted replacements); nil when the path is forwarded as is.
    static func rewriteFunction(strippingMount mount: String?, rules: [(from: String, to: String)]) -> String? {
        let strip = mount.map { ".replace(\(regexLiteral("^" + escapedForRegex($0))), '')" } ?? ""
        switch rules.count {
        case 0:
            return mount == nil ? nil : "(path) => path" + strip
        case 1:
            return "(path) => path\(strip).replace(\(rules[0].from), \(rules[0].to))"
        default:
            let choice = rules.map { "\($0.from).test(path) ? path.replace(\($0.from), \($0.to))" }.joined(separator: " : ") + " : path"
            return mount == nil ? "(path) => " + choice : "(path) => { path = path\(strip); return \(choice) }"
        }
    }

    /// A `pathRewrite` table whose keys and values are all literal, in order, as regular-expression literals and quoted
    /// replacements; nil for a function or a computed rule.
    static func literalRewriteRules(_ pathRewrite: ConfigNode) -> [(from: String, to: String)]? {
        guard case .object(let properties) = pathRewrite.value, properties.allSatisfy({ $0.key != nil && $0.value.string != nil }) else { return nil }
        return properties.map { (regexLiteral($0.key ?? ""), ConfigNode.quoted($0.value.string ?? "")) }
    }

    /// `/api/*` and `/api/**` match what the prefix `/api/` does.
    static func isTrailingGlob(_ path: String) -> Bool {
        let prefix = vitePrefix(path)
        return !prefix.contains("*") && path.dropFirst(prefix.count).allSatisfy { $0 == "*" }
    }

    /// The prefix Vite keys the entry with: the path up to a trailing `*` / `**`.
    static func vitePrefix(_ path: String) -> String {
        var prefix = Substring(path)
        while prefix.hasSuffix("*") { prefix = prefix.dropLast() }
        return prefix.isEmpty ? path : String(prefix)
    }

    /// A filter path under a 3.x mount point: `/api` + `/v1` is `/api/v1`.
    static func joinedPath(_ mount: String, _ filter: String) -> String {
        filter == "/" || filter.isEmpty ? mount : (mount.hasSuffix("/") ? String(mount.dropLast()) : mount) + (filter.hasPrefix("/") ? filter : "/" + filter)
    }

    /// A literal path as regular-expression source: `.` and the other metacharacters escaped.
    static func escapedForRegex(_ path: String) -> String {
        var result = ""
        for character in path {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Regular-expression source (`^/api`, as `new RegExp` takes it) as a JavaScript literal: `/^\/api/`.
    static func regexLiteral(_ source: String) -> String {
        guard !source.isEmpty else { return "/(?:)/" }
        var result = "/"
        var escaped = false
        for character in source {
            if character == "/", !escaped { result.append("\\") }
            result.append(character)
            escaped = character == "\\" && !escaped
        }
        return result + "/"
    }
}
