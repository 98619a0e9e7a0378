import type { ReactNode } from "react";
import { HeroPicture, type HeroPictureName } from "../../../../islands/public/HeroPicture.tsx";
import type { MessageKey } from "../../../platform/i18n/messages/en.ts";
import { useT } from "../../../platform/i18n/react.tsx";
import { Document } from "../../../platform/pages/layout/Document.tsx";

interface AuthPageProps {
  /** The page's namespace under `public.`: its title, heading, intro and description (`public.login.title`, …). */
  texts: "login" | "signup" | "forgotPage" | "resetPage" | "verifyPage" | "invitePage";
  /** The image panel's picture, described by its `public.hero.<picture>.alt`, and the words over it. */
  picture: HeroPictureName;
  quote: MessageKey;
  children: ReactNode;
}

/** The frame of /login, /signup and the account pages: an image panel beside the form card. */
export function AuthPage({ texts, picture, quote, children }: AuthPageProps) {
  const t = useT();
  return (
    <Document title={t(`public.${texts}.title`)} description={t(`public.${texts}.description`)}>
      <div className="auth">
        <div className="auth__aside">
          {/* Beside the form from 992 px; hidden below, where lazy keeps phones from downloading it. */}
          <HeroPicture name={picture} alt={t(`public.hero.${picture}.alt`)} lazy />
          <div className="auth__aside-text">
            <p>{t(quote)}</p>
          </div>
        </div>
        <div className="auth__main">
          <div className="auth__card">
            <h1>{t(`public.${texts}.heading`)}</h1>
            <p>{t(`public.${texts}.intro`)}</p>
            {children}
          </div>
        </div>
      </div>
    </Document>
  );
}
