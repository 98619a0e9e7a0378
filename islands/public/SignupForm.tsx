import { useState, type FormEvent } from "react";
import type { RegisterInput } from "../../src/contracts/auth.ts";
import { api } from "../lib/api.ts";
import { notifyError, notifySuccess, redirectSoon } from "./notify.ts";

/** The form's values: the user type is empty until chosen. */
type SignupValues = Omit<RegisterInput, "role"> & { role: RegisterInput["role"] | "" };

const EMPTY: SignupValues = { name: "", email: "", role: "", password: "" };

/**
 * SPEC §2 /signup: name, email, user type (artist or client) and password. On
 * success the form clears and the browser goes to / after 100 ms; when the server
 * says no, what the user typed stays.
 */
export function SignupForm() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof SignupValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await api("/auth/register", { method: "POST", body: values });
      if (reply.status) {
        setValues(EMPTY);
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
        <input id="signup-name" name="name" autoComplete="name" required placeholder="Your full name" value={values.name} onChange={set("name")} />
      </div>
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" value={values.email} onChange={set("email")} />
      </div>
      <div className="field">
        <label htmlFor="signup-role">User type</label>
        <select id="signup-role" name="role" required value={values.role} onChange={set("role")}>
          <option value="">Select User Type</option>
          <option value="artist">Artist</option>
          <option value="client">Client</option>
        </select>
        <p className="field__hint">Artists teach and perform; clients are studios and organisers who hire them.</p>
      </div>
      <div className="field">
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          placeholder="At least 8 characters"
          value={values.password}
          onChange={set("password")}
        />
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
