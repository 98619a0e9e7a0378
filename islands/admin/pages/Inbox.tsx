import { Inbox } from "../../lib/chat/Inbox.tsx";
import { useCounts } from "../counts.tsx";
import { PageHeader } from "../ui.tsx";

/** DESIGN §5 inbox: every conversation with studios and artists, live. */
export function InboxPage() {
  const { refresh } = useCounts();
  return (
    <div className="admin-page">
      <PageHeader title="Inbox" intro="Conversations with studios and artists, newest activity first. New messages arrive live." />
      <Inbox onUnreadChange={refresh} />
    </div>
  );
}
