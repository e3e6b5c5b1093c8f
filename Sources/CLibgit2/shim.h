#ifndef MIGRATE_AUDIT_CLIBGIT2_SHIM_H
#define MIGRATE_AUDIT_CLIBGIT2_SHIM_H
#include <git2.h>

/* git_libgit2_opts is variadic, which Swift cannot call: wrap the options we use. */
static inline int migrate_audit_git_set_owner_validation(int enabled) {
    return git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, enabled);
}
static inline int migrate_audit_git_set_strict_hash_verification(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}
#endif
