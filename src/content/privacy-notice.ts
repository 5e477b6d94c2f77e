// The notice at collection (BC's PIPA: say why before collecting) and the
// link to /privacy: a few short strings, kept apart from the policy's copy
// (privacy.ts) because the footer, on every page's first load, needs only these.
import { BUSINESS } from '@/config/business';

export const PRIVACY_PATH = '/privacy';
export const PRIVACY_LINK_LABEL = 'Privacy Policy';

/** Shown beside the booking form's submit button, with a link to /privacy. */
export const COLLECTION_NOTICE = 'We use your details only to schedule your detail and contact you about it.';
/** Staff read this out when they book for a customer on the phone. */
export const PHONE_COLLECTION_NOTICE = `Read to the customer: "${COLLECTION_NOTICE} Our privacy policy is at ${BUSINESS.siteOrigin.replace(/^https?:\/\/(www\.)?/, '')}${PRIVACY_PATH}."`;
