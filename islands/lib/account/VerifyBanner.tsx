import { useT } from "../../../src/platform/i18n/react.tsx";
import { useAccount } from "./account.ts";
import { useResendVerification } from "./resend.ts";

/**
 * Until the address is confirmed, every dashboard says so above
 * its screens (the product works meanwhile), with a button to mail the link again.
 * A polite live region: it is read out when it appears, without taking the focus.
 */
export function VerifyBanner() {
  const t = useT();
  const { account } = useAccount();
  const { busy, refusal, resend } = useResendVerification();
  return (
    <div role="status" className="verify-banner-region">
      {account?.emailVerified === false && (
        <div className="verify-banner">
          <p className="verify-banner__text">{t("app.account.banner.text", { email: account.email })}</p>
          <button type="button" className="btn btn--sm btn--outline" onClick={resend} disabled={busy}>
            {busy ? t("app.account.banner.sending") : t("app.account.banner.resend")}
          </button>
          {refusal && <p className="verify-banner__refusal">{refusal}</p>}
        </div>
      )}
    </div>
  );
}
