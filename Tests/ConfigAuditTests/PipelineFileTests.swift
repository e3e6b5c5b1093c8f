import AuditModel
import Testing
@testable import ConfigAudit

/// CI and deploy files name the build's REACT_APP_* variables and CRA's build/ folder, which the move renames.
@Suite struct PipelineFileTests {
    private let workflow = """
        name: ci
        jobs:
          build:
            needs: lint
            env:
              REACT_APP_API_URL: https://ci.example.com
            steps:
              - run: npm ci && npm run build && yarn build
              - run: REACT_APP_SHA=$GITHUB_SHA REACT_APP_ENV=ci npm test
              - run: aws s3 sync build/ s3://bucket && echo rebuild/ MY_REACT_APP_X
        """
    private let dockerfile = "FROM node:14 AS build\nARG REACT_APP_API_URL\nRUN npm run build\nFROM nginx\nCOPY --from=build /app/build /usr/share/nginx/html\n"

    @Test func variablesAndTheBuildFolderAreFoundInACreateReactApp() {
        let result = ConfigFixture(files: [
            "package.json": #"{ "name": "app", "dependencies": { "react-scripts": "3.4.1" } }"#,
            ".github/workflows/ci.yml": workflow, "Dockerfile": dockerfile, "netlify.toml": "[build]\n  publish = \"build\"\n",
        ]).audit()
        let names = result.findings("env-react-app-prefix").map { "\($0.file):\($0.line):\($0.column)" }
        #expect(names == [".github/workflows/ci.yml:6:7", ".github/workflows/ci.yml:9:14", ".github/workflows/ci.yml:9:40", "Dockerfile:2:5"], "\(names)")
        let folders = result.findings("build-outdir").filter { $0.file != "package.json" }.map { "\($0.file):\($0.line):\($0.column)" }
        #expect(folders == [".github/workflows/ci.yml:10:26", "Dockerfile:5:24", "netlify.toml:2:14"], "\(folders)")
    }

    @Test func theBuildFolderIsCRAsOnly() {
        let result = ConfigFixture(files: ["package.json": #"{ "name": "app" }"#, ".github/workflows/ci.yml": workflow]).audit()
        #expect(result.findings("build-outdir").isEmpty)
        #expect(result.findings("env-react-app-prefix").count == 3)
    }

    @Test func aWindowsWrittenPipelineKeepsItsLines() {
        let crlf = "name: ci\r\nenv:\r\n  REACT_APP_A: x\r\nsteps:\r\n  - run: echo $REACT_APP_A && aws s3 sync build/ s3://b\r\n"
        let result = ConfigFixture(files: ["package.json": #"{ "dependencies": { "react-scripts": "4.0.3" } }"#, "azure-pipelines.yml": crlf]).audit()
        #expect(result.findings("env-react-app-prefix").map { "\($0.line):\($0.column) \($0.snippet)" } == ["3:3 REACT_APP_A: x", "5:16 - run: echo $REACT_APP_A && aws s3 sync build/ s3://b"])
        #expect(result.findings("build-outdir").filter { $0.file != "package.json" }.map { "\($0.line):\($0.column)" } == ["5:43"])
    }
}
