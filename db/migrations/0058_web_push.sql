-- Web Push: the browsers (one row per push endpoint) that asked for a signed-in user's notifications.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX push_subscriptions_endpoint_idx ON push_subscriptions (endpoint);--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);--> statement-breakpoint
-- A notification to push to one subscription, written in the notification's own statement; a worker claims due rows.
CREATE TABLE push_outbox (
  id uuid PRIMARY KEY NOT NULL,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  urgency text DEFAULT 'normal' NOT NULL,
  status text DEFAULT 'pending' NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
  last_error text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT push_outbox_status_check CHECK (status in ('pending', 'sent', 'dead')),
  CONSTRAINT push_outbox_urgency_check CHECK (urgency in ('normal', 'high'))
);--> statement-breakpoint
CREATE INDEX push_outbox_due_idx ON push_outbox (status, next_attempt_at);--> statement-breakpoint
CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id);--> statement-breakpoint
CREATE INDEX push_outbox_notification_idx ON push_outbox (notification_id);--> statement-breakpoint
-- Each kind's push, beside its e-mail: on unless turned off (the rows already there keep their e-mail choice).
ALTER TABLE notification_preferences ADD COLUMN push boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE notification_preferences ALTER COLUMN email SET DEFAULT true;
