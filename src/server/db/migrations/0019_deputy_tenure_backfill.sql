-- Deputies recorded before tenures existed: serving (passed, or an application waiting) since their record was made.
INSERT INTO "npc_delegate_tenure" ("fk_delegate_id", "fk_delegation_id", "delegate_grade", "valid_from")
SELECT "delegate_id", "fk_delegation_id", "delegate_grade", "create_time" FROM "npc_delegate" WHERE "audit_status" IN (1, 3, 4);
