import { type ReactNode, useEffect } from "react";
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData, useRevalidator } from "react-router";
import * as z from "zod/mini";

import { deviceLabel } from "~/alerts/device-label";
import { pushSubscribeSchema, pushUnsubscribeSchema } from "~/alerts/push-subscription";
import { requireAdmin } from "~/auth.server";
import { DeliveryTable } from "~/components/admin/alert-deliveries";
import { LogPager } from "~/components/admin/log-pager";
import { PushToggle } from "~/components/admin/push-toggle";
import { SettingsSubpage } from "~/components/admin/settings-subpage";
import { useStaffFormat } from "~/components/admin/staff-format";
import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { DEFAULT_LOCALE, LANGUAGES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { OWNER_SWITCHED_KINDS, type TemplateKind } from "~/messages/whatsapp";
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
import { emailConfig, emailTarget, vapidEnv, webhookConfig, webhookTarget } from "~/outbox/config.server";
import { alertQueued } from "~/outbox/wake.server";
import { intent, refusal, staffAction } from "~/staff/action.server";

const PATH = "/admin/settings/notifications";
const LOG_PAGE_SIZE = 20;

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("notify.metaTitle", { name: business.name }) },
  { name: "robots", content: "noindex,nofollow" },
];

type ChannelStatus = { channel: "email" | "webhook" | "push"; on: boolean; detail: string };

// The variables each channel is set up with (docs/configuration.md): a channel off names them in
// the reader's language; English readers get the server's own reason, as it says it.
const VARIABLES = {
  email: "SMTP_URL, ALERT_EMAIL_TO, ALERT_EMAIL_FROM",
  webhook: "ALERT_WEBHOOK_URL, ALERT_WEBHOOK_SECRET",
  push: "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT",
  whatsapp: "WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_API_URL, WHATSAPP_API_VERSION",
} as const;

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
/** The owner's switches of the customers' messages: a box for each kind, and the reminder's hour. */
const customerMessagesSchema = z.object({
  reminderHour: z.enum(HOURS, "Choose an hour from the list"),
  ...Object.fromEntries(OWNER_SWITCHED_KINDS.map((kind) => [`on-${kind}`, z.optional(z.string())])),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "notifications.manage");
  const t = serverTranslator(admin.language);
  const offReason = (reason: string, variables: string) => (admin.language === DEFAULT_LOCALE ? reason : t("notify.offReason", { variables }));
  const page = parseRowId(new URL(request.url).searchParams.get("page")) ?? 1;
  const [push, devices, deliveries, total] = await Promise.all([
    vapidKeys(),
    listPushDevices(),
    listDeliveries({ limit: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE }),
    countDeliveries(),
  ]);
  const email = emailConfig(env());
  const webhook = webhookConfig(env());
  // Push is on the environment's keys or on the pair stored as the server starts: before that, none yet.
  const pushOff = (reason: string) => (vapidEnv(env()).on ? t("notify.offKeysPending") : offReason(reason, VARIABLES.push));
  const channels: ChannelStatus[] = [
    {
      channel: "email",
      on: email.on,
      detail: email.on ? t("notify.to", { target: emailTarget(email.config) }) : offReason(email.reason, VARIABLES.email),
    },
    {
      channel: "webhook",
      on: webhook.on,
      detail: webhook.on ? t("notify.toSigned", { target: webhookTarget(webhook.config) }) : offReason(webhook.reason, VARIABLES.webhook),
    },
    {
      channel: "push",
      on: push.on && devices.length > 0,
      detail: !push.on
        ? pushOff(push.reason)
        : devices.length === 0
          ? t("notify.noDeviceYet")
          : devices.length === 1
            ? t("notify.toOneDevice")
            : t("notify.toDevices", { count: devices.length.toLocaleString(LANGUAGES[admin.language].tag) }),
    },
  ];
  const whatsapp = whatsappConfig(env());
  const whatsappOff = whatsapp.on ? null : { reason: offReason(whatsapp.reason, VARIABLES.whatsapp) };
  return {
    // The page's words in the reader's language (the delivery table's come with the admin shell's).
    messages: messagesFor(admin.language, "logs", "notify", "deliveries"),
    channels,
    customerMessages: {
      settings: await messageSettings(),
      kinds: OWNER_SWITCHED_KINDS,
      channel: !whatsappOff ? t("notify.whatsappOn") : t(push.on ? "notify.whatsappOffPush" : "notify.whatsappOffNone", whatsappOff),
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
          if (queued === 0) return refusal("noChannel", { status: 409 });
          alertQueued();
          return redirectWithToast(
            PATH,
            doneToast(admin.language, said("testAlertQueued"), queued === 1 ? said("testAlertQueuedOne") : said("testAlertQueuedText", { count: queued })),
          );
        },
      }),
      subscribe: intent({
        capability: "notifications.manage",
        schema: pushSubscribeSchema,
        handler: async ({ admin, value, request }) => {
          if (!(await vapidKeys()).on) return refusal("pushOff", { status: 409 });
          const label = `${deviceLabel(request.headers.get("User-Agent"))} (${admin.email})`;
          await savePushSubscription({ ...value, adminId: admin.id, label }, admin.actor);
          return redirectWithToast(PATH, doneToast(admin.language, said("pushOn"), said("pushOnText")));
        },
      }),
      unsubscribe: intent({
        capability: "notifications.manage",
        schema: pushUnsubscribeSchema,
        handler: async ({ admin, value }) => {
          await removePushSubscription(value.endpoint, admin.actor);
          return redirectWithToast(PATH, doneToast(admin.language, said("pushOff"), said("pushOffText")));
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
          return redirectWithToast(`${PATH}#customer-messages`, doneToast(admin.language, said("customerMessagesSaved")));
        },
      }),
      "remove-device": intent({
        capability: "notifications.manage",
        schema: z.object({ deviceId: z.optional(z.string()) }),
        handler: async ({ admin, value }) => {
          const id = parseRowId(value.deviceId);
          if (!id || !(await removePushSubscriptionById(id, admin.actor))) return refusal("noDevice", { status: 404 });
          return redirectWithToast(PATH, doneToast(admin.language, said("deviceRemoved"), said("deviceRemovedText")));
        },
      }),
    },
  });
}

