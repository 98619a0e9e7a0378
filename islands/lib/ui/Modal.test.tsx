import { describe, expect, mock, test } from "bun:test";
import { fireEvent, render } from "@testing-library/react";
import { useState } from "react";
import { useDom } from "../../../tests/dom.ts";
import { withI18n } from "../../../tests/i18n.tsx";
import { Modal } from "./Modal.tsx";

useDom();
// user-event binds to the window it first sees: import it once happy-dom is the global scope.
const { default: userEvent } = await import("@testing-library/user-event");

function Opener({ onClose = () => {}, scope }: { onClose?: () => void; scope?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Edit Profile"
          scope={scope}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={<button type="submit">Save</button>}
        >
          <label>
            Name <input name="name" />
          </label>
        </Modal>
      )}
    </>
  );
}

describe("Modal", () => {
  test("a labelled dialog in the given scope; focus moves to its first field and back to the opener on close", async () => {
    const user = userEvent.setup({ document });
    const view = render(withI18n(<Opener scope="client-area client-area--portal" />));
    const opener = view.getByRole("button", { name: "Open" });
    await user.click(opener);
    const dialog = view.getByRole("dialog", { name: "Edit Profile" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.closest(".client-area.client-area--portal")).not.toBeNull();
    expect(document.body.classList.contains("has-modal")).toBe(true);
    expect(document.activeElement).toBe(view.getByRole("textbox", { name: "Name" }));
    await user.keyboard("{Escape}");
    expect(view.queryByRole("dialog")).toBeNull();
    expect(document.body.classList.contains("has-modal")).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  test("Tab and Shift+Tab stay inside the dialog", async () => {
    const user = userEvent.setup({ document });
    const view = render(withI18n(<Opener />));
    await user.click(view.getByRole("button", { name: "Open" }));
    const close = view.getByRole("button", { name: "Close" });
    const save = view.getByRole("button", { name: "Save" });
    save.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  test("in French, the close button is 'Fermer'", async () => {
    const user = userEvent.setup({ document });
    const view = render(withI18n(<Opener />, "fr"));
    await user.click(view.getByRole("button", { name: "Open" }));
    expect(view.getByRole("button", { name: "Fermer" })).toBeTruthy();
  });

  test("the backdrop and the close button close it; a click inside does not", async () => {
    const onClose = mock(() => {});
    const user = userEvent.setup({ document });
    const view = render(withI18n(<Opener onClose={onClose} />));
    await user.click(view.getByRole("button", { name: "Open" }));
    fireEvent.mouseDown(view.getByRole("dialog"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(view.getByRole("dialog").parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(view.getByRole("button", { name: "Open" }));
    await user.click(view.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
