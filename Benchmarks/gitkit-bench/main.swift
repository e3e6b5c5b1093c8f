// Times GitKit's file sources on a real repository: listing, then reading every file, for the working
// tree, HEAD from the object database, and the plain-folder walk. Prints figures; asserts nothing.
//
//   swift run -c release gitkit-bench <path inside a repository> [runs]
import Foundation
import GitKit

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: gitkit-bench <path inside a repository> [runs]\n".utf8))
    exit(2)
}
let path = arguments[1]
let runs = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 5) : 5

do {
    let repository = try Repository.discover(from: path)
    let root = repository.relativePath(ofAbsolute: path) ?? ""
    var sources: [(String, any FileSource)] = [("revision HEAD", try RevisionSource(repository: repository, revision: "HEAD", subdirectory: root))]
    if repository.workdir != nil { sources.insert(("working tree", try WorkingTreeSource(repository: repository, subdirectory: root)), at: 0) }
    sources.append(("plain folder", DirectorySource(path: path)))
    // As a scan's workers read: disk sources keep the folders they read from open (per thread).
    sources += sources.filter { !($0.1 is RevisionSource) }.map { ($0.0 + ", 1 thread", $0.1.forOneThread()) }
    print("runs per figure: \(runs) (median)")
    for (name, source) in sources {
        var listTimes: [Double] = []
        var readTimes: [Double] = []
        var fileCount = 0
        var byteCount = 0
        for _ in 0..<runs {
            var listing = FileListing(files: [], warnings: [])
            listTimes.append(try seconds { listing = try source.listFiles() })
            fileCount = listing.files.count
            var bytes = 0
            readTimes.append(try seconds { for entry in listing.files { bytes += try source.read(entry).count } })
            byteCount = bytes
        }
        let list = median(listTimes), read = median(readTimes)
        print(name.padding(toLength: 24, withPad: " ", startingAt: 0) + String(format: " %6d files %8.1f MB   list %7.1f ms   read all %7.1f ms   (%.0f MB/s)",
                     fileCount, Double(byteCount) / 1e6, list * 1000, read * 1000, Double(byteCount) / 1e6 / read))
    }
} catch {
    FileHandle.standardError.write(Data("gitkit-bench: \(error)\n".utf8))
    exit(2)
}
