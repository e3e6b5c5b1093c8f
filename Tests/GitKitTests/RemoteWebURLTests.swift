import GitKit
import Testing

/// A remote's web address for report links: every common spelling of a hosted repository gives the same
/// https address, credentials never survive, and what is not a hosted repository gives none.
@Suite struct RemoteWebURLTests {
    @Test("hosted remotes", arguments: [
        ("git@github.com:acme/app.git", "https://github.com/acme/app"),
        ("github.com:acme/app", "https://github.com/acme/app"),
        ("ssh://git@github.com/acme/app.git", "https://github.com/acme/app"),
        ("ssh://git@gitlab.example.com:2222/group/sub/app.git", "https://gitlab.example.com/group/sub/app"),
        ("git://github.com/acme/app.git", "https://github.com/acme/app"),
        ("https://github.com/acme/app.git/", "https://github.com/acme/app"),
        ("https://x-access-token:ghs_SECRET@github.com/acme/app.git", "https://github.com/acme/app"),
        ("http://git.internal:8080/acme/app", "http://git.internal:8080/acme/app"),
        ("HTTPS://GitHub.com/acme/App", "https://github.com/acme/App"),
    ])
    func hostedRemotesGiveTheirWebAddress(_ remote: String, _ expected: String) {
        #expect(RemoteWebURL.from(remote) == expected)
    }

    @Test("no web address", arguments: ["/srv/git/app.git", "../app", "file:///srv/git/app.git", "C:/repos/app", "ext::ssh -i key host app", "https://github.com", "https://github.com/a b"])
    func localAndOddRemotesGiveNone(_ remote: String) {
        #expect(RemoteWebURL.from(remote) == nil)
    }
}
