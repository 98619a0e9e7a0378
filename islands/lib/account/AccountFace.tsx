import { useT } from "../../../src/platform/i18n/react.tsx";

/** "Ada Lovelace" → "AL": the round badge of the menu's button. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** The account menu's button face: the user's initials in a disc, their name and a caret (the menu and its stand-in share it: one size). */
export function AccountFace({ name }: { name: string }) {
  const t = useT();
  return (
    <>
      <span className="account-menu__avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="visually-hidden">{t("app.account.menu.label")}</span>
      <span className="account-menu__name">{name}</span>
      <svg className="account-menu__caret" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </>
  );
}
