import type { MessageKey } from "../../../platform/i18n/messages/en.ts";
import { useLocalePath, useT } from "../../../platform/i18n/react.tsx";
import { ContactForm } from "../../../../islands/public/ContactForm.tsx";
import { Clock, Mail, MapPin, Phone } from "../../../../islands/public/icons.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { bannerOf, InnerPage } from "../../../platform/pages/layout/InnerPage.tsx";
import { FormCard } from "../../../platform/pages/layout/Sections.tsx";

const DETAILS: { Icon: typeof MapPin; title: MessageKey; text: MessageKey }[] = [
  { Icon: MapPin, title: "public.contact.details.visit", text: "common.contact.address" },
  { Icon: Phone, title: "public.contact.details.call", text: "common.contact.phone" },
  { Icon: Mail, title: "public.contact.details.email", text: "common.contact.email" },
  { Icon: Clock, title: "public.contact.details.hours", text: "common.contact.hours" },
];

/** SPEC §2 /contact-us: the message form, with the agency's details beside it. */
export function ContactPage() {
  const t = useT();
  const href = useLocalePath();
  return (
    <InnerPage {...bannerOf(t, "public.contact")}>
      <section className="section">
        <div className="container contact">
          <aside className="contact__info" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{t("public.contact.details.title")}</h2>
            <p>{t("public.contact.details.text")}</p>
            <ul className="contact__list">
              {DETAILS.map(({ Icon, title, text }) => (
                <li key={title}>
                  <span className="contact__icon">
                    <Icon />
                  </span>
                  <span>
                    <strong>{t(title)}</strong>
                    {t(text)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="contact__faq">
              {t("public.contact.faq")} <a href={href("/faq")}>{t("public.contact.faqLink")}</a>
            </p>
          </aside>
          <FormCard title={t("public.contact.form.title")} intro={t("public.contact.form.required")}>
            <Island name="contact-form" component={ContactForm} props={{}} />
          </FormCard>
        </div>
      </section>
    </InnerPage>
  );
}
