/// A usage or input error: printed as one line `error: …` and exit code 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
