import { ChatPanel } from "../../lib/chat/ChatPanel.tsx";

/** SPEC §2 messages: 'Chat with Admin', the receiver being the agency's account. */
export function Messages() {
  return (
    <div className="chat-page">
      <ChatPanel />
    </div>
  );
}
