// The quote request page's words: the page, the form's labels, and what the
// customer is told once the request is saved and once it is sent.
import { BUSINESS } from '@/config/business';

export const QUOTE_REQUEST_PATH = '/quote-request';

export const QUOTE_REQUEST_PAGE = {
  metaTitle: `Request a Quote | ${BUSINESS.name}`,
  metaDescription: 'Ask for a price for window tint, paint protection film, wraps, ozone treatment, headlight restoration, decal removal, fleet or boat detailing. Add photos; we reply by e-mail.',
  title: 'Request a Quote',
  intro: 'Tell us about your vehicle and what you would like done. Photos help us price it. We reply by e-mail.',
  /** The phone stays a way to ask: said under the form's title. */
  callLine: 'Prefer to talk? Call',
} as const;

export const QUOTE_REQUEST_TEXT = {
  photosLabel: 'Photos',
  photosHelp: (max: number) => `Up to ${max} photos of the vehicle or the area to work on.`,
  addPhotos: 'Take or choose photos',
  shrinking: 'Preparing photo…',
  submit: 'Send Request',
  savedTitle: 'Request Saved on This Device',
  saved: "Your quote request is saved on this device. It will be sent when you're back online.",
  savedNoMail: 'No e-mail has been sent yet.',
  sentTitle: 'Quote Request Sent',
  sent: (email: string) => `We have your request. A confirmation e-mail is on its way to ${email}. We'll reply with a price.`,
  another: 'Request Another Quote',
  refused: 'Your request was not sent.',
} as const;
