import { describe, expect, test } from "bun:test";
import { fireEvent } from "@testing-library/react";
import { useDom } from "../../tests/dom.ts";
import { refusedWithoutMessage } from "../../tests/public-forms.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { useIslandTestKit, controlFetch, renderWithToaster } from "../../tests/island-kit.tsx";

useDom();
useIslandTestKit();

const VALUES = {
  "First name": "Ada",
  "Last name": "Lovelace",
  Email: "ada@studio.ca",
  "Phone number": "416 555 0142",
  Message: "We need a tap teacher in March.",
};

function fillAndSubmit(view: ReturnType<typeof renderWithToaster>) {
  for (const [label, value] of Object.entries(VALUES)) fireEvent.change(view.getByLabelText(label), { target: { value } });
  fireEvent.submit(view.getByRole("button", { name: "SEND MESSAGE" }).closest("form")!);
}

const fieldValue = (view: ReturnType<typeof renderWithToaster>, label: string) => (view.getByLabelText(label) as HTMLInputElement).value;

describe("contact form", () => {
  test("reads 'Sending...' while busy, sends the five fields, then clears and shows the server's message", async () => {
    const net = controlFetch();
    const view = renderWithToaster(<ContactForm />);
    fillAndSubmit(view);
    expect((view.getByRole("button", { name: "Sending..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(net.calls[0]).toEqual({
      url: "/api/contact/add",
      method: "POST",
      body: { firstName: "Ada", lastName: "Lovelace", email: "ada@studio.ca", phoneNumber: "416 555 0142", message: "We need a tap teacher in March." },
    });
    net.reply({ status: true, message: "Thank you, your message has been sent.", response: null }, 201);
    expect(await view.findByText("Thank you, your message has been sent.")).toBeTruthy();
    expect(view.getByRole("button", { name: "SEND MESSAGE" })).toBeTruthy();
    for (const label of Object.keys(VALUES)) expect(fieldValue(view, label)).toBe("");
  });

  test("a refusal keeps the message; fallbacks 'Failed to message' and 'Server error'", async () => {
    const { net, view } = refusedWithoutMessage(<ContactForm />, fillAndSubmit);
    expect(await view.findByText("Failed to message")).toBeTruthy();
    expect(fieldValue(view, "Message")).toBe(VALUES.Message);

    fireEvent.submit(view.getByRole("button", { name: "SEND MESSAGE" }).closest("form")!);
    net.fail();
    expect(await view.findByText("Server error")).toBeTruthy();
    expect(fieldValue(view, "Email")).toBe(VALUES.Email);
  });
});
