import { describe, expect, it } from 'vitest';
import { sendMail } from '../../functions/src/mail/transport';
import { attachmentText, waitForMail } from './support/inbox';

describe('e-mail transport', () => {
  it('delivers a message with an attachment to the SMTP catcher', async () => {
    const to = `transport-${Date.now()}@example.com`;
    await sendMail({
      to,
      subject: 'Transport check',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      attachments: [{ filename: 'note.txt', content: 'attached text', contentType: 'text/plain' }],
    });
    const [mail] = await waitForMail(to, /^Transport check$/);
    expect(mail, 'the message reached the inbox').toBeDefined();
    expect(mail.text?.trim()).toBe('Plain body');
    expect(mail.html).toContain('<p>HTML body</p>');
    expect(mail.from[0].address).toBe('bookings@example.com');
    expect(await attachmentText(mail, 'note.txt')).toBe('attached text');
  });
});
