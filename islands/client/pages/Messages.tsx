import { createRoute } from "@tanstack/react-router";
import { ChatPanel } from "../../lib/chat/ChatPanel.tsx";
import { clientRoute } from "../root.tsx";

/** SPEC §2 messages: 'Chat with Admin', the receiver being the agency's account. */
function Messages() {
  return (
    <div className="chat-page">
      <ChatPanel />
    </div>
  );
}

export const messagesRoute = createRoute({ getParentRoute: () => clientRoute, path: "messages", component: Messages });
