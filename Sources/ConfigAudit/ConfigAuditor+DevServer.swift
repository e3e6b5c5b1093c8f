extension ConfigAuditor {
    /// What a self-signed certificate takes under Vite: since Vite 3 `server.https` makes none, it needs a plugin or real files.
    static let basicSSLFix = "plugins: [basicSsl()] with basicSsl from @vitejs/plugin-basic-ssl (a self-signed certificate, as webpack-dev-server made), or server: { https: { key, cert } } with a real certificate"

    /// `outputPath`: the project folder the same config builds into (webpack's default `dist` when it says none).
    mutating func auditDevServer(_ devServer: ConfigNode, file: String, outputPath: String = "dist") {
        reportUnresolved(devServer, file: file, key: "devServer")
        for property in devServer.properties {
            guard let key = property.key else { continue }
            let value = property.value
            switch key {
            case "proxy":
                let proxy = Self.viteProxy(value, file: file)
                let note = proxy.uncarried.isEmpty ? "" : "; " + proxy.uncarried.joined(separator: "; ") + ", which the fix cannot carry"
                add(ConfigRules.devServer, file: file, at: property,
                    message: "devServer.proxy \(value.rendered) must move to Vite's server.proxy (pathRewrite becomes a rewrite function)\(note).",
                    fix: "server: { proxy: \(proxy.text) }", severity: proxy.uncarried.isEmpty ? nil : .manualFix)
            case "https", "server":
                // `https: false`, `server: 'http'`: plain HTTP, which is Vite's default too.
                guard let fix = Self.httpsFix(value, file: file) else { continue }
                add(ConfigRules.devServer, file: file, at: property,
                    message: "devServer.\(key) \(value.rendered) has a Vite counterpart.", fix: fix)
            case "port", "host", "open", "compress", "allowedHosts":
                let text = Self.pasteable(value, file: file)
                // webpack-dev-server's `'all'` is Vite's `true`.
                let viteValue = key == "allowedHosts" && value.string == "all" ? "true" : text
                // Vite's dev server never compresses (a production concern, vitejs/vite#9382): nothing to port.
                guard key != "compress" else {
                    add(ConfigRules.devServer, file: file, at: property,
                        message: "devServer.compress \(value.rendered): Vite's dev server has no compression setting and serves responses uncompressed.",
                        fix: "Nothing to port for local development; compress in the production server or proxy.", severity: .info)
                    continue
                }
                add(ConfigRules.devServer, file: file, at: property,
                    message: "devServer.\(key) \(value.rendered) has a Vite counterpart.", fix: "server: { \(key): \(viteValue) }")
            case "headers":
                // Vite's server.headers takes the same object; webpack-dev-server 4's array and function forms do not carry over.
                if case .object = value.value {
                    add(ConfigRules.devServer, file: file, at: property,
                        message: "devServer.headers \(value.rendered) has a Vite counterpart.", fix: "server: { headers: \(Self.pasteable(value, file: file)) }")
                } else {
                    add(ConfigRules.devServer, file: file, at: property,
                        message: "devServer.headers \(value.rendered) sets response headers in a form Vite's server.headers (a plain object) does not take.",
                        fix: "server: { headers: { … } } with the same headers as an object, or a plugin's configureServer middleware for per-request headers.", severity: .manualFix)
                }
            case "client":
                // Vite's overlay shows errors only, and is on by default: only turning it off carries over.
                guard let overlay = value["overlay"] else { continue }
                let errorsOff: Bool
                if case .bool(false) = overlay.value {
                    errorsOff = true
                } else if case .bool(false)? = overlay["errors"]?.value {
                    errorsOff = true
                } else {
                    errorsOff = false
                }
                if errorsOff {
                    add(ConfigRules.devServer, file: file, at: overlay,
                        message: "devServer.client.overlay \(overlay.rendered) turns the error overlay off; Vite shows it unless told otherwise.",
                        fix: "server: { hmr: { overlay: false } }")
                }
            case "historyApiFallback":
                add(ConfigRules.devServer, file: file, at: property,
                    message: "devServer.historyApiFallback \(value.rendered): Vite serves index.html for unknown routes by default (appType 'spa').",
                    fix: "Nothing for a single-page app; rewrites need a plugin.", severity: .info)
            case "before", "after", "setup", "setupMiddlewares", "onBeforeSetupMiddleware", "onAfterSetupMiddleware":
                add(ConfigRules.devServer, file: file, at: property,
                    message: "devServer.\(key) adds custom middleware to the dev server; Vite needs a plugin for that.",
                    fix: "A plugin with configureServer(server) { server.middlewares.use(…) }.", severity: .manualFix)
            case "contentBase", "static":
                // The project's public/ folder (or none) is what Vite serves already, as copiesOnlyPublic says for copies.
                if Self.servesOnlyPublic(value) { continue }
                // `static: path.join(__dirname, 'dist')`: the build's own output, which Vite's dev server has no use for.
                if Self.servesOnlyOutput(value, outputPath: outputPath) {
                    add(ConfigRules.copyPlugin, file: file, at: property,
                        message: "devServer.\(key) \(value.rendered) serves webpack's own output folder (\(outputPath)); Vite's dev server serves the app from memory and public/ as it is.",
                        fix: "Nothing to port: remove it with the webpack config.", severity: .info)
                    continue
                }
                add(ConfigRules.copyPlugin, file: file, at: property,
                    message: "devServer.\(key) \(value.rendered) serves extra static folders; Vite serves public/.",
                    fix: "Move the files to public/ (or set publicDir).")
            default:
                break
            }
        }
    }

    /// The vite.config setting for devServer `https` or webpack-dev-server 4's `server`; nil for plain HTTP.
    static func httpsFix(_ value: ConfigNode, file: String) -> String? {
        switch value.value {
        case .bool(false), .null, .undefined: return nil
        case .bool(true): return basicSSLFix
        case .string(let type): return type == "http" ? nil : basicSSLFix
        case .object:
            // `server: { type: 'https', options: { key, cert } }`, or `https: { key, cert }`.
            if let type = value["type"] {
                if type.string == "http" { return nil }
                guard let options = value["options"], !options.isEmptyListOrObject else { return basicSSLFix }
                return certificateFix(options, file: file)
            }
            return value.isEmptyListOrObject ? basicSSLFix : certificateFix(value, file: file)
        default:
            return "server: { https: { key, cert } } with the certificate \(value.faithfulText ?? "this setting") names, or " + basicSSLFix
        }
    }

    /// `server.https` with webpack-dev-server's certificate options: Vite passes them to https.createServer, which
    /// takes contents where webpack-dev-server 4 also took file paths.
    private static func certificateFix(_ options: ConfigNode, file: String) -> String {
        "server: { https: \(pasteable(options, file: file)) } (key, cert and ca as file contents, e.g. fs.readFileSync(path))"
    }

    /// devServer `static`/`contentBase` that serves nothing, or only the project's public/ folder at the site's root
    /// (`'./public'`, `{ directory: path.join(__dirname, 'public') }`, webpack-dev-server 4's `true`).
    static func servesOnlyPublic(_ value: ConfigNode) -> Bool {
        if case .bool = value.value { return true }
        let folders = value.elements
        guard !folders.isEmpty else { return true }
        return folders.allSatisfy { folder in
            let directory = folder.string ?? folder["directory"]?.string
            guard let directory, normalisePath(projectPath(directory)) == "public" else { return false }
            // Served elsewhere than the root (`publicPath: '/assets'`) or with other options is more than public/.
            let keys = folder.properties.compactMap(\.key)
            guard keys.allSatisfy({ ["directory", "publicPath", "watch"].contains($0) }) else { return false }
            return folder["publicPath"].map { $0.elements.allSatisfy { $0.string == "/" } } ?? true
        }
    }

    /// devServer `static`/`contentBase` naming only the folder the build writes (`outputPath`, project-relative).
    static func servesOnlyOutput(_ value: ConfigNode, outputPath: String) -> Bool {
        let folders = value.elements
        return !folders.isEmpty && folders.allSatisfy { folder in
            guard let directory = folder.string ?? folder["directory"]?.string else { return false }
            return normalisePath(projectPath(directory)) == normalisePath(outputPath)
        }
    }

    /// http-proxy options that Vite's server.proxy takes as webpack-dev-server's proxy did.
    static let proxyPassThroughOptions: Set<String> = [
        "ws", "secure", "headers", "xfwd", "toProxy", "prependPath", "ignorePath", "localAddress", "auth", "hostRewrite",
        "autoRewrite", "protocolRewrite", "cookieDomainRewrite", "cookiePathRewrite", "timeout", "proxyTimeout",
        "followRedirects", "bypass",
    ]

    /// http-proxy-middleware's listener options and the http-proxy events they subscribe to, with the same arguments.
    static let proxyEvents: [String: String] = ["onProxyReq": "proxyReq", "onProxyRes": "proxyRes", "onProxyReqWs": "proxyReqWs", "onError": "error", "onOpen": "open", "onClose": "close"]

    /// devServer.proxy as Vite's server.proxy: every context path keeps an entry, its target as written (a run-time
    /// value such as `process.env.API || '…'` included), with the Host header webpack-dev-server sent. `uncarried`:
    /// what the text could not carry (a pathRewrite function or computed rule), said in the message.
    static func viteProxy(_ value: ConfigNode, file: String) -> (text: String, uncarried: [String]) {
        var entries: [String] = []
        var computed: [String] = []
        var uncarried: [String] = []
        func target(_ node: ConfigNode, of context: String) -> String {
            if let text = node.string.map(ConfigNode.quoted) ?? node.faithfulText { return text }
            uncarried.append("\(context)'s target at \(file):\(node.line), to copy")
            return "undefined /* copy the target at \(file):\(node.line) */"
        }
        /// An option's value as code, and in `uncarried` what the fix names for the user to copy.
        func pasted(_ node: ConfigNode, _ name: String, of context: String) -> String {
            if node.faithfulText == nil { uncarried.append("\(context)'s \(name) at \(file):\(node.line), to copy") }
            return Self.pasteable(node, file: file)
        }
        func entry(_ context: String, _ options: ConfigNode, isMapKey: Bool) {
            // webpack-dev-server reads a map key's trailing `/*` as the prefix before it (`'/api/*'` proxies all of
            // /api); Vite matches keys as prefixes, where `'/api/*'` would match nothing.
            let path = isMapKey && context.hasSuffix("/*") ? String(context.dropLast(2)) : context
            if path.contains("*") {
                uncarried.append("'\(context)' is a glob, and Vite's keys are path prefixes (or regular expressions starting with ^)")
            }
            let key = ConfigNode.quoted(path)
            // Not Vite's string shorthand, which sets changeOrigin: webpack-dev-server's sent the browser's Host.
            if options.string != nil || options.properties.isEmpty {
                entries.append("\(key): { target: \(target(options, of: context)) }")
                return
            }
            // http-proxy-middleware's router picks the target per request; Vite's proxy has no such option.
            if let router = options["router"] {
                uncarried.append("\(context)'s router at \(file):\(router.line) (a target chosen per request, which Vite's server.proxy has no option for)")
            }
            var parts = ["target: \(options["target"].map { target($0, of: context) } ?? "undefined /* no target */")"]
            // http-proxy-middleware's default, false, is http-proxy's under Vite too: only a written value is carried.
            if let changeOrigin = options["changeOrigin"] { parts.append("changeOrigin: \(pasted(changeOrigin, "changeOrigin", of: context))") }
            if let pathRewrite = options["pathRewrite"] {
                let (rewrite, reason) = Self.viteRewrite(pathRewrite, file: file)
                if let rewrite { parts.append("rewrite: " + rewrite) }
                if let reason {
                    // A value, so that the suggested object stays valid JavaScript: the path unchanged until it is ported.
                    parts.append("rewrite: (path) => path /* \(reason) */")
                    uncarried.append("\(context)'s \(reason)")
                }
            }
            // Vite hands these to http-proxy as webpack-dev-server did: without `ws` a WebSocket is not proxied, without
            // `secure: false` a self-signed target is refused.
            var listeners: [String] = []
            for property in options.properties {
                guard let name = property.key else { continue }
                if let event = Self.proxyEvents[name] {
                    listeners.append("proxy.on('\(event)', \(pasted(property.value, name, of: context)))")
                } else if Self.proxyPassThroughOptions.contains(name) {
                    parts.append("\(ConfigNode.propertyKey(name)): \(pasted(property.value, name, of: context))")
                }
            }
            // http-proxy-middleware's listener options are http-proxy events, which Vite's configure subscribes to.
            if !listeners.isEmpty { parts.append("configure: (proxy) => { \(listeners.joined(separator: "; ")) }") }
            entries.append("\(key): { \(parts.joined(separator: ", ")) }")
        }
        // webpack-dev-server 4's `[{ context: ['/api', '/auth'], target }]`, or one such object (one with `target`, or in
        // 4 `router`), which is a single proxy's options rather than a map of paths.
        let items: [ConfigNode]?
        if case .array(let list) = value.value {
            items = list
        } else if value["target"] != nil || value["router"] != nil {
            items = [value]
        } else {
            items = nil
        }
        if let items {
            for item in items {
                let contexts = item["context"]?.elements.compactMap(\.string) ?? []
                // http-proxy-middleware without a context proxies every request, which a Vite key cannot say alone.
                if contexts.isEmpty {
                    uncarried.append("the proxy at \(file):\(item.line) has no literal context path (without one, every request was proxied, and a '/' entry would also take index.html and the modules Vite serves)")
                }
                for context in contexts { entry(context, item, isMapKey: false) }
            }
            if entries.isEmpty { return ("{ /* one entry per path prefix the API answers */ }", uncarried) }
        } else {
            for property in value.properties {
                guard let key = property.key else {
                    // `[env.apiPrefix]: …`: a path known only when the config runs. Named last, as a comment, so that the
                    // object stays valid JavaScript (a comma before the entries would not be).
                    let place = "\(property.origin ?? file):\(property.line)"
                    uncarried.append("the entry with a computed path at \(place), to copy")
                    computed.append("/* copy the entry with a computed path at \(place) */")
                    continue
                }
                entry(key, property.value, isMapKey: true)
            }
        }
        let notes = computed.joined(separator: " ")
        let body = entries.isEmpty || computed.isEmpty ? entries.joined(separator: ", ") + notes : entries.joined(separator: ", ") + ", " + notes
        return ("{ " + body + " }", uncarried)
    }

    /// http-proxy-middleware's `pathRewrite` as Vite's `rewrite`: a table of literal rules, every one, the first that
    /// matches applied, as http-proxy-middleware does (nil for an empty table, which rewrites nothing); or, in `uncarried`,
    /// why it cannot be written: a function (which also takes the request, where Vite passes only the path) or a
    /// computed rule.
    static func viteRewrite(_ pathRewrite: ConfigNode, file: String) -> (rewrite: String?, uncarried: String?) {
        if case .function = pathRewrite.value {
            return (nil, "pathRewrite function at \(file):\(pathRewrite.line), to copy (Vite passes it the path, not the request)")
        }
        guard let rules = Self.literalRewriteRules(pathRewrite) else {
            return (nil, "pathRewrite \(pathRewrite.rendered) at \(file):\(pathRewrite.line), not a table of literal rules, to port")
        }
        return (Self.rewriteFunction(strippingMount: nil, rules: rules), nil)
    }
}
