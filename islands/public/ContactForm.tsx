import type { ContactInput } from "../../src/contracts/contact.ts";
import { call, client } from "../lib/api.ts";
import { fieldText, useFormSubmit } from "./useFormSubmit.ts";

/** SPEC §2 /contact-us: the message form; it clears once the message is sent and keeps it otherwise. */
export function ContactForm() {
  const { busy, onSubmit } = useFormSubmit({
    send: (data) => {
      const body: ContactInput = {
        firstName: fieldText(data, "firstName"),
        lastName: fieldText(data, "lastName"),
        email: fieldText(data, "email"),
        phoneNumber: fieldText(data, "phoneNumber"),
        message: fieldText(data, "message"),
      };
      return call(client.contact.add.$post, { json: body });
    },
    fallback: "Failed to message",
    onSuccess: (_reply, form) => form.reset(),
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="form-grid form-grid--2">
        <div className="field">
          <label htmlFor="contact-first-name">First name</label>
          <input id="contact-first-name" name="firstName" autoComplete="given-name" required />
        </div>
        <div className="field">
          <label htmlFor="contact-last-name">Last name</label>
          <input id="contact-last-name" name="lastName" autoComplete="family-name" required />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
        </div>
        <div className="field">
          <label htmlFor="contact-phone">Phone number</label>
          <input id="contact-phone" name="phoneNumber" type="tel" autoComplete="tel" required placeholder="(416) 555-0142" />
        </div>
        <div className="field field--full">
          <label htmlFor="contact-message">Message</label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            placeholder="Tell us about your studio, your event or the artist you are looking for."
          />
        </div>
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
          {busy ? "Sending..." : "SEND MESSAGE"}
        </button>
      </div>
    </form>
  );
}
