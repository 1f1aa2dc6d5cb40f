ALTER TYPE "public"."integration_provider" ADD VALUE 'microsoft';--> statement-breakpoint
CREATE TABLE "directory_people" (
	"account_id" uuid NOT NULL,
	"provider" "integration_provider" NOT NULL,
	"external_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "directory_people_account_id_provider_external_id_pk" PRIMARY KEY("account_id","provider","external_id")
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "directory_cursor" text;--> statement-breakpoint
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;