import { useState } from "react";
import type { AccountStatus } from "../../src/contracts/auth.ts";
import { useT } from "../../src/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { usePerform } from "../lib/data.ts";
import { ConfirmAction } from "./ui.tsx";

/**
 * Issue 19 point 10: the agency disables a user's account (every session ends, login
 * is refused) or enables it again, each after a question. The console's lists do not
 * say an account's status, so both actions are offered until one is done; then the
 * status the server answered shows, with the way back.
 */
export function AccountAccess({ userId, name }: { userId: string; name: string }) {
  const t = useT();
  const perform = usePerform();
  const [status, setStatus] = useState<AccountStatus | null>(null);

  const change = async (next: AccountStatus) => {
    const reply = await perform(() => call(client.admin.users[":userId"].status.$put, { param: { userId }, json: { status: next } }));
    if (reply) setStatus(reply.response.status);
  };

  return (
    <div className="admin-access">
      <p className="muted" role="status">
        {status === "disabled" ? t("admin.account.isDisabled", { name }) : status === "active" ? t("admin.account.isActive", { name }) : t("admin.account.hint", { name })}
      </p>
      <div className="button-row">
        {status !== "disabled" && (
          <ConfirmAction
            label={t("admin.account.disable")}
            question={t("admin.account.disableQuestion", { name })}
            confirmLabel={t("admin.account.disableConfirm")}
            onConfirm={() => change("disabled")}
          />
        )}
        {status !== "active" && (
          <ConfirmAction
            tone="primary"
            label={t("admin.account.enable")}
            question={t("admin.account.enableQuestion", { name })}
            confirmLabel={t("admin.account.enableConfirm")}
            onConfirm={() => change("active")}
          />
        )}
      </div>
    </div>
  );
}
