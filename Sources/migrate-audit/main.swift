import Foundation
import MigrateAuditCLI

exit(MigrateAudit.run())
