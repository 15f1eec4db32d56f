CREATE TABLE "sys_role" (
	"role_code" text PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"base_role" text NOT NULL,
	"data_scope" text DEFAULT 'all' NOT NULL,
	"remark" text,
	"sort_no" integer DEFAULT 1 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_built_in" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_role_base_idx" ON "sys_role" USING btree ("base_role");--> statement-breakpoint
-- Roles as data: an installation from before sys_role gets the 13 built-in roles, each its own
-- base role with every record in scope (the rows src/server/seed/roles.ts writes on a new one).
INSERT INTO "sys_role" ("role_code", "role_name", "base_role", "data_scope", "sort_no", "is_built_in") VALUES
  ('NPC_DELEGATION', '代表团', 'NPC_DELEGATION', 'all', 1, true),
  ('NPC_REPRESENT', '人大代表', 'NPC_REPRESENT', 'all', 2, true),
  ('NPC_STATION', '联络站管理员', 'NPC_STATION', 'all', 3, true),
  ('人大管理员', '人大管理员', '人大管理员', 'all', 4, true),
  ('NPC_ADMIN', '超级管理员', 'NPC_ADMIN', 'all', 5, true),
  ('选任代工委', '选任代工委', '选任代工委', 'all', 6, true),
  ('NPC_WORK', '工作委员会', 'NPC_WORK', 'all', 7, true),
  ('NPC_GOV', '政府部门', 'NPC_GOV', 'all', 8, true),
  ('NPC_PARTY', '党群部门', 'NPC_PARTY', 'all', 9, true),
  ('NPC_UNIT', '承办单位', 'NPC_UNIT', 'all', 10, true),
  ('NPC_GROUP', '组联络员（承办人）', 'NPC_GROUP', 'all', 11, true),
  ('NPC_SPECIAL_COMMITTEE', '专门委员会', 'NPC_SPECIAL_COMMITTEE', 'all', 12, true),
  ('NPC_LY', '代表联络处', 'NPC_LY', 'all', 13, true)
ON CONFLICT ("role_code") DO NOTHING;
--> statement-breakpoint
-- The new system pages (权限说明, 操作管理) and the role and operation buttons, granted as a new
-- installation's seed grants them, so the routes they now control keep answering.
-- Only where menus exist already: a new installation gets all of this from its seed.
INSERT INTO "sys_competence" ("code", "operator", "remark")
SELECT v.code, v.operator, v.remark FROM (VALUES
  ('roleAdd', '新增角色', '角色管理'),
  ('roleEdit', '编辑角色', '角色管理：编辑、启用、停用角色'),
  ('roleDelete', '删除角色', '角色管理'),
  ('operationAdd', '新增操作', '操作管理'),
  ('operationEdit', '编辑操作', '操作管理：编辑、启用、停用操作'),
  ('operationDelete', '删除操作', '操作管理')) AS v(code, operator, remark)
WHERE EXISTS (SELECT 1 FROM "sys_npc_menu")
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_npc_menu" ("menu_name", "menu_url", "menu_icon", "parent_menu_id", "sort_num", "is_root")
SELECT v.name, v.url, '{"menuIconType":"class","url":"icon-sub-menu","objName":"","objPath":""}', g.menu_id,
       (SELECT count(*) + v.n FROM "sys_npc_menu" s WHERE s.parent_menu_id = g.menu_id), false
FROM "sys_npc_menu" g
CROSS JOIN (VALUES ('权限说明', '/manager/sysManager/permissionExplain', 1), ('操作管理', '/manager/operationManager', 2)) AS v(name, url, n)
WHERE g.menu_code = 'system' AND NOT EXISTS (SELECT 1 FROM "sys_npc_menu" m WHERE m.menu_url = v.url);
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_code", "fk_menu_id")
SELECT r.role_code, m.menu_id FROM "sys_npc_menu" m
JOIN (VALUES ('NPC_ADMIN', '/manager/sysManager/permissionExplain'), ('人大管理员', '/manager/sysManager/permissionExplain'),
             ('NPC_ADMIN', '/manager/operationManager')) AS r(role_code, url) ON r.url = m.menu_url
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_menu_competence" ("fk_menu_id", "fk_competence_id")
SELECT m.menu_id, c.competence_id FROM "sys_npc_menu" m
JOIN (VALUES ('/manager/sysManager/roleManager', 'roleAdd'), ('/manager/sysManager/roleManager', 'roleEdit'), ('/manager/sysManager/roleManager', 'roleDelete'),
             ('/manager/operationManager', 'operationAdd'), ('/manager/operationManager', 'operationEdit'), ('/manager/operationManager', 'operationDelete'))
  AS l(url, code) ON l.url = m.menu_url
JOIN "sys_competence" c ON c.code = l.code
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_role_competence" ("role_code", "fk_competence_id")
SELECT 'NPC_ADMIN', c.competence_id FROM "sys_competence" c
WHERE c.code IN ('roleAdd', 'roleEdit', 'roleDelete', 'operationAdd', 'operationEdit', 'operationDelete')
ON CONFLICT DO NOTHING;
