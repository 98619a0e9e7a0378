-- chat_threads follows chat_messages: every statement that inserts messages moves,
-- for each pair it touches, both people's row to the newest of those messages,
-- in the same transaction. A statement trigger with a transition table: a bulk
-- insert costs one grouped upsert. The WHERE keeps the newest message however
-- concurrent sends commit. Messages are never edited (only read_at changes)
-- and leave only with their users, whose threads go with them (foreign keys).
CREATE FUNCTION chat_threads_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chat_threads AS t (owner_id, partner_id, last_message_id, last_at)
    SELECT DISTINCT ON (owner_id, partner_id) owner_id, partner_id, id, created_at
    FROM (
      SELECT sender_id AS owner_id, receiver_id AS partner_id, id, created_at FROM sent_messages
      UNION ALL
      SELECT receiver_id, sender_id, id, created_at FROM sent_messages
    ) both_ends
    ORDER BY owner_id, partner_id, created_at DESC, id DESC
    ON CONFLICT (owner_id, partner_id) DO UPDATE SET last_message_id = excluded.last_message_id, last_at = excluded.last_at
      WHERE (excluded.last_at, excluded.last_message_id) > (t.last_at, t.last_message_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER chat_threads_on_insert AFTER INSERT ON chat_messages
  REFERENCING NEW TABLE AS sent_messages FOR EACH STATEMENT EXECUTE FUNCTION chat_threads_follow();
--> statement-breakpoint
INSERT INTO chat_threads (owner_id, partner_id, last_message_id, last_at)
  SELECT DISTINCT ON (owner_id, partner_id) owner_id, partner_id, id, created_at
  FROM (
    SELECT sender_id AS owner_id, receiver_id AS partner_id, id, created_at FROM chat_messages
    UNION ALL
    SELECT receiver_id, sender_id, id, created_at FROM chat_messages
  ) both_ends
  ORDER BY owner_id, partner_id, created_at DESC, id DESC;
