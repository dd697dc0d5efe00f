import { type ReactNode, useEffect } from "react";
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData, useRevalidator } from "react-router";
import * as z from "zod/mini";

import { CHANNEL_NAMES } from "~/alerts/channels";
import { deviceLabel } from "~/alerts/device-label";
import { pushSubscribeSchema, pushUnsubscribeSchema } from "~/alerts/push-subscription";
import { requireAdmin } from "~/auth.server";
import { DeliveryTable } from "~/components/admin/alert-deliveries";
import { LogPager } from "~/components/admin/log-pager";
import { PushToggle } from "~/components/admin/push-toggle";
import { SettingsSubpage } from "~/components/admin/settings-subpage";
import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { formatIstDateTime } from "~/lib/time/ist";
import { messageLabel, OWNER_SWITCHED_KINDS } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import {
  countDeliveries,
  listDeliveries,
  listPushDevices,
  queueTestAlert,
  removePushSubscription,
  removePushSubscriptionById,
  savePushSubscription,
} from "~/models/alerts.server";
import { messageSettings, saveMessageSettings } from "~/models/business-settings.server";
import { vapidKeys } from "~/outbox/channels/push.server";
import { emailConfig, emailTarget, webhookConfig, webhookTarget } from "~/outbox/config.server";
import { alertQueued } from "~/outbox/wake.server";
import { intent, refusal, staffAction } from "~/staff/action.server";

const PATH = "/admin/settings/notifications";
const LOG_PAGE_SIZE = 20;

export const meta: MetaFunction = () => [{ title: `Notifications - Admin - ${business.name}` }, { name: "robots", content: "noindex,nofollow" }];

type ChannelStatus = { name: string; on: boolean; detail: string };

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
/** The owner's switches of the customers' messages: a box for each kind, and the reminder's hour. */
const customerMessagesSchema = z.object({
  reminderHour: z.enum(HOURS, "Choose an hour from the list"),
  ...Object.fromEntries(OWNER_SWITCHED_KINDS.map((kind) => [`on-${kind}`, z.optional(z.string())])),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "notifications.manage");
  const page = parseRowId(new URL(request.url).searchParams.get("page")) ?? 1;
  const [push, devices, deliveries, total] = await Promise.all([
    vapidKeys(),
    listPushDevices(),
    listDeliveries({ limit: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE }),
    countDeliveries(),
  ]);
  const email = emailConfig(env());
  const webhook = webhookConfig(env());
  const channels: ChannelStatus[] = [
    { name: CHANNEL_NAMES.email, on: email.on, detail: email.on ? `To ${emailTarget(email.config)}` : email.reason },
    { name: CHANNEL_NAMES.webhook, on: webhook.on, detail: webhook.on ? `To ${webhookTarget(webhook.config)}, signed` : webhook.reason },
    {
      name: CHANNEL_NAMES.push,
      on: push.on && devices.length > 0,
      detail: !push.on
        ? push.reason
        : devices.length === 0
          ? "No device has push turned on yet"
          : `To ${devices.length} device${devices.length === 1 ? "" : "s"}`,
    },
  ];
  const whatsapp = whatsappConfig(env());
  return {
    channels,
    customerMessages: {
      settings: await messageSettings(),
      kinds: OWNER_SWITCHED_KINDS.map((kind) => ({ kind, label: messageLabel(kind) })),
      channel: whatsapp.on
        ? "WhatsApp (the Cloud API) is set up: messages go to the number each customer gave."
        : push.on
          ? `WhatsApp is off (${whatsapp.reason}): messages go by push to the phones whose customer tapped "Notify me on this phone" on their booking's page.`
          : `WhatsApp is off (${whatsapp.reason}) and so is push: no message is sent.`,
      reviewLink: env().GOOGLE_REVIEW_URL ?? null,
    },
    publicKey: push.on ? push.config.publicKey : null,
    devices,
    deliveries,
    page,
    pageCount: Math.max(1, Math.ceil(total / LOG_PAGE_SIZE)),
  };
}

// The owner's alerts: a test alert, push on this device (the page's script), a device removed.
// Each refusal is answered at its form (staffAction).
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, {
    intents: {
      test: intent({
        capability: "notifications.manage",
        schema: z.object({}),
        handler: async ({ admin }) => {
          const queued = await queueTestAlert(admin.actor);
          if (queued === 0) return refusal(NO_CHANNEL, { status: 409 });
          alertQueued();
          return redirectWithToast(PATH, {
            title: "Test Alert Queued",
            description: `Sending to ${queued} destination${queued === 1 ? "" : "s"}; the log below shows how it went`,
          });
        },
      }),
      subscribe: intent({
        capability: "notifications.manage",
        schema: pushSubscribeSchema,
        handler: async ({ admin, value, request }) => {
          if (!(await vapidKeys()).on) return refusal("Push is off on the server", { status: 409 });
          const label = `${deviceLabel(request.headers.get("User-Agent"))} (${admin.email})`;
          await savePushSubscription({ ...value, adminId: admin.id, label }, admin.actor);
          return redirectWithToast(PATH, { title: "Push Alerts On", description: "This device is alerted of every new booking" });
        },
      }),
      unsubscribe: intent({
        capability: "notifications.manage",
        schema: pushUnsubscribeSchema,
        handler: async ({ admin, value }) => {
          await removePushSubscription(value.endpoint, admin.actor);
          return redirectWithToast(PATH, { title: "Push Alerts Off", description: "This device is no longer alerted" });
        },
      }),
      "customer-messages": intent({
        capability: "notifications.manage",
        schema: customerMessagesSchema,
        handler: async ({ admin, value }) => {
          const fields = value as Record<string, string | undefined>;
          await saveMessageSettings(
            { off: OWNER_SWITCHED_KINDS.filter((kind) => fields[`on-${kind}`] !== "1"), reminderHour: Number(value.reminderHour) },
            admin.actor,
          );
          return redirectWithToast(`${PATH}#customer-messages`, { title: "Customer Messages Saved" });
        },
      }),
      "remove-device": intent({
        capability: "notifications.manage",
        schema: z.object({ deviceId: z.optional(z.string()) }),
        handler: async ({ admin, value }) => {
          const id = parseRowId(value.deviceId);
          if (!id || !(await removePushSubscriptionById(id, admin.actor))) return refusal("No such device", { status: 404 });
          return redirectWithToast(PATH, { title: "Device Removed", description: "It is no longer alerted" });
        },
      }),
    },
  });
}

