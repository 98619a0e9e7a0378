import { useState, type FormEvent } from "react";
import type { RegisterInput } from "../../src/contracts/auth.ts";
import { api } from "../lib/api.ts";
import { notifyError, notifySuccess, redirectSoon } from "./notify.ts";

const text = (data: FormData, key: keyof RegisterInput) => String(data.get(key) ?? "");

/**
 * SPEC §2 /signup: name, email, user type (artist or client) and password. On
 * success the form clears and the browser goes to / after 100 ms; when the server
 * says no, what the user typed stays.
 */
export function SignupForm() {
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      const reply = await api("/auth/register", {
        method: "POST",
        body: { name: text(data, "name"), email: text(data, "email"), role: text(data, "role"), password: text(data, "password") },
      });
      if (reply.status) {
        form.reset();
        void notifySuccess(reply.message);
        redirectSoon("/");
      } else {
        void notifyError(reply.message || "Failed to register");
      }
    } catch {
      void notifyError("Server error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor="signup-name">Name</label>
        <input id="signup-name" name="name" autoComplete="name" required placeholder="Your full name" />
      </div>
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
      </div>
      <div className="field">
        <label htmlFor="signup-role">User type</label>
        <select id="signup-role" name="role" required defaultValue="">
          <option value="">Select User Type</option>
          <option value="artist">Artist</option>
          <option value="client">Client</option>
        </select>
        <p className="field__hint">Artists teach and perform; clients are studios and organisers who hire them.</p>
      </div>
      <div className="field">
        <label htmlFor="signup-password">Password</label>
        <input id="signup-password" name="password" type="password" autoComplete="new-password" required minLength={8} placeholder="At least 8 characters" />
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
        {busy ? "Registering..." : "Sign Up"}
      </button>
      <p className="form__footnote">
        Already have an account? <a href="/login">Log in</a>
      </p>
    </form>
  );
}
