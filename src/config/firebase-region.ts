/** Where the callable functions run: the web client calls them there and Hosting's CSP allows that origin. */
export const FUNCTIONS_REGION = 'us-central1';
