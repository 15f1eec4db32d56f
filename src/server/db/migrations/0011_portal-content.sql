CREATE TABLE "station_reception" (
	"reception_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_reception_reception_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fk_station_id" integer NOT NULL,
	"reception_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"place" text NOT NULL,
	"delegate_ids" integer[] NOT NULL,
	"remark" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_station_resource" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_station_resource" ADD COLUMN "is_carousel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "station_reception" ADD CONSTRAINT "station_reception_fk_station_id_contact_station_station_id_fk" FOREIGN KEY ("fk_station_id") REFERENCES "public"."contact_station"("station_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_reception_station_date_idx" ON "station_reception" USING btree ("fk_station_id","reception_date");--> statement-breakpoint
CREATE INDEX "contact_station_resource_published_idx" ON "contact_station_resource" USING btree ("published_at");--> statement-breakpoint
-- Articles written before publishing existed were all on the portal: they stay published, from their creation.
update contact_station_resource set published_at = create_time where published_at is null;
