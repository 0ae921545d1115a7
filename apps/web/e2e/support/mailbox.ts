import { expect } from '@playwright/test';

export interface SinkMessage {
  id: number;
  to: string[];
  subject: string;
  from: string;
  text: string;
  html?: string;
  receivedAt: string;
}

/** Reads what the API really sent through SMTP, from the sink scripts/e2e.mjs started. */
export class Mailbox {
  constructor(private readonly sinkUrl: string) {}

  async messagesTo(address: string): Promise<SinkMessage[]> {
    const response = await fetch(`${this.sinkUrl}/messages?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`SMTP sink answered ${response.status}`);
    return (await response.json()) as SinkMessage[];
  }

  /** Waits for the count of messages to an address to pass `already`, and returns the newest one. */
  async waitForMessage(address: string, { already = 0, timeout = 10_000 } = {}): Promise<SinkMessage> {
    let messages: SinkMessage[] = [];
    await expect
      .poll(
        async () => {
          messages = await this.messagesTo(address);
          return messages.length;
        },
        { timeout, message: `an email to ${address}` },
      )
      .toBeGreaterThan(already);
    return messages.at(-1)!;
  }
}

/** The /auth/callback link in an email's text. */
export function callbackLink(message: SinkMessage): string {
  const link = /https?:\/\/\S+\/auth\/callback\?code=[^\s"<>]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no sign-in link in the email:\n${message.text}`);
  return link;
}
