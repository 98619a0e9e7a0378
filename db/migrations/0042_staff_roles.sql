-- The agency is a team: each of its accounts (role admin) has a staff role, and only they do.
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- The agency's first account, the one the operator made, becomes its first owner.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("staff_role" in ('owner', 'coordinator', 'bookkeeper'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_admin_check" CHECK (("role" = 'admin') = ("staff_role" is not null));--> statement-breakpoint
-- An owner's invitation to join the staff: only the mailed token's hash is kept; spent once, when accepted.
CREATE TABLE "staff_invites" (
  "id" uuid PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "staff_role" text NOT NULL,
  "token_hash" text NOT NULL,
  "invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "staff_invites_staff_role_check" CHECK ("staff_role" in ('owner', 'coordinator', 'bookkeeper'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_hash_idx" ON "staff_invites" ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invites_user_idx" ON "staff_invites" ("user_id");
