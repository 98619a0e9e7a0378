import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { ok } from "../../platform/http/envelope.ts";
import { noStore } from "../../platform/http/no-store.ts";
import { currentUser, requireRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import type { CardPayments } from "./card-payments.ts";
import { handleStripeEvent, startCheckout } from "./payments.ts";

/** The card payments' services: undefined when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set (the feature is hidden). */
export interface CardPaymentDeps {
  cardPayments: CardPayments | undefined;
}

/** The studio pays one of its invoices by card: a Stripe Checkout Session, whose address the browser goes to. */
export function checkoutRoutes(deps: PlatformDeps & CardPaymentDeps) {
  const invoiceId = idParam("invoiceId", "api.invoice.notFound");
  return new Hono<AppEnv>().post("/invoice/:invoiceId/checkout", requireRole("client"), noStore, invoiceId, async (c) => {
    const card = deps.cardPayments;
    if (!card) throw notFound("api.invoice.cardUnavailable");
    const locale = requestLocale(c);
    const checkout = await startCheckout(deps.db, card, { viewer: currentUser(c), invoiceId: c.req.valid("param").invoiceId, locale, siteUrl: deps.siteUrl });
    return ok(c, checkout, "api.invoice.checkoutReady");
  });
}

/**
 * Stripe's events: only a body signed with the webhook's secret within Stripe's tolerance
 * (five minutes) is read; anything else is a 400 and changes nothing. Each event is
 * handled once: a replay answers 200 as the first delivery did.
 */
export function stripeWebhookRoutes(deps: PlatformDeps & CardPaymentDeps) {
  return new Hono<AppEnv>().post("/stripe", async (c) => {
    const card = deps.cardPayments;
    if (!card) throw notFound();
    const payload = await c.req.text();
    const event = await card.verifiedEvent(payload, c.req.header("stripe-signature") ?? "").catch(() => {
      throw invalid("api.stripe.badSignature");
    });
    const outcome = await handleStripeEvent(deps.db, event);
    if (outcome === "replay") deps.log.info("stripe event replayed", { eventId: event.id, type: event.type });
    return ok(c, { received: true }, "api.stripe.received");
  });
}
