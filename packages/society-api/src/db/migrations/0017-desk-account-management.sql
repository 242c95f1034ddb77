-- Account management on the desk (docs/decisions/0098-desk-account-management-and-sign-in-limits.md):
-- a disabled account keeps its row (the audit log names it) but signs in no more; a pending
-- invitation can be revoked.
ALTER TABLE desk_accounts ADD COLUMN disabled_at TEXT;
ALTER TABLE desk_invitations ADD COLUMN revoked_at TEXT;
