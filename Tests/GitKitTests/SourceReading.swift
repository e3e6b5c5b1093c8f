import GitKit

/// Reads every listed file of `source` as text, keyed by display path.
func contents(of source: any FileSource) throws -> [String: String] {
    var result: [String: String] = [:]
    for entry in try source.listFiles().files {
        result[entry.path] = String(decoding: try source.read(entry), as: UTF8.self)
    }
    return result
}

/// The display paths `source` lists, in listing order.
func paths(of source: any FileSource) throws -> [String] {
    try source.listFiles().files.map(\.path)
}
