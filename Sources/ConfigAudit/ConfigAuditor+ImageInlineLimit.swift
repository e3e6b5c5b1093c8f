extension ConfigAuditor {
    /// The raster images react-scripts' url-loader (asset modules from react-scripts 5) inlined as data URLs up to
    /// IMAGE_INLINE_SIZE_LIMIT, 10,000 bytes when unset.
    static let craInlinedImageExtensions: Set<String> = ["bmp", "gif", "jpg", "jpeg", "png", "avif"]
    /// Vite inlines an asset only under `build.assetsInlineLimit`, 4096 bytes by default.
    static let viteDefaultInlineLimit = 4096
    static let craDefaultInlineLimit = 10_000

    /// A react-scripts app with IMAGE_INLINE_SIZE_LIMIT unset inlined its images up to 10,000 bytes: those of 4096
    /// to 10,000 bytes under src/ (the only folder CRA lets the app import from) become separate files under Vite's
    /// default. One info finding, at react-scripts in package.json, and only when such an image exists.
    mutating func auditCRAImageInlineLimit(_ files: [String]) {
        guard let reactScripts = dependencyLines["react-scripts"], !ejectedCRA,
            !facts.envVariableNames.contains("IMAGE_INLINE_SIZE_LIMIT"),
            packageJSON?["scripts"]?.properties.contains(where: { $0.value.string?.contains("IMAGE_INLINE_SIZE_LIMIT") == true }) != true
        else { return }
        var differing: [(path: String, size: Int)] = []
        for path in files where path.hasPrefix("src/") {
            guard let dot = path.lastIndex(of: "."), Self.craInlinedImageExtensions.contains(path[path.index(after: dot)...].lowercased()),
                let size = project.fileSize(path), size >= Self.viteDefaultInlineLimit, size <= Self.craDefaultInlineLimit
            else { continue }
            differing.append((path, size))
        }
        guard let first = differing.first else { return }
        let others = differing.count > 1 ? " and \(differing.count - 1) more become separate files" : " becomes a separate file"
        add(ConfigRules.inlineLimit, file: "package.json", line: reactScripts.line, column: reactScripts.column, end: reactScripts.end,
            message: "react-scripts inlines imported images up to 10000 bytes as data URLs (IMAGE_INLINE_SIZE_LIMIT unset); Vite inlines only those under 4096 bytes, so \(first.path) (\(first.size) bytes)\(others).",
            // Vite inlines strictly under the limit (`content.length < limit`), react-scripts up to it (`size <= limit`).
            fix: "build: { assetsInlineLimit: \(Self.craDefaultInlineLimit + 1) } in vite.config to keep them inlined (Vite inlines only files under the limit, react-scripts those up to it), or nothing if separate files are fine")
    }
}
