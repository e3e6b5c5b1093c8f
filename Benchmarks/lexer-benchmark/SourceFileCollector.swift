import Foundation
import JSLexer

/// Reads every JavaScript/TypeScript file below a directory, in sorted path order, without following
/// symbolic links (Debian's /usr/share/nodejs is full of them).
enum SourceFileCollector {
    struct SourceFile {
        var path: String
        var dialect: SourceDialect
        var bytes: [UInt8]
    }

    static func collect(under root: String) -> [SourceFile] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard let ext = relative.split(separator: ".").last, SourceDialect(fileExtension: String(ext)) != nil
            else { continue }
            paths.append(relative)
        }
        var files: [SourceFile] = []
        for relative in paths.sorted() {
            let path = root + "/" + relative
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let data = manager.contents(atPath: path),
                  let ext = relative.split(separator: ".").last,
                  let dialect = SourceDialect(fileExtension: String(ext))
            else { continue }
            files.append(SourceFile(path: path, dialect: dialect, bytes: [UInt8](data)))
        }
        return files
    }
}