// With the connection cut, the form that was sent says so in place (the push switch's post too).
export const clientAction = offlineAware();

export default function Notifications() {
  const { channels, customerMessages, publicKey, devices, deliveries, page, pageCount } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useStaffFormat();
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
    <SettingsSubpage id="notifications" title={t("notify.title")} intro={t("notify.intro")}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("notify.channels")}>
          <ul className="space-y-3">
            {channels.map((channel) => (
              <li key={channel.channel} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                <span className="w-20 font-medium text-slate-900">{t(`deliveries.channel.${channel.channel}`)}</span>
                <Badge tone={channel.on ? "success" : "neutral"}>{t(channel.on ? "notify.on" : "notify.off")}</Badge>
                <span className="min-w-0 flex-1 basis-48 break-words text-sm text-slate-600">{channel.detail}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-500">{t("notify.envNote")}</p>
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="test" />
            {testRefused ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                {t.text(testRefused)}
              </p>
            ) : null}
            <SubmitButton pending={useIsPending({ intent: "test" })} pendingLabel={t("notify.sending")}>
              {t("notify.sendTest")}
            </SubmitButton>
          </Form>
        </Card>

        <Card title={t("notify.pushHere")}>
          {publicKey ? (
            <PushToggle publicKey={publicKey} knownEndpoints={devices.map((device) => device.endpoint)} />
          ) : (
            <p className="text-sm text-slate-600">{t("notify.pushOffServer", { detail: channels.find((c) => c.channel === "push")?.detail ?? "" })}</p>
          )}
          <h4 className="mt-5 text-sm font-semibold text-slate-900">{t("notify.devicesOn")}</h4>
          {devices.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t("notify.noneYet")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {devices.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words text-sm">
                    {device.label}
                    <span className="block text-xs text-slate-500">{t("notify.since", { when: format.when(device.created_at) })}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-device" />
                    <input type="hidden" name="deviceId" value={device.id} />
                    <Button type="submit" variant="outline" size="sm" aria-label={t("notify.removeDevice", { device: device.label })}>
                      {t("notify.remove")}
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
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("notify.deliveryLog")}</h3>
        {deliveries.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("notify.noAlertsYet")}</p>
        ) : (
          <DeliveryTable deliveries={deliveries} caption={t("notify.deliveriesCaption")} showBooking />
        )}
        <LogPager label={t("notify.logPages")} path={PATH} page={page} pageCount={pageCount} />
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
  kinds: readonly TemplateKind[];
  channel: string;
  reviewLink: string | null;
}) {
  const t = useT();
  const { locale, tag } = useStaffFormat();
  return (
    <section
      id="customer-messages"
      aria-labelledby="customer-messages-heading"
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="customer-messages-heading" className="font-semibold text-slate-900">
        {t("notify.customers")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{channel}</p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="customer-messages" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t("notify.sendThese")}</legend>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {kinds.map((kind) => (
              <li key={kind}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input type="checkbox" name={`on-${kind}`} value="1" defaultChecked={!settings.off.includes(kind)} className="size-5 shrink-0" />
                  <span>
                    {t(`notify.kind.${kind}`)}
                    {kind === "review-request" ? (
                      <span className="block text-xs text-slate-500">{t(reviewLink ? "notify.reviewTicked" : "notify.reviewNeedsUrl")}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="block text-sm font-medium text-slate-900">
          {t("notify.reminderFrom")}
          <select name="reminderHour" defaultValue={String(settings.reminderHour)} className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-3">
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {formatHour(Number(hour), locale === "en" ? null : tag)}
              </option>
            ))}
          </select>
        </label>
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {t.text(refused)}
          </p>
        ) : null}
        <SubmitButton pending={useIsPending({ intent: "customer-messages" })}>{t("notify.saveCustomers")}</SubmitButton>
      </Form>
    </section>
  );
}

/** 18 → "6 pm" in English; in another language the hour with its part of the day ("शाम 6", "6 ಸಂಜೆ"), as formatIstTime says a time. */
function formatHour(hour: number, tag: string | null): string {
  if (!tag) return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "am" : "pm"}`;
  return new Intl.DateTimeFormat(tag, { hour: "numeric", dayPeriod: "short", timeZone: "UTC" }).format(Date.UTC(2000, 0, 1, hour));
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}
