// Copy of /privacy and the notice at collection (BC's Personal Information
// Protection Act: say why at or before collecting, make the policy available,
// keep only as long as needed, answer requests for access and correction).
// The retention periods come from the config the retention job applies.
import { BUSINESS } from '@/config/business';
import { RETENTION } from '@/config/retention';
import { COLLECTION_NOTICE } from './privacy-notice';

export interface PrivacySection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const PRIVACY_PAGE = {
  title: 'Privacy Policy',
  metaTitle: `Privacy Policy | ${BUSINESS.shortName}`,
  metaDescription: `What ${BUSINESS.name} collects when you book, why, who sees it, where it is stored in Canada, how long it is kept and how to ask for a copy, a correction or deletion.`,
  intro: `${BUSINESS.name} is a mobile detailing business in ${BUSINESS.address.city}, British Columbia. We follow BC's Personal Information Protection Act (PIPA). This page says, in plain words, what we do with the details you give us.`,
  /** Shown as "Last updated" (the ISO date goes in <time datetime>). */
  lastUpdated: { iso: '2026-11-29', label: 'November 29, 2026' },
  sections: [
    {
      title: 'What we collect and why',
      paragraphs: ['When you book, we ask for:'],
      items: [
        'Your name, e-mail and phone number: to confirm the booking, send a reminder the day before and reach you if something changes.',
        'The service address: so our detailer can come to your vehicle.',
        'Your vehicle make and model, and any comments: so we bring the right products and plan enough time.',
        'The service, date, time and price of the booking: to schedule the work and keep our business records.',
        'A short note our staff may keep about your visits (a gate code, a pet in the car, where to park): so the crew knows it on your next booking too. It is kept with your bookings, is seen by our staff only, and is erased with them.',
        'Photos our crew takes of your vehicle before and after the work, and a note of its condition (scratches, dents, stains): to show the result and settle questions about damage that was already there. They are kept with the booking, seen by our staff only unless we share a photo with you, and removed with it.',
        'If you ask for a quote: your name, e-mail and phone, your vehicle, what you tell us about the work and the photos you send of it: to price the work and send you the quote. The request and its photos are seen by our staff only, and are erased with the booking it becomes, or when we erase the rest of your details.',
        'If you keep your vehicle on a maintenance plan: your name, e-mail, phone, address and vehicle, and how often we come: to book each visit for you. Each visit is a booking like any other.',
        'To stop abuse of online booking, a count of booking requests per e-mail and per network (IP) address, kept only as a scrambled code and removed automatically after a day or two.',
      ],
    },
    {
      title: 'What we do not do',
      paragraphs: [
        `${COLLECTION_NOTICE} We do not sell them, share them for marketing, or send newsletters. The website uses no advertising or tracking cookies.`,
      ],
    },
    {
      title: 'Who sees it',
      paragraphs: [
        `Our own staff (the owner and our detailers) see your booking so they can do the work. Google Cloud (Firebase) stores the data and runs the booking system for us as a service provider: it handles the data only on our behalf. Our e-mail provider carries the confirmation and reminder e-mails to you.`,
      ],
    },
    {
      title: 'Where it is stored',
      paragraphs: [
        'Bookings are stored in Google Cloud data centres in Canada (Montréal). Your browser also keeps a copy of your own bookings on your device, so you can see them offline; a booking made with no signal waits there until it can be sent.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        `We keep your name, e-mail, phone, address, vehicle, comments and our staff's note about your visits for ${RETENTION.bookingMonths} months after your appointment, so we can answer questions about the work and honour any warranty. After that they are erased automatically, everywhere we hold them: the booking, its history, its photos and our copies of the e-mails about it. A quote request that did not become a booking, and its photos, are erased the same number of months after it was last changed.`,
        `What we keep after that says nothing about who you are: the booking's date, time, service, vehicle type, city, price and status, and which crew did the work, so our counts of jobs and our accounts stay right.`,
        `Copies of the e-mails we sent you are deleted after ${RETENTION.mailDays} days. If we delete a booking, its personal details are erased at once, and the rest of it is removed ${RETENTION.bookingMonths} months after its date.`,
      ],
    },
    {
      title: 'Your rights: a copy, a correction or deletion',
      paragraphs: [
        `You can ask for a copy of the personal information we hold about you, ask us to correct it, or ask us to erase it sooner: we then erase it from all your bookings and our copies of the e-mails about them, and cancel any e-mail to you not sent yet. E-mail ${BUSINESS.email} or call ${BUSINESS.phoneDisplay}. We answer within 30 days. If you are not satisfied with our answer, you can contact the Office of the Information and Privacy Commissioner for British Columbia.`,
      ],
    },
  ] satisfies PrivacySection[],
} as const;
