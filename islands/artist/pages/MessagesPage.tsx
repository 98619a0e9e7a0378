import { ChatPanel } from "../../lib/chat/ChatPanel.tsx";

/** SPEC §2 messages: the approved artist's chat with the agency. */
export function MessagesPage() {
  return (
    <div className="chat-page">
      <ChatPanel />
    </div>
  );
}
