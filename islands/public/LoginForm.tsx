import { useSetAtom } from "jotai";
import { call, client } from "../lib/api.ts";
import { loggedInAtom } from "../lib/state.ts";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/**
 * SPEC §2 /login: email and password. On success the user is stored (and the
 * other slices reset, SPEC §4) and the browser goes to / after 100 ms, where the
 * server renders the navigation bar from the new session cookie.
 */
export function LoginForm() {
  const setLoggedIn = useSetAtom(loggedInAtom);
  const { busy, onSubmit } = useFormSubmit({
    send: (data) =>
      call(client.auth.login.$post, { json: { email: fieldText(data, "email"), password: fieldText(data, "password") } }, { redirectOnUnauthorized: false }),
    fallback: "Failed to login",
    onSuccess(reply) {
      setLoggedIn(reply.response);
      redirectSoon("/");
    },
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required placeholder="Your password" />
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy}>
        {busy ? "Login.." : "Login"}
      </button>
      <p className="form__footnote">
        New to DanceLink? <a href="/signup">Sign up</a>
      </p>
    </form>
  );
}
