import { useState } from "react";
import type { AccountStatus } from "../../src/features/accounts/auth.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { usePerform } from "../lib/data.ts";
import { ConfirmAction } from "./ui.tsx";

/**
 * The agency disables a user's account (every session ends, login
 * is refused) or enables it again, each after a question. `status` is the account's
 * as the console's reply gave it; a deleted account has nothing left to change.
 */
export function AccountAccess({
  userId,
  name,
  status: initial,
  onChange,
}: {
  userId: string;
  name: string;
  status: AccountStatus | "deleted";
  /** After a change: a screen that shows more of the account reads it again. */
  onChange?: () => void;
}) {
  const t = useT();
  const perform = usePerform();
  const [status, setStatus] = useState(initial);

  const change = async (next: AccountStatus) => {
    const reply = await perform(() => call(client.admin.users[":userId"].status.$put, { param: { userId }, json: { status: next } }));
    if (!reply) return;
    setStatus(reply.response.status);
    onChange?.();
  };

  if (status === "deleted") {
    return (
      <div className="admin-access">
        <p className="muted" role="status">
          {t("admin.account.isDeleted")}
        </p>
      </div>
    );
  }
  return (
    <div className="admin-access">
      <p className="muted">{t("admin.account.hint", { name })}</p>
      <p role="status">{status === "disabled" ? t("admin.account.isDisabled", { name }) : t("admin.account.isActive", { name })}</p>
      <div className="button-row">
        {status === "active" ? (
          <ConfirmAction
            label={t("admin.account.disable")}
            question={t("admin.account.disableQuestion", { name })}
            confirmLabel={t("admin.account.disableConfirm")}
            onConfirm={() => change("disabled")}
          />
        ) : (
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
