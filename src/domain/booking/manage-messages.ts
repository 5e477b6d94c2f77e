// The manage page's fixed messages, in a module of their own with no schema
// library: the browser tests read them as plain values.

export const NOT_FOUND_MESSAGE = "We couldn't find that booking";

export const LINK_RENEWED_MESSAGE = "We've e-mailed a new link to the address on this booking. This link no longer works.";
