import MigrateAuditCLI

MigrateAudit.main()
