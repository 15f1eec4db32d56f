-- An installation from before these pages had menus: add the system pages whose menu grant now
-- controls their API, and grant them as a new installation's seed does (src/server/seed/menus.ts).
-- A new installation has no menus yet here and gets all of this from its seed.
INSERT INTO "sys_npc_menu" ("menu_name", "menu_url", "menu_icon", "parent_menu_id", "sort_num", "is_root")
SELECT v.name, v.url, '{"menuIconType":"class","url":"icon-sub-menu","objName":"","objPath":""}', g.menu_id,
       (SELECT count(*) + v.n FROM "sys_npc_menu" s WHERE s.parent_menu_id = g.menu_id), false
FROM "sys_npc_menu" g
CROSS JOIN (VALUES ('届次管理（按届）', '/manager/sysManager/npcStateManagerNew', 1), ('编号管理', '/manager/sysManager/codeManage', 2),
                   ('提交设置', '/manager/sysManager/suggestSubmit', 3), ('审计日志', '/manager/adminManager/auditLog', 4)) AS v(name, url, n)
WHERE g.menu_code = 'system' AND NOT EXISTS (SELECT 1 FROM "sys_npc_menu" m WHERE m.menu_url = v.url);
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_code", "fk_menu_id")
SELECT r.role_code, m.menu_id FROM "sys_npc_menu" m
JOIN (VALUES ('NPC_ADMIN', '/manager/sysManager/npcStateManagerNew'), ('人大管理员', '/manager/sysManager/npcStateManagerNew'),
             ('NPC_ADMIN', '/manager/sysManager/codeManage'), ('人大管理员', '/manager/sysManager/codeManage'),
             ('NPC_ADMIN', '/manager/sysManager/suggestSubmit'), ('人大管理员', '/manager/sysManager/suggestSubmit'),
             ('NPC_ADMIN', '/manager/adminManager/auditLog')) AS r(role_code, url) ON r.url = m.menu_url
ON CONFLICT DO NOTHING;
