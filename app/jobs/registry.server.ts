// Every periodic job of the server, each listed once with its schedule. The runner
// (runner.server.ts) runs each on its own turn, one run of a job at a time, and records each run
// for the owner (job_runs; the owner's settings page shows them). To add a job: write its run in a
// module of its own beside these (it returns what it did by count), add its entry here, and its
// words (title, sentence, count labels) under "jobs." in every language's catalog
// (app/content/messages). docs/architecture.md says more.
import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { deliverAlerts, onBookingAlert } from "~/jobs/alert-delivery.server";
import { onCustomerMessage, sendCustomerMessages } from "~/jobs/customer-messages.server";
import { remindTomorrow } from "~/jobs/customer-reminders.server";
import { reconcileGateway } from "~/jobs/gateway-reconciliation.server";
import { onGatewayEvent, onReconcileAsked } from "~/jobs/gateway-wake.server";
import { DAY_MS, defineJob, HOUR_MS, type Job, MINUTE_MS, SECOND_MS } from "~/jobs/job";
import { runPaymentGateway } from "~/jobs/payment-gateway.server";
import { runPlans } from "~/jobs/plans.server";
import { retain } from "~/jobs/retention.server";
import { writeStaffViews } from "~/jobs/staff-views.server";

/** The payment gateway's jobs, run only when a gateway is configured (docs/decisions/0020-a-gateway-for-upi.md). */
const GATEWAY_JOBS: readonly Job[] = [
  defineJob({
    name: "payment-gateway",
    title: "jobs.paymentGateway.title",
    does: "jobs.paymentGateway.does",
    // A webhook's delivery is recorded at once (wakeOn); a bill's new amount gets its QR code within seconds.
    everyMs: 5 * SECOND_MS,
    wakeOn: onGatewayEvent,
    counts: { recorded: "jobs.count.recorded", made: "jobs.count.made", closed: "jobs.count.closed", failed: "jobs.count.failed" },
    run: runPaymentGateway,
  }),
  defineJob({
    name: "gateway-reconciliation",
    title: "jobs.gatewayReconciliation.title",
    does: "jobs.gatewayReconciliation.does",
    everyMs: HOUR_MS,
    wakeOn: onReconcileAsked,
    counts: { found: "jobs.count.found", missing: "jobs.count.missing" },
    run: reconcileGateway,
  }),
];

export const JOBS: readonly Job[] = [
  defineJob({
    name: "alert-delivery",
    title: "jobs.alertDelivery.title",
    does: "jobs.alertDelivery.does",
    // Retries come due this way; a new booking's alerts go at once (wakeOn).
    everyMs: 5 * SECOND_MS,
    wakeOn: onBookingAlert,
    counts: { sent: "jobs.count.sent", failed: "jobs.count.failed" },
    run: deliverAlerts,
  }),
  defineJob({
    name: "customer-messages",
    title: "jobs.customerMessages.title",
    does: "jobs.customerMessages.does",
    everyMs: 5 * SECOND_MS,
    wakeOn: onCustomerMessage,
    counts: { sent: "jobs.count.sent", failed: "jobs.count.failed" },
    run: sendCustomerMessages,
  }),
  defineJob({
    name: "visit-reminders",
    title: "jobs.visitReminders.title",
    does: "jobs.visitReminders.does",
    everyMs: 5 * MINUTE_MS,
    counts: { queued: "jobs.count.queued" },
    run: remindTomorrow,
  }),
  defineJob({
    name: "plans",
    title: "jobs.plans.title",
    does: "jobs.plans.does",
    everyMs: HOUR_MS,
    counts: { missed: "jobs.count.missed", queued: "jobs.count.queued" },
    run: runPlans,
  }),
  defineJob({
    name: "staff-views",
    title: "jobs.staffViews.title",
    does: "jobs.staffViews.does",
    everyMs: 5 * SECOND_MS,
    counts: { written: "jobs.count.written" },
    run: writeStaffViews,
  }),
  defineJob({
    name: "retention",
    title: "jobs.retention.title",
    does: "jobs.retention.does",
    everyMs: DAY_MS,
    counts: {
      anonymised: "jobs.count.anonymised",
      rateLimitsDeleted: "jobs.count.rateLimitsDeleted",
      auditAddressesCleared: "jobs.count.auditAddressesCleared",
      alertLogsDeleted: "jobs.count.alertLogsDeleted",
      photosDeleted: "jobs.count.photosDeleted",
    },
    run: retain,
  }),
  ...(gatewayConfig(env()).on ? GATEWAY_JOBS : []),
];
