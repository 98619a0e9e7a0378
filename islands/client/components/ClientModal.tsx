import type { ComponentProps } from "react";
import { Modal } from "../../lib/ui/Modal.tsx";

/** The shared modal, portalled inside the studio area's scope so its rules apply. */
export function ClientModal(props: Omit<ComponentProps<typeof Modal>, "scope">) {
  return <Modal {...props} scope="client-area client-area--portal" />;
}
