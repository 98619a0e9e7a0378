import type { RegisterInput } from "../../src/contracts/auth.ts";
import { call, client } from "../lib/api.ts";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/**
 * SPEC §2 /signup: name, email, user type (artist or client) and password. On
 * success the form clears and the browser goes to / after 100 ms; when the server
 * says no, what the user typed stays.
 */
export function SignupForm() {
  const { busy, onSubmit } = useFormSubmit({
    send: (data) =>
      call(client.auth.register.$post, {
        // The role comes from the form's two radio buttons; the server checks it like every field.
        json: {
          name: fieldText(data, "name"),
          email: fieldText(data, "email"),
          role: fieldText(data, "role") as RegisterInput["role"],
          password: fieldText(data, "password"),
        },
      }),
    fallback: "Failed to register",
    onSuccess(_reply, form) {
      form.reset();
      redirectSoon("/");
    },
  });

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
