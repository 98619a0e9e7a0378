CREATE TABLE "chat_threads" (
	"owner_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_threads_owner_id_partner_id_pk" PRIMARY KEY("owner_id","partner_id")
);
--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_last_message_id_chat_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;