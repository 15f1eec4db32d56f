-- Rows an installation made before the reference tables needs: a dictionary type for every
-- typeCode its entries use, and the congress its terms and delegations point to (npc_id 1).
INSERT INTO "comm_dict_type" ("type_code", "type_name", "sort_num")
SELECT d."type_code",
       CASE d."type_code"
         WHEN 'nationality' THEN '民族' WHEN 'political' THEN '政治面貌' WHEN 'education' THEN '学历'
         WHEN 'degree' THEN '学位' WHEN 'sex' THEN '性别' WHEN 'delegateGrade' THEN '代表层级'
         WHEN 'delegateComposition' THEN '代表构成' WHEN 'appellation' THEN '家庭成员称谓'
         WHEN 'answerCategory' THEN '答复类别' WHEN 'satisfaction' THEN '满意度'
         WHEN 'proposalType' THEN '议案类别' WHEN 'suggestType' THEN '建议类别'
         WHEN 'stationActivityType' THEN '联络站活动类型' ELSE d."type_code" END,
       row_number() OVER (ORDER BY min(d."dict_id"))
FROM "comm_dict_data" d
WHERE NOT EXISTS (SELECT 1 FROM "comm_dict_type" t WHERE t."type_code" = d."type_code")
GROUP BY d."type_code";
--> statement-breakpoint
INSERT INTO "npc_organization" ("organization_id", "organization_name", "delegate_grade", "sort_no")
OVERRIDING SYSTEM VALUE
SELECT 1, '巴中市人民代表大会', 3, 1
WHERE EXISTS (SELECT 1 FROM "sys_npc_state" WHERE "npc_id" = 1 UNION SELECT 1 FROM "npc_delegation" WHERE "fk_npc_id" = 1)
  AND NOT EXISTS (SELECT 1 FROM "npc_organization" WHERE "organization_id" = 1);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"npc_organization"', 'organization_id'), GREATEST((SELECT max("organization_id") FROM "npc_organization"), 1));
