import { useT } from "../../../src/platform/i18n/react.tsx";
import { Inbox } from "../../lib/chat/Inbox.tsx";
import { useCounts } from "../counts.tsx";
import { PageHeader } from "../ui.tsx";

/** The agency's chat inbox: every conversation with studios and artists, live. */
export function InboxPage() {
  const { refresh } = useCounts();
  const t = useT();
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.inbox.title")} intro={t("admin.inbox.intro")} />
      <Inbox onUnreadChange={refresh} />
    </div>
  );
}
