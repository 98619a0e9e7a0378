import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import type { SessionUser } from "../../src/contracts/roles.ts";
import { api } from "../lib/api.ts";
import { loggedInAtom } from "../lib/state.ts";
import { notifyError, notifySuccess, redirectSoon } from "./notify.ts";

/**
 * SPEC §2 /login: email and password. On success the user is stored (and the
 * other slices reset, SPEC §4) and the browser goes to / after 100 ms, where the
 * server renders the navigation bar from the new session cookie.
 */
export function LoginForm() {
  const setLoggedIn = useSetAtom(loggedInAtom);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const reply = await api<SessionUser>("/auth/login", {
        method: "POST",
        body: { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") },
        redirectOnUnauthorized: false,
      });
      if (reply.status) {
        setLoggedIn(reply.response);
        void notifySuccess(reply.message);
        redirectSoon("/");
      } else {
        void notifyError(reply.message || "Failed to login");
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
