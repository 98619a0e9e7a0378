-- The agency is a team: each of its chat messages keeps which staff member wrote it and the name
-- they had then (what the studio or artist reads beside it), while the agency's fixed id stays the
-- sender every client knows. A conversation (one studio or artist) can be given to one staff member.
ALTER TABLE chat_messages ADD COLUMN staff_user_id uuid REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE chat_messages ADD COLUMN staff_name text;--> statement-breakpoint
CREATE INDEX chat_messages_staff_user_idx ON chat_messages (staff_user_id) WHERE staff_user_id IS NOT NULL;--> statement-breakpoint
CREATE TABLE chat_assignments (
  partner_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  staff_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_at timestamptz DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX chat_assignments_staff_idx ON chat_assignments (staff_user_id);
