import Stripe from "stripe";
import type { StripeConfig } from "../../platform/config.ts";

/** What the product asks of Stripe: a Checkout Session for an invoice, and the check of an event's signature. */
export interface CardPayments {
  /** A hosted payment page for `amountCents` CAD; its address. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** The event, when `signature` (the Stripe-Signature header) signs `payload` with the webhook's secret within Stripe's tolerance; throws otherwise. */
  verifiedEvent(payload: string, signature: string): Promise<Stripe.Event>;
}

export interface CheckoutRequest {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  /** The line the payment page shows, in the studio's language. */
  description: string;
  studioEmail: string;
  locale: "en" | "fr";
  successUrl: string;
  cancelUrl: string;
}

/**
 * The official SDK, on fetch and the Web Crypto API (Bun runs neither of Node's
 * providers the SDK would pick by default as well as these). STRIPE_API_BASE sends its
 * calls to another address, a local double in tests.
 */
export function createCardPayments(config: StripeConfig): CardPayments {
  const base = config.apiBase;
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
  const crypto = Stripe.createSubtleCryptoProvider();
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          currency: "cad",
          line_items: [{ quantity: 1, price_data: { currency: "cad", unit_amount: request.amountCents, product_data: { name: request.description } } }],
          client_reference_id: request.invoiceId,
          metadata: { invoiceId: request.invoiceId, invoiceNumber: request.invoiceNumber },
          // The charge carries the invoice too: a refund's event names the payment intent.
          payment_intent_data: { metadata: { invoiceId: request.invoiceId } },
          customer_email: request.studioEmail || undefined,
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // Two clicks within Stripe's idempotency window get the same session rather than two.
        { idempotencyKey: `checkout-${request.invoiceId}-${request.locale}-${Math.floor(Date.now() / 60_000)}` },
      );
      if (!session.url) throw new Error("Stripe answered a Checkout Session without a url");
      return session.url;
    },
    verifiedEvent: (payload, signature) => stripe.webhooks.constructEventAsync(payload, signature, config.webhookSecret, undefined, crypto),
  };
}