// With the connection cut, the form that was sent says so in place (the push switch's post too).
export const clientAction = offlineAware();

const NO_CHANNEL = "No channel is on: set up e-mail or the webhook, or turn push on for a device, then send a test alert.";

export default function Notifications() {
  const { channels, customerMessages, publicKey, devices, deliveries, page, pageCount } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const answer = useActionData<Answer>();
  const testRefused = answer?.intent === "test" ? answer.result.error?.[""]?.[0] : undefined;
  const waiting = deliveries.some((delivery) => delivery.state === "pending");
  // With JavaScript, the log keeps itself current while a delivery is on its way.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 5000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  return (
    <SettingsSubpage id="notifications" title="Notifications" intro="Staff are alerted of every new booking on each channel that is on, within seconds.">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Channels">
          <ul className="space-y-3">
            {channels.map((channel) => (
              <li key={channel.name} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                <span className="w-20 font-medium text-slate-900">{channel.name}</span>
                <Badge tone={channel.on ? "success" : "neutral"}>{channel.on ? "On" : "Off"}</Badge>
                <span className="min-w-0 flex-1 basis-48 break-words text-sm text-slate-600">{channel.detail}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-500">E-mail and the webhook are set up with the server's environment variables (see docs/alerts.md).</p>
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="test" />
            {testRefused ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                {testRefused}
              </p>
            ) : null}
            <SubmitButton pending={useIsPending({ intent: "test" })} pendingLabel="Sending...">
              Send test alert
            </SubmitButton>
          </Form>
        </Card>

        <Card title="Push on this device">
          {publicKey ? (
            <PushToggle publicKey={publicKey} knownEndpoints={devices.map((device) => device.endpoint)} />
          ) : (
            <p className="text-sm text-slate-600">Push is off on the server: {channels.find((c) => c.name === CHANNEL_NAMES.push)?.detail}.</p>
          )}
          <h4 className="mt-5 text-sm font-semibold text-slate-900">Devices with push on</h4>
          {devices.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">None yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {devices.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words text-sm">
                    {device.label}
                    <span className="block text-xs text-slate-500">Since {formatIstDateTime(device.created_at)}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-device" />
                    <input type="hidden" name="deviceId" value={device.id} />
                    <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${device.label}`}>
                      Remove
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <CustomerMessagesCard {...customerMessages} refused={answer?.intent === "customer-messages" ? answer.result.error?.[""]?.[0] : undefined} />

      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Delivery log</h3>
        {deliveries.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No alerts yet.</p>
        ) : (
          <DeliveryTable deliveries={deliveries} caption="Alert deliveries, newest first" showBooking />
        )}
        <LogPager label="Delivery log pages" path={PATH} page={page} pageCount={pageCount} />
      </div>
    </SettingsSubpage>
  );
}

/** Which messages the customers get, and from when the evening-before reminder goes out. */
function CustomerMessagesCard({
  settings,
  kinds,
  channel,
  reviewLink,
  refused,
}: {
  refused: string | undefined;
  settings: { off: string[]; reminderHour: number };
  kinds: { kind: string; label: string }[];
  channel: string;
  reviewLink: string | null;
}) {
  return (
    <section
      id="customer-messages"
      aria-labelledby="customer-messages-heading"
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="customer-messages-heading" className="font-semibold text-slate-900">
        Messages to customers
      </h3>
      <p className="mt-1 text-sm text-slate-600">{channel}</p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="customer-messages" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Send these</legend>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {kinds.map(({ kind, label }) => (
              <li key={kind}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input type="checkbox" name={`on-${kind}`} value="1" defaultChecked={!settings.off.includes(kind)} className="size-5 shrink-0" />
                  <span>
                    {label}
                    {kind === "review-request" ? (
                      <span className="block text-xs text-slate-500">
                        {reviewLink ? "Only to customers who ticked the box for it on their booking's page" : "Needs GOOGLE_REVIEW_URL set on the server"}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="block text-sm font-medium text-slate-900">
          The evening-before reminder goes out from
          <select name="reminderHour" defaultValue={String(settings.reminderHour)} className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-3">
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {formatHour(Number(hour))}
              </option>
            ))}
          </select>
        </label>
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refused}
          </p>
        ) : null}
        <SubmitButton pending={useIsPending({ intent: "customer-messages" })}>Save customer messages</SubmitButton>
      </Form>
    </section>
  );
}

/** 18 → "6 pm", in Bengaluru. */
function formatHour(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "am" : "pm"}`;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}
