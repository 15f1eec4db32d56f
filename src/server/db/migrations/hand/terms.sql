-- Numbers issued before the number rules existed keep the form they were issued in (议案第012号).
UPDATE "proposal" SET "readable_no" = '议案第' || lpad("serial_no"::text, 3, '0') || '号' WHERE "serial_no" IS NOT NULL AND "readable_no" IS NULL;
UPDATE "suggest" SET "readable_no" = '建议第' || lpad("serial_no"::text, 3, '0') || '号' WHERE "serial_no" IS NOT NULL AND "readable_no" IS NULL;
