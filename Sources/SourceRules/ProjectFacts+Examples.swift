extension ProjectFacts {
    /// The project every rule example is checked in (`rules`/`explain` output and the example tests): a CRA/webpack 4
    /// app on React 16, React Router 3, history 3, react-router-redux 4 and Jest 26, with a few webpack plugin keys
    /// and css-loader's `modules` option on.
    public static let examples: ProjectFacts = {
        var facts = ProjectFacts(
            installedVersions: [
                "react": "16.14.0", "react-dom": "16.14.0", "react-router": "3.2.6", "history": "3.3.0",
                "react-router-redux": "4.0.8", "jest": "26.6.3", "events": "3.3.0", "axios": "0.21.4",
            ],
            declaredRanges: ["react-router": "^3.2.0"],
            definePluginKeys: ["__DEV__", "__VERSION__", "process.env.API_URL"],
            providePluginKeys: ["$", "jQuery", "_"],
            environmentPluginKeys: ["API_KEY"],
            aliases: ["@": "src", "components": "src/components"],
            moduleDirectories: ["src"],
            entries: ["src/index.js"],
            babelLooseClassProperties: true)
        facts.cssModulesByConfig = true
        return facts
    }()
}
