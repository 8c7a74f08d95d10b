/** Sends what the mail queue holds, one mail at a time, as soon as each is due. */
import type { FastifyBaseLogger } from 'fastify';
import type { QueuedMail } from '@efe/shared/contract/mail';
import type { MailQueue } from './mail-queue';
import type { MailTransport } from './mail-transport';
import { errorMessage } from '@efe/shared/error-facts';

/** Even with nothing due the queue is looked at this often (a row written by another process). */
const IDLE_CHECK_MS = 60_000;

/**
 * What is written into a mail as it is sent and kept nowhere (a family's private key): the text
 * to send, and how to take it back when the mail does not go out. Null for a mail with nothing to add.
 */
export type SendTimeText = (mail: QueuedMail) => { body: string; revoke(): void } | null;

export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly queue: MailQueue,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly sendTimeText: SendTimeText = () => null,
  ) {}

  /** Looks at the queue now (after a lead was stored) or when the next mail is due. */
  kick(delayMs = 0): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delayMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private async run(): Promise<void> {
    if (this.running) return this.running.then(() => this.kick());
    this.running = this.sendDue().finally(() => {
      this.running = null;
    });
    await this.running;
    if (this.closed) return;
    const next = this.queue.msUntilNextDue();
    this.kick(next === null ? IDLE_CHECK_MS : Math.min(next, IDLE_CHECK_MS));
  }

  private async sendDue(): Promise<void> {
    for (const mail of this.queue.due()) {
      if (this.closed) return;
      let added: ReturnType<SendTimeText> = null;
      let sent = false;
      try {
        added = this.sendTimeText(mail);
        await this.transport.send({ id: mail.id, to: mail.to_address, replyTo: mail.reply_to, subject: mail.subject, body: added?.body ?? mail.body, calendar: mail.calendar });
        sent = true;
        if (this.queue.markSent(mail.id, this.transport.route)) {
          // Without SMTP nothing left this machine: the log says where the mail is.
          this.log.info({ mailId: mail.id, kind: mail.kind }, this.transport.route === 'smtp' ? 'mail sent' : 'mail written to the outbox (no SMTP_URL: not sent)');
        } else {
          // Its lead was deleted while it was being sent: what it left here goes too.
          await this.transport.discard(mail.id);
          this.log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent for a lead deleted meanwhile; its copy here removed');
        }
      } catch (error) {
        // A key no one received must open nothing (one that went out keeps working).
        if (!sent) added?.revoke();
        const reason = errorMessage(error);
        this.queue.markFailed(mail.id, reason);
        this.log.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts + 1, reason }, 'mail not sent; it stays queued for a retry');
      }
    }
  }
}
