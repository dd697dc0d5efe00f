// The e-mail channel: one message to the configured recipients with nodemailer, within the
// outbox's time limit (app/outbox/sender.ts), so a hung mail server never holds a row for long.
import nodemailer, { type Transporter } from "nodemailer";

import { env } from "~/env.server";
import { type EmailConfig, emailConfig } from "~/outbox/config.server";
import { SEND_TIMEOUT_MS, type Sender, SENT } from "~/outbox/sender";

/** Its Message-ID is the same every attempt, so mail clients fold a repeat. */
export type EmailMessage = { subject: string; text: string; html: string; messageId: string };

// One transport per SMTP_URL for the life of the process (the URL only changes with a restart).
let transport: { url: string; transporter: Transporter } | null = null;

function transporterFor(config: EmailConfig): Transporter {
  if (transport?.url !== config.smtpUrl) {
    transport = {
      url: config.smtpUrl,
      transporter: nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: SEND_TIMEOUT_MS / 2,
        greetingTimeout: SEND_TIMEOUT_MS / 2,
        socketTimeout: SEND_TIMEOUT_MS,
      }),
    };
  }
  return transport.transporter;
}

export const sendEmail: Sender<EmailMessage> = async (message) => {
  const email = emailConfig(env());
  if (!email.on) return { ok: false, error: `E-mail is off: ${email.reason}`, final: true };
  await transporterFor(email.config).sendMail({ from: email.config.from, to: email.config.to, ...message });
  return SENT;
};
