import Testing
import ConfigAudit

struct ConfigAuditModuleTests {
    @Test func moduleIsNamed() { #expect(ConfigAuditModule.name == "ConfigAudit") }
}
