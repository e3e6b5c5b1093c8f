/// Vitest fake-timer settings that the fixes of Jest code (test files and Jest configuration) write alike.
public enum VitestFakeTimers {
    /// `toFake` for what Jest's legacy fake timers faked: the timer functions, not Date, which Vitest's
    /// `vi.useFakeTimers()` fakes too.
    public static let legacyJestTimerFunctions = "['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate']"
}
