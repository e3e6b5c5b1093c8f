import AuditModel
import Testing

@testable import ConfigAudit

/// HappyPack (webpack 4's loader worker pool) moves a rule's loaders into the plugin: `happypack/loader?id=js` runs
/// the HappyPack plugin's loaders, whose babel-loader options are the project's Babel configuration.
struct HappyPackTests {
    @Test func aPooledBabelLoadersOptionsAreRead() {
        let config = """
            const HappyPack = require('happypack');
            const happyThreadPool = HappyPack.ThreadPool({ size: 4 });

            module.exports = {
              entry: './src/index.js',
              module: {
                rules: [{ test: /\\.jsx?$/, exclude: /node_modules/, use: 'happypack/loader?id=js' }]
              },
              plugins: [
                new HappyPack({
                  id: 'js',
                  threadPool: happyThreadPool,
                  loaders: [{
                    loader: 'babel-loader',
                    options: { presets: ['@babel/preset-env', '@babel/preset-react'], plugins: ['react-hot-loader/babel'] }
                  }]
                })
              ]
            };
            """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.findings("babel-config-present").map(\.line) == [15])
        #expect(result.findings("babel-redundant").count == 2)
        #expect(result.findings.contains { $0.message.contains("react-hot-loader/babel") }, "\(result.findings.map(\.message))")
    }
}
