ALTER TABLE "sso_login_states" ADD COLUMN "test_by" text;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "tested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "tested_email" text;--> statement-breakpoint
ALTER TABLE "sso_login_states" ADD CONSTRAINT "sso_login_states_test_by_users_id_fk" FOREIGN KEY ("test_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;