import Stripe from "stripe";

/** The webhook secret the tests sign events with (STRIPE_WEBHOOK_SECRET of the app under test). */
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_test_dancelink";

/** The session's page as a studio's browser sees it: what it pays for, and "Pay", which returns to the success address as Stripe's page does once paid. */
function checkoutPage(form: URLSearchParams): Response {
  const amount = (Number(form.get("line_items[0][price_data][unit_amount]")) / 100).toFixed(2);
  const html = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const page = `<!doctype html><html lang="en"><title>Checkout</title><main><h1>${html(form.get("line_items[0][price_data][product_data][name]") ?? "")}</h1>
<p>CA$${amount}</p><a href="${html(form.get("success_url") ?? "")}">Pay</a></main></html>`;
  return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
}

/**
 * A local stand-in for the few Stripe calls the product makes (POST /v1/checkout/sessions, and the session's page a browser opens),
 * answering as Stripe does, on a port of its own; `env` points the app at it. Events are
 * signed with the SDK's own test helper, as Stripe signs them.
 */
export function stripeDouble() {
  const sessions: { id: string; form: URLSearchParams; idempotencyKey: string | null }[] = [];
  let refuse = false;
  const server: ReturnType<typeof Bun.serve> = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request): Promise<Response> {
      const url = new URL(request.url);
      const shown = request.method === "GET" ? sessions.find((s) => url.pathname === `/pay/${s.id}`) : undefined;
      if (shown) return checkoutPage(shown.form);
      if (request.method !== "POST" || url.pathname !== "/v1/checkout/sessions") {
        return Response.json(
          { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${url.pathname})` } },
          { status: 404 },
        );
      }
      if (!request.headers.get("authorization")?.startsWith("Bearer sk_test_")) {
        return Response.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }, { status: 401 });
      }
      if (refuse) return Response.json({ error: { type: "api_error", message: "Stripe is down" } }, { status: 400 });
      const form = new URLSearchParams(await request.text());
      const id = `cs_test_${sessions.length + 1}_${crypto.randomUUID().slice(0, 8)}`;
      sessions.push({ id, form, idempotencyKey: request.headers.get("idempotency-key") });
      return Response.json({
        id,
        object: "checkout.session",
        mode: form.get("mode"),
        currency: form.get("currency"),
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        client_reference_id: form.get("client_reference_id"),
        metadata: { invoiceId: form.get("metadata[invoiceId]") },
        payment_status: "unpaid",
        status: "open",
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        url: `http://127.0.0.1:${server.port}/pay/${id}`,
      });
    },
  });
  const signer = new Stripe("sk_test_double");
  return {
    sessions,
    env: { STRIPE_SECRET_KEY: "sk_test_dancelink", STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${server.port}` },
    /** Makes the next session calls fail as Stripe does when it refuses one. */
    refuseSessions(value: boolean) {
      refuse = value;
    },
    /** An event's body and its Stripe-Signature header, signed `secondsAgo` ago with `secret`. */
    async signed(event: object, { secret = STRIPE_TEST_WEBHOOK_SECRET, secondsAgo = 0 } = {}) {
      const payload = JSON.stringify(event);
      const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - secondsAgo });
      return { payload, header };
    },
    stop: () => server.stop(true),
  };
}

/** A checkout.session.completed event as Stripe sends it for a paid session of `invoiceId`. */
export function checkoutCompleted(
  invoiceId: string,
  amountCents: number,
  ids = { event: `evt_${crypto.randomUUID()}`, session: `cs_test_${crypto.randomUUID()}`, intent: `pi_${crypto.randomUUID()}` },
) {
  return {
    id: ids.event,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: ids.session,
        object: "checkout.session",
        client_reference_id: invoiceId,
        metadata: { invoiceId },
        amount_total: amountCents,
        currency: "cad",
        payment_status: "paid",
        payment_intent: ids.intent,
      },
    },
  };
}

/** A charge.refunded event for the charge of `intent`, `refundedCents` refunded of `amountCents` so far. */
export function chargeRefunded(intent: string, amountCents: number, refundedCents: number) {
  return {
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    type: "charge.refunded",
    data: {
      object: {
        id: `ch_${crypto.randomUUID()}`,
        object: "charge",
        amount: amountCents,
        amount_refunded: refundedCents,
        payment_intent: intent,
        refunded: amountCents === refundedCents,
      },
    },
  };
}
