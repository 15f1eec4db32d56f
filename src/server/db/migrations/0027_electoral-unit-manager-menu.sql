-- 选区管理 for an installation from before the page: the menu under 系统管理, right after 代表团管理,
-- granted as a new installation's seed grants it (src/server/seed/menus.ts): to every role that
-- holds its sibling 代表团管理 (the administrators, and roles made from them) and to the deputies'
-- office roles, with 系统管理 itself for a role that did not hold it. A new installation has no
-- menus yet here and gets all of this from its seed.
UPDATE "sys_npc_menu" s SET "sort_num" = s."sort_num" + 1
FROM "sys_npc_menu" g, "sys_npc_menu" d
WHERE g."menu_code" = 'system' AND d."parent_menu_id" = g."menu_id" AND d."menu_url" = '/manager/sysManager/npcGroupManager'
  AND s."parent_menu_id" = g."menu_id" AND s."sort_num" > d."sort_num"
  AND NOT EXISTS (SELECT 1 FROM "sys_npc_menu" m WHERE m."menu_url" = '/manager/sysManager/electoralUnitManager');
--> statement-breakpoint
INSERT INTO "sys_npc_menu" ("menu_name", "menu_url", "menu_icon", "parent_menu_id", "sort_num", "is_root")
SELECT '选区管理', '/manager/sysManager/electoralUnitManager', '{"menuIconType":"class","url":"icon-sub-menu","objName":"","objPath":""}', g."menu_id",
       coalesce((SELECT d."sort_num" + 1 FROM "sys_npc_menu" d WHERE d."parent_menu_id" = g."menu_id" AND d."menu_url" = '/manager/sysManager/npcGroupManager' LIMIT 1),
                (SELECT count(*) + 1 FROM "sys_npc_menu" s WHERE s."parent_menu_id" = g."menu_id")),
       false
FROM "sys_npc_menu" g
WHERE g."menu_code" = 'system' AND NOT EXISTS (SELECT 1 FROM "sys_npc_menu" m WHERE m."menu_url" = '/manager/sysManager/electoralUnitManager');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_code", "fk_menu_id")
SELECT r."role_code", m."menu_id"
FROM "sys_npc_menu" m
CROSS JOIN (
  SELECT rm."role_code" FROM "sys_role_menu" rm JOIN "sys_npc_menu" d ON d."menu_id" = rm."fk_menu_id" WHERE d."menu_url" = '/manager/sysManager/npcGroupManager'
  UNION SELECT 'NPC_LY' UNION SELECT '选任代工委'
) r
WHERE m."menu_url" = '/manager/sysManager/electoralUnitManager' OR m."menu_code" = 'system'
ON CONFLICT DO NOTHING;
